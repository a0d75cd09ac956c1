// No test fails because the machine is slow: a suite waits for conditions (a process exits, a probe holds), and the
// only durations it names are the hang guards of helpers/hang.ts, sized for a loaded 2-core machine. This file reads
// every suite and helper and fails on a literal duration handed to jest, a spawn or a poll.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { HANG_MS } from './helpers/hang.js';

const ROOT = process.cwd();
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '__tests__'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|mts)$/.test(f) && !f.includes('/fixtures/'));

const JEST_CALL = /^(\(|it\b|test\b|beforeAll\b|beforeEach\b|afterAll\b|afterEach\b|describe\b)/;
/** Child-process calls whose `timeout` bounds a step of the test (the product's own timeouts under test are free). */
const SPAWN_CALL = /^(spawnSync|execFileSync|execSync|spawn|execFile|exec)$/;

/** `file:line: text` of each literal duration a suite hands to jest, spawnSync/execFileSync or a poll. */
function literalBudgets(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (n: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1}: ${n.getText(sf).slice(0, 80)}`;
  const visit = (n: ts.Node): void => {
    if (ts.isCallExpression(n) && n.arguments.length >= 2 && JEST_CALL.test(n.expression.getText(sf))) {
      const [prev, last] = n.arguments.slice(-2);
      if ((ts.isArrowFunction(prev!) || ts.isFunctionExpression(prev!)) && ts.isNumericLiteral(last!)) found.push(at(last!));
    }
    if (ts.isCallExpression(n) && SPAWN_CALL.test(n.expression.getText(sf))) {
      for (const arg of n.arguments.filter(ts.isObjectLiteralExpression)) {
        for (const p of arg.properties) if (ts.isPropertyAssignment(p) && p.name.getText(sf) === 'timeout' && ts.isNumericLiteral(p.initializer)) found.push(at(p));
      }
    }
    // A poll's bound (waitFor, pollUntil and the helpers built on them).
    if (ts.isPropertyAssignment(n) && n.name.getText(sf) === 'withinMs' && ts.isNumericLiteral(n.initializer)) found.push(at(n));
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

describe('hang guards, not budgets', () => {
  it("jest's bound for a test is HANG_MS.test", async () => {
    const { default: config } = (await import(pathToFileURL(path.join(ROOT, 'jest.config.js')).href)) as { default: { testTimeout?: number } };
    expect(config.testTimeout).toBe(HANG_MS.test);
  });

  it('no suite or helper names a duration of its own for a test, a spawned step or a poll', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((f) => literalBudgets(f, readFileSync(path.join(ROOT, f), 'utf8')))).toEqual([]);
  });

  it('the scan sees each form it forbids (a test timeout, a spawn timeout, a poll bound), and passes the guards', () => {
    const planted = [
      "it('x', async () => {}, 60_000);",
      "beforeAll(() => {}, 30000);",
      "spawnSync('npm', ['ci'], { timeout: 240_000 });",
      'await waitFor(() => true, { withinMs: 20_000 });',
    ];
    expect(planted.map((p) => literalBudgets('planted.ts', p).length)).toEqual([1, 1, 1, 1]);
    const honest = ["it('x', async () => {}, HANG_MS.install);", "spawnSync('npm', ['ci'], { timeout: HANG_MS.install });", 'setTimeout(() => undefined, 1000);'];
    expect(honest.flatMap((p) => literalBudgets('honest.ts', p))).toEqual([]);
  });
});
