// Canaries against a hostile server: a backtracking pattern on text the server chose ends at timeouts.totalMs as
// `canary-match-timeout` (the `text` expectation and the outputSchema's own `pattern` alike), never a hang; a tool
// marked destructiveHint: true is never called without allowSideEffects, whatever readOnlyHint says; and in CI a
// side-effect grant counts only when the base config makes it too.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NODE, SERVERS, cli, commitAll, gitInit, hasStack, tempDir, writeJson } from '../helpers/cli-harness.js';
import { judgeCanary } from '../../src/canary/expect.js';

const HOSTILE = path.join(SERVERS, 'canary-hostile.mjs');
const TIMEOUTS = { initializeMs: 5000, requestMs: 5000, totalMs: 4000 };
const env = { PATH: process.env.PATH };

function config(dir: string, canaries: unknown[]): void {
  writeJson(path.join(dir, 'mcp-contract.json'), {
    servers: { h: { command: NODE, args: [HOSTILE, `--calls-file=${path.join(dir, 'calls.txt')}`], timeouts: TIMEOUTS, canaries } },
  });
}

function calls(dir: string): string[] {
  const f = path.join(dir, 'calls.txt');
  return existsSync(f) ? readFileSync(f, 'utf8').trim().split('\n').filter(Boolean) : [];
}

describe('a canary cannot run past totalMs', () => {
  it('judging alone: a backtracking `text` pattern past its deadline is canary-match-timeout', () => {
    const failures = judgeCanary({ tool: 't', expect: { text: '^(a+)+$' } }, { name: 't' }, { content: [{ type: 'text', text: `${'a'.repeat(34)}!` }] }, Date.now() + 300);
    expect(failures).toEqual([{ rule: 'canary-match-timeout', params: { tool: 't' } }]);
    // An ordinary pattern is judged as before.
    expect(judgeCanary({ tool: 't', expect: { text: '^a+!$' } }, { name: 't' }, { content: [{ type: 'text', text: 'aaa!' }] }, Date.now() + 5000)).toEqual([]);
  });

  it.each([
    ['the text expectation', { text: '^(a+)+$' }],
    ["the server's own outputSchema pattern", { outputSchema: true }],
  ])('check against a server answering a…a!: %s ends as canary-match-timeout', async (_, expectation) => {
    const dir = tempDir('canary-redos');
    config(dir, [{ tool: 'echo_a', expect: expectation }]);
    const r = await cli(['check', '--update'], { cwd: dir, env });
    expect(hasStack(r.stderr)).toBe(false);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('h: canary 0 (tool echo_a, surface default) failed: canary-match-timeout: Judging the result of `echo_a` was stopped at timeouts.totalMs');
  });
});

describe('destructiveHint: true is never a canary without allowSideEffects', () => {
  it('refused before any call, even though the tool also claims readOnlyHint: true', async () => {
    const dir = tempDir('canary-destructive');
    config(dir, [{ tool: 'wipe', expect: { text: 'wiped' } }]);
    const r = await cli(['check', '--update'], { cwd: dir, env });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'mcp-contract: mcp-contract.json: /servers/h/canaries/0: tool "wipe" is annotated destructiveHint: true; a canary may call it only with "allowSideEffects": true and a "reason"\n',
    );
    expect(calls(dir)).toEqual([]);
  });

  it('outside CI, allowSideEffects with a reason in the config lets it run', async () => {
    const dir = tempDir('canary-destructive-ok');
    config(dir, [{ tool: 'wipe', allowSideEffects: true, reason: 'test tenant', expect: { text: 'wiped' } }]);
    const r = await cli(['check', '--update'], { cwd: dir, env });
    expect(r.stdout).toContain('h: canary 0 (tool wipe, surface default): observed the expected result on this run');
    expect(calls(dir)).toEqual(['wipe']);
  });
});

describe('in CI, side-effect permission comes from the base config', () => {
  const GRANT = { tool: 'wipe', allowSideEffects: true, reason: 'test tenant', expect: { text: 'wiped' } };

  function repo(baseCanaries: unknown[]): string {
    const dir = tempDir('canary-ci');
    gitInit(dir);
    config(dir, baseCanaries);
    commitAll(dir, 'base');
    return dir;
  }

  it('a PR that grants itself allowSideEffects is refused, naming the base; nothing is called', async () => {
    const dir = repo([]);
    config(dir, [GRANT]);
    const r = await cli(['check', '--update', '--base', 'main'], { cwd: dir, env: { ...env, CI: 'true' } });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'mcp-contract: mcp-contract.json: /servers/h/canaries/0: tool "wipe" may have side effects; in CI side-effect permission comes from the base config, and git:main:mcp-contract.json does not grant it for this tool\n',
    );
    expect(calls(dir)).toEqual([]);
  });

  it('on a pull_request run the base is origin/$GITHUB_BASE_REF; none readable means refused', async () => {
    const dir = repo([]);
    config(dir, [GRANT]);
    const r = await cli(['check', '--update'], { cwd: dir, env: { ...env, GITHUB_ACTIONS: 'true', GITHUB_BASE_REF: 'main' } });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('git:origin/main:mcp-contract.json (git:origin/main:');
    const none = await cli(['check', '--update'], { cwd: dir, env: { ...env, CI: 'true' } });
    expect(none.stderr).toContain('and no base config (pass --base REF) does not grant it');
    expect(calls(dir)).toEqual([]);
  });

  it('a grant the base already made runs', async () => {
    const dir = repo([GRANT]);
    const r = await cli(['check', '--update', '--base', 'main'], { cwd: dir, env: { ...env, CI: 'true' } });
    expect(r.stdout).toContain('h: canary 0 (tool wipe, surface default): observed the expected result on this run');
    expect(calls(dir)).toEqual(['wipe']);
  });
});
