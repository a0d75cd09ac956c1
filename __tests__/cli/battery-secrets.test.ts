// A hostile server echoing config secrets (env `${VAR}`, headers, URL credentials) into descriptions, server info,
// errors and stderr never gets them into any output; config literals are not secrets and are never edited; escape
// sequences never reach the terminal.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOG, HOSTILE, NODE, QUICK, cli, closedPort, firstLine, readJson, startHttp, tempDir, writeJson, type CliResult } from '../helpers/cli-harness.js';
import type { Snapshot } from '../../src/core/shared/model.js';

const dir = tempDir('secrets');
const PLANTED = 'planted-s3cret-7f1e9a';
/** A literal in the committed config: not a secret (M11), so echoed as is. */
const LITERAL = 'production';
const HEADER = 'literal-header-secret-55';
/** A runner secret JSON must escape (M5). */
const QUOTED = 'q"uo\\te-s3cret-91';
const env = { PATH: process.env.PATH, SECRET_TOKEN: PLANTED, QUOTED_TOKEN: QUOTED };
const SECRETS = [PLANTED, HEADER];

function clean(...texts: string[]): void {
  for (const t of texts) for (const s of SECRETS) expect(t).not.toContain(s);
}

function all(r: CliResult): string[] {
  return [r.stdout, r.stderr];
}

const stdioServer = (extra: string[]) => ({
  command: NODE,
  args: [HOSTILE, '--echo-env=API_KEY,PLAIN', ...extra],
  env: { API_KEY: '${SECRET_TOKEN}', PLAIN: LITERAL },
  timeouts: QUICK,
});

describe('planted secrets never leak', () => {
  beforeAll(() => {
    writeJson(path.join(dir, 'base.json'), { servers: { h: { command: NODE, args: [HOSTILE], timeouts: QUICK, snapshot: 'base-snap.json' } } });
    writeJson(path.join(dir, 'echo.json'), { servers: { h: { ...stdioServer([]), snapshot: 'echo-snap.json' } } });
    writeJson(path.join(dir, 'errors.json'), { servers: { h: { ...stdioServer(['--echo-errors']), snapshot: 'errors-snap.json' } } });
  });

  it('stdio: the snapshot, its stdout and stderr hold no secret, though the server echoed them everywhere', async () => {
    expect((await cli(['snapshot', '--config', 'base.json'], { cwd: dir, env })).code).toBe(0);
    const r = await cli(['snapshot', '--config', 'echo.json'], { cwd: dir, env });
    expect(r.code).toBe(0);
    clean(...all(r));
    const text = readFileSync(path.join(dir, 'echo-snap.json'), 'utf8');
    clean(text);
    // The echo happened and was replaced, so this test can fail.
    const snap = JSON.parse(text) as Snapshot;
    const echo = snap.surfaces.default!.kinds.tool.items.find((i) => i.ref === 'tool:echo')!;
    expect(echo.definition.description).toBe(`I was started with API_KEY=*** PLAIN=${LITERAL} *** ${LITERAL}`);
    expect(snap.surfaces.default!.server!.instructions).toContain('API_KEY=***');
  });

  it('diff in text, markdown and json, and check --json: no secret', async () => {
    for (const format of ['text', 'markdown', 'json']) {
      const r = await cli(['diff', 'base-snap.json', 'echo-snap.json', '--format', format, '--out', `report-${format}.json`], { cwd: dir, env });
      expect(r.stdout.length).toBeGreaterThan(100);
      clean(...all(r), readFileSync(path.join(dir, `report-${format}.json`), 'utf8'));
    }
    const c = await cli(['check', '--config', 'echo.json', '--json'], { cwd: dir, env });
    expect(c.code).toBe(0);
    clean(...all(c));
  });

  it('stdio: secrets echoed into a JSON-RPC error and stderr stay out of the failure message and its detail', async () => {
    for (const cmd of ['snapshot', 'check']) {
      const r = await cli([cmd, '--config', 'errors.json'], { cwd: dir, env });
      expect(r.code).toBe(3);
      expect(firstLine(r)).toContain('prompts are down; my secrets are API_KEY=***');
      expect(r.stderr).toContain(`hostile: my env is API_KEY=*** PLAIN=${LITERAL}`);
      clean(...all(r));
    }
  });

  it('HTTP: headers from the config, echoed back by the server, never appear', async () => {
    const s = await startHttp(HOSTILE, ['--echo-headers']);
    try {
      const headers = { Authorization: 'Bearer ${SECRET_TOKEN}', 'X-Api-Key': HEADER };
      writeJson(path.join(dir, 'http.json'), { servers: { w: { url: s.url, transport: 'streamable-http', headers, timeouts: QUICK, snapshot: 'http-snap.json' } } });
      const r = await cli(['snapshot', '--config', 'http.json'], { cwd: dir, env });
      expect(r.code).toBe(0);
      const text = readFileSync(path.join(dir, 'http-snap.json'), 'utf8');
      expect(text).toContain('authorization: ***');
      expect(text).toContain('x-api-key: ***');
      clean(...all(r), text);
      const d = await cli(['diff', 'base-snap.json', 'http-snap.json', '--format', 'markdown'], { cwd: dir, env });
      clean(...all(d));
      // The same with the header given on the command line.
      const inline = await cli(['snapshot', '--out', 'inline.json', '--url', s.url, '--transport', 'streamable-http', '--header', `Authorization: Bearer ${PLANTED}`], { cwd: dir, env });
      expect(inline.code).toBe(0);
      clean(...all(inline), readFileSync(path.join(dir, 'inline.json'), 'utf8'));
    } finally {
      s.stop();
    }
  });
});

/** Every string in a JSON document, decoded: what a reader of the file or output sees. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) out.push(k), strings(v, out);
  return out;
}

describe('redaction on decoded values, config literals left alone (M5, M11)', () => {
  it('a secret holding a quote and a backslash is redacted in the snapshot and in check --json', async () => {
    writeJson(path.join(dir, 'quoted.json'), {
      servers: { h: { command: NODE, args: [HOSTILE, '--echo-env=API_KEY'], env: { API_KEY: '${QUOTED_TOKEN}' }, timeouts: QUICK, snapshot: 'quoted-snap.json' } },
    });
    const r = await cli(['snapshot', '--config', 'quoted.json'], { cwd: dir, env });
    expect(r.code).toBe(0);
    const snap = readJson<Snapshot>(path.join(dir, 'quoted-snap.json'));
    for (const s of strings(snap)) expect(s).not.toContain(QUOTED);
    expect(snap.surfaces.default!.kinds.tool.items.find((i) => i.ref === 'tool:echo')!.definition.description).toBe('I was started with API_KEY=*** ***');
    const c = await cli(['check', '--config', 'quoted.json', '--json'], { cwd: dir, env });
    expect(c.code).toBe(0);
    for (const s of strings(JSON.parse(c.stdout))) expect(s).not.toContain(QUOTED);
    expect(c.stdout).not.toContain(JSON.stringify(QUOTED).slice(1, -1));
  });

  it('literal env values ("100000", "production") are not secrets: the capture succeeds and enums and numbers keep their text', async () => {
    const file = writeJson(path.join(dir, 'enum-catalog.json'), {
      tools: [{ name: 'deploy', description: 'Deploy to production, at most 100000 rows.', inputSchema: { type: 'object', properties: { env: { type: 'string', enum: ['production', 'staging'] }, rows: { type: 'integer', default: 100000 } } } }],
    });
    writeJson(path.join(dir, 'enum.json'), { servers: { h: { command: NODE, args: [HOSTILE, `--catalog=${file}`], env: { LIMIT: '100000', MODE: 'production' }, timeouts: QUICK, snapshot: 'enum-snap.json' } } });
    const r = await cli(['snapshot', '--config', 'enum.json'], { cwd: dir, env });
    expect(r.code).toBe(0);
    const tool = readJson<Snapshot>(path.join(dir, 'enum-snap.json')).surfaces.default!.kinds.tool.items[0]!;
    expect(tool.definition.description).toBe('Deploy to production, at most 100000 rows.');
    expect(tool.definition.inputSchema).toMatchObject({ properties: { env: { enum: ['production', 'staging'] }, rows: { default: 100000 } } });
  });

  it('a number-like ${VAR} secret is redacted from strings without breaking the snapshot or printed JSON', async () => {
    const file = writeJson(path.join(dir, 'num-catalog.json'), { tools: [{ name: 'n', description: 'pin 424242 here', inputSchema: { type: 'object', properties: { p: { type: 'integer', default: 424242 } } } }] });
    writeJson(path.join(dir, 'num.json'), { servers: { h: { command: NODE, args: [HOSTILE, `--catalog=${file}`], env: { PIN: '${PIN}' }, timeouts: QUICK, snapshot: 'num-snap.json' } } });
    const r = await cli(['snapshot', '--config', 'num.json', '--json'], { cwd: dir, env: { ...env, PIN: '424242' } });
    expect(r.code).toBe(0);
    expect(() => JSON.parse(r.stdout) as unknown).not.toThrow();
    const tool = readJson<Snapshot>(path.join(dir, 'num-snap.json')).surfaces.default!.kinds.tool.items[0]!;
    expect(tool.definition.description).toBe('pin *** here');
    expect(tool.definition.inputSchema).toMatchObject({ properties: { p: { default: 424242 } } });
  });
});

describe('${VAR} in url and args, URL credentials, init --url (M5)', () => {
  it('expands ${VAR} in args: the server reads the file the variable names', async () => {
    const file = writeJson(path.join(dir, 'args-catalog.json'), { tools: [{ name: 'from_args', inputSchema: { type: 'object' } }] });
    // An SDK server: slower to start than the hand-rolled one, so roomier bounds than QUICK.
    writeJson(path.join(dir, 'args.json'), { servers: { h: { command: NODE, args: [CATALOG, '${CATALOG_FILE}'], timeouts: { initializeMs: 10_000, requestMs: 10_000, totalMs: 30_000 }, snapshot: 'args-snap.json' } } });
    const r = await cli(['snapshot', '--config', 'args.json'], { cwd: dir, env: { ...env, CATALOG_FILE: file } });
    expect(r.code).toBe(0);
    expect(readJson<Snapshot>(path.join(dir, 'args-snap.json')).surfaces.default!.kinds.tool.items.map((i) => i.ref)).toEqual(['tool:from_args']);
  });

  it('expands ${VAR} in url: the port and a query key come from the runner, the key appears nowhere', async () => {
    const s = await startHttp(HOSTILE, []);
    try {
      writeJson(path.join(dir, 'url.json'), { servers: { w: { url: `http://127.0.0.1:\${MCP_PORT}/mcp?key=\${SECRET_TOKEN}`, transport: 'streamable-http', timeouts: QUICK, snapshot: 'url-snap.json' } } });
      const r = await cli(['snapshot', '--config', 'url.json'], { cwd: dir, env: { ...env, MCP_PORT: String(s.port) } });
      expect(firstLine(r)).toBe('');
      expect(r.code).toBe(0);
      clean(...all(r), readFileSync(path.join(dir, 'url-snap.json'), 'utf8'));
    } finally {
      s.stop();
    }
  });

  it('URL credentials never appear in an error', async () => {
    const port = await closedPort();
    const password = 'pa55-userinfo-77';
    writeJson(path.join(dir, 'userinfo.json'), { servers: { w: { url: `http://alice:${password}@127.0.0.1:${port}/mcp`, transport: 'streamable-http', timeouts: QUICK } } });
    const r = await cli(['snapshot', '--config', 'userinfo.json'], { cwd: dir, env });
    expect(r.code).toBe(3);
    expect(firstLine(r)).toMatch(/server "w"/);
    expect(`${r.stdout}${r.stderr}`).not.toContain(password);
  });

  it('init --url writes ${VAR} references, never a query-string key, into the config', async () => {
    const s = await startHttp(HOSTILE, []);
    const initDir = tempDir('init-url');
    const key = 'k3y-in-query-0a9f';
    try {
      const r = await cli(['init', '--url', `${s.url}?api_key=${key}&toolsets=all`, '--transport', 'streamable-http'], { cwd: initDir, env });
      expect(r.code).toBe(0);
      const text = readFileSync(path.join(initDir, 'mcp-contract.json'), 'utf8');
      expect(text).not.toContain(key);
      expect(text).toContain('api_key=${MCP_QUERY_API_KEY}&toolsets=all');
      expect(r.stdout).toContain('MCP_QUERY_API_KEY');
      expect(`${r.stdout}${r.stderr}`).not.toContain(key);
    } finally {
      s.stop();
    }
  });
});

describe('escape sequences from the server never reach the terminal', () => {
  const ESC = '\u001b';
  const catalog = {
    tools: [
      { name: `red${ESC}[31mtool`, description: `${ESC}[2J${ESC}]0;pwned${ESC}\\ wipes the screen`, inputSchema: { type: 'object' } },
      { name: 'plain', description: `${ESC}[8mhidden text${ESC}[0m`, inputSchema: { type: 'object' } },
    ],
    stderr: `${ESC}[2J${ESC}[31mFATAL${ESC}[0m`,
  };

  it('text diff and check output carry no ESC; the names are still recognisable', async () => {
    const file = writeJson(path.join(dir, 'ansi-catalog.json'), catalog);
    writeJson(path.join(dir, 'ansi.json'), { servers: { h: { command: NODE, args: [HOSTILE, `--catalog=${file}`], timeouts: QUICK, snapshot: 'ansi-snap.json' } } });
    const snap = await cli(['snapshot', '--config', 'ansi.json'], { cwd: dir });
    expect(snap.code).toBe(0);
    // The snapshot keeps the exact bytes; only display is cleaned.
    expect(readJson<Snapshot>(path.join(dir, 'ansi-snap.json')).surfaces.default!.kinds.tool.items.map((i) => i.ref)).toContain(`tool:red${ESC}[31mtool`);
    const d = await cli(['diff', 'base-snap.json', 'ansi-snap.json'], { cwd: dir });
    expect(d.stdout).toContain('tool:redtool');
    expect(d.stdout).toContain('U+001B');
    expect(d.stdout).not.toContain(ESC);
    writeJson(path.join(dir, 'ansi-catalog.json'), { ...catalog, tools: catalog.tools.slice(1) });
    const c = await cli(['check', '--config', 'ansi.json'], { cwd: dir });
    expect(c.code).toBe(1);
    expect(c.stdout).not.toContain(ESC);
  });

  it('an error message and stderr tail full of escapes are printed clean', async () => {
    const file = writeJson(path.join(dir, 'ansi-err.json'), { ...catalog, promptsError: `${ESC}[2J${ESC}[1;31mboom${ESC}[0m${ESC}]8;;http://evil.example${ESC}\\click${ESC}]8;;${ESC}\\` });
    writeJson(path.join(dir, 'ansi-err-config.json'), { servers: { h: { command: NODE, args: [HOSTILE, `--catalog=${file}`], timeouts: QUICK } } });
    const r = await cli(['snapshot', '--config', 'ansi-err-config.json'], { cwd: dir });
    expect(r.code).toBe(3);
    expect(firstLine(r)).toMatch(/prompts\/list page 1: MCP error -32603: boomclick$/);
    expect(r.stderr).toContain('FATAL');
    expect(r.stderr).not.toContain(ESC);
  });
});
