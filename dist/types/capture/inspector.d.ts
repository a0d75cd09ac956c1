import type { ClientIdentity, SurfaceSnapshot } from '../core/shared/model.js';
import { type SurfacePlan } from './session.js';
/** What inspector 0.15's CLI sends at initialize (cli/build/index.js): its own name, and no capabilities. */
export declare const INSPECTOR_CLIENT: ClientIdentity;
/** What inspector 2.x's CLI sends (clients/cli: `name: "mcp-inspector"`): it always declares roots (an empty list). */
export declare const INSPECTOR_V2_CLIENT: ClientIdentity;
/** The Node an inspector route runs on, and the inspector package it runs. */
export interface InspectorRoute {
    bin: string;
    node: string;
    /**
     * The inspector's major version: 0 (0.15: the legacy handshake only, one page per list) or 2 (2.12: both eras,
     * follows pages, needs Node 22.19+).
     */
    major: number;
    client: ClientIdentity;
}
/** Whether a Node version string (`v24.1.0`, `24.1.0`) is at least 22.19, what inspector 2.x needs. */
export declare function runsInspector2(version: string): boolean;
/**
 * The inspector route, resolved from the project being checked: inspector 2.x where a Node 22.19+ is at hand,
 * otherwise 0.x on this Node; a clear UsageError when neither can run.
 */
export declare function inspectorRoute(fromDir?: string): InspectorRoute;
/** The inspector's bin script, resolved from the project being checked; a clear UsageError when it is absent. */
export declare function inspectorBin(fromDir?: string): string;
export declare function inspectorCapturer(name: string): (plan: SurfacePlan) => Promise<SurfaceSnapshot>;
