import type { SurfaceSnapshot } from '../core/shared/model.js';
import { type SurfacePlan } from './session.js';
/** Whether a failed open means the server answered that it does not speak the era (rather than failing to answer). */
export declare function isRefusal(err: unknown): boolean;
/** Captures one surface through the SDK client in every era it speaks (or the one the config pins). */
export declare function captureSurfaceSdk(plan: SurfacePlan): Promise<SurfaceSnapshot>;
