// Bad host config is one line and exit 2 (the config schema refuses it); a good one changes which hosts a diff checks.
import path from 'node:path';
import { cli, tempDir, writeJson } from '../helpers/cli-harness.js';
import { snapshotFrom } from '../helpers/classify-fixtures.js';
import { serializeSnapshot } from '../../src/storage/snapshot-file.js';
import { writeFileSync } from 'node:fs';

const tool = { name: 'search', description: 'Search.', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } };

describe('hosts in the config', () => {
  const dir = tempDir('hosts-config-');
  writeFileSync(path.join(dir, 'a.json'), serializeSnapshot(snapshotFrom({ surfaces: { default: { tools: [tool] } } })));

  it.each([
    ['an unknown host name', { hosts: ['claude'] }, /^mcp-contract: bad\.json: \/hosts.*/],
    ['an unknown severity for a host', { hosts: { gemini: 'fatal' } }, /^mcp-contract: bad\.json: \/hosts.*/],
    ['a malformed budget', { policy: { contextBudget: { tokens: -5 } } }, /^mcp-contract: bad\.json: \/policy\/contextBudget\/tokens.*/],
  ])('%s: one line, exit 2, no stack', async (_what, config, line) => {
    writeJson(path.join(dir, 'bad.json'), config);
    const r = await cli(['diff', 'a.json', 'a.json', '--config', 'bad.json'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr.trim()).toMatch(line);
  });

  it('a valid hosts list and budget are accepted, and the JSON report carries the evidence', async () => {
    writeJson(path.join(dir, 'good.json'), { hosts: { anthropic: 'review', gemini: 'breaking', 'mcp-http': 'off' }, policy: { contextBudget: { tokens: 5000, growthPercent: 20 } } });
    const r = await cli(['diff', 'a.json', 'a.json', '--config', 'good.json', '--format', 'json'], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([0, '']);
    const report = JSON.parse(r.stdout);
    expect(report.hosts.hosts.map((h: { host: string }) => h.host)).toEqual(['anthropic', 'gemini']);
    expect(report.hosts.cost.surfaces[0]).toMatchObject({ surface: 'default', tools: 1 });
  });
});
