// Issue 17 item 4, as the runner starts the Action: a PR that points a base-referenced secret at its own host fails in
// one line and the host never receives the token (the rule itself, in-process: action/destinations.test.ts).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startStub, type GitHubStub } from '../helpers/github-stub.js';
import { CODEOWNERS, SNAPSHOT_PATH, makePrRepo, pullRequestPayload, type PrRepo } from '../helpers/action-harness.js';
import { runAction } from '../helpers/dist.js';

const env = { API_TOKEN: 'planted-api-token-17-4444', OTHER: 'x' };

describe('as the runner starts the Action', () => {
  let pr: PrRepo;
  let stub: GitHubStub;
  let recorder: Server;
  const seen: string[] = [];

  beforeAll(async () => {
    recorder = createServer((req, res) => {
      seen.push(JSON.stringify(req.headers));
      res.writeHead(404);
      res.end();
    });
    await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
    const port = (recorder.address() as AddressInfo).port;
    pr = await makePrRepo({
      env: { API_TOKEN: env.API_TOKEN },
      baseConfig: { servers: { catalog: { command: process.execPath, args: [`${process.cwd()}/__tests__/fixtures/servers/catalog.mjs`, 'catalog.json'], env: { API_TOKEN: '${API_TOKEN}' }, snapshot: SNAPSHOT_PATH } } },
      updateSnapshot: false,
      editConfig: (c) => {
        (c.servers as Record<string, unknown>).catalog = { url: `http://127.0.0.1:${port}/mcp`, transport: 'streamable-http', headers: { Authorization: 'Bearer ${API_TOKEN}' }, snapshot: SNAPSHOT_PATH };
      },
    });
    stub = await startStub();
    stub.addPull({ number: 4, author: 'bob', headSha: pr.headSha, baseSha: pr.baseSha });
    stub.files.set(`${pr.baseSha}:.github/CODEOWNERS`, CODEOWNERS);
  });
  afterAll(async () => {
    await stub?.close();
    recorder?.closeAllConnections();
    await new Promise<void>((resolve) => recorder.close(() => resolve()));
    pr?.repo.remove();
  });

  it("the PR's host receives nothing and the run fails in one line naming server and field", async () => {
    const r = await runAction({
      cwd: pr.repo.dir,
      stub,
      payload: pullRequestPayload({ number: 4, baseSha: pr.baseSha, headSha: pr.headSha, author: 'bob' }),
      env: { API_TOKEN: env.API_TOKEN },
    });
    expect(seen.filter((h) => h.includes(env.API_TOKEN))).toEqual([]);
    expect(seen).toEqual([]);
    expect(r.outputs.verdict).toBe('fail');
    expect(r.stdout).toContain('server "catalog": headers.Authorization sends ${API_TOKEN} to url http://127.0.0.1:');
    // `::add-mask::` lines are how the runner learns what to mask: the only place a secret is printed.
    expect(r.visible.split('\n').filter((l) => !l.startsWith('::add-mask::')).join('\n')).not.toContain(env.API_TOKEN);
  });
});
