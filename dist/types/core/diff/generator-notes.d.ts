import type { Finding, SurfaceSnapshot } from '../shared/model.js';
/** How many tools both sides of a surface list (complete observations only); asked only when a flip is seen. */
export declare function commonToolCount(b: SurfaceSnapshot, h: SurfaceSnapshot): number;
export declare function generatorNote(surface: string, findings: readonly Finding[], toolCount: () => number): Finding | undefined;
