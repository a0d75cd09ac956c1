// A release PR's comment says what a release with `attest: true` will sign. A PR is a release PR for a server when it
// changes the server's version where the release mode reads it (`versionFrom`, else server.json's version). The facts
// are read as the gate reads everything (git or the API, before any PR code runs); the digest is the PR's live surface.
import { posix } from 'node:path';
import { canonicalUrl } from '../attest/subject.js';
import { CANONICALIZATION, PREDICATE_TYPE, surfaceDigest, surfaceDigests } from '../core/attest/predicate.js';
import type { Config } from '../core/shared/config.js';
import type { Snapshot } from '../core/shared/model.js';
import { readServerJson, type ServerJson } from '../registry/server-json.js';
import { codeSpan, escapeInline } from '../render/escape.js';
import type { ActionContext } from './context.js';
import type { ReadFile } from './sides.js';

/** The repository a keyless signature from this repository's workflows names. */
export function repositoryUrl(ctx: ActionContext): string {
  return `${(ctx.env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, '')}/${ctx.event.owner}/${ctx.event.repo}`;
}

export interface ReleaseFacts {
  /** Servers whose version this PR changes: the version before (absent for a first version) and after. */
  bumps: Array<{ server: string; from?: string; to: string }>;
  /** server.json at the head, when the repository has one where the release mode looks. */
  serverJson?: { path: string; server: ServerJson } | { path: string; error: string };
  /** The repository a keyless signature will name (`https://github.com/OWNER/REPO`). */
  repository: string;
}

function versionIn(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  try {
    const v = (JSON.parse(text) as { version?: unknown }).version;
    return typeof v === 'string' ? v : undefined;
  } catch {
    return undefined;
  }
}

export interface FactsInput {
  head: Config;
  configPath: string;
  servers: readonly string[];
  readBase: ReadFile;
  readHead: ReadFile;
  /** server.json's repository path (the `server-json` input, else server.json beside the config). */
  serverJsonPath: string;
  repository: string;
}

export async function readReleaseFacts(input: FactsInput): Promise<ReleaseFacts> {
  const sjText = await input.readHead(input.serverJsonPath);
  let serverJson: ReleaseFacts['serverJson'];
  if (sjText !== undefined) {
    try {
      serverJson = { path: input.serverJsonPath, server: readServerJson(JSON.parse(sjText), input.serverJsonPath) };
    } catch (e) {
      serverJson = { path: input.serverJsonPath, error: e instanceof SyntaxError ? `${input.serverJsonPath}: not valid JSON` : (e as Error).message };
    }
  }
  const bumps: ReleaseFacts['bumps'] = [];
  for (const server of input.servers) {
    const from = input.head.servers?.[server]?.versionFrom;
    const path = from ? posix.normalize(posix.join(posix.dirname(input.configPath), from.split('\\').join('/'))) : sjText !== undefined ? input.serverJsonPath : undefined;
    if (!path) continue;
    const to = versionIn(path === input.serverJsonPath ? sjText : await input.readHead(path));
    const before = versionIn(await input.readBase(path));
    if (to !== undefined && to !== before) bumps.push({ server, ...(before !== undefined ? { from: before } : {}), to });
  }
  return { bumps, ...(serverJson ? { serverJson } : {}), repository: input.repository };
}

function subjectOf(sj: ServerJson | undefined): string {
  const pkg = sj?.packages[0];
  if (pkg?.registryType === 'npm') return `the npm tarball ${codeSpan(`${pkg.identifier}@${pkg.version}`, 200)}, by its sha512 as npm records it`;
  if (pkg?.registryType === 'pypi') return `a PyPI file of ${codeSpan(`${pkg.identifier} ${pkg.version}`, 200)}, by its sha256`;
  if (pkg?.registryType === 'oci') return `the OCI image ${codeSpan(pkg.identifier, 200)}, by its manifest digest`;
  if (pkg) return `the ${escapeInline(pkg.registryType, 40)} file ${codeSpan(pkg.identifier, 200)}, by its sha256`;
  const remote = sj?.remotes[0];
  if (remote) {
    let url = remote.url;
    try {
      url = canonicalUrl(remote.url);
    } catch {
      // Shown as written: the release itself refuses a URL it cannot canonicalize.
    }
    return `the remote server ${codeSpan(url, 200)}, by its canonical URL with the surface digest`;
  }
  return 'the file the release workflow names (`attest-artifact`): an npm tarball by its sha512, a PyPI or MCPB file by its sha256';
}

function normal(url: string): string {
  return url.trim().replace(/\.git$/, '').replace(/\/+$/, '').toLowerCase();
}

/** The comment's paragraphs for a release PR: per bumped server, what will be signed and who must sign it. */
export function releasePreview(facts: ReleaseFacts, live: ReadonlyMap<string, Snapshot>, stale: readonly string[]): string[] {
  const out: string[] = [];
  const sj = facts.serverJson && 'server' in facts.serverJson ? facts.serverJson.server : undefined;
  for (const b of facts.bumps) {
    const snap = live.get(b.server);
    if (!snap) continue;
    const digests = surfaceDigests(snap);
    const count = Object.values(digests).reduce((n, refs) => n + Object.keys(refs).length, 0);
    const lines = [
      `#### 🔏 Release ${codeSpan(b.to, 60)} of ${codeSpan(b.server, 100)}${b.from ? ` (from ${codeSpan(b.from, 60)})` : ''}: the surface a release with \`attest: true\` signs`,
      '',
      `- Surface digest: \`${surfaceDigest(digests)}\` (${count} capabilit${count === 1 ? 'y' : 'ies'}, this PR's live surface)`,
      `- Canonicalization: \`${CANONICALIZATION}\``,
      `- Predicate type: \`${PREDICATE_TYPE}\``,
      `- Subject: ${subjectOf(sj)}`,
      `- Expected signer: a GitHub Actions workflow of ${codeSpan(facts.repository, 200)} (keyless: the certificate names the repository, the workflow file and the ref; a consumer's \`verify\` refuses any other repository)`,
    ];
    if (stale.includes(b.server)) lines.push('', '> [!WARNING]\n> The committed snapshot is not this live surface: the release gate refuses to sign until it is updated.');
    if (facts.serverJson && 'error' in facts.serverJson) lines.push('', `> [!WARNING]\n> ${escapeInline(facts.serverJson.error, 300)}: \`release --server-json\` cannot point the registry entry at the statement.`);
    if (sj && sj.version !== b.to) lines.push('', `> [!WARNING]\n> ${codeSpan(facts.serverJson?.path ?? 'server.json', 200)} says version ${codeSpan(sj.version, 60)}: a release with \`server-json\` refuses versions that disagree.`);
    if (sj?.repository?.url && normal(sj.repository.url) !== normal(facts.repository))
      lines.push('', `> [!WARNING]\n> ${codeSpan(facts.serverJson?.path ?? 'server.json', 200)} names the repository ${codeSpan(sj.repository.url, 200)}: a signature by ${codeSpan(facts.repository, 200)} would fail a consumer's signer check.`);
    out.push(lines.join('\n'));
  }
  return out;
}
