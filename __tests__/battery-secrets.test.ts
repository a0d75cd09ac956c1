// A hostile server echoing config secrets (env `${VAR}`, literal env, headers) into descriptions, server info, errors and stderr never gets them into any output; escape sequences never reach the terminal.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HOSTILE, NODE, QUICK, cli, firstLine, readJson, startHttp, tempDir, writeJson, type CliResult } from './helpers/cli-harness.js';
import type { Snapshot } from '../src/core/model.js';

const dir = tempDir('secrets');
const PLANTED = 'planted-s3cret-7f1e9a';
const LITERAL = 'literal-env-secret-42';
const HEADER = 'literal-header-secret-55';
const env = { PATH: process.env.PATH, SECRET_TOKEN: PLANTED };
const SECRETS = [PLANTED, LITERAL, HEADER];

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
    expect(echo.definition.description).toBe('I was started with API_KEY=*** PLAIN=*** *** ***');
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
      expect(r.stderr).toContain('hostile: my env is API_KEY=*** PLAIN=***');
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
