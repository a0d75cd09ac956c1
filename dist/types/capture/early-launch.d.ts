import type { ServerConfig } from '../core/shared/config.js';
import { ChildStdioTransport } from './stdio.js';
import { type StdioTarget } from './surface-target.js';
export interface EarlyLaunch {
    /** The capture's run marker: the process carries it, and so does everything else the capture starts. */
    readonly marker: string;
    /** The surface it was started for: the server's first. */
    readonly surface: string;
    readonly target: StdioTarget;
    readonly child: ChildStdioTransport;
    readonly maxMessageBytes: number;
    /** True once the process started, false when its start failed (the capture then starts its own, which says why). */
    readonly started: Promise<boolean>;
}
/** What earlyProcessFor reads of a surface's plan (session.ts SurfacePlan). */
export interface PlannedStart {
    surface: string;
    target: {
        type: string;
    } | StdioTarget;
    limits: {
        maxMessageBytes: number;
    };
    reusePages: boolean;
    unreadBytes?: number;
    unreadListBytes?: number;
}
export interface EarlyLaunchOptions {
    baseDir: string;
    env: Record<string, string | undefined>;
}
/**
 * Starts the first surface of `server` now, when the capture would start that same process first with nothing before
 * it: a stdio surface, no build (it must finish first, and may write the very files the command runs), no `start`,
 * no OAuth. Every surface is planned as the capture plans it, so a config the capture refuses (an empty surface list,
 * a `${VAR}` not set, a stdio surface without a command) starts nothing here either: undefined, and the capture
 * reports it in its usual words.
 */
export declare function launchEarly(name: string, server: ServerConfig, opts: EarlyLaunchOptions): EarlyLaunch | undefined;
/**
 * The early process for `plan`'s session, when it was started for that very surface and command line and started at
 * all; otherwise it is closed and the capture starts its own.
 */
export declare function earlyProcessFor(early: EarlyLaunch, plan: PlannedStart): Promise<ChildStdioTransport | undefined>;
