// scan never prints a secret, in any format: URL userinfo and query values, `NAME=value` inside shell scripts,
// `Password=`/`Pwd=` in connection strings, and secrets inside JSON-valued env vars and arguments are found (a
// `plaintext-secret` finding each) and redacted from the text, markdown, JSON and SARIF reports alike.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, cli, hasStack } from '../helpers/cli-harness.js';
import type { ScanResult } from '../../src/scan/detect.js';
import { embeddedSecrets } from '../../src/core/shared/secrets.js';

const FILE = path.join(ROOT, '__tests__', 'fixtures', 'scan', 'secrets', 'mcp.json');
const env = { HOME: '/Users/fixture', PATH: process.env.PATH };
const PLANTED = [
  'Hunter2Userinfo',
  'QueryApiKey12345',
  'QueryToken67890',
  'RemoteArgToken555',
  'ScriptSecretValue42',
  'ExportedKey',
  'ConnPassw0rd!',
  'OdbcPwdValue9',
  'ntn_JsonEnvNotionToken0001',
  'ntn_DockerJsonToken0002',
];

describe('scan: secrets embedded in URLs, scripts, connection strings and JSON values', () => {
  it('the planted secrets are in the input (so their absence below is redaction, not luck)', () => {
    const text = readFileSync(FILE, 'utf8');
    for (const s of PLANTED) expect(text).toContain(s);
  });

  it.each(['text', 'markdown', 'json', 'sarif'])('%s: prints none of them', async (format) => {
    const r = await cli(['scan', FILE, '--format', format, '--fail-on', 'none'], { cwd: ROOT, env });
    expect(r.code).toBe(0);
    expect(hasStack(r.stderr)).toBe(false);
    for (const s of PLANTED) expect(r.stdout).not.toContain(s);
    // Partial leaks count too: the JSON-escaped and percent-encoded forms.
    expect(r.stdout).not.toContain('Quoted77');
    expect(r.stdout).not.toMatch(/ConnPassw0rd|JsonEnvNotion|DockerJson/);
  });

  it('each embedded secret is a plaintext-secret finding on its server; ordinary values around it are kept', async () => {
    const r = await cli(['scan', FILE, '--format', 'json', '--fail-on', 'none'], { cwd: ROOT, env });
    const result = JSON.parse(r.stdout) as ScanResult;
    const flagged = result.servers.filter((s) => s.findings.some((f) => f.rule === 'plaintext-secret')).map((s) => s.name);
    expect(flagged.sort()).toEqual(['docker-json', 'notion', 'odbc', 'query', 'remote-arg', 'script', 'script-export', 'sql', 'userinfo'].sort());
    const launches = Object.fromEntries(result.servers.map((s) => [s.name, s.launch]));
    expect(launches.query).toBe('https://api.example.com/mcp?api_key=***&region=eu&token=***');
    expect(launches.script).toContain('SOME_MODE=fast npx -y server-github@1.0.0');
    expect(launches.sql).toContain('Server=db.example.com;Database=app;User Id=sa;Password=***;');
  });
});

describe('embeddedSecrets', () => {
  it.each([
    ['https://u:pw-secret-1@h.example/x', ['pw-secret-1']],
    ['https://h.example/x?api_key=abcdef123&page=2', ['abcdef123']],
    ['https://h.example/x?page=200000&q=hello', []],
    ['TOKEN=abc123def456 node x.js', ['abc123def456']],
    ['MODE=production node x.js', []],
    ['export API_KEY="a b c d e f"; run', ['a b c d e f']],
    ['Data Source=x;Password=p@ss;word1;', ['p@ss']],
    ['Server=x;PWD={brace;secret};', ['brace;secret']],
    ['{"Authorization":"Bearer ntn_abcdef012345","Notion-Version":"2022-06-28"}', ['ntn_abcdef012345']],
    ['{"headers":{"X-Api-Key":"zzzzzz999999"},"timeout":30}', ['zzzzzz999999']],
    ['--password=hunter22 --verbose', ['hunter22']],
    ['Authorization: Bearer abc123DEF456ghi', ['abc123DEF456ghi']],
    ['Basic authentication is off', []],
    ['${API_TOKEN}', []],
    ['TOKEN=${API_TOKEN} node x.js', []],
  ])('%s', (text, expected) => {
    expect(embeddedSecrets(text)).toEqual(expect.arrayContaining(expected));
    if (expected.length === 0) expect(embeddedSecrets(text)).toEqual([]);
  });
});
