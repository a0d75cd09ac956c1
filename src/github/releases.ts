// GitHub's own record of when each release was published. Git's tag and commit dates are whatever the releaser's
// clock or `GIT_COMMITTER_DATE` said, so a backdated tag could make a deprecation look older than it is; the releases
// API's `published_at` is set by GitHub when the release is published.
import type { Octokit } from './octokit.js';

/** Tag name -> YYYY-MM-DD (UTC) of its published release; drafts and unpublished releases are left out. */
export async function releasePublishDates(octokit: Octokit, owner: string, repo: string): Promise<Record<string, string>> {
  const releases = await octokit.paginate(octokit.rest.repos.listReleases, { owner, repo, per_page: 100 });
  const out: Record<string, string> = {};
  for (const r of releases) {
    if (r.draft || typeof r.published_at !== 'string' || Number.isNaN(Date.parse(r.published_at))) continue;
    out[r.tag_name] = new Date(r.published_at).toISOString().slice(0, 10);
  }
  return out;
}
