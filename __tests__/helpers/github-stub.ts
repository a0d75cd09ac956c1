// A local stand-in for the GitHub REST endpoints this tool calls: in-memory state, real pagination, every call recorded.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getOctokit } from '@actions/github';

export interface StubUser {
  login: string;
  type?: 'User' | 'Bot';
}

export interface StubComment {
  id: number;
  node_id: string;
  body: string;
  /** Who last edited the body (GraphQL `editor`); absent when never edited. */
  editor?: string;
  user: StubUser;
  created_at: string;
  updated_at: string;
}

export interface StubReview {
  id: number;
  user: StubUser;
  state: 'APPROVED' | 'CHANGES_REQUESTED' | 'COMMENTED' | 'DISMISSED' | 'PENDING';
  commit_id: string;
  submitted_at?: string;
  body: string;
}

export interface StubEvent {
  id: number;
  event: string;
  actor: StubUser;
  label?: { name: string };
  created_at: string;
}

export interface StubPull {
  number: number;
  user: StubUser;
  head: { sha: string; ref: string };
  base: { sha: string; ref: string };
  labels: { name: string }[];
}

export interface StubRelease {
  tag_name: string;
  published_at: string | null;
  draft: boolean;
  id?: number;
  upload_url?: string;
}

export interface StubAsset {
  id: number;
  release: number;
  name: string;
  text: string;
  content_type?: string;
}

/** A team's answer to membership look-ups: members by login, or a refusal for every look-up. */
export interface StubTeam {
  members?: Record<string, 'active' | 'pending'>;
  refuse?: 403 | 404;
}

export interface RecordedCall {
  method: string;
  /** Path without the query string. */
  path: string;
  query: Record<string, string>;
  body?: unknown;
  authorization?: string;
}

export interface StubOptions {
  /** `GET /user`: a login (a PAT) or 'forbidden' (the GITHUB_TOKEN answers 403). Default 'forbidden'. */
  user?: string | 'forbidden';
  /** Who new comments are authored by. Default `github-actions[bot]`. */
  actor?: string;
}

let clock = Date.parse('2030-01-01T00:00:00Z');
/** Strictly increasing timestamps, so event order is what the test wrote. */
export function tick(): string {
  clock += 1000;
  return new Date(clock).toISOString();
}

export class GitHubStub {
  readonly calls: RecordedCall[] = [];
  user: string | 'forbidden';
  actor: string;
  readonly comments = new Map<number, StubComment[]>();
  readonly pulls = new Map<number, StubPull>();
  readonly reviews = new Map<number, StubReview[]>();
  readonly events = new Map<number, StubEvent[]>();
  /** `path` -> text, or `ref:path` -> text for one ref. */
  readonly files = new Map<string, string>();
  /** `GET /repos/:o/:r/releases`: GitHub's record of published releases, newest first as GitHub lists them. */
  readonly releases: StubRelease[] = [];
  /** Release assets by id, with the exact bytes uploaded. */
  readonly assets = new Map<number, StubAsset>();
  /** A status asset uploads are refused with (e.g. 403, a token without contents: write): all, or by asset name. */
  refuseUploads?: number | ((name: string) => number | undefined);
  /** `org/slug` -> team. */
  readonly teams = new Map<string, StubTeam>();
  /** 'forbidden' makes every GraphQL call answer 403. */
  graphql: 'ok' | 'forbidden' = 'ok';
  private nextId = 1000;
  private server?: Server;
  url = '';

  constructor(options: StubOptions = {}) {
    this.user = options.user ?? 'forbidden';
    this.actor = options.actor ?? 'github-actions[bot]';
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void this.handle(req, res);
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    return this;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The real Octokit from @actions/github, pointed at this stand-in. */
  octokit(token = 'stub-token'): ReturnType<typeof getOctokit> {
    return getOctokit(token, { baseUrl: this.url });
  }

  id(): number {
    return this.nextId++;
  }

  addComment(issue: number, body: string, login: string, type: 'User' | 'Bot' = 'Bot'): StubComment {
    const at = tick();
    const id = this.id();
    const c: StubComment = { id, node_id: `IC_${id}`, body, user: { login, type }, created_at: at, updated_at: at };
    this.list(this.comments, issue).push(c);
    return c;
  }

  addPull(pull: { number: number; author: string; headSha: string; baseSha?: string }): StubPull {
    const p: StubPull = {
      number: pull.number,
      user: { login: pull.author, type: 'User' },
      head: { sha: pull.headSha, ref: 'feature' },
      base: { sha: pull.baseSha ?? '0'.repeat(40), ref: 'main' },
      labels: [],
    };
    this.pulls.set(pull.number, p);
    return p;
  }

  addReview(pull: number, login: string, state: StubReview['state'], commitId: string): StubReview {
    const r: StubReview = {
      id: this.id(),
      user: { login, type: 'User' },
      state,
      commit_id: commitId,
      body: '',
      ...(state === 'PENDING' ? {} : { submitted_at: tick() }),
    };
    this.list(this.reviews, pull).push(r);
    return r;
  }

  /** GitHub turns a dismissed review's state into DISMISSED in place. */
  dismissReview(pull: number, id: number): void {
    const r = this.list(this.reviews, pull).find((x) => x.id === id);
    if (r) r.state = 'DISMISSED';
  }

  label(issue: number, name: string, actor: string, event: 'labeled' | 'unlabeled' = 'labeled', at = tick()): void {
    this.list(this.events, issue).push({ id: this.id(), event, actor: { login: actor, type: 'User' }, label: { name }, created_at: at });
    const pull = this.pulls.get(issue);
    if (pull) {
      pull.labels = pull.labels.filter((l) => l.name !== name);
      if (event === 'labeled') pull.labels.push({ name });
    }
  }

  /** A release GitHub would hold for `tag`, with an upload URL on this stand-in (as uploads.github.com is GitHub's). */
  addRelease(tag: string): StubRelease & { id: number; upload_url: string } {
    const id = this.id();
    const r = { tag_name: tag, published_at: tick(), draft: false, id, upload_url: `${this.url}/uploads/repos/acme/tools/releases/${id}/assets{?name,label}` };
    this.releases.unshift(r);
    return r;
  }

  /** Calls whose method and path match. */
  callsTo(method: string, path: RegExp): RecordedCall[] {
    return this.calls.filter((c) => c.method === method && path.test(c.path));
  }

  private list<T>(map: Map<number, T[]>, key: number): T[] {
    let l = map.get(key);
    if (!l) map.set(key, (l = []));
    return l;
  }

  private send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(body === undefined ? '' : JSON.stringify(body));
  }

  private page<T>(req: RecordedCall, res: ServerResponse, items: readonly T[]): void {
    const perPage = Math.min(100, Math.max(1, Number(req.query.per_page ?? 30) || 30));
    const page = Math.max(1, Number(req.query.page ?? 1) || 1);
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const slice = items.slice((page - 1) * perPage, page * perPage);
    const link = (n: number): string => {
      const q = new URLSearchParams({ ...req.query, per_page: String(perPage), page: String(n) });
      return `<${this.url}${req.path}?${q.toString()}>`;
    };
    const rels: string[] = [];
    if (page < last) rels.push(`${link(page + 1)}; rel="next"`, `${link(last)}; rel="last"`);
    if (page > 1) rels.push(`${link(1)}; rel="first"`, `${link(page - 1)}; rel="prev"`);
    this.send(res, 200, slice, rels.length > 0 ? { link: rels.join(', ') } : {});
  }

  private notFound(res: ServerResponse): void {
    this.send(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const u = new URL(req.url ?? '/', 'http://127.0.0.1');
    const call: RecordedCall = {
      method: req.method ?? 'GET',
      path: decodeURIComponent(u.pathname),
      query: Object.fromEntries(u.searchParams),
      ...(raw ? { body: parsed(raw) } : {}),
      ...(typeof req.headers.authorization === 'string' ? { authorization: req.headers.authorization } : {}),
    };
    this.calls.push(call);
    try {
      if (this.upload(call, raw, req.headers['content-type'], res)) return;
      this.route(call, res);
    } catch (error) {
      this.send(res, 500, { message: String(error) });
    }
  }

  /** The upload host's one call, and the release-by-tag and asset-removal calls of the API. */
  private upload(call: RecordedCall, raw: string, contentType: string | undefined, res: ServerResponse): boolean {
    const { method, path } = call;
    let m: RegExpExecArray | null;
    if ((m = /^\/uploads\/repos\/[^/]+\/[^/]+\/releases\/(\d+)\/assets$/.exec(path)) && method === 'POST') {
      const release = Number(m[1]);
      const name = call.query.name ?? '';
      const refused = typeof this.refuseUploads === 'function' ? this.refuseUploads(name) : this.refuseUploads;
      if (refused) {
        this.send(res, refused, { message: 'Resource not accessible by integration' });
        return true;
      }
      if ([...this.assets.values()].some((a) => a.release === release && a.name === name)) {
        this.send(res, 422, { message: 'Validation Failed', errors: [{ resource: 'ReleaseAsset', code: 'already_exists', field: 'name' }] });
        return true;
      }
      const id = this.id();
      this.assets.set(id, { id, release, name, text: raw, ...(contentType ? { content_type: contentType } : {}) });
      const tag = this.releases.find((r) => r.id === release)?.tag_name ?? 'untagged';
      this.send(res, 201, { id, name, state: 'uploaded', size: Buffer.byteLength(raw), browser_download_url: `https://github.com/acme/tools/releases/download/${tag}/${name}` });
      return true;
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/releases\/tags\/(.+)$/.exec(path)) && method === 'GET') {
      const r = this.releases.find((x) => x.tag_name === m?.[1] && x.id !== undefined);
      if (r) this.send(res, 200, { ...r, assets: [...this.assets.values()].filter((a) => a.release === r.id) });
      else this.notFound(res);
      return true;
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/releases\/assets\/(\d+)$/.exec(path)) && method === 'DELETE') {
      if (this.assets.delete(Number(m[1]))) this.send(res, 204, undefined);
      else this.notFound(res);
      return true;
    }
    return false;
  }

  private route(call: RecordedCall, res: ServerResponse): void {
    const { method, path } = call;
    let m: RegExpExecArray | null;
    if (method === 'GET' && /^\/repos\/[^/]+\/[^/]+\/releases$/.test(path)) return this.page(call, res, this.releases);
    if (method === 'GET' && path === '/user') {
      if (this.user === 'forbidden') return this.send(res, 403, { message: 'Resource not accessible by integration' });
      return this.send(res, 200, { login: this.user, type: 'User' });
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(path))) {
      const issue = Number(m[1]);
      if (method === 'GET') return this.page(call, res, this.list(this.comments, issue));
      if (method === 'POST') {
        const body = (call.body as { body?: string }).body ?? '';
        return this.send(res, 201, this.addComment(issue, body, this.actor));
      }
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(path)) && method === 'GET') {
      const c = [...this.comments.values()].flat().find((x) => x.id === Number(m?.[1]));
      return c ? this.send(res, 200, c) : this.notFound(res);
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(path)) && method === 'PATCH') {
      const id = Number(m[1]);
      for (const list of this.comments.values()) {
        const c = list.find((x) => x.id === id);
        if (!c) continue;
        // GitHub only lets the author (or a maintainer) edit; the stand-in enforces the author.
        if (c.user.login !== this.actor) return this.send(res, 403, { message: 'Must have admin rights to Repository.' });
        c.body = (call.body as { body?: string }).body ?? '';
        c.updated_at = tick();
        // GraphQL names the Actions bot without its REST `[bot]` suffix.
        c.editor = this.actor.replace(/\[bot\]$/, '');
        return this.send(res, 200, c);
      }
      return this.notFound(res);
    }
    if (method === 'POST' && path === '/graphql') {
      if (this.graphql === 'forbidden') return this.send(res, 403, { message: 'Resource not accessible by integration' });
      const id = (call.body as { variables?: { id?: string } }).variables?.id;
      for (const list of this.comments.values()) {
        const c = list.find((x) => x.node_id === id);
        if (c) return this.send(res, 200, { data: { node: { editor: c.editor ? { login: c.editor } : null } } });
      }
      return this.send(res, 200, { data: { node: null } });
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)$/.exec(path)) && method === 'GET') {
      const pull = this.pulls.get(Number(m[1]));
      return pull ? this.send(res, 200, pull) : this.notFound(res);
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/reviews$/.exec(path)) && method === 'GET') {
      return this.page(call, res, this.list(this.reviews, Number(m[1])));
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/events$/.exec(path)) && method === 'GET') {
      return this.page(call, res, this.list(this.events, Number(m[1])));
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/labels$/.exec(path)) && method === 'GET') {
      return this.page(call, res, this.pulls.get(Number(m[1]))?.labels ?? []);
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/contents\/(.+)$/.exec(path)) && method === 'GET') {
      const file = m[1];
      const text = (call.query.ref ? this.files.get(`${call.query.ref}:${file}`) : undefined) ?? this.files.get(file);
      if (text === undefined) return this.notFound(res);
      const content = Buffer.from(text, 'utf8').toString('base64').replace(/(.{60})/g, '$1\n');
      return this.send(res, 200, { type: 'file', encoding: 'base64', path: file, name: file.split('/').pop(), content });
    }
    if ((m = /^\/orgs\/([^/]+)\/teams\/([^/]+)\/memberships\/([^/]+)$/.exec(path)) && method === 'GET') {
      const team = this.teams.get(`${m[1]}/${m[2]}`);
      if (!team) return this.notFound(res);
      if (team.refuse === 403) return this.send(res, 403, { message: 'Resource not accessible by integration' });
      if (team.refuse === 404) return this.notFound(res);
      const state = team.members?.[m[3]];
      if (!state) return this.notFound(res);
      return this.send(res, 200, { state, role: 'member', url: `${this.url}${path}` });
    }
    this.notFound(res);
  }
}

function parsed(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** Starts a stand-in; `afterEach(() => stub.close())` in the test. */
export async function startStub(options: StubOptions = {}): Promise<GitHubStub> {
  return new GitHubStub(options).start();
}
