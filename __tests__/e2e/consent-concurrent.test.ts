// Four `consent --write` processes at once on one .claude/settings.json, one per server, each carrying its server's
// deny onto the tool's new name: every deny (old and carried) is in the file after every round, and each run's claim
// is true (a run that says it wrote its file left its carry there; one that did not land exits non-zero). The runs are
// released together by their live servers (barrier.mjs answers only once all four captures have started), so the race
// on the file is run by events, not by sleeps.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, NODE, SERVERS, tempDir, writeJson } from '../helpers/cli-harness.js';
import { cleanEnv, runProcess } from '../helpers/action-harness.js';
import { CLI } from '../helpers/dist.js';

const SERVERS_N = ['notes1', 'notes2', 'notes3', 'notes4'];
const ROUNDS = 8;
const BARRIER = path.join(SERVERS, 'barrier.mjs');
const SHIFTING = path.join(SERVERS, 'shifting.mjs');
const tool = (name: string) => ({ name, description: 'Read one note by id.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } });

describe('concurrent consent --write runs on one settings file', () => {
  it(`keeps every carried deny in ${ROUNDS} rounds of four runs at once, and each run's claim holds`, async () => {
    const dir = tempDir('consent-race');
    const home = path.join(dir, 'home');
    mkdirSync(home, { recursive: true });
    const before = path.join(dir, 'before.surface.json');
    const after = path.join(dir, 'after.surface.json');
    writeFileSync(before, JSON.stringify({ tools: [tool('read_note')] }));
    writeFileSync(after, JSON.stringify({ tools: [tool('fetch_note')] }));
    const base = path.join(dir, 'base.json');
    const snap = await cli(['snapshot', '--out', base, '--name', 'notes1', '--', NODE, SHIFTING, before], { cwd: dir });
    expect(snap.code).toBe(0);
    const froms = SERVERS_N.map((s) => {
      const file = path.join(dir, `${s}.json`);
      writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(base, 'utf8')), server: s }, null, 2));
      return file;
    });
    const settings = path.join(dir, '.claude', 'settings.json');
    mkdirSync(path.dirname(settings), { recursive: true });
    const original = SERVERS_N.map((s) => `mcp__${s}__read_note`);
    const env = { ...cleanEnv(), HOME: home };

    for (let round = 0; round < ROUNDS; round++) {
      const gate = path.join(dir, `barrier-${round}`);
      mkdirSync(gate);
      const config = writeJson(path.join(dir, `mcp-contract-${round}.json`), {
        servers: Object.fromEntries(SERVERS_N.map((s) => [s, { command: NODE, args: [BARRIER, gate, String(SERVERS_N.length), after], renames: { 'tool:read_note': 'tool:fetch_note' } }])),
      });
      writeFileSync(settings, `{\n  "permissions": {\n    "deny": [\n${original.map((d) => `      "${d}"`).join(',\n')}\n    ]\n  }\n}\n`);
      const runs = await Promise.all(
        SERVERS_N.map((s, i) => runProcess(NODE, [CLI, 'consent', '--config', config, '--from', froms[i], '--to', `live:${s}`, '--write', '--format', 'json'], { cwd: dir, env, timeoutMs: 120_000 })),
      );
      const deny = (JSON.parse(readFileSync(settings, 'utf8')) as { permissions: { deny: string[] } }).permissions.deny;
      // Nothing the user had is lost, whatever each run did.
      expect(deny).toEqual(expect.arrayContaining(original));
      runs.forEach((r, i) => {
        const carried = `mcp__${SERVERS_N[i]}__fetch_note`;
        if (r.exitCode === 0) {
          // Exit 0 says the deny's protection is in place: its carry is in the file, and the run said it wrote it.
          expect([SERVERS_N[i], r.stderr, deny.includes(carried)]).toEqual([SERVERS_N[i], '', true]);
          expect((JSON.parse(r.stdout) as { written: string[] }).written).toEqual([path.join('.claude', 'settings.json')]);
        } else {
          // A run that did not land says so, and claims no write.
          expect(r.stderr).toMatch(/settings\.json/);
        }
      });
      // With the lock, none has to give up: each carry lands.
      expect(runs.map((r) => r.exitCode)).toEqual([0, 0, 0, 0]);
      expect([...deny].sort()).toEqual([...original, ...SERVERS_N.map((s) => `mcp__${s}__fetch_note`)].sort());
    }
  });
});
