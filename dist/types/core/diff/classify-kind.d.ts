import type { Kind, SurfaceSnapshot } from '../shared/model.js';
import { type Context } from './classify-shared.js';
export declare function compareKind(ctx: Context, surface: string, kind: Kind, bs: SurfaceSnapshot, hs: SurfaceSnapshot): void;
