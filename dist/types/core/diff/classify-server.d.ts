import type { ServerIdentity } from '../shared/model.js';
import type { Context } from './classify-shared.js';
export declare function compareServer(ctx: Context, surface: string, b: ServerIdentity | undefined, h: ServerIdentity | undefined): void;
