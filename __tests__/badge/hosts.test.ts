// The host badge: which configured hosts accept every tool of the committed contract, from real published tools (the
// Notion MCP server's, as it listed them), coloured by what a refusal costs, drawn by `badge --hosts` into badges/hosts/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { diffSnapshots } from '../../src/api/diff.js';
import { renderBadgeSvg } from '../../src/badge/badge.js';
import { hostBadgeData } from '../../src/badge/hosts.js';
import type { Config } from '../../src/core/shared/config.js';
import type { JsonObject } from '../../src/core/shared/model.js';
import { snapshotFrom } from '../helpers/classify-fixtures.js';
import { catalogServer, cli, readJson, tempDir, writeJson } from '../helpers/cli-harness.js';

const notion = (JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'renames', 'notion-2.0.0.json'), 'utf8')).tools as JsonObject[]).slice(0, 6);
const acceptance = (tools: JsonObject[], config: Config = {}) => {
  const s = snapshotFrom({ surfaces: { default: { tools } } });
  return diffSnapshots(s, s, { config }).hosts!.hosts;
};

describe('host badge', () => {
  it('is green, one tick per default host, when every host accepts every real Notion tool', () => {
    expect(hostBadgeData({ hosts: acceptance(notion) })).toEqual({ schemaVersion: 1, label: 'mcp hosts', message: 'anthropic ✓ openai ✓ mcp-http ✓', color: 'brightgreen' });
  });

  it('is red with the count of refused tools when a host that fails the whole request refuses one', () => {
    const anyOf = { ...notion[0], inputSchema: { anyOf: [notion[0].inputSchema, { type: 'object' }] } };
    const data = hostBadgeData({ hosts: acceptance([anyOf, ...notion.slice(1)]) });
    expect(data).toMatchObject({ message: 'anthropic ✗ 1 openai ✗ 1 mcp-http ✓', color: 'red' });
    expect(renderBadgeSvg(data)).toContain('anthropic ✗ 1');
  });

  it('is yellow when only a host that drops the tool refuses it (an x-mcp-header on a number)', () => {
    const header = structuredClone(notion[1]);
    const props = (header.inputSchema as JsonObject).properties as JsonObject;
    props.ratio = { type: 'number', 'x-mcp-header': 'Ratio' };
    expect(hostBadgeData({ hosts: acceptance([notion[0], header]) })).toMatchObject({ message: 'anthropic ✓ openai ✓ mcp-http ✗ 1', color: 'yellow' });
  });

  it('mcp-contract badge --hosts draws badges/hosts/<server>.svg and .json from the configured hosts', async () => {
    const dir = tempDir('host-badge');
    const catalog = writeJson(path.join(dir, 'catalog.json'), { tools: notion });
    writeJson(path.join(dir, 'mcp-contract.json'), { servers: { notion: catalogServer(catalog) }, hosts: ['anthropic', 'gemini'] });
    expect((await cli(['snapshot'], { cwd: dir })).code).toBe(0);
    const r = await cli(['badge', '--hosts'], { cwd: dir });
    expect(r.code).toBe(0);
    // Gemini's `parameters` subset refuses the $defs and additionalProperties every Notion tool carries.
    const endpoint = readJson<{ message: string; color: string }>(path.join(dir, 'badges', 'hosts', 'notion.json'));
    expect(endpoint).toEqual({ schemaVersion: 1, label: 'mcp hosts', message: `anthropic ✓ gemini ✗ ${notion.length}`, color: 'red' });
    expect(readFileSync(path.join(dir, 'badges', 'hosts', 'notion.svg'), 'utf8')).toMatch(/^<svg/);
    expect(r.stdout).toContain(`notion: mcp hosts | anthropic ✓ gemini ✗ ${notion.length} (red) -> badges/hosts/notion.svg, badges/hosts/notion.json`);
    // Without --hosts only the contract badge is drawn, as before.
    const plain = await cli(['badge', '--svg', 'out/b.svg', '--endpoint', 'out/b.json'], { cwd: dir });
    expect(plain.stdout).not.toContain('mcp hosts');
  });
});
