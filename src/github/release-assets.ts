// The GitHub release a signed surface belongs to, and its assets: the Sigstore bundle is uploaded to the release's own
// upload URL (uploads.github.com, or a GHES host's /api/uploads), never to a URL built here.
import { httpMessage, httpStatus, type Octokit } from './octokit.js';

export interface GitHubRelease {
  id: number;
  tag: string;
  /** The release's `upload_url` as GitHub gives it, with its `{?name,label}` template. */
  uploadUrl: string;
}

export interface UploadedAsset {
  id: number;
  name: string;
  url: string;
}

function obj(v: unknown): Record<string, unknown> {
  return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
}

/** The release a `release` event is about, from its payload. */
export function releaseOfPayload(payload: Record<string, unknown>): GitHubRelease | undefined {
  const r = obj(payload.release);
  if (typeof r.id !== 'number' || typeof r.tag_name !== 'string' || typeof r.upload_url !== 'string') return undefined;
  return { id: r.id, tag: r.tag_name, uploadUrl: r.upload_url };
}

/** The published or draft release of a tag, or undefined when the tag has none (404). */
export async function releaseOfTag(octokit: Octokit, owner: string, repo: string, tag: string): Promise<GitHubRelease | undefined> {
  try {
    const { data } = await octokit.rest.repos.getReleaseByTag({ owner, repo, tag });
    return { id: data.id, tag: data.tag_name, uploadUrl: data.upload_url };
  } catch (e) {
    if (httpStatus(e) === 404) return undefined;
    throw e;
  }
}

export async function uploadAsset(octokit: Octokit, release: GitHubRelease, name: string, text: string): Promise<UploadedAsset> {
  const { data } = await octokit.request(`POST ${release.uploadUrl}`, {
    name,
    data: text,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text, 'utf8') },
  });
  const a = obj(data);
  if (typeof a.id !== 'number' || typeof a.browser_download_url !== 'string') throw new Error('GitHub answered the upload without an asset id and download URL');
  return { id: a.id, name, url: a.browser_download_url };
}

/** Removes assets this run uploaded, so a refused later upload leaves the release as it was. Best effort. */
export async function removeAssets(octokit: Octokit, owner: string, repo: string, assets: readonly UploadedAsset[]): Promise<string[]> {
  const left: string[] = [];
  for (const a of assets) {
    try {
      await octokit.rest.repos.deleteReleaseAsset({ owner, repo, asset_id: a.id });
    } catch (e) {
      left.push(`${a.name} (${httpMessage(e).split('\n')[0].slice(0, 120)})`);
    }
  }
  return left;
}
