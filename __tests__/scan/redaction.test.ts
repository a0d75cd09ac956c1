// Issue 39: scan redacts at the one place every format gets its text. A secret that is a token-shaped value inside
// an `sh -c` script was redacted from the plaintext-secret line yet printed in the integrity finding and the
// code-mutability axis (the command the script runs), and a markdown escape inside a secret hid it from the last pass.
// Every format, to stdout and to --out, in every place a secret is written.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cli, hasStack, tempDir, writeJson } from '../helpers/cli-harness.js';
import { SCAN } from '../../src/cli/specs/scan.js';

const env = { HOME: '/Users/fixture', PATH: process.env.PATH };
const SECRETS = {
  shellShaped: 'ghp_ScriptTok3nValue0123456789abcd',
  shellPlain: 'sk_live_Und3r_Sc0re_Value9',
  envStyle: 'EnvStyleS3cretValue77',
  envMap: 'EnvMapS3cretValue88',
  tokenOpt: 'OptT0kenValue4455',
  apiKeyEq: 'ApiK3yEqValue6677',
  urlPassword: 'UrlPassw0rdValue11',
  urlQuery: 'UrlQueryT0kValue22',
};
/** What must still show: the rest of each launch around the secret. */
const KEPT = ['server.js', 'worker.js', 'MY_API_KEY', 'h.example', 'access_token=', '--token', '--api-key='];

function config(dir: string): string {
  return writeJson(path.join(dir, '.mcp.json'), {
    mcpServers: {
      'sh-shaped': { command: 'sh', args: ['-c', `API_TOKEN=${SECRETS.shellShaped} node server.js`] },
      'sh-plain': { command: 'bash', args: ['-c', `API_TOKEN=${SECRETS.shellPlain} exec node worker.js`] },
      'env-style': { command: 'env', args: [`MY_API_KEY=${SECRETS.envStyle}`, 'node', 'server.js'], env: { SERVICE_TOKEN: SECRETS.envMap } },
      options: { command: 'node', args: ['server.js', '--token', SECRETS.tokenOpt, `--api-key=${SECRETS.apiKeyEq}`] },
      url: { command: 'npx', args: ['-y', 'mcp-remote@1.2.3', `https://bot:${SECRETS.urlPassword}@h.example/mcp?access_token=${SECRETS.urlQuery}`] },
    },
  });
}

/** The secret or any 8-character piece of it (a partial leak counts). */
function leaks(text: string): string[] {
  return Object.values(SECRETS).filter((s) => Array.from({ length: s.length - 7 }, (_, i) => s.slice(i, i + 8)).some((piece) => text.includes(piece)));
}

describe('scan: one redaction for every format', () => {
  const formats = Object.keys(SCAN.formats ?? {});

  it('covers every format scan takes', () => expect(formats.sort()).toEqual(['json', 'markdown', 'sarif', 'text']));

  it.each(['text', 'markdown', 'json', 'sarif'])('%s: no secret on stdout or stderr, the launch around it still shows', async (format) => {
    const dir = tempDir('scan-redact');
    expect(readFileSync(config(dir), 'utf8')).toContain(SECRETS.shellShaped);
    const r = await cli(['scan', '.mcp.json', '--format', format, '--fail-on', 'none'], { cwd: dir, env });
    expect(r.code).toBe(0);
    expect(hasStack(r.stderr)).toBe(false);
    expect(leaks(r.stdout + r.stderr)).toEqual([]);
    // SARIF carries findings, not launches: its messages name the server.
    for (const k of format === 'sarif' ? ['sh-shaped', 'env-style'] : KEPT) expect(r.stdout.replace(/\\(.)/g, '$1')).toContain(k);
    // The findings that quoted the script are still there, with the secret as ***.
    expect(r.stdout).toContain('artifact-integrity-unverified');
    expect(r.stdout).toMatch(/API_TOKEN=\*\*\*/);
  });

  it.each(['text', 'markdown', 'json', 'sarif'])('%s --out: no secret in the file written', async (format) => {
    const dir = tempDir('scan-redact-out');
    config(dir);
    const r = await cli(['scan', '.mcp.json', '--format', format, '--fail-on', 'none', '--out', 'report.out'], { cwd: dir, env });
    expect(r.code).toBe(0);
    expect(leaks(r.stdout + r.stderr)).toEqual([]);
    for (const f of readdirSync(dir).filter((f) => f !== '.mcp.json')) expect(leaks(readFileSync(path.join(dir, f), 'utf8'))).toEqual([]);
    expect(readFileSync(path.join(dir, 'report.out'), 'utf8')).toContain('server.js');
  });

  it('a token-shaped script is a plaintext-secret finding whose pieces are redacted wherever the script is quoted', async () => {
    const dir = tempDir('scan-redact-json');
    config(dir);
    const r = await cli(['scan', '.mcp.json', '--format', 'json', '--fail-on', 'none'], { cwd: dir, env });
    const result = JSON.parse(r.stdout) as { servers: Array<{ name: string; findings: Array<{ rule: string; message: string }>; axes: Array<{ axis: string; detail: string }> }> };
    const sh = result.servers.find((s) => s.name === 'sh-shaped')!;
    expect(sh.findings.map((f) => f.rule)).toContain('plaintext-secret');
    expect(sh.findings.find((f) => f.rule === 'artifact-integrity-unverified')?.message).toContain('`API_TOKEN=***`');
    expect(sh.axes.find((a) => a.axis === 'code mutability')?.detail).toContain('API_TOKEN=***');
  });
});
