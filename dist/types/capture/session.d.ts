import type { Origin } from '../core/shared/canonical.js';
import type { LimitsConfig, ProtocolEraConfig, ResourceFilter, ServerConfig, SurfaceConfig, TimeoutsConfig } from '../core/shared/config.js';
import type { ClientIdentity, JsonObject, Kind, KindSnapshot, SurfaceSnapshot } from '../core/shared/model.js';
import { type EraChoice, type Session, type Target } from './connect.js';
import { KindCollector } from './lists.js';
import type { InProcessServer } from './in-process.js';
import type { ChildStdioTransport } from './stdio.js';
import { DEFAULT_LIMITS, DEFAULT_TIMEOUTS } from './defaults.js';
import { surfacesOf } from './surface-target.js';
import type { Slots } from './concurrent.js';
import type { EarlyLaunch } from './early-launch.js';
import type { SignIn } from '../oauth/access.js';
export { DEFAULT_LIMITS, DEFAULT_TIMEOUTS };
export declare const CLIENT_NAME = "mcp-contract";
/**
 * The client version announced at initialize and recorded in every snapshot. Deliberately not the package version:
 * upgrading mcp-contract must not make every committed snapshot stale. Bump it only when capture semantics change.
 */
export declare const CLIENT_VERSION = "1";
export interface CaptureOptions {
    /** The config file's directory: cwd for build and start, base for relative paths. */
    baseDir: string;
    /**
     * The runner's environment: `${VAR}` references are expanded from it. Processes the capture starts get only the
     * allow-list of child-env.ts (from this process's environment) and what the config names.
     */
    env: Record<string, string | undefined>;
    /** Marks every process this capture starts (child-env.ts); captureServer makes a fresh one per call. */
    marker?: string;
    via?: 'sdk' | 'inspector';
    /** A server object in this process to capture instead of the config's command or URL (in-process.ts). */
    inProcess?: InProcessServer;
    /** Capture only these surfaces. */
    surfaces?: string[];
    log?: (line: string) => void;
    /**
     * Runs in each surface's session once its lists are complete, before the session closes (the SDK path only):
     * canaries call tools over the very connection the capture used.
     */
    afterLists?: (plan: SurfacePlan, session: Session, snapshot: SurfaceSnapshot, deadlineAt: number) => Promise<void>;
    /**
     * Surfaces the last capture saw serve both protocol eras (eras.ts dualEraSurfaces): their second era's process
     * starts beside the first. Only a schedule: what is recorded does not depend on it.
     */
    dualEra?: readonly string[];
    /** The run's concurrency bound: surfaces that are processes of their own are captured side by side in free slots. */
    slots?: Slots;
    /**
     * The snapshot stays inside mcp-contract (the matcher's live side, compared and maybe written, never handed out):
     * capabilities built for a list page sent word for word before are shared, frozen (page-digests.ts).
     */
    reusePages?: boolean;
    /** Where a person's OAuth grants are kept (default: the guard store's directory, oauth/grantDir). */
    grantDir?: string;
    /** `auth login` only: a person may sign in during this capture. */
    signIn?: SignIn;
    /** The CLI's early launch of this server (early-launch.ts): its process serves the first surface's first session. */
    early?: EarlyLaunch;
}
/** Everything one surface capture needs, resolved from config: secrets live only here, never in the result. */
export interface SurfacePlan {
    server: string;
    surface: string;
    target: Target;
    client: ClientIdentity;
    resources: ResourceFilter;
    volatileMeta?: string[];
    timeouts: Required<TimeoutsConfig>;
    limits: Required<LimitsConfig>;
    secrets: string[];
    /** The environment of a process started for this surface without a target env of its own (the inspector route). */
    processEnv: Record<string, string>;
    log: (line: string) => void;
    /** Tool refs with a canary on this surface, recorded in the snapshot (sorted, unique). */
    canaries: string[];
    afterLists?: CaptureOptions['afterLists'];
    /** Which protocol era(s) to capture (config `protocolEra`). */
    era: ProtocolEraConfig;
    /** The second era's process may start beside the first (eras.ts says when it does). */
    concurrentEras: boolean;
    /** CaptureOptions.reusePages. */
    reusePages: boolean;
    /** A stdio answer longer than this is answered as an error unread (a gateway member's); absent: all are read. */
    unreadBytes?: number;
    /** The same for an answer to a list request. */
    unreadListBytes?: number;
    /** The stdio target's process, started already by the caller (the guard's prelaunch): the session opens on it. */
    spawned?: ChildStdioTransport;
}
export { surfacesOf };
export declare function planSurface(name: string, server: ServerConfig, surface: string, cfg: SurfaceConfig, opts: CaptureOptions): SurfacePlan;
/** A canary runs on its `surface`, by default the server's first one. */
export declare function canarySurface(server: ServerConfig, surface: string | undefined): string;
/** One line, no secrets: what goes into an observation error. */
export declare function oneLine(text: string, secrets: readonly string[]): string;
export declare function emptyKinds(make: (kind: Kind) => KindSnapshot): Record<Kind, KindSnapshot>;
/** Which kinds to list, and why the others are not: shared by the SDK and inspector paths. */
export declare function kindPlan(capabilities: JsonObject, resources: ResourceFilter): Record<Kind, string | undefined>;
export declare function serverIdentity(session: Session): SurfaceSnapshot['server'];
/** Opens a session on the plan's target: the era the config pins, else `era` (default: negotiated, modern first). */
export declare function openSession(plan: SurfacePlan, onGarbage: (line: string) => void, onSession?: (s: Session) => void, era?: EraChoice): Promise<Session>;
/** Tracks which list is running, so a stray stdout line is recorded as a problem on that list. */
export interface GarbageTracker {
    current?: KindCollector;
    early: number;
}
/**
 * Lists every kind the server advertises on an already open session (the guard re-captures through its live upstream
 * this way). Never throws for server misbehaviour: failed lists are recorded as failed observations.
 */
export declare function listSurface(session: Session, plan: SurfacePlan, track?: GarbageTracker, timedOut?: () => boolean): Promise<SurfaceSnapshot>;
/**
 * The guard's capture: every kind's list asked for at once, so the lists cost one round trip to the server, not one
 * per kind in series (what a client connecting through the guard waits for). Each kind's pages still follow one
 * another. Stray stdout lines are not recorded on a list here (the guard logs each as it comes), so nothing needs to
 * know which list is running; the snapshot is the one listSurface builds, kinds in the same order.
 */
export declare function listSurfaceAtOnce(session: Session, plan: SurfacePlan): Promise<SurfaceSnapshot>;
/**
 * Where one era's lists were observed, for their digests: the name the server gives itself in that era (a dual-era
 * server may give each era another), else the config's. `snapshot`, `verify` and the guard all digest through it.
 */
export declare function originOf(server: NonNullable<SurfaceSnapshot['server']>, plan: Pick<SurfacePlan, 'server' | 'surface'>): Origin;
/** One era's capture of one surface: the snapshot, and the session's era facts (or why no session opened). */
export interface EraCapture {
    snap: SurfaceSnapshot;
    session?: Pick<Session, 'era' | 'protocolVersion' | 'discover' | 'type' | 'fallback'>;
    openError?: unknown;
}
/**
 * Captures one surface in one session of the given era through the SDK client; `withCanaries` (the first session)
 * runs afterLists in it and logs a failure to open.
 * Never throws for server misbehaviour: it is recorded instead.
 */
export declare function captureOneEra(plan: SurfacePlan, era: EraChoice, withCanaries: boolean): Promise<EraCapture>;
