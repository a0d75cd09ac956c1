// The jest/vitest matchers, runner-agnostic: each entry (jest.ts, vitest.ts) hands them to its runner's expect.extend.
import { resolve } from 'node:path';
// Only what a passing check runs is loaded with the matchers: the classification and the renderers (most of the
// library's code) are loaded when a check fails or a drift is asked for.
import { captureForCheck, type CaptureServerOptions, type ServerSpec } from '../api/capture.js';
import { parseSnapshot, readSnapshot, serializeSnapshot, writeSnapshot } from '../api/snapshot-files.js';
import { readCommittedFile } from '../api/committed-snapshot.js';
import type { Config, Report, Severity, Snapshot } from '../api/model.js';
import { fails } from '../core/diff/gate.js';
import { keepUnobserved } from './unobserved.js';

/** What a matcher receives: a server to capture (as captureServer takes it) or a snapshot already captured. */
export type McpTarget = ServerSpec | Snapshot;

export interface McpContractOptions extends CaptureServerOptions {
  /** Declared renames, policies and ignores for the classification, as in mcp-contract.json. Default: none. */
  config?: Config;
}

/** The options of toMatchMcpSnapshot, the earlier name of toMatchMcpContract. */
export type McpSnapshotOptions = McpContractOptions;

export interface McpDriftOptions extends CaptureServerOptions {
  /** Fail on changes of this severity or worse, as `mcp-contract diff --fail-on`. Default `breaking`. */
  failOn?: Severity;
  config?: Config;
}

export interface McpContractMatchers<R> {
  /**
   * Captures the server (a command, a URL, an in-process SDK server, or a snapshot already captured) and compares its
   * contract with the committed snapshot file at `path` (relative to `baseDir`, default process.cwd()), failing with
   * the classified drift. The contract is compared, not how it was observed: a server checked in this process matches
   * the snapshot `mcp-contract snapshot` wrote from its command (which records the transport and the launch). As
   * jest's toMatchSnapshot: a missing file is written, except in CI (jest `--ci`, vitest under CI), where it fails; `-u`
   * (or MCP_CONTRACT_UPDATE=1) rewrites a file that differs, keeping the transports an in-process capture cannot see.
   */
  toMatchMcpContract(path: string, options?: McpContractOptions): Promise<R>;
  /** The earlier name of toMatchMcpContract, kept as an alias: the same matcher. */
  toMatchMcpSnapshot(path: string, options?: McpSnapshotOptions): Promise<R>;
  /** Diffs `base` (a snapshot or the path of a snapshot file) to the received server: fails on drift at `failOn` or worse. */
  toHaveNoMcpDrift(base: Snapshot | string, options?: McpDriftOptions): Promise<R>;
}

export interface MatcherResult {
  pass: boolean;
  message: () => string;
}

/** The part of jest's and vitest's matcher context the matchers read. */
export interface MatcherContextLike {
  isNot?: boolean;
  snapshotState?: unknown;
}

/** How the runner's users ask for an update, for the hint a failure prints, and where a written file is told. */
export interface Runner {
  /** `npx jest -u`, `npx vitest -u`. */
  updateCommand: string;
  /** One line saying a snapshot file was written (default: stderr, which neither runner swallows), as jest says "1 snapshot written". */
  tell?: (line: string) => void;
}

function told(runner: Runner, line: string): void {
  if (runner.tell) runner.tell(line);
  else process.stderr.write(`${line}\n`);
}

export const UPDATE_ENV = 'MCP_CONTRACT_UPDATE';

function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof URL) return false;
  const v = value as { format?: unknown; surfaces?: unknown };
  return typeof v.format === 'string' && typeof v.surfaces === 'object' && v.surfaces !== null;
}

/**
 * What a run may write, as jest's and vitest's snapshot state says it: `all` (`-u`) rewrites, `new` (a local run)
 * writes only a missing file, `none` (CI) writes nothing. MCP_CONTRACT_UPDATE=1 is `all` in any runner.
 */
export type UpdateMode = 'all' | 'new' | 'none';

export function updateMode(context: MatcherContextLike): UpdateMode {
  const env = process.env[UPDATE_ENV];
  if (env === '1' || env === 'true') return 'all';
  const state = context.snapshotState;
  const mode = typeof state === 'object' && state !== null ? (state as { _updateSnapshot?: unknown })._updateSnapshot : undefined;
  // Outside a runner's snapshot state nothing says a write is wanted.
  return mode === 'all' || mode === 'new' ? mode : 'none';
}

function updateHint(runner: Runner): string {
  return `${UPDATE_ENV}=1 (or ${runner.updateCommand})`;
}

async function snapshotOf(received: McpTarget, options: CaptureServerOptions, name: string | undefined): Promise<Snapshot> {
  if (isSnapshot(received)) return received;
  return captureForCheck(received, { ...options, name: options.name ?? name ?? 'server' });
}

/**
 * The classification, the drift's text and the tokenizer, loaded when a report is made (a passing check loads none of
 * them). The context cost is counted as the CLI counts it (o200k_base, `tokenizerFor`): the same change costs the
 * same tokens in a matcher's message and in `mcp-contract check`.
 */
async function reporting(): Promise<{
  diffSnapshots: typeof import('../api/diff.js').diffSnapshots;
  driftText: typeof import('../api/drift-text.js').driftText;
  tokenizerFor: typeof import('../api/tokenizer.js').tokenizerFor;
}> {
  const [{ diffSnapshots }, { driftText }, { tokenizerFor }] = await Promise.all([import('../api/diff.js'), import('../api/drift-text.js'), import('../api/tokenizer.js')]);
  return { diffSnapshots, driftText, tokenizerFor };
}

export async function matchMcpContract(context: MatcherContextLike, runner: Runner, received: McpTarget, path: string, options: McpContractOptions = {}): Promise<MatcherResult> {
  const file = resolve(options.baseDir ?? process.cwd(), path);
  const mode = updateMode(context);
  const update = mode === 'all';
  const committed = readCommittedFile(file, path);
  // CI: a missing file is never written, so a snapshot nobody committed cannot pass by being created on the runner.
  if (!committed && mode === 'none') return { pass: false, message: () => `mcp-contract: no snapshot at ${path}; create it with ${updateHint(runner)} and commit it` };
  let live: Snapshot;
  try {
    // Without a name, the committed snapshot's own keeps digests comparable (they are bound to it), as the CLI does.
    live = await snapshotOf(received, options, committed?.server);
  } catch (e) {
    // A malformed file is named before a server that failed: it is the cheaper thing to mend, and says more.
    committed?.validated();
    throw e;
  }
  if (!committed) {
    await writeSnapshot(file, live);
    told(runner, `mcp-contract: wrote ${path}`);
    return { pass: true, message: () => `mcp-contract: wrote ${path}; expected it not to match, but it was just written` };
  }
  // The contract is what is matched: how the server was reached (in this process, or over the transport the CLI
  // recorded) and which code it ran are observations beside it. An update records the new observations and keeps
  // those this capture could not make, so the file stays what `mcp-contract snapshot` of the command writes.
  if (committed.matches(live, !isSnapshot(received))) {
    if (update) {
      const { snapshot } = committed.validated();
      const kept = keepUnobserved(live, snapshot, true);
      if (serializeSnapshot(snapshot) !== serializeSnapshot(kept)) {
        await writeSnapshot(file, kept);
        told(runner, `mcp-contract: updated ${path}`);
      }
    }
    return { pass: true, message: () => `mcp-contract: expected drift from ${path}, but the contract matches it` };
  }
  if (update) {
    await writeSnapshot(file, keepUnobserved(live, committed.validated().snapshot, false));
    told(runner, `mcp-contract: updated ${path}`);
    return { pass: true, message: () => `mcp-contract: updated ${path}; expected drift from it, but it was just rewritten` };
  }
  const reports = await reporting();
  // A fresh parse of the text compared: the classification gets a snapshot of its own, the kept one stays untouched.
  const tokenizer = await reports.tokenizerFor(options.config ?? {});
  const report = reports.diffSnapshots(parseSnapshot(committed.text, path), live, { config: options.config, labels: { base: path, head: 'live' }, tokenizer });
  return {
    pass: false,
    message: () =>
      [
        `mcp-contract: ${path} does not match the live server`,
        reports.driftText(report),
        ...renameHint(report, 'toMatchMcpContract', JSON.stringify(path)),
        '  if the change is intended, update the snapshot and commit it:',
        `    ${updateHint(runner)}`,
      ].join('\n'),
  };
}

/**
 * Where a matcher's user declares a suggested rename: the rows say "the config", which for the CLI is mcp-contract.json;
 * a test has the matcher's `config` option instead (a whole mcp-contract.json may be passed there too).
 */
function renameHint(report: Report, matcher: string, first: string): string[] {
  const renames: Record<string, string> = {};
  for (const c of report.changes) {
    const to = c.params?.suggestion;
    const from = c.before?.refs[0];
    if (typeof to === 'string' && from !== undefined && c.type !== 'renamed') renames[from] = to;
  }
  if (Object.keys(renames).length === 0) return [];
  return ['  to declare the rename, give it to the matcher in its config option:', `    ${matcher}(${first}, { config: { renames: ${JSON.stringify(renames)} } })`];
}

export async function haveNoMcpDrift(received: McpTarget, base: Snapshot | string, options: McpDriftOptions = {}): Promise<MatcherResult> {
  const baseLabel = typeof base === 'string' ? base : 'base';
  const before = typeof base === 'string' ? await readSnapshot(resolve(options.baseDir ?? process.cwd(), base), base) : base;
  const head = await snapshotOf(received, options, before.server);
  const failOn = options.failOn ?? 'breaking';
  const reports = await reporting();
  const tokenizer = await reports.tokenizerFor(options.config ?? {});
  const report = reports.diffSnapshots(before, head, { config: options.config, labels: { base: baseLabel, head: isSnapshot(received) ? 'head' : 'live' }, tokenizer });
  if (!fails(report.summary, failOn)) {
    const { breaking, review, safe } = report.summary;
    return { pass: true, message: () => `mcp-contract: expected drift at ${failOn} or worse from ${baseLabel}, found none (${breaking} breaking, ${review} review, ${safe} safe)` };
  }
  const hint = renameHint(report, 'toHaveNoMcpDrift', typeof base === 'string' ? JSON.stringify(base) : 'base');
  return { pass: false, message: () => [`mcp-contract: drift at ${failOn} or worse from ${baseLabel}`, reports.driftText(report), ...hint].join('\n') };
}

/** The matchers as expect.extend takes them; `this` is the runner's matcher context. */
export function mcpContractMatchers(runner: Runner) {
  return {
    toMatchMcpContract(this: MatcherContextLike, received: McpTarget, path: string, options?: McpContractOptions): Promise<MatcherResult> {
      return matchMcpContract(this, runner, received, path, options);
    },
    toMatchMcpSnapshot(this: MatcherContextLike, received: McpTarget, path: string, options?: McpContractOptions): Promise<MatcherResult> {
      return matchMcpContract(this, runner, received, path, options);
    },
    toHaveNoMcpDrift(this: MatcherContextLike, received: McpTarget, base: Snapshot | string, options?: McpDriftOptions): Promise<MatcherResult> {
      return haveNoMcpDrift(received, base, options);
    },
  };
}
