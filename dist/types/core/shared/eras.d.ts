import type { Kind, KindSnapshot, ProtocolEra, SurfaceSnapshot } from './model.js';
/** The lists a surface records for `era`: the primary era's `kinds`, another era's own where they differ. */
export declare function eraKinds(s: SurfaceSnapshot, era: ProtocolEra | undefined): Record<Kind, KindSnapshot>;
/** The era a surface's `kinds` come from; undefined for a snapshot that does not say (before format 2). */
export declare function primaryEra(s: SurfaceSnapshot | undefined): ProtocolEra | undefined;
/** The eras whose lists a surface records apart from the primary era's (where the two eras' lists differ). */
export declare function divergentEras(s: SurfaceSnapshot): ProtocolEra[];
