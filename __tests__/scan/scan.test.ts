// `scan` reports what client configurations show about each launch (observed, with rule ids on the config's lines)
// and which evidence they cannot give (unverified), never a verdict of stable or safe; SARIF validates against the
// official 2.1.0 schema.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { sarifErrors } from '../helpers/sarif-schema.js';
import { ROOT, cli, hasStack, tempDir } from '../helpers/cli-harness.js';
import { scanConfigs, type ScanResult } from '../../src/scan/detect.js';
import { parseJsonc } from '../../src/scan/jsonc.js';
import { readLaunch } from '../../src/scan/launch.js';
import { SCAN_RULES } from '../../src/scan/rules.js';
import { PERMISSION_RULES } from '../../src/scan/permissions.js';
import { makeRedactor } from '../../src/core/shared/secrets.js';

const FIX = path.join(ROOT, '__tests__', 'fixtures', 'scan');
const WS = path.join(FIX, 'workspace');
const DESKTOP = path.join(FIX, 'claude-desktop', 'claude_desktop_config.json');
const HOME = '/Users/fixture';
const env = { HOME, PATH: process.env.PATH };
const SECRETS = ['ghp_fixture000000000000000000000000notreal', 'sk-fixture-not-a-real-key-000000'];

async function scanJson(args: string[], cwd = WS): Promise<ScanResult> {
  const r = await cli(['scan', ...args, '--format', 'json', '--fail-on', 'none'], { cwd, env });
  expect(r).toMatchObject({ code: 0, stderr: '' });
  return JSON.parse(r.stdout) as ScanResult;
}

function observed(result: ScanResult, file: string, server: string): string[] {
  const s = result.servers.find((x) => x.file === file && x.name === server);
  if (!s) throw new Error(`no server ${file}/${server}`);
  return s.findings.filter((f) => f.layer === 'observed').map((f) => `${f.rule}@${f.line}`);
}

function unverified(result: ScanResult, file: string, server: string): string[] {
  const s = result.servers.find((x) => x.file === file && x.name === server);
  return (s?.findings ?? []).filter((f) => f.layer === 'unverified').map((f) => f.rule);
}

describe('scan: the documented client formats', () => {
  let all: ScanResult;
  beforeAll(async () => {
    all = await scanJson(['.', DESKTOP]);
  });

  it('reads every workspace location and a file given by path, each as its own client', () => {
    expect(all.files.map((f) => [f.path, f.client, f.servers])).toEqual([
      ['.vscode/mcp.json', 'vscode', 4],
      ['.cursor/mcp.json', 'cursor', 3],
      ['.mcp.json', 'claude-code', 3],
      ['mcp-contract.json', 'mcp-contract', 2],
      [DESKTOP, 'claude-desktop', 3],
    ]);
  });

  it('Claude Desktop: npx -y and uvx without versions, an untagged image, a pasted token and `/` as a path, on their lines', () => {
    expect(observed(all, DESKTOP, 'filesystem')).toEqual(['launch-package-unpinned@5', 'path-broad-root@5', 'path-outside-workspace@5']);
    expect(observed(all, DESKTOP, 'github')).toEqual(['launch-image-unpinned@9', 'plaintext-secret@11']);
    expect(observed(all, DESKTOP, 'fetch')).toEqual(['launch-package-unpinned@16']);
  });

  it('VS Code (JSONC, inputs): @latest, plain http with a pasted bearer token; ${input:...} and a pinned uvx are not findings', () => {
    expect(observed(all, '.vscode/mcp.json', 'perplexity')).toEqual(['launch-package-tag@15']);
    expect(observed(all, '.vscode/mcp.json', 'legacy')).toEqual(['plaintext-secret@34', 'remote-plain-http@32']);
    expect(observed(all, '.vscode/mcp.json', 'fetch')).toEqual([]);
    expect(observed(all, '.vscode/mcp.json', 'github')).toEqual([]);
  });

  it('Cursor: a shell wrapper hiding a ranged npx and a path outside the workspace; ${workspaceFolder} paths stay inside', () => {
    expect(observed(all, '.cursor/mcp.json', 'browser')).toEqual(['launch-package-range@12', 'path-outside-workspace@12', 'shell-wrapper@12']);
    expect(observed(all, '.cursor/mcp.json', 'notes')).toEqual([]);
  });

  it('.mcp.json: a digest-pinned image has no integrity gap and a container is a declared sandbox, but mounting `/` is observed', () => {
    expect(observed(all, '.mcp.json', 'postgres')).toEqual(['path-broad-root@15']);
    expect(unverified(all, '.mcp.json', 'postgres')).toEqual(['contract-baseline-missing', 'canary-missing']);
    expect(observed(all, '.mcp.json', 'memory')).toEqual([]);
  });

  it('a pinned package is no observed risk, yet its integrity stays unverified: a version name is not a content hash', () => {
    const memory = all.servers.find((s) => s.file === '.mcp.json' && s.name === 'memory')!;
    expect(memory.findings.find((f) => f.rule === 'artifact-integrity-unverified')?.message).toContain(
      '`@modelcontextprotocol/server-memory@2025.9.25` is a version name, not a content hash',
    );
    expect(unverified(all, '.vscode/mcp.json', 'fetch')).toContain('artifact-integrity-unverified');
  });

  it('baselines and canaries come from the workspace mcp-contract.json: matched by name, snapshot file checked', () => {
    // notes has a committed snapshot and a canary: only the layers no config can give stay unverified.
    expect(unverified(all, '.cursor/mcp.json', 'notes')).toEqual(['artifact-integrity-unverified', 'sandbox-undeclared']);
    expect(unverified(all, 'mcp-contract.json', 'notes')).toEqual(['artifact-integrity-unverified', 'sandbox-undeclared']);
    const memory = all.servers.find((s) => s.file === '.mcp.json' && s.name === 'memory')!;
    expect(memory.findings.find((f) => f.rule === 'contract-baseline-missing')?.message).toContain('snapshots/memory.json does not exist');
    expect(unverified(all, DESKTOP, 'fetch')).toEqual(['artifact-integrity-unverified', 'contract-baseline-missing', 'canary-missing', 'sandbox-undeclared']);
  });

  it('counts observed risks and unverified layers; every registry rule is triggered by a fixture', () => {
    const o = all.servers.flatMap((s) => s.findings);
    expect(all.summary.observed.total).toBe(o.filter((f) => f.layer === 'observed').length);
    expect(all.summary.unverified).toBe(o.filter((f) => f.layer === 'unverified').length);
    const seen = new Set(o.map((f) => f.rule));
    const extra = scanConfigs(
      [{ file: 'x.json', abs: '/x.json', client: 'cursor', json: parseJsonc(JSON.stringify({ mcpServers: { a: { command: 'docker', args: ['run', 'img:1.2'] } } })) }],
      { workspace: '/w', home: '/h' },
    ).result;
    for (const f of extra.servers.flatMap((s) => s.findings)) seen.add(f.rule);
    expect(SCAN_RULES.map((r) => r.id).filter((id) => !seen.has(id))).toEqual([]);
    for (const r of SCAN_RULES) expect(r.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(new Set(SCAN_RULES.map((r) => r.id)).size).toBe(SCAN_RULES.length);
  });
});

describe('scan: wording and secrets in every format', () => {
  it.each(['text', 'markdown', 'json', 'sarif'])('%s: never says stable or safe, never prints a planted secret', async (format) => {
    const r = await cli(['scan', '.', DESKTOP, '--format', format], { cwd: WS, env });
    expect(r.code).toBe(1);
    expect(hasStack(r.stderr)).toBe(false);
    expect(r.stdout).not.toMatch(/\b(stable|safe)\b/i);
    for (const s of SECRETS) expect(r.stdout).not.toContain(s);
    // The secret is proven present in the input, so its absence is redaction, not luck.
    expect(readFileSync(DESKTOP, 'utf8')).toContain(SECRETS[0]);
    if (format !== 'json' && format !== 'sarif') expect(r.stdout).toMatch(/observed: \d+ risks \(\d+ error, \d+ warning, \d+ note\); unverified: \d+ layers/);
  });

  it('--out writes the report to a file (redacted too) and prints only the summary line', async () => {
    const dir = tempDir('scan-out');
    const out = path.join(dir, 'scan.sarif');
    const r = await cli(['scan', '.', DESKTOP, '--format', 'sarif', '--out', out], { cwd: WS, env });
    expect(r.code).toBe(1);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    expect(r.stdout).toMatch(/^mcp-contract scan: 5 files, 15 servers; observed: /);
    const text = readFileSync(out, 'utf8');
    for (const s of SECRETS) expect(text).not.toContain(s);
    expect(JSON.parse(text).version).toBe('2.1.0');
  });
});

describe('which values look like plaintext secrets', () => {
  it('flags credentials by name or shape, never references, settings, paths or placeholders', () => {
    const env = { AUTH_MODE: 'browser', TOKEN_LIMIT: '100000', SESSION_DIR: '/tmp/sessions', AUTH_URL: 'https://auth.example.com', API_KEY: '<your-api-key>', DB_PASSWORD: 'Hunter2024!', SLACK: 'xoxb-1234567890-abcdefghij', OK: '${env:OK}' };
    const json = parseJsonc(JSON.stringify({ mcpServers: { a: { command: 'node', args: ['s.js', '--api-key', 'abcdef123456', '--token=${TOKEN}', '--secret=S3cr3t-Value'], env } } }));
    const { result, secrets } = scanConfigs([{ file: 'c.json', abs: '/w/c.json', client: 'cursor', json }], { workspace: '/w', home: '/h' });
    const found = result.servers[0].findings.filter((f) => f.rule === 'plaintext-secret').map((f) => f.pointer);
    expect(found.sort()).toEqual(['/mcpServers/a/args/2', '/mcpServers/a/args/4', '/mcpServers/a/env/DB_PASSWORD', '/mcpServers/a/env/SLACK']);
    expect(secrets).toEqual(expect.arrayContaining(['Hunter2024!', 'abcdef123456', 'S3cr3t-Value']));
    expect(JSON.stringify(result)).not.toMatch(/Hunter2024|abcdef123456|S3cr3t-Value|xoxb-1234567890/);
  });
});

describe('makeRedactor', () => {
  it('masks every occurrence of every secret in one pass, overlapping ones without a leftover tail', () => {
    const redact = makeRedactor(['abcdef', 'xabc', 'tok.en+1']);
    expect(redact('a xabcdef b abcdef c tok.en+1 d tokXen+1')).toBe('a *** b *** c *** d tokXen+1');
    expect(redact('nothing here')).toBe('nothing here');
    expect(makeRedactor([])('abcdef')).toBe('abcdef');
  });
});

describe('scan: SARIF 2.1.0', () => {
  it('validates against the official schema, with each result on its config line', async () => {
    const r = await cli(['scan', '.', DESKTOP, '--format', 'sarif', '--fail-on', 'none'], { cwd: WS, env });
    expect(r.code).toBe(0);
    const log = JSON.parse(r.stdout);
    expect(sarifErrors(log)).toEqual([]);
    const results = log.runs[0].results as Array<{ ruleId: string; kind: string; level: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string }; region: { startLine: number } } }> }>;
    const legacyHttp = results.find((x) => x.ruleId === 'remote-plain-http')!;
    expect(legacyHttp).toMatchObject({ kind: 'fail', level: 'error' });
    expect(legacyHttp.locations[0].physicalLocation).toEqual({ artifactLocation: { uri: '.vscode/mcp.json', uriBaseId: '%SRCROOT%' }, region: { startLine: 32, startColumn: 7 } });
    const desktop = results.find((x) => x.ruleId === 'launch-image-unpinned')!;
    expect(desktop.locations[0].physicalLocation.artifactLocation.uri).toBe(`file://${DESKTOP}`);
    expect(desktop.locations[0].physicalLocation.region.startLine).toBe(9);
    // Unverified layers are open questions, not failures, and SARIF requires level none for them.
    expect(results.filter((x) => x.kind === 'open').every((x) => x.level === 'none')).toBe(true);
    expect(results.filter((x) => x.kind === 'open').length).toBeGreaterThan(0);
    // The launch rules, then the two rows of the clients' permission rules (permissions.ts).
    expect(log.runs[0].tool.driver.rules.map((x: { id: string }) => x.id)).toEqual([...SCAN_RULES, ...PERMISSION_RULES].map((x) => x.id));
  });
});

describe('scan: exit codes', () => {
  function workspace(files: Record<string, unknown>): string {
    const dir = tempDir('scan-ws');
    for (const [name, value] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), typeof value === 'string' ? value : JSON.stringify(value, null, 2));
    }
    return dir;
  }

  it('exits 1 only when an observed finding reaches --fail-on (a warning is review); unverified layers never fail', async () => {
    const dir = workspace({ '.cursor/mcp.json': { mcpServers: { wrapped: { command: 'sh', args: ['-c', 'node server.js'] } } } });
    const codes: Record<string, number> = {};
    for (const level of ['breaking', 'review', 'safe', 'none', 'error', 'warning', 'note']) codes[level] = (await cli(['scan', '--fail-on', level], { cwd: dir, env })).code;
    // scan's own words of earlier versions are aliases: error is breaking, warning review, note safe.
    expect(codes).toEqual({ breaking: 0, review: 1, safe: 1, none: 0, error: 0, warning: 1, note: 1 });
    expect((await cli(['scan'], { cwd: dir, env })).code).toBe(0);
    const plain = await cli(['scan'], { cwd: dir, env });
    expect(plain.stdout).toContain('observed warning  shell-wrapper (line 7)');
    expect(plain.stdout).toContain('observed: 1 risk (0 error, 1 warning, 0 note); unverified: 4 layers.');
  });

  it('a config with nothing observed still lists its unverified layers and exits 0 at every level', async () => {
    const dir = workspace({ '.mcp.json': { mcpServers: { local: { type: 'stdio', command: 'node', args: ['dist/server.js'] } } } });
    const r = await cli(['scan', '--fail-on', 'note'], { cwd: dir, env });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('observed: 0 risks (0 error, 0 warning, 0 note); unverified: 4 layers.');
    expect(r.stdout).toContain('artifact-integrity-unverified');
  });

  it('bad input: one line naming the file and place, exit 2, no stack', async () => {
    const dir = workspace({ '.vscode/mcp.json': '{\n  "servers": {\n    "a": { "command": "node", }\n  ]\n}\n' });
    const broken = await cli(['scan'], { cwd: dir, env });
    expect(broken.code).toBe(2);
    expect(broken.stderr).toBe('mcp-contract: .vscode/mcp.json: not valid JSON (expected "," or "}" at line 4, column 3)\n');
    const wrong = await cli(['scan', 'x.json'], { cwd: workspace({ 'x.json': { mcpServers: { a: { command: 'node', args: 'server.js' } } } }), env });
    expect(wrong).toMatchObject({ code: 2, stderr: 'mcp-contract: x.json: /mcpServers/a/args: expected an array of strings\n' });
    const none = await cli(['scan'], { cwd: tempDir('scan-empty'), env });
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/^mcp-contract scan: no MCP client configuration found \(looked for \.vscode\/mcp\.json, \.cursor\/mcp\.json, \.mcp\.json, mcp-contract\.json\)\n$/);
    expect((await cli(['scan', '--fail-on', 'high'], { cwd: WS, env })).code).toBe(2);
  });

  it('--user reads the clients\' own files under the home directory', async () => {
    const home = tempDir('scan-home');
    mkdirSync(path.join(home, '.cursor'), { recursive: true });
    writeFileSync(path.join(home, '.cursor', 'mcp.json'), JSON.stringify({ mcpServers: { x: { url: 'http://example.org/mcp' } } }));
    const dir = workspace({ '.mcp.json': { mcpServers: {} } });
    const r = await cli(['scan', '--user', '--format', 'json'], { cwd: dir, env: { HOME: home } });
    const result = JSON.parse(r.stdout) as ScanResult;
    expect(result.files.map((f) => f.client)).toEqual(['claude-code', 'cursor']);
    expect(result.servers[0].findings.map((f) => f.rule)).toContain('remote-plain-http');
    expect(r.code).toBe(1);
  });
});

describe('scan: reading launch commands', () => {
  const L = (command: string, ...args: string[]) =>
    readLaunch({ value: command, pointer: '/c' }, args.map((value, i) => ({ value, pointer: `/a/${i}` })));
  const rules = (l: ReturnType<typeof readLaunch>) => l.facts.map((f) => f.rule);

  it.each([
    [['npx', '-y', '@scope/pkg@1.2.3'], []],
    [['npx', '--yes', '--package=@scope/pkg', 'pkg-bin'], ['launch-package-unpinned']],
    [['npm', 'exec', '--', 'pkg@next'], ['launch-package-tag']],
    [['pnpm', 'dlx', 'pkg@^1.0.0'], ['launch-package-range']],
    [['bunx', 'pkg@1.x'], ['launch-package-range']],
    [['uvx', '--from', 'mcp-server-git==0.6.2', 'mcp-server-git'], []],
    [['uvx', 'mcp-server-time@latest'], ['launch-package-tag']],
    [['pipx', 'run', 'some-server>=1.0'], ['launch-package-range']],
    [['uv', 'tool', 'run', 'some-server'], ['launch-package-unpinned']],
    [['docker', 'run', '-i', '--rm', 'mcp/fetch:1.2'], ['launch-image-tag-without-digest']],
    [['podman', 'run', '--env=A=b', 'mcp/fetch:latest'], ['launch-image-unpinned']],
    [['cmd', '/c', 'npx -y pkg'], ['shell-wrapper', 'launch-package-unpinned']],
    [['/bin/bash', '-lc', 'exec uvx pkg==1.0'], ['shell-wrapper']],
    [['node', 'dist/index.js', '--root', '/'], []],
  ] as Array<[string[], string[]]>)('%j -> %j', ([command, ...args], expected) => {
    expect(rules(L(command, ...args))).toEqual(expected);
  });

  it('sees a sandbox wrapper, and still reads the command inside it', () => {
    const l = L('srt', '--settings', 's.json', '--', 'npx', '-y', 'pkg');
    expect(l.sandbox).toBe('`srt`');
    expect(rules(l)).toEqual(['launch-package-unpinned']);
    expect(L('docker', 'run', 'img@sha256:' + 'a'.repeat(64)).integrityGap).toBeUndefined();
  });
});

describe('scan: the JSONC reader', () => {
  it('keeps a "__proto__" key as an own property, as JSON.parse does, instead of setting the prototype', () => {
    const text = '{"mcpServers": {"__proto__": {"command": "node", "args": ["x.js"]}}}';
    const servers = (parseJsonc(text).value as { mcpServers: Record<string, unknown> }).mcpServers;
    expect(Object.keys(servers)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(servers)).toBe(Object.prototype);
    expect(servers).toEqual(JSON.parse(text).mcpServers);
  });
});
