// Issue 54 item 5 in the console, in Chromium over real HTTP: each server says where its approvals came from (a
// verified signed release with its release, signer and statement; first use of a snapshot; a person, who and when),
// and a server whose newer release is listed and verified says so. Text the signer, the registry or a reviewer's
// --by controls is placed as text: markup in the signing workflow's file name and in --by renders nothing.
// Real parts: a package signed through the test Sigstore, the loopback registries, a real gateway (in-process) over
// two installs of it, then the console on its store.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startConsole, type RunningConsole } from '../../src/console/server.js';
import { writableStore } from '../../src/console/store-access.js';
import { cli, NODE, tempDir, writeJson } from '../helpers/cli-harness.js';
import { startGatewayInProcess, toolNames } from '../helpers/gateway-inprocess.js';
import { consumerInstall, integrityOf, NAME, PKG, releaseSigned, startRegistries, VERSION, type Registries } from '../helpers/signed-release.js';
import { startTestSigstore, type TestSigstore } from '../helpers/test-sigstore.js';
import { launchChromium, screenshot, withChromium } from '../helpers/chromium.js';

const maybe = withChromium('console/sources-browser.test.ts');
const WORKFLOW_MARKUP = '.github/workflows/<img src=x onerror=window.__pwned=1>.yml';
const BY_MARKUP = '<b onclick="window.__pwned=2">Dana</b>';

maybe('the console shows where each server\'s approvals came from', () => {
  let sigstore: TestSigstore;
  let reg: Registries;
  let c: RunningConsole;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    sigstore = await startTestSigstore();
    reg = await startRegistries();
    const m = await releaseSigned(sigstore, { workflow: WORKFLOW_MARKUP });
    expect(m.code).toBe(0);
    reg.npm.set(`${PKG}@${VERSION}`, integrityOf(m.tarball));
    reg.entries.set(`${NAME}@${VERSION}`, { server: JSON.parse(readFileSync(m.serverJsonPath, 'utf8')), status: 'active' });
    const next = await releaseSigned(sigstore, { version: '1.3.0', bundleUrl: `${reg.url}/files/next.sigstore.json` });
    reg.files.set('next.sigstore.json', JSON.parse(readFileSync(next.bundlePath, 'utf8')));
    reg.entries.set(`${NAME}@1.3.0`, { server: JSON.parse(readFileSync(next.serverJsonPath, 'utf8')), status: 'active' });
    const rootFile = writeJson(path.join(tempDir('root'), 'trusted_root.json'), sigstore.trustedRoot);

    const dir = tempDir('console-sources');
    const install = () => [path.join(consumerInstall(path.join(m.dir, 'pkg'), integrityOf(m.tarball)), 'node_modules', PKG, 'index.mjs')];
    const plain = { command: NODE, args: install() };
    writeJson(path.join(dir, 'mcp-contract.json'), { servers: { plain } });
    expect((await cli(['snapshot', '--config', 'mcp-contract.json'], { cwd: dir, env: { PATH: process.env.PATH } })).code).toBe(0);
    const config = writeJson(path.join(dir, 'mcp-contract.json'), { servers: { plain, signed: { command: NODE, args: install(), approved: `registry:${NAME}@${VERSION}`, releaseBundle: m.bundlePath } } });
    const store = path.join(dir, 'store');
    const gw = await startGatewayInProcess(['--config', config, '--store', store, '--registry-url', `${reg.url}/mcp`, '--npm-registry', `${reg.url}/npm`, '--trusted-root', rootFile], { cwd: dir });
    expect(await toolNames(await gw.legacy())).toHaveLength(6);
    await gw.close();
    const approved = await cli(['approve', '--store', store, '--server', 'plain', 'tool:read_note', '--by', BY_MARKUP], { cwd: dir, env: { PATH: process.env.PATH } });
    expect(approved.code).toBe(0);

    c = await startConsole({ host: '127.0.0.1', port: 0, storeDir: store, key: await writableStore(store), config, configLabel: 'mcp-contract.json', home: dir, version: 'test', now: () => new Date(), log: () => undefined });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(c.loginUrl);
    await page.locator('section[data-source]').first().waitFor();
  });

  afterAll(async () => {
    await page?.close();
    await browser?.close();
    await c?.close();
    await reg?.close();
    await sigstore?.close();
  });

  it('a signed member: the release, its signer (markup as text) and statement, and the newer release listed', async () => {
    await page.locator('button.server-link[data-server="signed"]').click();
    const panel = page.locator('main[data-server="signed"] section[data-source="signed-release"]');
    await panel.waitFor();
    expect(await panel.locator('h3').textContent()).toBe('Approved from a verified signed release');
    const baseline = (await panel.locator('dd[data-baseline]').textContent()) ?? '';
    expect(baseline).toContain(`a verified signed release: ${NAME}@${VERSION} from ${reg.url}/mcp, signed by https://github.com/acme/notes/${WORKFLOW_MARKUP}@refs/tags/v1.2.0, statement sha256:`);
    expect(await panel.locator('dt').first().textContent()).toBe('3 from');
    expect(await panel.locator('.newer').textContent()).toMatch(/^a newer release, 1\.3\.0, is listed and its statement verified \(signed by https:\/\/github\.com\/acme\/notes\/\.github\/workflows\/release\.yml@refs\/tags\/v1\.3\.0, .*the guard serves 1\.2\.0 and does not approve it by itself$/);
    expect(await page.locator('main img, main b').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await screenshot(page, 'console-sources');
  });

  it('a first-use member: the snapshot and since when; a person\'s approval with who (markup as text) and when', async () => {
    await page.locator('button.server-link[data-server="plain"]').click();
    const panel = page.locator('main[data-server="plain"] section[data-source="first-use"]');
    await panel.waitFor();
    expect(await panel.locator('h3').textContent()).toBe('Approved on first use');
    expect(await panel.locator('dd[data-baseline]').textContent()).toMatch(/^first use: the approved snapshot \S*plain\.json, captured from the server and signed by nobody \(used since /);
    expect(await panel.locator('dt').allTextContents()).toEqual(['2 from', '1 by a person', '0 followed']);
    expect(await panel.locator('dd').nth(1).textContent()).toMatch(new RegExp(`^latest by \\S+ \\(as ${BY_MARKUP.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\) at 20`));
    expect(await page.locator('main[data-server="plain"] article[data-ref="tool:read_note"] .approval').textContent()).toContain(`by a person, `);
    await page.locator('main[data-server="plain"] b').count().then((n) => expect(n).toBe(0));
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
