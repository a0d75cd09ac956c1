// Who may accept contract changes, and whether they have, at this commit or at one with the same changes.
import { sameFingerprints, type HiddenData } from './hidden.js';
import { httpMessage, httpStatus, type Octokit } from './octokit.js';

export type SignoffMode = 'codeowners' | 'label' | 'none';
export const SIGNOFF_MODES: readonly SignoffMode[] = ['codeowners', 'label', 'none'];

export interface SignoffInput {
  owner: string;
  repo: string;
  pullNumber: number;
  headSha: string;
  /** The PR author's login: never a sign-off, even when an owner. */
  author: string;
  /** From CODEOWNERS on the base branch: `@user`, `@org/team` (emails cannot be matched to reviews). */
  owners: string[];
  /** Fingerprints of the changes that need sign-off now. */
  required: string[];
  /** The run's whole required set, when `required` is one server group's share: approvals carry only while it holds. */
  carryRequired?: string[];
  /** Hidden data of OUR previous comment (`findStickyComment().hidden`); undefined = no trusted history. */
  previous?: HiddenData;
  mode: SignoffMode;
  /** Label name for `label` mode. */
  label?: string;
  /** Reviews or label events read earlier (`readSignoffEvidence`, before any judged code ran); undefined: read now. */
  evidence?: SignoffEvidence;
}

export interface ReviewRecord {
  login?: string;
  state: string;
  commit: string;
  submittedAt?: string;
  id: number;
}

export interface LabelRecord {
  event: string;
  label?: string;
  actor: string;
  at: string;
}

/** What GitHub says about reviews (codeowners mode) or label events (label mode), read at one moment. */
export type SignoffEvidence = { kind: 'reviews'; reviews: ReviewRecord[] } | { kind: 'labels'; events: LabelRecord[] };

/** Reads the reviews or label events sign-off is judged on. Throws when GitHub refuses (callers fail closed). */
export async function readSignoffEvidence(
  octokit: Octokit,
  where: { owner: string; repo: string; pullNumber: number; mode: SignoffMode },
): Promise<SignoffEvidence> {
  if (where.mode === 'label') {
    const events = await octokit.paginate(octokit.rest.issues.listEvents, { owner: where.owner, repo: where.repo, issue_number: where.pullNumber, per_page: 100 });
    return {
      kind: 'labels',
      events: events.map((e) => ({
        event: e.event,
        ...('label' in e && typeof (e.label as { name?: unknown } | undefined)?.name === 'string' ? { label: (e.label as { name: string }).name } : {}),
        actor: e.actor?.login ?? '',
        at: e.created_at,
      })),
    };
  }
  const reviews = await octokit.paginate(octokit.rest.pulls.listReviews, { owner: where.owner, repo: where.repo, pull_number: where.pullNumber, per_page: 100 });
  return {
    kind: 'reviews',
    reviews: reviews.map((r) => ({
      ...(r.user?.login !== undefined ? { login: r.user.login } : {}),
      state: r.state,
      commit: r.commit_id ?? '',
      ...(typeof r.submitted_at === 'string' ? { submittedAt: r.submitted_at } : {}),
      id: r.id,
    })),
  };
}

export interface SignoffResult {
  mode: SignoffMode;
  satisfied: boolean;
  /** With servers of different code owners: each group's own state (the comment says whose sign-off each needs). */
  groups?: Array<{ servers: string[]; owners: string[]; satisfied: boolean; by?: string[] }>;
  /** Logins whose approval or label counted. */
  by?: string[];
  /** Why sign-off is not (yet) given, one plain sentence each. Reviewer logins are GitHub-validated, not escaped. */
  reasons: string[];
  /** Who can give it, as written in CODEOWNERS. */
  owners: string[];
}

export const MEMBERS_READ_HINT =
  'the token needs the organization permission "members: read" to check team membership (the workflow GITHUB_TOKEN cannot have it; use a GitHub App or fine-grained token)';

interface Owners {
  users: Set<string>;
  teams: { org: string; slug: string; written: string }[];
  emails: string[];
}

function parseOwners(owners: readonly string[]): Owners {
  const out: Owners = { users: new Set(), teams: [], emails: [] };
  for (const o of owners) {
    const m = /^@([^/\s]+)\/([^/\s]+)$/.exec(o);
    if (m) out.teams.push({ org: m[1], slug: m[2], written: o });
    else if (o.startsWith('@') && o.length > 1) out.users.add(o.slice(1).toLowerCase());
    else out.emails.push(o);
  }
  return out;
}

const short = (sha: string): string => sha.slice(0, 7);

/** Checks owner status, remembering team answers; a refused look-up is recorded and never counts as membership. */
class OwnerCheck {
  readonly problems = new Set<string>();
  private readonly cache = new Map<string, boolean>();
  notFound = 0;

  constructor(
    private readonly octokit: Octokit,
    private readonly owners: Owners,
  ) {}

  async isOwner(login: string): Promise<boolean> {
    const key = login.toLowerCase();
    if (this.owners.users.has(key)) return true;
    const known = this.cache.get(key);
    if (known !== undefined) return known;
    let member = false;
    for (const team of this.owners.teams) {
      try {
        const { data } = await this.octokit.rest.teams.getMembershipForUserInOrg({
          org: team.org,
          team_slug: team.slug,
          username: login,
        });
        if (data.state === 'active') {
          member = true;
          break;
        }
      } catch (error) {
        const status = httpStatus(error);
        if (status === 404) {
          this.notFound++;
          continue;
        }
        // Fail closed: an unverifiable membership is not a sign-off.
        this.problems.add(
          status === 403 || status === 401
            ? `cannot check membership of ${team.written} (${httpMessage(error)}): ${MEMBERS_READ_HINT}`
            : `cannot check membership of ${team.written}: ${httpMessage(error)}`,
        );
      }
    }
    this.cache.set(key, member);
    return member;
  }
}

type ReviewState = 'APPROVED' | 'CHANGES_REQUESTED' | 'DISMISSED';

const where = (input: SignoffInput) => ({ owner: input.owner, repo: input.repo, pullNumber: input.pullNumber });

/**
 * The label's last event decides: applied by a code owner other than the author, after the current change set was
 * first reported (`carried`: the previous history, only when its fingerprints are the current ones).
 */
async function labelSignoff(evidence: SignoffEvidence, label: string, author: string, carried: HiddenData | undefined, check: OwnerCheck): Promise<{ by: string } | { by?: undefined; reason: string }> {
  let last: { event: string; actor: string; at: string } | undefined;
  for (const e of evidence.kind === 'labels' ? evidence.events : []) {
    if ((e.event === 'labeled' || e.event === 'unlabeled') && e.label?.toLowerCase() === label.toLowerCase()) last = { event: e.event, actor: e.actor, at: e.at };
  }
  if (last === undefined || last.event !== 'labeled') return { reason: `a code owner has not applied the "${label}" label` };
  if (last.actor.toLowerCase() === author) return { reason: `the "${label}" label was applied by the PR author @${last.actor}, who cannot sign off their own changes` };
  if (carried === undefined || Date.parse(last.at) < Date.parse(carried.since))
    return { reason: `the "${label}" label was applied before the current changes were reported; a code owner must remove and re-apply it` };
  if (!(await check.isOwner(last.actor))) return { reason: `the "${label}" label was applied by @${last.actor}, who is not a code owner` };
  return { by: last.actor };
}

/** Evaluates sign-off for the changes in `input.required`. Never throws for refused look-ups: it fails closed. */
export async function evaluateSignoff(octokit: Octokit, input: SignoffInput): Promise<SignoffResult> {
  const base = { mode: input.mode, owners: [...input.owners] };
  if (input.required.length === 0) return { ...base, satisfied: true, reasons: [] };
  if (input.mode === 'none') {
    return { ...base, satisfied: false, reasons: ['sign-off is turned off, so these changes cannot be accepted in this PR'] };
  }
  const owners = parseOwners(input.owners);
  if (owners.users.size === 0 && owners.teams.length === 0) {
    return {
      ...base,
      satisfied: false,
      reasons: [
        owners.emails.length > 0
          ? 'CODEOWNERS lists only email addresses for these files; list a @user or @org/team to allow sign-off'
          : 'no code owners are listed for these files in CODEOWNERS on the base branch; add an entry to allow sign-off',
      ],
    };
  }
  const author = input.author.toLowerCase();
  const carries = sameFingerprints(input.previous, input.carryRequired ?? input.required);
  const check = new OwnerCheck(octokit, owners);
  const reasons: string[] = [];
  const by: string[] = [];

  if (input.mode === 'label') {
    const label = input.label ?? '';
    if (label === '') return { ...base, satisfied: false, reasons: ['label mode needs a label name'] };
    const evidence = input.evidence?.kind === 'labels' ? input.evidence : await readSignoffEvidence(octokit, { ...where(input), mode: 'label' });
    const found = await labelSignoff(evidence, label, author, carries ? input.previous : undefined, check);
    if ('reason' in found) reasons.push(found.reason);
    else by.push(found.by);
  } else {
    const evidence = input.evidence?.kind === 'reviews' ? input.evidence : await readSignoffEvidence(octokit, { ...where(input), mode: 'codeowners' });
    // Each reviewer's latest deciding review; a comment-only review changes nothing.
    const latest = new Map<string, { login: string; state: ReviewState; commit: string }>();
    const ordered = (evidence.kind === 'reviews' ? evidence.reviews : [])
      .filter((r) => r.submittedAt !== undefined)
      .sort((a, b) => Date.parse(a.submittedAt as string) - Date.parse(b.submittedAt as string) || a.id - b.id);
    for (const r of ordered) {
      const login = r.login;
      if (login === undefined) continue;
      if (r.state === 'APPROVED' || r.state === 'CHANGES_REQUESTED' || r.state === 'DISMISSED') {
        latest.set(login.toLowerCase(), { login, state: r.state, commit: r.commit });
      }
    }
    for (const r of latest.values()) {
      if (r.state !== 'APPROVED') continue;
      if (r.login.toLowerCase() === author) continue;
      const atHead = r.commit === input.headSha;
      const carried = !atHead && carries && input.previous !== undefined && input.previous.shas.includes(r.commit);
      if (!atHead && !carried) {
        if (await check.isOwner(r.login)) {
          reasons.push(
            `the approval by @${r.login} was given on commit ${short(r.commit)} and the changes needing sign-off are different or unverified since; it must be given again at ${short(input.headSha)}`,
          );
        }
        continue;
      }
      if (await check.isOwner(r.login)) by.push(r.login);
      else reasons.push(`@${r.login} approved but is not a code owner of these files`);
    }
    if (by.length === 0 && reasons.length === 0) reasons.push('no code owner has approved these changes');
  }

  if (by.length > 0) return { ...base, satisfied: true, by, reasons: [] };
  reasons.push(...check.problems);
  if (check.notFound > 0 && check.problems.size === 0 && owners.teams.length > 0) {
    reasons.push(`team membership look-ups found no membership (if the reviewer is a team member, ${MEMBERS_READ_HINT})`);
  }
  return { ...base, satisfied: false, reasons };
}
