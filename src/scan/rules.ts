// The scan's rule registry: one row per finding id with its layer, level and wording, nowhere else.
// "observed" rows state a fact read from the launch configuration; "unverified" rows name an evidence layer the
// configuration cannot supply. Nothing here may claim a server is stable or harmless: absence of a finding proves neither.
import { byIdOf, markdownTable, SEVERITY_OF_LEVEL, tableCellText as cell, UNVERIFIED_SEVERITY } from '../core/rules/registry.js';
import type { RuleShape } from '../core/rules/rule-def.js';

export type ScanLayer = 'observed' | 'unverified';
/** SARIF's levels; unverified rows have none (SARIF kind "open"). */
export type ScanLevel = 'error' | 'warning' | 'note';

/** A scan rule: the shared rule shape plus its layer and SARIF level, the words `scan` shows (mapped in registry.ts). */
export interface ScanRuleDef extends RuleShape {
  readonly layer: ScanLayer;
  /** Observed rows only. */
  readonly level?: ScanLevel;
  /** Short name for SARIF and tables. */
  readonly title: string;
}

const ROWS: readonly Omit<ScanRuleDef, 'severity'>[] = [
  {
    id: 'launch-package-unpinned',
    layer: 'observed',
    level: 'error',
    title: 'Package resolved at launch without a version',
    tags: { subject: 'launch-package', aspect: 'pin' },
    message: '`{runner}` resolves `{package}` from the registry at every launch with no version given.',
    hint: 'Pin an exact version (`{package}@1.2.3`, `{package}==1.2.3`), or install it with a lockfile and run the installed binary.',
    why: 'Whatever is published next runs next, with the permissions this client grants; nothing in the configuration changes when the code does.',
  },
  {
    id: 'launch-package-tag',
    layer: 'observed',
    level: 'error',
    title: 'Package resolved through a moving tag',
    tags: { subject: 'launch-package', aspect: 'pin' },
    message: '`{runner}` resolves `{package}` through the tag `{tag}`, which moves with every publish.',
    hint: 'Replace `@{tag}` with an exact version.',
    why: 'A dist-tag such as latest names whatever was published last; the code can change between two launches.',
  },
  {
    id: 'launch-package-range',
    layer: 'observed',
    level: 'warning',
    title: 'Package resolved through a version range',
    tags: { subject: 'launch-package', aspect: 'pin' },
    message: '`{runner}` resolves `{package}` through the range `{range}`.',
    hint: 'Replace the range with an exact version.',
    why: 'A range admits every future release inside it; each launch may run a different one.',
  },
  {
    id: 'launch-image-unpinned',
    layer: 'observed',
    level: 'error',
    title: 'Container image without a tag or with latest',
    tags: { subject: 'launch-image', aspect: 'pin' },
    message: '`{runner}` runs the image `{image}` with {what} and no digest.',
    hint: 'Pin the image by digest: `{image}@sha256:...` (the digest `docker pull` prints).',
    why: 'A missing or latest tag names whatever was pushed last.',
  },
  {
    id: 'launch-image-tag-without-digest',
    layer: 'observed',
    level: 'warning',
    title: 'Container image pinned by tag only',
    tags: { subject: 'launch-image', aspect: 'pin' },
    message: '`{runner}` runs the image `{image}` by its tag, without a digest.',
    hint: 'Add the digest: `{image}@sha256:...`; a tag can be pushed again with different content.',
    why: 'Tags are mutable; only a digest names fixed content.',
  },
  {
    id: 'plaintext-secret',
    layer: 'observed',
    level: 'error',
    title: 'Secret-looking value written in plain text',
    tags: { subject: 'secret', aspect: 'storage' },
    message: '{where} holds a secret-looking value in plain text ({shown}).',
    hint: '{fix}',
    why: 'A config file is copied, committed and shared; a reference keeps the value out of it (it does not prove the server handles the value well).',
  },
  {
    id: 'path-broad-root',
    layer: 'observed',
    level: 'error',
    title: 'Path argument grants a filesystem or home root',
    tags: { subject: 'path-argument', aspect: 'scope' },
    message: 'The argument `{arg}` grants the server {what}.',
    hint: 'Pass the narrowest directory the server needs, inside the workspace.',
    why: 'A root path hands the server every file below it: keys, other projects, credentials.',
  },
  {
    id: 'path-outside-workspace',
    layer: 'observed',
    level: 'warning',
    title: 'Path argument outside the workspace',
    tags: { subject: 'path-argument', aspect: 'scope' },
    message: 'The argument `{arg}` points outside the workspace `{workspace}`.',
    hint: 'Keep path arguments inside the workspace, or confirm the server needs this directory.',
    why: 'Files outside the project are outside what its reviewers look at.',
  },
  {
    id: 'remote-plain-http',
    layer: 'observed',
    level: 'error',
    title: 'Remote server over plain http',
    tags: { subject: 'transport', aspect: 'encryption' },
    message: 'The server is reached at `{url}` over plain http.',
    hint: 'Use https for anything that is not on this machine.',
    why: 'Anyone on the path can read the tool calls and headers, and change the tool list the client receives.',
  },
  {
    id: 'shell-wrapper',
    layer: 'observed',
    level: 'warning',
    title: 'Shell wrapper hides the real command',
    tags: { subject: 'launch-command', aspect: 'shell' },
    message: '`{shell} {flag}` runs a shell script instead of the server command: `{script}`.',
    hint: 'Put the real command in `command` and its arguments in `args`.',
    why: 'A script string can fetch, pipe and chain anything, and scanners (this one included) read it only roughly.',
  },
  {
    id: 'artifact-integrity-unverified',
    layer: 'unverified',
    title: 'Artifact integrity not verified',
    tags: { subject: 'artifact', aspect: 'integrity' },
    message: 'What runs is not tied to reviewed content: {reason}.',
    hint: 'Run an immutable artifact: an image digest, or an installed package checked against a lockfile integrity hash.',
    why: 'Version strings and names are declarations; only a content hash ties the running code to what was reviewed.',
  },
  {
    id: 'contract-baseline-missing',
    layer: 'unverified',
    title: 'No committed contract baseline',
    tags: { subject: 'contract', aspect: 'baseline' },
    message: 'No committed contract baseline covers this server: {reason}.',
    hint: 'Add it to mcp-contract.json and commit `mcp-contract snapshot`; `mcp-contract check` then compares every launch with it.',
    why: 'Without a persisted baseline, a changed tool list is accepted as if it had always been so.',
  },
  {
    id: 'canary-missing',
    layer: 'unverified',
    title: 'No behavioural canary',
    tags: { subject: 'behaviour', aspect: 'canary' },
    message: 'No canary exercises this server: {reason}.',
    hint: 'Add `canaries` for its read-only tools in mcp-contract.json; `mcp-contract check` runs them.',
    why: 'An unchanged schema says nothing about what the code behind it now returns.',
  },
  {
    id: 'sandbox-undeclared',
    layer: 'unverified',
    title: 'No sandbox declared',
    tags: { subject: 'isolation', aspect: 'sandbox' },
    message: 'No sandbox is declared: {reason}.',
    hint: 'Run it in a container or a sandbox wrapper (srt, bwrap, sandbox-exec) limited to the paths and hosts it needs.',
    why: 'When every other check misses something, isolation is what bounds the damage.',
  },
];

/** The rows with their severity derived from their level or layer, so the two cannot disagree. */
export const SCAN_RULES: readonly ScanRuleDef[] = ROWS.map((r) => ({ ...r, severity: r.level === undefined ? UNVERIFIED_SEVERITY : SEVERITY_OF_LEVEL[r.level] }));

export const scanRule: (id: string) => ScanRuleDef = byIdOf(SCAN_RULES, 'scan');

/** The README table of scan rules. */
export function renderScanRulesMarkdown(): string {
  return markdownTable(['id', 'layer', 'level', 'what it reports', 'why'], SCAN_RULES.map((r) => [`\`${r.id}\``, r.layer, r.level ?? '—', cell(r.message), cell(r.why)]));
}
