// Captures a surface in every protocol era it speaks. The negotiated session (server/discover first, initialize as the
// spec's fallback) decides what the server speaks; a server that answers discover is asked to initialize too, since
// a dual-era server may show each era a different surface. The surface's `server` and `kinds` come from the legacy
// era where served (as every snapshot before format 2 did), else the modern one: a server moved from SDK v1 to v2 with
// the same tools keeps its digests, and the other era's lists are kept only where they differ.
//
// The second era needs a second process on stdio: the SDKs lock a stdio connection to the era of its first message
// (a later initialize is refused), so one process cannot show both. When the last capture saw both eras served, the
// second process starts beside the first instead of after it (SurfacePlan.concurrentEras). What is recorded stays
// what a capture one after the other records: the attempt is kept only when the modern era was served whole beside
// a legacy era served whole or refused; anything else (a lock file or a fixed port the other instance held, a server
// now legacy-only) is thrown away and the surface captured one era after the other, where the negotiation decides
// as before. Never with canaries: their calls run in the first session, and the second era's lists must not race them.
import { RpcError } from '../rpc/messages.js';
import type { EraObservation, Kind, KindSnapshot, ProtocolEra, ProtocolObservation, Snapshot, SurfaceSnapshot } from '../core/shared/model.js';
import { KINDS } from '../core/shared/model.js';
import { captureOneEra, oneLine, type EraCapture, type SurfacePlan } from './session.js';
import { UNSUPPORTED_VERSION } from './modern.js';
import { PROBE_MS } from './connect.js';

/** Whether a failed open means the server answered that it does not speak the era (rather than failing to answer). */
export function isRefusal(err: unknown): boolean {
  if (err instanceof RpcError) return err.code === UNSUPPORTED_VERSION || err.code === -32601;
  const e = err as { code?: unknown; message?: unknown } | null;
  const status = typeof e?.code === 'number' ? e.code : undefined;
  if (status === undefined || status < 400 || status >= 500 || status === 401 || status === 403) return false;
  // A 4xx answer to an era's opening request is a refusal when its body says so or names no JSON-RPC error at all.
  const text = typeof e?.message === 'string' ? e.message : '';
  return text.includes(String(UNSUPPORTED_VERSION)) || !/"code"\s*:/.test(text);
}

function served(capture: EraCapture): EraObservation {
  const s = capture.session!;
  // A session with a server in this process crossed no transport a client could use: none is recorded.
  const out: EraObservation = s.type === 'in-process' ? { state: 'served' } : { state: 'served', transport: s.type };
  if (s.era === 'modern' && s.discover) {
    out.versions = [...s.discover.supportedVersions];
    out.discover = s.discover;
  } else if (s.protocolVersion) out.versions = [s.protocolVersion];
  return out;
}

function notServed(capture: EraCapture, plan: SurfacePlan): EraObservation {
  return { state: isRefusal(capture.openError) ? 'refused' : 'failed', error: oneLine(capture.snap.error ?? 'no session', plan.secrets) };
}

/** What one kind answered, for telling whether two eras list the same thing. */
function listedKind(k: KindSnapshot): string {
  return `${k.observation.state} ${k.items.map((c) => c.digest).join(' ')}`;
}

function sameKinds(a: Record<Kind, KindSnapshot>, b: Record<Kind, KindSnapshot>): boolean {
  return KINDS.every((k) => listedKind(a[k]) === listedKind(b[k]));
}

function withProtocol(snap: SurfaceSnapshot, protocol: ProtocolObservation): SurfaceSnapshot {
  return { ...snap, protocol };
}

/** Surfaces whose snapshot saw both eras served: their next capture may start the second era's process early. */
export function dualEraSurfaces(snapshot: Pick<Snapshot, 'surfaces'>): string[] {
  return Object.entries(snapshot.surfaces)
    .filter(([, s]) => s.protocol?.eras.modern?.state === 'served' && s.protocol.eras.legacy?.state === 'served')
    .map(([name]) => name);
}

/** Whether an era's capture came out whole (a session, no failed list). */
function whole(capture: EraCapture): boolean {
  return capture.session !== undefined && KINDS.every((k) => capture.snap.kinds[k].observation.state !== 'failed');
}

/** Captures one surface through the SDK client in every era it speaks (or the one the config pins). */
export async function captureSurfaceSdk(plan: SurfacePlan): Promise<SurfaceSnapshot> {
  return (await besideEachOther(plan)) ?? erasOf(plan, await captureOneEra(plan, plan.era, true), () => captureOneEra(plan, 'legacy', false));
}

/**
 * Both eras' processes at once, when the plan allows it. Kept only when it came out as one capture after the other
 * would: the modern era served whole, and the legacy era whole or refused. Otherwise (a lock or a port the other
 * instance held, a server now legacy-only, a server that failed anyway) undefined, and the surface is captured again
 * one era after the other; the attempt's log lines are dropped with it.
 *
 * The first process is asked for the modern era only, within the probe's wait: negotiated, a probe whose process
 * lost a lock to the one beside it (it exits, the pipe closes) reads as a legacy-only server, falls back to
 * initialize in a third process, and records the modern era refused where one after the other records it served.
 */
async function besideEachOther(plan: SurfacePlan): Promise<SurfaceSnapshot | undefined> {
  if (!plan.concurrentEras || plan.era !== 'auto' || plan.target.type !== 'stdio' || plan.afterLists) return undefined;
  const lines: string[] = [];
  const held: SurfacePlan = { ...plan, log: (line) => lines.push(line) };
  const probe: SurfacePlan = { ...held, timeouts: { ...held.timeouts, initializeMs: Math.min(held.timeouts.initializeMs, PROBE_MS) } };
  const [first, legacy] = await Promise.all([captureOneEra(probe, 'modern', true), captureOneEra(held, 'legacy', false)]);
  if (!whole(first)) return undefined;
  if (!whole(legacy) && !isRefusal(legacy.openError)) return undefined;
  for (const line of lines) plan.log(line);
  return erasOf(plan, first, () => Promise.resolve(legacy));
}

/** The surface from its first session's capture, and (when that spoke modern) the legacy era's capture. */
async function erasOf(plan: SurfacePlan, first: EraCapture, legacyCapture: () => Promise<EraCapture>): Promise<SurfaceSnapshot> {
  const pinned: ProtocolEra | undefined = plan.era === 'auto' ? undefined : plan.era;
  if (!first.session) {
    // Nothing answered: without a pin there is no telling which era failed.
    return pinned ? withProtocol(first.snap, { primary: pinned, pinned, eras: { [pinned]: notServed(first, plan) } }) : first.snap;
  }
  const era = first.session.era;
  const eras: ProtocolObservation['eras'] = { [era]: served(first) };
  if (pinned) return withProtocol(first.snap, { primary: era, pinned, eras });
  if (era === 'legacy') {
    // The negotiation already asked: a fallback means discover was not answered as a modern server answers it. Over
    // HTTP+SSE (which predates 2026-07-28) the modern era is not asked at all.
    if (first.session.fallback !== undefined) eras.modern = { state: 'refused', error: oneLine(first.session.fallback, plan.secrets) };
    return withProtocol(first.snap, { primary: 'legacy', eras });
  }
  const legacy = await legacyCapture();
  if (!legacy.session) {
    eras.legacy = notServed(legacy, plan);
    return withProtocol(first.snap, { primary: 'modern', eras });
  }
  eras.legacy = served(legacy);
  if (!sameKinds(legacy.snap.kinds, first.snap.kinds)) eras.modern = { ...eras.modern!, kinds: first.snap.kinds };
  const snap: SurfaceSnapshot = { ...legacy.snap };
  if (first.snap.canaries) snap.canaries = first.snap.canaries;
  return withProtocol(snap, { primary: 'legacy', eras });
}
