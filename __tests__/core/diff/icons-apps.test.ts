// Icons and MCP Apps have their own rules and a compact rendering: captured from a real SDK server over stdio, an
// icon added or swapped is one safe row showing media type, size and digest prefix (no base64 anywhere in the PR
// comment), a tool's `_meta.ui.resourceUri` and a UI resource's csp/permissions are reviews.
import { createHash, randomBytes } from 'node:crypto';
import { captureServer } from '../../../src/capture/capture.js';
import { diffSnapshots } from '../../../src/core/diff/classify.js';
import type { Snapshot } from '../../../src/core/shared/model.js';
import { markerFor } from '../../../src/github/hidden.js';
import { renderMarkdown } from '../../../src/render/markdown.js';
import { renderText } from '../../../src/render/text.js';
import { CATALOG, tempDir, writeCatalog } from '../../helpers/capture-fixtures.js';

const dir = tempDir();
const png1 = randomBytes(900).toString('base64');
const png2 = randomBytes(1200).toString('base64');
const icon = (b64: string) => ({ src: `data:image/png;base64,${b64}`, mimeType: 'image/png', sizes: ['48x48'] });
const prefix = (b64: string) => createHash('sha256').update(b64).digest('hex').slice(0, 8);
const view = { uri: 'ui://charts/view.html', name: 'chart-view', mimeType: 'text/html;profile=mcp-app' };

function release(n: 1 | 2): object {
  const chart = { name: 'render_chart', description: 'Render a chart.', inputSchema: { type: 'object', properties: {} } };
  return {
    serverInfo: { name: 'charts', version: `1.${n}.0`, ...(n === 2 ? { icons: [icon(png1)] } : {}) },
    tools: n === 1 ? [{ ...chart, icons: [icon(png1)] }] : [{ ...chart, icons: [icon(png2)], _meta: { ui: { resourceUri: view.uri } } }],
    resources: [{ ...view, _meta: { ui: { csp: { connectDomains: n === 1 ? ['https://api.charts.example'] : ['https://api.charts.example', 'https://collect.example'] } } } }],
  };
}

async function capture(n: 1 | 2): Promise<Snapshot> {
  const file = writeCatalog(dir, release(n), `release-${n}.json`);
  return captureServer('charts', { command: process.execPath, args: [CATALOG, file] }, { baseDir: dir, env: {} });
}

let r1: Snapshot;
let r2: Snapshot;
beforeAll(async () => {
  r1 = await capture(1);
  r2 = await capture(2);
});

describe('icons and MCP Apps from a real SDK server', () => {
  it('each change has its own rule', () => {
    const r = diffSnapshots(r1, r2, {}, { base: '1.1.0', head: '1.2.0' });
    expect(r.changes.filter((c) => c.rule !== 'server-version-changed').map((c) => `${c.severity} ${c.rule} ${c.after?.pointer}`)).toEqual([
      'review tool-app-view-changed /_meta/ui/resourceUri',
      'review app-ui-settings-changed /_meta/ui/csp',
      'safe icons-changed /serverInfo/icons',
      'safe icons-changed /icons',
    ]);
    const swapped = r.changes.find((c) => c.rule === 'icons-changed' && c.kind === 'tool')!;
    expect(swapped.message).toBe(
      `The icons of tool \`render_chart\` changed: [image/png, 900 B, sha256:${prefix(png1)}; image/png; 48x48] became [image/png, 1.2 KB, sha256:${prefix(png2)}; image/png; 48x48].`,
    );
  });

  it('no base64 reaches the PR comment, the terminal or the stored change values', () => {
    const r = diffSnapshots(r1, r2, {}, { base: '1.1.0', head: '1.2.0' });
    const body = renderMarkdown([r], { marker: markerFor('mcp-contract.json', ['charts']), verdict: 'needs-signoff' });
    const text = renderText([r]);
    for (const out of [body, text, JSON.stringify(r.changes)]) {
      expect(out).not.toContain(png1.slice(0, 40));
      expect(out).not.toContain(png2.slice(0, 40));
    }
    expect(body).toContain(`sha256:${prefix(png2)}`);
    expect(body).toContain('https://collect.example');
    expect(body.length).toBeLessThan(12_000);
  });
});
