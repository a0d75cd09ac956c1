// mode release with `attest: true`: after the gate passes, sign each judged surface keyless through the job's OIDC
// token and write the bundle beside its snapshot; with `server-json`, point the registry entry at it. A refused
// release is never signed.
import { dirname, join, basename, resolve } from 'node:path';
import * as core from '@actions/core';
import { attestRelease, checkVersions } from '../attest/release.js';
import { PUBLIC_FULCIO, PUBLIC_REKOR } from '../attest/sign.js';
import type { ArtifactSpec } from '../attest/subject.js';
import type { EffectiveDeprecation } from '../core/release/deprecations.js';
import type { Snapshot } from '../core/shared/model.js';
import { UsageError } from '../core/shared/errors.js';
import { loadServerJson, withPointer } from '../registry/server-json.js';
import { packageVersions } from '../storage/release-base.js';
import { writeFileAtomic } from '../storage/snapshot-file.js';
import type { LoadedConfig } from '../storage/config-file.js';
import type { ActionContext } from './context.js';
import { commandData } from './log.js';
import { protect } from './secrets.js';

interface Target {
  name: string;
  snapshotPath: string;
  repoPath: string;
}

function servedVersion(s: Snapshot): string | undefined {
  for (const surface of Object.values(s.surfaces)) if (typeof surface.server?.serverInfo.version === 'string') return surface.server.serverInfo.version;
  return undefined;
}

export async function attestSection(ctx: ActionContext, loaded: LoadedConfig, targets: readonly Target[], refused: boolean, heads: ReadonlyMap<string, Snapshot>, deprecations: ReadonlyMap<string, readonly EffectiveDeprecation[]>): Promise<string> {
  if (refused) return '🔏 Not signed: the release gate refused this release.\n';
  if (!ctx.env.ACTIONS_ID_TOKEN_REQUEST_URL) throw new UsageError('input "attest": the job has no OIDC token: give it permissions id-token: write');
  const { inputs } = ctx;
  const sj = inputs.serverJson ? { path: resolve(ctx.wd, inputs.serverJson), ...(await loadServerJson(resolve(ctx.wd, inputs.serverJson), inputs.serverJson)) } : undefined;
  if (sj && targets.length !== 1) throw new UsageError(`input "server-json": one server.json describes one server; choose it with input "server" (${targets.length} selected)`);
  const lines: string[] = [];
  for (const t of targets) {
    const head = heads.get(t.name);
    if (!head) continue;
    const server = loaded.config.servers?.[t.name] ?? {};
    const pkgVersion = (await packageVersions(server, loaded.dir, undefined)).head;
    const version = sj?.server.version ?? pkgVersion;
    if (!version) throw new UsageError(`input "attest": server "${t.name}" has no version to sign (set versionFrom in the config, or input server-json)`);
    checkVersions({ serverJson: sj?.server.version, package: pkgVersion, served: servedVersion(head) }, inputs.serverJson || 'server.json');
    const artifact: ArtifactSpec | undefined = inputs.attestArtifact
      ? { kind: 'file', path: resolve(ctx.wd, inputs.attestArtifact), ...(sj?.server.packages[0]?.registryType === 'npm' ? { purl: `pkg:npm/${sj.server.packages[0].identifier}@${sj.server.packages[0].version}` } : {}) }
      : sj?.server.remotes[0]
        ? { kind: 'remote', url: sj.server.remotes[0].url }
        : undefined;
    if (!artifact) throw new UsageError('input "attest": name the released file with input attest-artifact (or a server.json with a remote)');
    const attested = await attestRelease({
      snapshot: head,
      name: sj?.server.name ?? t.name,
      version,
      artifact,
      deprecations: deprecations.get(t.name) ?? [],
      method: { kind: 'keyless', fulcioUrl: ctx.env.MCP_CONTRACT_FULCIO_URL ?? PUBLIC_FULCIO, rekorUrl: ctx.env.MCP_CONTRACT_REKOR_URL ?? PUBLIC_REKOR, env: ctx.env, secret: (token) => protect([token]) },
    });
    const bundlePath = join(dirname(t.snapshotPath), `${basename(t.snapshotPath, '.json')}.sigstore.json`);
    await writeFileAtomic(bundlePath, attested.bundleText);
    if (sj) await writeFileAtomic(sj.path, `${JSON.stringify(withPointer(sj.doc, attested.pointer, inputs.serverJson), null, 2)}\n`);
    core.notice(commandData(`${t.name}: signed surface ${attested.statement.predicate.surface.digest}, bundle ${attested.bundleDigest}`));
    lines.push(`🔏 Signed the surface of \`${t.name}\`: \`${attested.statement.predicate.surface.digest}\`, bundle \`${join(dirname(t.repoPath), basename(bundlePath))}\` (\`${attested.bundleDigest}\`)${sj ? `; \`${inputs.serverJson}\` points to it` : ''}.\n`);
  }
  return lines.join('');
}
