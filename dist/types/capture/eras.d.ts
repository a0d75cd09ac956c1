import type { Snapshot, SurfaceSnapshot } from '../core/shared/model.js';
import { type SurfacePlan } from './session.js';
/** Whether a failed open means the server answered that it does not speak the era (rather than failing to answer). */
export declare function isRefusal(err: unknown): boolean;
/** Surfaces whose snapshot saw both eras served: their next capture may start the second era's process early. */
export declare function dualEraSurfaces(snapshot: Pick<Snapshot, 'surfaces'>): string[];
/** Captures one surface through the SDK client in every era it speaks (or the one the config pins). */
export declare function captureSurfaceSdk(plan: SurfacePlan): Promise<SurfaceSnapshot>;
