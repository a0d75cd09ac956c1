// The matcher counts a change's context cost as the CLI does (issue 51): the same drift gives the same tokens, counted
// with o200k_base, in a failed toMatchMcpContract / toHaveNoMcpDrift message and in `mcp-contract diff`; a config
// that turns the hosts off counts nothing in either.
import path from 'node:path';
import { captureServer, writeSnapshot } from '../../src/api/index.js';
import { haveNoMcpDrift, matchMcpContract } from '../../src/testing/matchers.js';
import { CATALOG, NODE, cli, tempDir, tool, writeJson } from '../helpers/cli-harness.js';

const JEST = { updateCommand: 'npx jest -u' };
const dir = tempDir('matcher-cost');
const long = 'Search the notes by words, tags and dates; return every match with its title, tags, body and the time it was last edited.';

/** The context-cost line(s) of a drift text: what it costs, and how it was counted. */
const costLines = (text: string): string[] => text.split('\n').filter((l) => l.includes('context cost on'));

describe('the context cost of one change, in the matcher and in the CLI', () => {
  let base: string;
  let head: string;
  beforeAll(async () => {
    const v1 = writeJson(path.join(dir, 'v1.json'), { serverInfo: { name: 'notes', version: '1.0.0' }, tools: [tool('search')] });
    const v2 = writeJson(path.join(dir, 'v2.json'), { serverInfo: { name: 'notes', version: '1.0.0' }, tools: [{ ...tool('search'), description: long }, tool('fetch')] });
    base = path.join(dir, 'base.json');
    head = path.join(dir, 'head.json');
    await writeSnapshot(base, await captureServer([NODE, CATALOG, v1], { name: 'notes' }));
    await writeSnapshot(head, await captureServer([NODE, CATALOG, v2], { name: 'notes' }));
  });

  it('toMatchMcpContract, toHaveNoMcpDrift and `mcp-contract diff` print the same cost, counted with o200k_base', async () => {
    const { readSnapshot } = await import('../../src/api/index.js');
    const live = await readSnapshot(head, 'head.json');
    const matched = await matchMcpContract({}, JEST, live, 'base.json', { baseDir: dir });
    const drift = await haveNoMcpDrift(live, 'base.json', { baseDir: dir, failOn: 'safe' });
    const diff = await cli(['diff', base, head, '--fail-on', 'none'], { cwd: dir });
    const fromCli = costLines(diff.stdout);
    expect(fromCli).toEqual([expect.stringContaining('o200k_base')]);
    // The matcher's head is labelled "live"/"head" where the CLI names files: the cost figures and the count are what is compared.
    const figures = (l: string) => l.replace(/^\s+/, '').replace(/most from .*? \(/, '(');
    expect(matched.pass).toBe(false);
    expect(costLines(matched.message()).map(figures)).toEqual(fromCli.map(figures));
    expect(drift.pass).toBe(false);
    expect(costLines(drift.message()).map(figures)).toEqual(fromCli.map(figures));
    expect(matched.message()).not.toContain('characters / 4');
  });

  it('with the hosts turned off in the config, neither counts a cost', async () => {
    const { readSnapshot } = await import('../../src/api/index.js');
    const live = await readSnapshot(head, 'head.json');
    const matched = await matchMcpContract({}, JEST, live, 'base.json', { baseDir: dir, config: { hosts: [] } });
    expect(matched.pass).toBe(false);
    expect(costLines(matched.message())).toEqual([]);
  });
});
