// Usage errors exit 2 and capture failures exit 3, each as one clear line on stderr with no stack (the CLI's run()
// in-process; the bundled binary keeps those exit codes: e2e/cli-errors.test.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { cli, firstLine, hasStack, tempDir, writeJson } from '../helpers/cli-harness.js';

const dir = tempDir('errors');

async function expectUsage(args: string[], line: RegExp): Promise<void> {
  const r = await cli(args, { cwd: dir });
  expect(r.code).toBe(2);
  expect(firstLine(r)).toMatch(line);
  expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(hasStack(r.stderr)).toBe(false);
  expect(r.stdout).toBe('');
}

describe('exit 2: usage', () => {
  it('unknown command and unknown option', async () => {
    await expectUsage(['frobnicate'], /^mcp-contract: unknown command "frobnicate" \(try --help\)$/);
    await expectUsage(['diff', 'a', 'b', '--colour'], /^mcp-contract diff: unknown option --colour \(see mcp-contract diff --help\)$/);
    await expectUsage(['snapshot', '--out'], /^mcp-contract snapshot: --out needs a value \(see mcp-contract snapshot --help\)$/);
    await expectUsage(['check', '--json=yes'], /^mcp-contract check: --json takes no value/);
  });

  it('a typo in a command or option name suggests the real one', async () => {
    await expectUsage(['snapshto'], /^mcp-contract: unknown command "snapshto" \(did you mean snapshot\? try --help\)$/);
    await expectUsage(['check', '--confg', 'x.json'], /^mcp-contract check: unknown option --confg \(did you mean --config\?\) \(see mcp-contract check --help\)$/);
    await expectUsage(['diff', 'a', 'b', '--fail'], /unknown option --fail \(did you mean --fail-on\?\)/);
  });

  it('a stray argument is an error, not silently ignored', async () => {
    await expectUsage(['check', 'my-config.json'], /^mcp-contract check: unexpected argument "my-config\.json" \(a file goes after an option, e\.g\. --config my-config\.json\)/);
    await expectUsage(['diff', 'a.json', 'b.json', 'c.json'], /^mcp-contract diff: unexpected argument "c\.json"/);
  });

  it("an option the chosen form does not take is refused by name, not silently dropped; nothing is written or started", async () => {
    const marker = path.join(dir, 'started');
    const client = writeJson(path.join(dir, 'forms-client.json'), {
      mcpServers: { a: { command: process.execPath, args: ['-e', `require('fs').writeFileSync(${JSON.stringify(marker)}, '')`] }, b: { url: 'http://127.0.0.1:9/mcp' } },
    });
    await expectUsage(['init', '--gateway', client, '--workflow', '--name', 'x'], /^mcp-contract init: --workflow, --name do not go with --gateway \(see mcp-contract init --help\)$/);
    expect(existsSync(path.join(dir, 'mcp-contract-gateway.json'))).toBe(false);
    await expectUsage(['init', '--discover', '--env', 'TOKEN=x'], /^mcp-contract init: --env does not go with --discover /);
    // A URL server is not started with an environment, and a command is not reached with headers.
    await expectUsage(['init', '--url', 'http://127.0.0.1:9/mcp', '--env', 'TOKEN=x'], /^mcp-contract init: --env does not go with --url \(see mcp-contract init --help\)$/);
    await expectUsage(['init', '--header', 'Authorization: Bearer x', '--transport', 'sse', '--', process.execPath, '-e', `require('fs').writeFileSync(${JSON.stringify(marker)}, '')`], /^mcp-contract init: --header, --transport do not go with a command after -- /);
    expect(existsSync(path.join(dir, 'mcp-contract.json'))).toBe(false);
    // --run-as would not apply to the gateway's upstreams: they would run as the caller.
    await expectUsage(['guard', '--config', client, '--run-as', 'nobody'], /^mcp-contract guard: --run-as does not go with --config FILE when it starts the gateway /);
    await expectUsage(['guard', '--config', client, '--approved', 'a.json', '--surface', 'default'], /^mcp-contract guard: --approved, --surface do not go with --config FILE/);
    expect(existsSync(marker)).toBe(false);
    await expectUsage(['approve', '--identity', '--digest', 'abc', '--store', dir], /^mcp-contract approve: --digest does not go with --identity /);
  });

  it('a stray .json argument suggests --config only to a command that has it', async () => {
    await expectUsage(['rules', 'x.json'], /^mcp-contract rules: unexpected argument "x\.json" \(see mcp-contract rules --help\)$/);
  });

  it('COMMAND --help and help COMMAND print that command\'s options and exit 0; --help after -- belongs to the server', async () => {
    for (const args of [['diff', '--help'], ['diff', 'a', '-h'], ['help', 'diff']]) {
      const r = await cli(args, { cwd: dir });
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^usage: mcp-contract diff BASE \(HEAD \| --live\)/);
      expect(r.stdout).toContain('--fail-on S');
      expect(r.stderr).toBe('');
    }
    for (const command of ['snapshot', 'check', 'release', 'badge', 'rules']) {
      const r = await cli([command, '--help'], { cwd: dir });
      expect([r.code, r.stdout.split('\n')[0]]).toEqual([0, expect.stringMatching(new RegExp(`^usage: mcp-contract ${command} `))]);
    }
    const inline = await cli(['snapshot', '--out', 'x.json', '--', 'definitely-not-a-command-xyz', '--help'], { cwd: dir });
    expect(inline.code).toBe(3);
  });

  it('no arguments prints usage and exits 2; --help exits 0', async () => {
    const none = await cli([], { cwd: dir });
    expect(none.code).toBe(2);
    expect(none.stdout).toContain('usage:');
    expect((await cli(['--help'], { cwd: dir })).code).toBe(0);
  });

  it('no config in the directory, an unknown server name, diff with one side', async () => {
    await expectUsage(['check'], /^mcp-contract: mcp-contract\.json: no config file in /);
    writeJson(path.join(dir, 'mcp-contract.json'), { servers: { a: { command: 'x' } } });
    await expectUsage(['snapshot', '--server', 'b'], /^mcp-contract: mcp-contract\.json: no server named "b" \(known: a\)$/);
    await expectUsage(['diff', 'only-one.json'], /^mcp-contract diff: expected BASE and HEAD/);
  });

  it('a misspelled rule id in severity or ignore is refused with the nearest real id, never silently ignored', async () => {
    writeJson(path.join(dir, 'sev.json'), { servers: { a: { command: 'x' } }, severity: { 'capability-remved': 'safe' } });
    await expectUsage(['snapshot', '--config', 'sev.json'], /^mcp-contract: sev\.json: \/severity\/capability-remved: unknown rule id "capability-remved" \(did you mean "capability-removed"\?\)/);
    writeJson(path.join(dir, 'ign.json'), { servers: { a: { command: 'x' } }, ignore: [{ rule: 'no-such-rule-at-all', ref: 'tool:x', reason: 'r' }] });
    await expectUsage(['snapshot', '--config', 'ign.json'], /^mcp-contract: ign\.json: \/ignore\/0\/rule: unknown rule id "no-such-rule-at-all";/);
  });

  it('an ignore entry with a rule but no ref says what it lacks', async () => {
    writeJson(path.join(dir, 'noref.json'), { servers: { a: { command: 'x' } }, ignore: [{ rule: 'capability-removed', reason: 'r' }] });
    await expectUsage(['snapshot', '--config', 'noref.json'], /^mcp-contract: noref\.json: \/ignore\/0: "rule" needs "ref" \(the capability, e\.g\. "tool:search"\)/);
    writeJson(path.join(dir, 'bare.json'), { servers: { a: { command: 'x' } }, ignore: [{ reason: 'r' }] });
    await expectUsage(['snapshot', '--config', 'bare.json'], /^mcp-contract: bare\.json: \/ignore\/0: give "fingerprint"/);
  });

  it('an env reference that is not set names the server and key, never a value', async () => {
    writeJson(path.join(dir, 'env.json'), { servers: { a: { command: 'x', env: { TOKEN: '${NOT_SET_ANYWHERE}' } } } });
    await expectUsage(['snapshot', '--config', 'env.json'], /^mcp-contract: server "a" env: "TOKEN" refers to \$\{NOT_SET_ANYWHERE\}, which is not set$/);
  });
});
