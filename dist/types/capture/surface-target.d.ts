import type { ServerConfig, SurfaceConfig } from '../core/shared/config.js';
/** A stdio surface's process: its command line and its whole environment (child-env.ts). */
export interface StdioTarget {
    type: 'stdio';
    command: string;
    args: string[];
    cwd: string;
    env: Record<string, string>;
}
/** A surface's configured values with every `${VAR}` expanded from the runner's environment, in planSurface's order. */
export interface ExpandedSurface {
    url?: string;
    env: Record<string, string>;
    headers: Record<string, string>;
    transport: NonNullable<ServerConfig['transport']>;
}
export declare function surfacesOf(name: string, server: ServerConfig, only?: string[]): [string, SurfaceConfig][];
export declare function expandSurface(name: string, server: ServerConfig, surface: string, cfg: SurfaceConfig, runnerEnv: Record<string, string | undefined>): ExpandedSurface;
/** The process of a stdio surface, marked with the capture's run marker. */
export declare function stdioTarget(name: string, server: ServerConfig, surface: string, cfg: SurfaceConfig, expanded: ExpandedSurface, runnerEnv: Record<string, string | undefined>, baseDir: string, marker: string): StdioTarget;
export declare function resolveCwd(baseDir: string, cwd: string | undefined): string;
