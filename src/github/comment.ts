// One sticky PR comment per config and server set: found by marker AND our own author across every page, edited in place.
import { readHiddenData, type HiddenData } from './hidden.js';
import { httpStatus, type Octokit } from './octokit.js';

export { readHiddenData } from './hidden.js';

/** Who the workflow's GITHUB_TOKEN posts as; `GET /user` is refused for that token, so it cannot tell us. */
export const ACTIONS_BOT_LOGIN = 'github-actions[bot]';

export interface StickyTarget {
  owner: string;
  repo: string;
  issueNumber: number;
  /** The full marker line from `markerFor`, which the comment body starts with. */
  marker: string;
  /**
   * Markers an older version keyed the same comment by: when none of our comments carries `marker`, the first of
   * ours carrying one of these is taken (and rewritten under `marker` by the next update).
   */
  legacyMarkers?: readonly string[];
  /**
   * The login the token posts as. Needed for GitHub App installation tokens (`<app-slug>[bot]`), which, like the
   * GITHUB_TOKEN, may not call `GET /user`; without it such a token is assumed to be the GITHUB_TOKEN.
   */
  selfLogin?: string;
}

export interface StickyComment {
  id: number;
  body: string;
}

export interface FoundSticky {
  /** The login our comments are authored by. */
  self: string;
  /** Our oldest comment carrying the marker. */
  comment?: StickyComment;
  /** Ids of further comments of ours carrying the marker (left from an older, buggy run). */
  duplicates: number[];
  /** Comments by someone else carrying the marker: never edited, never trusted. */
  foreign: number;
  /**
   * Hidden data of our comment; undefined when there is no comment, more than one of ours, or the data does not
   * parse. Undefined means "no trusted history": sign-off must be given at the head commit.
   */
  hidden?: HiddenData;
}

/** The login the token acts as: `selfLogin` if given, else `GET /user`, else (refused) the Actions bot. */
export async function resolveSelfLogin(octokit: Octokit, selfLogin?: string): Promise<string> {
  if (selfLogin !== undefined && selfLogin.trim() !== '') return selfLogin.trim();
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return data.login;
  } catch (error) {
    // The GITHUB_TOKEN gets 403 "Resource not accessible by integration"; a bad token (401) is a real failure.
    if (httpStatus(error) === 403) return ACTIONS_BOT_LOGIN;
    throw error;
  }
}

function sameLogin(a: string | undefined, b: string): boolean {
  return a !== undefined && a.toLowerCase() === b.toLowerCase();
}

/** GraphQL names bots without the `[bot]` suffix REST uses. */
function botless(login: string): string {
  return login.toLowerCase().replace(/\[bot\]$/, '');
}

/**
 * True when the comment was never edited, or last edited by us. REST does not say who edited a comment; GraphQL
 * does. A refused or failed look-up is false: the hidden data is then not trusted (fail closed).
 */
export async function lastEditedBySelf(octokit: Octokit, nodeId: string | undefined, self: string): Promise<boolean> {
  if (!nodeId) return false;
  try {
    const data = await octokit.graphql<{ node?: { editor?: { login?: string } | null } | null }>(
      'query($id: ID!) { node(id: $id) { ... on IssueComment { editor { login } } } }',
      { id: nodeId },
    );
    const editor = data.node?.editor?.login;
    return editor === undefined || botless(editor) === botless(self);
  } catch {
    return false;
  }
}

/** Lists every comment on the issue (all pages) and picks ours by marker and author. */
export async function findStickyComment(octokit: Octokit, target: StickyTarget): Promise<FoundSticky> {
  const self = await resolveSelfLogin(octokit, target.selfLogin);
  const comments = await octokit.paginate(octokit.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    per_page: 100,
  });
  const carrying = (marker: string) =>
    comments.filter((c) => typeof c.body === 'string' && c.body.startsWith(marker)).sort((a, b) => a.id - b.id);
  let marked = carrying(target.marker);
  let ours = marked.filter((c) => sameLogin(c.user?.login, self));
  for (const legacy of target.legacyMarkers ?? []) {
    if (ours.length > 0) break;
    marked = carrying(legacy);
    ours = marked.filter((c) => sameLogin(c.user?.login, self));
  }
  const found: FoundSticky = { self, duplicates: ours.slice(1).map((c) => c.id), foreign: marked.length - ours.length };
  if (ours.length > 0) {
    found.comment = { id: ours[0].id, body: ours[0].body as string };
    if (ours.length === 1) {
      const hidden = readHiddenData(ours[0].body);
      // Anyone with write access can edit our comment; its history is only ours while we were its last editor.
      if (hidden !== undefined && (await lastEditedBySelf(octokit, ours[0].node_id, self))) found.hidden = hidden;
    }
  }
  return found;
}

export interface UpsertInput extends StickyTarget {
  body: string;
  /** A `findStickyComment` result from earlier in the same run, to skip listing the comments twice. */
  existing?: FoundSticky;
  /**
   * The comment may have been edited since `existing` was read (judged code ran in between, maybe holding a token):
   * when the body read then is already the one to write, it is read again and written unless still the same.
   */
  rewrite?: boolean;
}

export interface UpsertResult {
  action: 'created' | 'updated' | 'unchanged';
  id: number;
}

/** The comment's body as GitHub holds it now; undefined when it cannot be read (the caller then writes). */
async function currentBody(octokit: Octokit, at: StickyTarget, id: number): Promise<string | undefined> {
  try {
    const { data } = await octokit.rest.issues.getComment({ owner: at.owner, repo: at.repo, comment_id: id });
    return data.body ?? undefined;
  } catch {
    return undefined;
  }
}

/** Creates our comment, or edits it in place; no API call when the body is already what it should be. */
export async function upsertStickyComment(octokit: Octokit, input: UpsertInput): Promise<UpsertResult> {
  if (!input.body.startsWith(input.marker)) {
    throw new Error('sticky comment body must start with its marker line');
  }
  const found = input.existing ?? (await findStickyComment(octokit, input));
  if (found.comment !== undefined) {
    if (found.comment.body === input.body && (input.rewrite !== true || (await currentBody(octokit, input, found.comment.id)) === input.body))
      return { action: 'unchanged', id: found.comment.id };
    const { data } = await octokit.rest.issues.updateComment({
      owner: input.owner,
      repo: input.repo,
      comment_id: found.comment.id,
      body: input.body,
    });
    return { action: 'updated', id: data.id };
  }
  const { data } = await octokit.rest.issues.createComment({
    owner: input.owner,
    repo: input.repo,
    issue_number: input.issueNumber,
    body: input.body,
  });
  return { action: 'created', id: data.id };
}
