import type { Capability, Kind } from '../shared/model.js';
import type { Context } from './classify-shared.js';
/** The hint text for a suggested rename from `old` to `neu`, or undefined when the definitions differ in nothing loud. */
export declare function ifRenamed(ctx: Context, surface: string, kind: Kind, old: Capability, neu: Capability): string | undefined;
