import type { Capability, Kind } from '../core/shared/model.js';
import type { Origin } from '../core/shared/canonical.js';
/** The capabilities kept for this page, or undefined. */
export declare function keptPage(text: string, kind: Kind, origin: Origin, volatileMeta: readonly string[] | undefined): readonly Capability[] | undefined;
/** Notes a page just built: the first time it is only seen; the second time its capabilities are kept. */
export declare function keepPage(text: string, kind: Kind, origin: Origin, volatileMeta: readonly string[] | undefined, built: readonly Capability[]): void;
