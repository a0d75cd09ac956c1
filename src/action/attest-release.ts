// mode release with `attest: true`: after the gate passes, sign each judged surface keyless through the job's OIDC
// token, attach the bundle to the GitHub release the run is for, then write it beside its snapshot and, with
// `server-json`, point the registry entry at the attached copy. A refused release is never signed. The steps run in
// phases (sign all, attach all, write all) so a refused upload leaves no file, pointer or changelog line behind.
import { dirname, join, basename, resolve } from 'node:path';
import * as core from '@actions/core';
import { getOctokit } from '@actions/github';
import { attestRelease, checkVersions, type Attested } from '../attest/release.js';
import { PUBLIC_FULCIO, PUBLIC_REKOR } from '../attest/sign.js';
import type { ArtifactSpec } from '../attest/subject.js';
import type { EffectiveDeprecation } from '../core/release/deprecations.js';
import type { Snapshot } from '../core/shared/model.js';
import { UsageError } from '../core/shared/errors.js';
import { httpMessage, type Octokit } from '../github/octokit.js';
import { releaseOfPayload, releaseOfTag, removeAssets, uploadAsset, type GitHubRelease, type UploadedAsset } from '../github/release-assets.js';
import { loadServerJson, withPointer } from '../registry/server-json.js';
import { codeSpan } from '../render/escape.js';
import { packageVersions } from '../storage/release-base.js';
import { writeFileAtomic } from '../storage/snapshot-file.js';
import type { LoadedConfig } from '../storage/config-file.js';
import type { ActionContext } from './context.js';
import { commandData } from './log.js';
import { ReleaseAssetError } from './release-asset-error.js';
import { protect } from './secrets.js';

interface Target {
  name: string;
  snapshotPath: string;
  repoPath: string;
}

interface Signed {
  target: Target;
  attested: Attested;
  bundlePath: string;
  asset?: UploadedAsset;
}

type ReleaseTarget = { octokit: Octokit; release: GitHubRelease } | { note: string };

function servedVersion(s: Snapshot): string | undefined {
  for (const surface of Object.values(s.surfaces)) if (typeof surface.server?.serverInfo.version === 'string') return surface.server.serverInfo.version;
  return undefined;
}

/** The GitHub release this run is for: the `release` event's, else the pushed tag's; a run for neither attaches nothing. */
async function releaseTarget(ctx: ActionContext): Promise<ReleaseTarget> {
  const fromEvent = ctx.event.name === 'release' ? releaseOfPayload(ctx.event.payload) : undefined;
  const tag = /^refs\/tags\/(.+)$/.exec(ctx.env.GITHUB_REF ?? '')?.[1];
  if (!fromEvent && !tag) return { note: `not attached to a release: this run is for a ${ctx.event.name || 'non-release'} event, not a release or a tag` };
  if (!ctx.inputs.token) throw new ReleaseAssetError(`input "github-token" is empty: the signed bundle cannot be attached to release ${fromEvent?.tag ?? tag}; nothing was written`);
  const octokit = getOctokit(ctx.inputs.token, ctx.env.GITHUB_API_URL ? { baseUrl: ctx.env.GITHUB_API_URL } : {});
  if (fromEvent) return { octokit, release: fromEvent };
  let release: GitHubRelease | undefined;
  try {
    release = await releaseOfTag(octokit, ctx.event.owner, ctx.event.repo, tag ?? '');
  } catch (e) {
    throw new ReleaseAssetError(`could not read the release of tag ${tag}: GitHub answered ${httpMessage(e).split('\n')[0].slice(0, 200)}; nothing was written`);
  }
  return release ? { octokit, release } : { note: `not attached to a release: tag ${tag} has no GitHub release` };
}

/** Uploads every bundle or none: an upload GitHub refuses removes the ones this run already attached. */
async function attachAll(ctx: ActionContext, target: { octokit: Octokit; release: GitHubRelease }, signed: Signed[]): Promise<void> {
  const done: UploadedAsset[] = [];
  for (const s of signed) {
    const name = basename(s.bundlePath);
    try {
      s.asset = await uploadAsset(target.octokit, target.release, name, s.attested.bundleText);
      done.push(s.asset);
    } catch (e) {
      const left = await removeAssets(target.octokit, ctx.event.owner, ctx.event.repo, done);
      const residue = left.length > 0 ? `; could not remove the assets already attached: ${left.join(', ')}` : '';
      const why = httpMessage(e).split('\n')[0].slice(0, 200);
      throw new ReleaseAssetError(`could not attach ${name} to release ${target.release.tag}: GitHub answered ${why} (the job needs permissions contents: write); no bundle, pointer or changelog line was written${residue}`);
    }
  }
}

/** Each bundle beside its snapshot and the pointer into server.json, naming the attached copy when there is one. */
async function writeSigned(signed: readonly Signed[], sj: { path: string; doc: Record<string, unknown> } | undefined, shownPath: string): Promise<void> {
  for (const s of signed) {
    await writeFileAtomic(s.bundlePath, s.attested.bundleText);
    // The pointer names the attached copy, so a consumer can fetch the bundle the entry points to.
    const pointer = s.asset ? { ...s.attested.pointer, bundle: { ...s.attested.pointer.bundle, location: s.asset.url } } : s.attested.pointer;
    if (sj) await writeFileAtomic(sj.path, `${JSON.stringify(withPointer(sj.doc, pointer, shownPath), null, 2)}\n`);
  }
}

export async function attestSection(ctx: ActionContext, loaded: LoadedConfig, targets: readonly Target[], refused: boolean, heads: ReadonlyMap<string, Snapshot>, deprecations: ReadonlyMap<string, readonly EffectiveDeprecation[]>): Promise<string> {
  if (refused) return '🔏 Not signed: the release gate refused this release.\n';
  if (!ctx.env.ACTIONS_ID_TOKEN_REQUEST_URL) throw new UsageError('input "attest": the job has no OIDC token: give it permissions id-token: write');
  const { inputs } = ctx;
  const sj = inputs.serverJson ? { path: resolve(ctx.wd, inputs.serverJson), ...(await loadServerJson(resolve(ctx.wd, inputs.serverJson), inputs.serverJson)) } : undefined;
  if (sj && targets.length !== 1) throw new UsageError(`input "server-json": one server.json describes one server; choose it with input "server" (${targets.length} selected)`);
  // Where the bundles go is settled before anything is signed: a run that cannot attach them signs nothing.
  const release = await releaseTarget(ctx);
  const signed: Signed[] = [];
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
    signed.push({ target: t, attested, bundlePath: join(dirname(t.snapshotPath), `${basename(t.snapshotPath, '.json')}.sigstore.json`) });
  }
  if ('release' in release) await attachAll(ctx, release, signed);
  try {
    await writeSigned(signed, sj, inputs.serverJson);
  } catch (e) {
    // Nothing records the attached assets now: remove them, so a re-run is not refused with 422 already_exists.
    if ('release' in release) {
      const left = await removeAssets(release.octokit, ctx.event.owner, ctx.event.repo, signed.flatMap((s) => (s.asset ? [s.asset] : [])));
      if (left.length > 0) core.warning(commandData(`could not remove the assets attached to release ${release.release.tag} after the write failed: ${left.join(', ')}`));
    }
    throw e;
  }
  const lines: string[] = [];
  for (const s of signed) {
    const { attested, target: t } = s;
    core.notice(commandData(`${t.name}: signed surface ${attested.statement.predicate.surface.digest}, bundle ${attested.bundleDigest}${s.asset ? `, attached as ${s.asset.url}` : ''}`));
    const where = s.asset && 'release' in release ? `attached to release ${codeSpan(release.release.tag, 100)} as ${codeSpan(s.asset.url, 300)}` : 'note' in release ? release.note : '';
    lines.push(
      `🔏 Signed the surface of \`${t.name}\`: \`${attested.statement.predicate.surface.digest}\`, statement \`${attested.statementDigest}\`, bundle \`${join(dirname(t.repoPath), basename(s.bundlePath))}\` (sha256 \`${attested.bundleDigest}\`), ${where}${sj ? `; \`${inputs.serverJson}\` points to it` : ''}.\n`,
    );
  }
  return lines.join('');
}
