import type { AuthSurface } from '../shared/model.js';
import type { Context } from './classify-shared.js';
export declare function compareAuth(ctx: Context, surface: string, b: AuthSurface | undefined, h: AuthSurface | undefined): void;
