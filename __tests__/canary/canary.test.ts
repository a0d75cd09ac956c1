// Canaries catch behaviour that changed under an unchanged schema: the same capture session calls read-only tools
// with fixed arguments and judges the results; the snapshot records which canaries exist, never their results.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NODE, SERVERS, cli, hasStack, readJson, startHttp, tempDir, writeJson, type HttpFixture } from '../helpers/cli-harness.js';
import { diffSnapshots } from '../../src/core/diff/classify.js';
import type { Snapshot } from '../../src/core/shared/model.js';
import { CANARY_RULES } from '../../src/canary/rules.js';
import { judgeCanary } from '../../src/canary/expect.js';
import type { CanaryConfig } from '../../src/core/shared/config.js';
import type { JsonObject } from '../../src/core/shared/model.js';

const PRICES = path.join(SERVERS, 'canary-server.mjs');
const TIMEOUTS = { initializeMs: 5000, requestMs: 5000 };

const CANARIES = [
  {
    tool: 'get_price',
    arguments: { sku: 'A-1' },
    expect: {
      outputSchema: true,
      structuredContent: { type: 'object', required: ['price', 'currency'], properties: { price: { type: 'number', maximum: 1000 }, currency: { const: 'EUR' } } },
      text: '^Price of A-1: \\d+\\.\\d{2} EUR$',
    },
  },
  { tool: 'list_items', expect: { text: '^items: ' } },
];

function config(dir: string, behaviour: 'v1' | 'v2', canaries: unknown[] = CANARIES, extra: Record<string, unknown> = {}): void {
  writeJson(path.join(dir, 'mcp-contract.json'), {
    servers: {
      prices: { command: NODE, args: [PRICES, `--behaviour=${behaviour}`, `--calls-file=${path.join(dir, 'calls.txt')}`], timeouts: TIMEOUTS, canaries, ...extra },
    },
  });
}

function calls(dir: string): string[] {
  const f = path.join(dir, 'calls.txt');
  return existsSync(f) ? readFileSync(f, 'utf8').trim().split('\n').filter(Boolean) : [];
}

describe('canaries through check', () => {
  const dir = tempDir('canary');
  const snapFile = path.join(dir, 'snapshots', 'prices.json');

  beforeAll(async () => {
    config(dir, 'v1');
    expect((await cli(['snapshot'], { cwd: dir })).code).toBe(0);
  });

  it('the snapshot records which tools have a canary, and snapshot itself calls no tool', () => {
    const snap = readJson<Snapshot>(snapFile);
    expect(snap.surfaces.default.canaries).toEqual(['tool:get_price', 'tool:list_items']);
    expect(JSON.stringify(snap)).not.toContain('passed');
    expect(calls(dir)).toEqual([]);
  });

  it('v1: every canary observes its expected result; the coverage line counts read-only tools and the unverified rest', async () => {
    const r = await cli(['check'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('prices: snapshots/prices.json matches the live server');
    expect(r.stdout).toContain('prices: canary 0 (tool get_price, surface default): observed the expected result on this run');
    expect(r.stdout).toContain('prices: canary 1 (tool list_items, surface default): observed the expected result on this run');
    expect(r.stdout).toContain('prices: canary coverage: 2 of 3 read-only tools; 2 tools unverified');
    expect(calls(dir)).toEqual(['get_price', 'list_items']);
  });

  it('v2: same schema, changed behaviour: the schema check passes, the canaries fail under their own rule ids (exit 1)', async () => {
    config(dir, 'v2');
    const r = await cli(['check'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(hasStack(r.stderr)).toBe(false);
    // The contract layer sees nothing: the live surface still equals the committed snapshot.
    expect(r.stdout).toContain('prices: snapshots/prices.json matches the live server');
    expect(r.stdout).toContain('canary 0 (tool get_price, surface default) failed: canary-structured-content-mismatch: The structuredContent of `get_price` does not match the canary schema: /price must be <= 1000.');
    expect(r.stdout).toContain('canary 0 (tool get_price, surface default) failed: canary-text-mismatch: The text content of `get_price` does not match `^Price of A-1: \\d+\\.\\d{2} EUR$`: "Price of A-1: 1250 EUR".');
    expect(r.stdout).toContain('canary 1 (tool list_items, surface default) failed: canary-tool-error: Tool `list_items` answered with isError true: "inventory backend unavailable".');
    // The cents are still a number: the tool's own outputSchema cannot tell v1 from v2 either.
    expect(r.stdout).not.toContain('canary-output-schema-violated');
  });

  it('v2 and the classifier: diffing the committed snapshot against the v2 capture finds no change at all', async () => {
    const out = path.join(dir, 'v2.json');
    expect((await cli(['snapshot', '--out', out, '--name', 'prices', '--', NODE, PRICES, '--behaviour=v2'], { cwd: dir })).code).toBe(0);
    const live = readJson<Snapshot>(out);
    // The inline capture has no config canaries; compare the surfaces the classifier reads.
    const report = diffSnapshots(readJson<Snapshot>(snapFile), live, {}, { base: 'committed', head: 'v2' });
    expect(report.changes).toEqual([]);
  });

  it('--no-canaries skips them and says behaviour is unverified; --json carries each outcome', async () => {
    const skipped = await cli(['check', '--no-canaries'], { cwd: dir });
    expect(skipped.code).toBe(0);
    expect(skipped.stdout).toContain('prices: canaries not run (--no-canaries): behaviour unverified');
    const json = await cli(['check', '--json'], { cwd: dir });
    expect(json.code).toBe(1);
    const parsed = JSON.parse(json.stdout) as { ok: boolean; servers: Array<{ status: string; canaries: Array<{ tool: string; status: string; failures: Array<{ rule: string }> }>; coverage: unknown }> };
    expect(parsed.ok).toBe(false);
    expect(parsed.servers[0].status).toBe('ok');
    expect(parsed.servers[0].canaries.map((c) => [c.tool, c.status, c.failures.map((f) => f.rule)])).toEqual([
      ['get_price', 'failed', ['canary-structured-content-mismatch', 'canary-text-mismatch']],
      ['list_items', 'failed', ['canary-tool-error']],
    ]);
    expect(parsed.servers[0].coverage).toEqual({ tools: 4, readOnlyTools: 3, covered: 2, coveredReadOnly: 2 });
  });

  it('a config that adds a canary makes the snapshot stale, and check says that is all that differs', async () => {
    const other = tempDir('canary-stale');
    config(other, 'v1', [CANARIES[1]]);
    expect((await cli(['snapshot'], { cwd: other })).code).toBe(0);
    config(other, 'v1', CANARIES);
    const r = await cli(['check'], { cwd: other });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("(no contract changes: the config's canaries differ from the ones the snapshot records)");
  });

  it('the PR comment body states the coverage from the snapshot', async () => {
    const r = await cli(['diff', snapFile, snapFile, '--format', 'md'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('canary coverage: 2 of 3 read-only tools; 2 tools unverified');
  });
});

describe('which tools may be canaries', () => {
  it('refuses a tool not annotated read-only with one line, before any tool is called (exit 2)', async () => {
    const dir = tempDir('canary-refuse');
    config(dir, 'v1', [...CANARIES, { tool: 'delete_item', arguments: { sku: 'A-1' }, expect: { text: 'deleted' } }]);
    const r = await cli(['check', '--update'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'mcp-contract: mcp-contract.json: /servers/prices/canaries/2: tool "delete_item" is not annotated readOnlyHint: true; a canary may call it only with "allowSideEffects": true and a "reason"\n',
    );
    expect(calls(dir)).toEqual([]);
  });

  it('allowSideEffects needs a reason (config error naming the place); with one, the call runs', async () => {
    const dir = tempDir('canary-allow');
    config(dir, 'v1', [{ tool: 'delete_item', allowSideEffects: true, arguments: { sku: 'T-0' }, expect: { text: '^deleted T-0$' } }]);
    const bad = await cli(['check', '--update'], { cwd: dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe("mcp-contract: mcp-contract.json: /servers/prices/canaries/0: must have required property 'reason'\n");
    config(dir, 'v1', [{ tool: 'delete_item', allowSideEffects: true, reason: 'T-0 is a test article re-created nightly', arguments: { sku: 'T-0' }, expect: { text: '^deleted T-0$' } }]);
    const ok = await cli(['check', '--update'], { cwd: dir });
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('canary 0 (tool delete_item, surface default): observed the expected result on this run');
    // A tool with side effects counts as covered but not as a read-only one.
    expect(ok.stdout).toContain('canary coverage: 0 of 3 read-only tools (and 1 tool with side effects); 3 tools unverified');
    expect(calls(dir)).toEqual(['delete_item']);
  });

  it('a canary for a tool the server no longer lists fails as canary-tool-missing; a bad regex or surface is caught first', async () => {
    const dir = tempDir('canary-missing');
    config(dir, 'v1', [{ tool: 'get_stock', expect: { isError: false } }]);
    const r = await cli(['check', '--update'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('failed: canary-tool-missing: The canary for tool `get_stock` could not run: the server no longer lists that tool.');
    config(dir, 'v2', [{ tool: 'search', arguments: { q: 'x' }, expect: { text: 'match' } }]);
    const failedCall = await cli(['check'], { cwd: dir });
    expect(failedCall.code).toBe(1);
    expect(failedCall.stdout).toContain('failed: canary-call-failed: Calling `search` failed before any result came back: MCP error');
    expect(failedCall.stdout).toContain('search index offline');
    config(dir, 'v1', [{ tool: 'get_price', expect: { text: '([' } }]);
    const regex = await cli(['check'], { cwd: dir });
    expect(regex.code).toBe(2);
    expect(regex.stderr).toMatch(/^mcp-contract: mcp-contract.json: \/servers\/prices\/canaries\/0\/expect\/text: not a valid regular expression \(/);
    config(dir, 'v1', [{ tool: 'get_price', surface: 'admin', expect: { isError: false } }]);
    expect((await cli(['check'], { cwd: dir })).stderr).toBe('mcp-contract: mcp-contract.json: /servers/prices/canaries/0/surface: server "prices" has no surface "admin"\n');
  });
});

describe('canaries on a published server (@modelcontextprotocol/server-filesystem)', () => {
  const FS = path.join(process.cwd(), 'node_modules', '@modelcontextprotocol', 'server-filesystem', 'dist', 'index.js');

  it('read-only tools with their own outputSchema pass, then catch changed data under the same schema; write_file is refused', async () => {
    const dir = tempDir('canary-fs');
    const data = path.join(dir, 'data');
    writeJson(path.join(data, 'config.json'), { mode: 'strict' });
    const server = (canaries: unknown[]) =>
      writeJson(path.join(dir, 'mcp-contract.json'), { servers: { fs: { command: NODE, args: [FS, data], timeouts: TIMEOUTS, canaries } } });
    const canaries = [
      { tool: 'list_allowed_directories', expect: { outputSchema: true, text: 'Allowed directories' } },
      { tool: 'read_text_file', arguments: { path: path.join(data, 'config.json') }, expect: { outputSchema: true, text: '"mode": "strict"' } },
    ];
    server(canaries);
    const first = await cli(['check', '--update'], { cwd: dir });
    expect(first.stdout).toContain('fs: canary 1 (tool read_text_file, surface default): observed the expected result on this run');
    expect(first.code).toBe(0);
    writeJson(path.join(data, 'config.json'), { mode: 'lenient' });
    const changed = await cli(['check'], { cwd: dir });
    expect(changed.code).toBe(1);
    expect(changed.stdout).toContain('fs: snapshots/fs.json matches the live server');
    expect(changed.stdout).toContain('fs: canary 1 (tool read_text_file, surface default) failed: canary-text-mismatch');
    server([...canaries, { tool: 'write_file', arguments: { path: path.join(data, 'x.txt'), content: 'x' }, expect: { isError: false } }]);
    const refused = await cli(['check'], { cwd: dir });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('/servers/fs/canaries/2: tool "write_file" is not annotated readOnlyHint: true');
    expect(existsSync(path.join(data, 'x.txt'))).toBe(false);
  });
});

describe('canary output and secrets', () => {
  it('a result that echoes a config secret is quoted with the secret redacted', async () => {
    const dir = tempDir('canary-secret');
    config(dir, 'v1', [{ tool: 'search', arguments: { q: 'zz' }, expect: { text: '^found' } }], { env: { PRICES_TOKEN: '${PRICES_TOKEN}' } });
    const secret = 'prices-secret-0f3a9c';
    const r = await cli(['check', '--update'], { cwd: dir, env: { PATH: process.env.PATH, PRICES_TOKEN: secret } });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('canary-text-mismatch: The text content of `search` does not match `^found`: "no match for zz (token ***)"');
    expect(r.stdout + r.stderr).not.toContain(secret);
  });
});

describe('canaries over streamable HTTP', () => {
  let server: HttpFixture;
  beforeAll(async () => {
    server = await startHttp(PRICES, ['--behaviour=v2']);
  });
  afterAll(() => server.stop());

  it('run in the same HTTP session as the capture and catch the v2 behaviour', async () => {
    const dir = tempDir('canary-http');
    writeJson(path.join(dir, 'mcp-contract.json'), { servers: { prices: { url: server.url, transport: 'streamable-http', timeouts: TIMEOUTS, canaries: CANARIES } } });
    const r = await cli(['check', '--update'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('canary-text-mismatch');
    expect(r.stdout).toContain('canary-tool-error');
  });
});

describe('judging one result', () => {
  const tool = { name: 't', inputSchema: { type: 'object' }, outputSchema: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } } };
  it.each([
    [{ outputSchema: true }, { content: [], structuredContent: { n: 1 } }, []],
    [{ outputSchema: true }, { content: [], structuredContent: { n: 'one' } }, ['canary-output-schema-violated']],
    [{ outputSchema: true }, { content: [{ type: 'text', text: 'n=1' }] }, ['canary-output-schema-violated']],
    [{ structuredContent: { required: ['m'] } }, { content: [], structuredContent: { n: 1 } }, ['canary-structured-content-mismatch']],
    [{ text: '^n=\\d+$' }, { content: [{ type: 'text', text: 'n=1' }, { type: 'image', data: '', mimeType: 'image/png' }] }, []],
    [{ isError: false }, { isError: true, content: [{ type: 'text', text: 'boom' }] }, ['canary-tool-error']],
  ] as const)('%j on %j -> %j', (expect_, result, rules) => {
    expect(judgeCanary({ tool: 't', expect: expect_ as CanaryConfig['expect'] }, tool as unknown as JsonObject, result as unknown as JsonObject).map((f) => f.rule)).toEqual(rules);
  });

  it('a tool without an outputSchema cannot pass an outputSchema expectation vacuously', () => {
    const bare = { name: 't', inputSchema: { type: 'object' } } as unknown as JsonObject;
    expect(judgeCanary({ tool: 't', expect: { outputSchema: true } }, bare, { content: [], structuredContent: {} }).map((f) => f.rule)).toEqual(['canary-output-schema-missing']);
  });

  it('a deadline already past stops a text match as canary-match-timeout (a live hang is in canary/attacks.test.ts)', () => {
    const text = { content: [{ type: 'text', text: 'n=1' }] } as unknown as JsonObject;
    expect(judgeCanary({ tool: 't', expect: { text: '^n=' } }, tool as unknown as JsonObject, text, Date.now() - 1).map((f) => f.rule)).toEqual(['canary-match-timeout']);
  });
});

describe('canary registry', () => {
  it('has unique kebab-case ids, each with wording, each exercised above', () => {
    const text = readFileSync(new URL(import.meta.url), 'utf8');
    for (const r of CANARY_RULES) expect(text.split(r.id).length).toBeGreaterThan(1);
    expect(new Set(CANARY_RULES.map((r) => r.id)).size).toBe(CANARY_RULES.length);
    for (const r of CANARY_RULES) {
      expect(r.id).toMatch(/^canary(-[a-z]+)+$/);
      expect(r.message.length).toBeGreaterThan(20);
      expect(r.why.length).toBeGreaterThan(20);
    }
  });
});
