import type { Finding, ProtocolEra, SurfaceSnapshot } from '../shared/model.js';
export declare const FIRST_MODERN_VERSION = "2026-07-28";
/** 2026-07-28 deprecates roots, sampling, logging and HTTP+SSE; deprecated features stay for at least 12 months. */
export declare const DEPRECATION_DEADLINE = "2027-07-28";
/** Who can no longer connect when an era goes: the finding names them. */
export declare const ERA_CLIENTS: Readonly<Record<ProtocolEra, string>>;
export declare function eraOfVersion(version: string): ProtocolEra;
/** What of the deprecated set a surface uses: server logging, HTTP+SSE, a client that must declare roots or sampling. */
export declare function deprecatedUse(s: SurfaceSnapshot): string[];
/** Findings for one surface present on both sides. */
export declare function compareProtocol(surface: string, b: SurfaceSnapshot, h: SurfaceSnapshot): Finding[];
