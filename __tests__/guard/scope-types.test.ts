// A scope is not bypassed by type confusion (issue 50 item 4): the documented scope `{"properties":{"path":{"pattern":
// "^/srv/"}}}` bounds a path whatever shape the call gives it. Through the one-server guard over a real upstream
// (fixtures/servers/shifting.mjs), a client that cannot be asked: an array or an object in place of the path, arguments
// that are no object, a missing required path, and `..` segments that leave /srv/ are refused before the upstream
// sees them; the honest calls beside them still go through.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { cli } from '../helpers/cli-harness.js';
import { approvedShifting, type ShiftingSetup } from '../helpers/guard-harness.js';
import { startInProcess, type InProcess } from '../helpers/guard-inprocess.js';
import { textOf } from '../helpers/gateway-inprocess.js';
import { SCOPE_SURFACE } from '../helpers/scope-fixtures.js';
import { waitFor } from '../helpers/poll.js';
import type { CallDecision } from '../../src/guard/call-decision.js';

/** The scope docs/gateway.md shows, as a person would type it (no `type`). */
const DOCS_SCOPE = { properties: { path: { pattern: '^/srv/' } } };

function calls(s: ShiftingSetup): string[] {
  try {
    return readFileSync(`${s.surface}.calls`, 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

describe('guard: a scope holds whatever type the arguments take', () => {
  let s: ShiftingSetup;
  let g: InProcess | undefined;
  const decisions: CallDecision[] = [];
  afterEach(async () => {
    await g?.close();
    g = undefined;
    decisions.length = 0;
  });

  /** The guard over the scope fixture, `tool` approved with `scope`. */
  async function start(tool: string, scope: unknown): Promise<InProcess> {
    s = await approvedShifting('guard-scope-types', SCOPE_SURFACE);
    g = await startInProcess({ approved: s.approved, storeDir: s.store, server: { command: process.execPath, args: [path.join(import.meta.dirname, '..', 'fixtures', 'servers', 'shifting.mjs'), s.surface] }, onCall: (d) => decisions.push(d) });
    await g.client.listTools();
    const r = await cli(['approve', `tool:${tool}`, '--store', s.store, '--scope', JSON.stringify(scope)], { cwd: s.dir, now: new Date() });
    expect(r.code).toBe(0);
    await waitFor(() => g!.guard.publication.record(`tool:${tool}`)?.approval?.scope !== undefined, { what: 'the scoped approval' });
    return g;
  }

  /** A raw tools/call (the SDK's callTool would not send arguments that are no object), settled to its text or error. */
  async function call(name: string, params: Record<string, unknown>): Promise<{ ok: string } | { refused: string }> {
    return g!.client.request({ method: 'tools/call', params: { name, ...params } }, CallToolResultSchema).then(
      (r) => ({ ok: textOf(r) }),
      (e: unknown) => ({ refused: (e as Error).message }),
    );
  }

  it('refuses a path given as an array or an object, a missing required path, and .. segments leaving /srv/; honest paths pass', async () => {
    await start('write_file', DOCS_SCOPE);
    const attacks: Array<Record<string, unknown>> = [
      { path: ['/etc/passwd'], text: 'x' },
      { path: { toString: '/etc/passwd' }, text: 'x' },
      { text: 'x' },
      { path: '/srv/../etc/passwd', text: 'x' },
      { path: '/srv/a/../../etc/passwd' },
      { path: '/srv/..' },
      { path: '/srv/..\\..\\windows' },
    ];
    for (const args of attacks) {
      const r = await call('write_file', { arguments: args });
      expect(r).toEqual({ refused: expect.stringMatching(/a call to tool:write_file is outside its approved scope \(.+\); refused$/) as unknown as string });
    }
    expect(calls(s)).toEqual([]);
    expect(decisions.map((d) => d.outcome)).toEqual(attacks.map(() => 'refused-out-of-scope'));
    // Beside them, the honest calls: a path under /srv/, dots inside a name, a plain relative segment.
    for (const p of ['/srv/a.txt', '/srv/a..b/c', '/srv/notes/.hidden', '/srv/x/./y']) expect(await call('write_file', { arguments: { path: p, text: 'x' } })).toEqual({ ok: `write_file {"path":${JSON.stringify(p)},"text":"x"}` });
    expect(calls(s)).toHaveLength(4);
  });

  it('refuses arguments that are an array, a string or null, for any tool, scoped or not; absent arguments are none', async () => {
    await start('write_file', DOCS_SCOPE);
    for (const name of ['write_file', 'read_file'])
      for (const bad of [['/etc/passwd'], '/etc/passwd', null]) {
        const r = await call(name, { arguments: bad });
        expect(r).toEqual({ refused: expect.stringMatching(new RegExp(`a call to tool:${name} carries arguments that are no JSON object; refused`)) as unknown as string });
      }
    expect(calls(s)).toEqual([]);
    expect(decisions.every((d) => d.outcome === 'refused-out-of-scope' && d.rule === '/ type')).toBe(true);
    expect(decisions).toHaveLength(6);
    // Honest: read_file (no scope) with its arguments, or with none.
    expect(await call('read_file', { arguments: { path: '/etc/hosts' } })).toEqual({ ok: 'read_file {"path":"/etc/hosts"}' });
    expect(await call('read_file', {})).toEqual({ ok: 'read_file {}' });
  });

  it('a pattern bounds a string even where the tool\'s own schema leaves the property untyped', async () => {
    // tally declares {type: object} and no properties: only the scope speaks for `path` here.
    await start('tally', DOCS_SCOPE);
    for (const args of [{ path: ['/etc/passwd'] }, { path: { toString: '/etc/passwd' } }, { path: 7 }]) expect(await call('tally', { arguments: args })).toEqual({ refused: expect.stringMatching(/tool:tally is outside its approved scope \(\/path type\); refused$/) as unknown as string });
    expect(calls(s)).toEqual([]);
    expect(await call('tally', { arguments: { path: '/srv/x' } })).toHaveProperty('ok');
    expect(await call('tally', { arguments: {} })).toHaveProperty('ok');
    expect(calls(s)).toEqual(['tally', 'tally']);
  });
});
