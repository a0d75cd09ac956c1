import type { Capability, Kind } from '../core/shared/model.js';
import type { Origin } from '../core/shared/canonical.js';
/** The capabilities kept for this page, or undefined. */
export declare function keptPage(text: string, kind: Kind, origin: Origin, volatileMeta: readonly string[] | undefined): readonly Capability[] | undefined;
export declare function keepPage(text: string, kind: Kind, origin: Origin, volatileMeta: readonly string[] | undefined, built: readonly Capability[]): void;
