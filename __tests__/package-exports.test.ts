// The built package imported by name from a consumer project (a symlink in its node_modules): ESM at run time
// through package.json `exports`, and its declarations type-check a strict consumer under NodeNext resolution.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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

beforeAll(() => {
  mkdirSync(path.join(dir, 'node_modules'));
  symlinkSync(root, path.join(dir, 'node_modules', 'mcp-contract'), 'dir');
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'consumer', type: 'module', private: true }));
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
  }, 60_000);

  it('refuses a consumer that misuses the types (a format that does not exist)', () => {
    writeFileSync(path.join(dir, 'bad.ts'), `import { render, diffSnapshots, type Snapshot } from 'mcp-contract';\ndeclare const s: Snapshot;\nrender(diffSnapshots(s, s), 'html');\n`);
    let said = '';
    try {
      execFileSync(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', '--module', 'NodeNext', '--moduleResolution', 'NodeNext', '--strict', '--skipLibCheck', '--types', 'node', '--typeRoots', path.join(root, 'node_modules', '@types'), '--ignoreConfig', 'bad.ts'], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      said = String((e as { stdout?: string }).stdout);
    }
    expect(said).toMatch(/bad\.ts\(3,.*'"html"' is not assignable/);
  }, 60_000);
});
