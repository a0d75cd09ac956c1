// The built package imported by name from a consumer project (a symlink in its node_modules): ESM at run time
// through package.json `exports`, and its declarations type-check a strict consumer under NodeNext resolution.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { consumerProject } from '../helpers/dist.js';

const root = process.cwd();
const dir = mkdtempSync(path.join(tmpdir(), 'mcp-contract-consumer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const consumer = `import { diffSnapshots, render, ruleById, UsageError, EXIT, readSnapshot, type Snapshot } from 'mcp-contract';
const empty: Snapshot = { format: 'mcp-contract/2', server: 'notes', surfaces: {} };
const report = diffSnapshots(empty, empty);
const severity: 'breaking' | 'review' | 'safe' | undefined = ruleById('capability-removed')?.severity;
let code: number = -1;
try { await readSnapshot('missing.json'); } catch (e) { if (e instanceof UsageError) code = e.exitCode; }
console.log(JSON.stringify({ changes: report.changes.length, severity, usage: code === EXIT.usage, text: render(report, 'text').length > 0 }));
`;

// The matchers' types: jest's global expect (@types/jest), @jest/globals' expect, and vitest's, each merged.
const matchers = `import 'mcp-contract/jest';
import { expect as globalsExpect } from '@jest/globals';
import type { McpSnapshotOptions } from 'mcp-contract/jest';
const options: McpSnapshotOptions = { name: 'notes', baseDir: '.', surfaces: ['default'] };
export async function check(): Promise<void> {
  await expect(['node', 'server.js']).toMatchMcpContract('snapshots/notes.json', options);
  await expect(['node', 'server.js']).toMatchMcpSnapshot('snapshots/notes.json', options);
  await expect({ url: 'http://127.0.0.1:1/mcp' }).not.toHaveNoMcpDrift('snapshots/notes.json', { failOn: 'review' });
  await globalsExpect(['node', 'server.js']).toMatchMcpSnapshot('snapshots/notes.json');
}
`;
// An in-process McpServer of each SDK generation is a ServerSpec and a matcher target, with no cast.
const inProcess = `import { McpServer as McpServerV1 } from '@modelcontextprotocol/sdk/server/mcp.js';
import { McpServer as McpServerV2 } from '@modelcontextprotocol/server';
import { captureServer, type Snapshot } from 'mcp-contract';
import 'mcp-contract/jest';
export async function check(): Promise<Snapshot[]> {
  const v1 = new McpServerV1({ name: 'notes', version: '1.0.0' });
  const v2 = new McpServerV2({ name: 'notes', version: '1.0.0' });
  await expect(v1).toMatchMcpContract('snapshots/notes.json');
  await expect(v2).toMatchMcpSnapshot('snapshots/notes.json', { name: 'notes' });
  return [await captureServer(v1, { name: 'notes' }), await captureServer(v2)];
}
`;
const vitestMatchers = `import { expect } from 'vitest';
import 'mcp-contract/vitest';
export async function check(): Promise<void> {
  await expect(['node', 'server.js']).toMatchMcpContract('snapshots/notes.json', { name: 'notes' });
  await expect(['node', 'server.js']).toHaveNoMcpDrift('snapshots/notes.json', { failOn: 'safe' });
}
`;

function tscIn(...args: string[]): string {
  try {
    execFileSync(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', '--module', 'NodeNext', '--moduleResolution', 'NodeNext', '--strict', '--skipLibCheck', '--typeRoots', path.join(root, 'node_modules', '@types'), '--ignoreConfig', ...args], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (e) {
    return String((e as { stdout?: string }).stdout);
  }
}

beforeAll(() => {
  consumerProject(dir, ['@jest/globals', 'vitest', '@modelcontextprotocol']);
  writeFileSync(path.join(dir, 'matchers.ts'), matchers);
  writeFileSync(path.join(dir, 'in-process.ts'), inProcess);
  writeFileSync(path.join(dir, 'vitest-matchers.ts'), vitestMatchers);
  writeFileSync(path.join(dir, 'consumer.ts'), consumer);
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, skipLibCheck: true, outDir: 'out', types: ['node'], typeRoots: [path.join(root, 'node_modules', '@types')] }, include: ['consumer.ts'] }),
  );
});

describe('package exports', () => {
  it('type-checks and runs a strict ESM consumer importing mcp-contract by name', () => {
    execFileSync(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', dir], { cwd: dir, stdio: 'pipe' });
    const out = execFileSync(process.execPath, [path.join(dir, 'out', 'consumer.js')], { cwd: dir, encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual({ changes: 0, severity: 'breaking', usage: true, text: true });
  });

  it('refuses a consumer that misuses the types (a format that does not exist)', () => {
    writeFileSync(path.join(dir, 'bad.ts'), `import { render, diffSnapshots, type Snapshot } from 'mcp-contract';\ndeclare const s: Snapshot;\nrender(diffSnapshots(s, s), 'html');\n`);
    let said = '';
    try {
      execFileSync(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', '--module', 'NodeNext', '--moduleResolution', 'NodeNext', '--strict', '--skipLibCheck', '--types', 'node', '--typeRoots', path.join(root, 'node_modules', '@types'), '--ignoreConfig', 'bad.ts'], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      said = String((e as { stdout?: string }).stdout);
    }
    expect(said).toMatch(/bad\.ts\(3,.*'"html"' is not assignable/);
  });

  it('type-checks the jest and vitest matchers in a strict consumer, and refuses a misuse of them', () => {
    expect(tscIn('--types', 'node,jest', 'matchers.ts')).toBe('');
    expect(tscIn('--types', 'node', 'vitest-matchers.ts')).toBe('');
    expect(tscIn('--types', 'node,jest', 'in-process.ts')).toBe('');
    writeFileSync(path.join(dir, 'bad-matchers.ts'), `import 'mcp-contract/jest';\nexport const p: Promise<void> = expect(['node']).toHaveNoMcpDrift('base.json', { failOn: 'never' });\n`);
    expect(tscIn('--types', 'node,jest', 'bad-matchers.ts')).toMatch(/bad-matchers\.ts\(2,.*'"never"' is not assignable/);
  });
});
