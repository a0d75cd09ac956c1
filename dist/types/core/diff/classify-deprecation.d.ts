import type { Capability, Kind } from '../shared/model.js';
import { type Context } from './classify-shared.js';
/** Pushes `capability-deprecated` when `hc` states a deprecation of its own and `bc` did not. */
export declare function pushWireDeprecation(ctx: Context, surface: string, kind: Kind, bc: Capability, hc: Capability): void;
