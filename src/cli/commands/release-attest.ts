// `release --attest` and `--server-json`: after the gate passes, sign the judged surface and point the registry entry
// at it. A release the gate refuses is never signed.
import { dirname, join, basename } from 'node:path';
import { attestRelease, checkVersions, type Attested } from '../../attest/release.js';
import { SIGNING_KEY_ENV, signingKey } from '../../attest/keys.js';
import { PUBLIC_FULCIO, PUBLIC_REKOR, type SigningMethod } from '../../attest/sign.js';
import type { ArtifactSpec } from '../../attest/subject.js';
import type { EffectiveDeprecation } from '../../core/release/deprecations.js';
import type { Snapshot } from '../../core/shared/model.js';
import type { ServerConfig } from '../../core/shared/config.js';
import { UsageError } from '../../core/shared/errors.js';
import { loadServerJson, withPointer, type ServerJson } from '../../registry/server-json.js';
import { writeFileAtomic } from '../../storage/snapshot-file.js';
import { codeSpan } from '../../render/escape.js';
import { str, type Parsed } from '../args.js';
import { shownPath, type CliIo } from '../io.js';

export interface AttestTarget {
  name: string;
  server: ServerConfig;
  snapshotPath: string;
  head: Snapshot;
  packageVersion?: string;
  deprecations?: readonly EffectiveDeprecation[];
}

export interface AttestLine {
  server: string;
  surfaceDigest: string;
  bundle: string;
  bundleDigest: string;
  statementDigest: string;
  /** Where the bundle is published (--bundle-url), as the pointer records it. */
  location?: string;
  serverJson?: string;
}

async function methodOf(p: Parsed, io: CliIo): Promise<SigningMethod> {
  const key = await signingKey(str(p, 'signing-key'), io.env);
  if (key) return { kind: 'key', privateKeyPem: key.pem, source: key.source };
  if (io.env.ACTIONS_ID_TOKEN_REQUEST_URL || io.env.SIGSTORE_ID_TOKEN)
    return { kind: 'keyless', fulcioUrl: str(p, 'fulcio-url') ?? PUBLIC_FULCIO, rekorUrl: str(p, 'rekor-url') ?? PUBLIC_REKOR, env: io.env };
  throw new UsageError(`release --attest: no signing identity: run in GitHub Actions with permissions id-token: write (keyless), or name a key with --signing-key FILE or $${SIGNING_KEY_ENV}`);
}

function artifactOf(p: Parsed, io: CliIo, server: ServerJson | undefined): ArtifactSpec {
  const given = [str(p, 'artifact'), str(p, 'image'), str(p, 'remote')].filter((x) => x !== undefined);
  if (given.length > 1) throw new UsageError('release --attest: name one released artifact: --artifact FILE, --image REF@sha256:..., or --remote URL');
  const file = str(p, 'artifact');
  if (file) {
    const npm = server?.packages.find((k) => k.registryType === 'npm');
    return { kind: 'file', path: join(io.cwd, file), ...(npm ? { purl: `pkg:npm/${npm.identifier}@${npm.version}` } : {}) };
  }
  const image = str(p, 'image');
  if (image) return { kind: 'image', ref: image };
  const remote = str(p, 'remote') ?? server?.remotes[0]?.url;
  if (remote) return { kind: 'remote', url: remote };
  throw new UsageError('release --attest: name the released artifact: --artifact FILE (npm tarball, PyPI file, MCPB bundle), --image REF@sha256:..., or --remote URL');
}

function servedVersion(s: Snapshot): string | undefined {
  for (const surface of Object.values(s.surfaces)) {
    const v = surface.server?.serverInfo.version;
    if (typeof v === 'string') return v;
  }
  return undefined;
}

export async function attestTargets(p: Parsed, io: CliIo, targets: readonly AttestTarget[]): Promise<AttestLine[]> {
  const sjPath = str(p, 'server-json');
  const sj = sjPath ? { path: join(io.cwd, sjPath), shown: sjPath, ...(await loadServerJson(join(io.cwd, sjPath), sjPath)) } : undefined;
  if (sj && targets.length !== 1) throw new UsageError(`release --server-json: one server.json describes one server; name it with --server (${targets.length} selected)`);
  const method = await methodOf(p, io);
  const out: AttestLine[] = [];
  for (const t of targets) {
    const version = str(p, 'release-version') ?? sj?.server.version ?? t.packageVersion;
    if (!version) throw new UsageError(`release --attest: server "${t.name}" has no version to sign (set versionFrom in the config, pass --server-json FILE or --release-version V)`);
    checkVersions({ serverJson: sj?.server.version, package: t.packageVersion ?? str(p, 'release-version'), served: servedVersion(t.head) }, sj?.shown ?? 'server.json');
    const name = str(p, 'registry-name') ?? sj?.server.name ?? t.name;
    const surfaces = Object.fromEntries(Object.keys(t.head.surfaces).map((s) => [s, { ...(t.server.surfaces?.[s]?.args ? { arguments: t.server.surfaces[s].args } : {}), ...(t.server.surfaces?.[s]?.env ? { environment: Object.keys(t.server.surfaces[s].env ?? {}).sort() } : {}) }]));
    const bundleUrl = str(p, 'bundle-url');
    const attested: Attested = await attestRelease({ snapshot: t.head, name, version, artifact: artifactOf(p, io, sj?.server), surfaces, ...(t.deprecations ? { deprecations: t.deprecations } : {}), method, ...(bundleUrl ? { bundleLocation: bundleUrl } : {}) });
    const bundlePath = join(dirname(t.snapshotPath), `${basename(t.snapshotPath, '.json')}.sigstore.json`);
    await writeFileAtomic(bundlePath, attested.bundleText);
    const line: AttestLine = { server: t.name, surfaceDigest: attested.statement.predicate.surface.digest, bundle: shownPath(io, bundlePath), bundleDigest: attested.bundleDigest, statementDigest: attested.statementDigest, ...(bundleUrl ? { location: bundleUrl } : {}) };
    if (sj) {
      await writeFileAtomic(sj.path, `${JSON.stringify(withPointer(sj.doc, attested.pointer, sj.shown), null, 2)}\n`);
      line.serverJson = sj.shown;
    }
    out.push(line);
  }
  return out;
}

export function renderAttestText(lines: readonly AttestLine[]): string {
  return lines.map((l) => `${l.server}: signed surface ${l.surfaceDigest} -> ${l.bundle} (bundle ${l.bundleDigest})${l.serverJson ? `; ${l.serverJson} points to it` : ''}\n`).join('');
}

/** The changelog's record of what was signed: the bundle's path and digest, so a reader can check the file. */
export function renderAttestChangelog(lines: readonly AttestLine[]): string {
  return lines.map((l) => `\nSigned surface of ${l.server}: \`${l.surfaceDigest}\`, statement \`${l.statementDigest}\`, bundle \`${l.bundle}\` (\`${l.bundleDigest}\`)${l.location ? `, published at ${codeSpan(l.location, 300)}` : ''}.\n`).join('');
}
