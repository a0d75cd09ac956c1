// One definition of what is secret, shared by capture, CLI and Action: values taken from the runner's environment
// (`${VAR}`), headers and URL credentials, never config literals nor the ambient environment; redaction works on
// decoded string values and never edits structure.
import { displayUrl, redact, redactText, redactValue, secretsOf } from '../../../src/core/shared/secrets.js';
import { committedUrl } from '../../../src/cli/commands/init.js';
import { TailBuffer } from '../../../src/capture/process.js';
import { baseEnv, childEnv, RUN_MARKER } from '../../../src/capture/child-env.js';
import { planSurface } from '../../../src/capture/capture.js';

describe('secretsOf', () => {
  const env = { API_TOKEN: 'tok-from-runner-123', URL_KEY: 'url-key-from-runner', ARG_KEY: 'arg-key-from-runner', PATH: '/usr/local/bin:/usr/bin', HOME: '/root' };
  const secrets = secretsOf(
    {
      command: 'node',
      args: ['--key=${ARG_KEY}'],
      env: { API_TOKEN: '${API_TOKEN}', MODE: 'production', LIMIT: '100000', LITERAL: 'literal-not-secret-456' },
      headers: { Authorization: 'Bearer bearer-token-789' },
      start: { command: 'x', env: { START_KEY: 'start-literal-000' } },
      surfaces: { all: { env: { SURFACE_KEY: 'surface-literal-111' }, url: 'https://user:pa55word@example.test/mcp?key=${URL_KEY}' } },
    },
    env,
  );

  it('covers ${VAR} values wherever they are expanded (env, args, url), headers, bearer tokens and URL credentials', () => {
    for (const v of ['tok-from-runner-123', 'arg-key-from-runner', 'url-key-from-runner', 'Bearer bearer-token-789', 'bearer-token-789', 'pa55word', 'user:pa55word'])
      expect(secrets).toContain(v);
  });

  it('leaves out config literals, the ambient environment and unexpanded references (M11)', () => {
    for (const v of ['production', '100000', 'literal-not-secret-456', 'start-literal-000', 'surface-literal-111', env.PATH, '/root', '${API_TOKEN}'])
      expect(secrets).not.toContain(v);
  });

  it('redacts the longest match first', () => {
    expect(redact('auth: Bearer bearer-token-789', secrets)).toBe('auth: ***');
  });
});

describe('redaction of values with quotes and backslashes (M5)', () => {
  const secret = 'se"cr\\et-value-42';
  const secrets = [secret];

  it('finds the secret in decoded strings, in JSON text and percent-encoded', () => {
    expect(redact(`value ${secret} end`, secrets)).toBe('value *** end');
    expect(redact(JSON.stringify({ d: `x ${secret} y` }), secrets)).toBe('{"d":"x *** y"}');
    expect(redact(`https://h/?k=${encodeURIComponent(secret)}`, secrets)).toBe('https://h/?k=***');
  });

  it('redacts per value: keys and strings, and the structure survives', () => {
    const data = { [`k-${secret}`]: [`a ${secret}`, 100000, true, null, { enum: ['production', secret] }] };
    const out = redactValue(data, secrets);
    expect(out).toEqual({ 'k-***': ['a ***', 100000, true, null, { enum: ['production', '***'] }] });
    expect(JSON.stringify(out)).not.toContain('cr\\\\et');
  });

  it('returns the same object when nothing is secret', () => {
    const data = { a: ['b', { c: 'd' }] };
    expect(redactValue(data, secrets)).toBe(data);
  });

  it('a number-like secret never breaks printed JSON (M11)', () => {
    const text = `${JSON.stringify({ limit: 100000, note: 'key 100000 here' }, null, 2)}\n`;
    const out = redactText(text, ['100000']);
    expect(JSON.parse(out)).toEqual({ limit: 100000, note: 'key *** here' });
    expect(out.endsWith('}\n')).toBe(true);
  });

  it('printed JSON holding a quoted secret is redacted and stays JSON', () => {
    const text = `${JSON.stringify({ servers: [{ description: `echo ${secret}` }] }, null, 2)}\n`;
    const out = redactText(text, secrets);
    expect(JSON.parse(out)).toEqual({ servers: [{ description: 'echo ***' }] });
  });
});

describe('URL credentials (M5)', () => {
  it('displayUrl drops userinfo', () => {
    expect(displayUrl('https://alice:hunter2hunter2@example.test:8443/mcp?x=1')).toBe('https://example.test:8443/mcp?x=1');
    expect(displayUrl('http://127.0.0.1:9/mcp')).toBe('http://127.0.0.1:9/mcp');
  });

  it('init keeps userinfo and key-like query values out of the committed URL', () => {
    const { url, variables } = committedUrl('https://bot:pa55-w0rd@example.test/mcp?api_key=abc123secret&toolsets=repos&sig=zzz#frag');
    expect(url).toBe('https://${MCP_URL_USERNAME}:${MCP_URL_PASSWORD}@example.test/mcp?api_key=${MCP_QUERY_API_KEY}&toolsets=repos&sig=${MCP_QUERY_SIG}#frag');
    expect(variables).toEqual({ MCP_URL_USERNAME: 'bot', MCP_URL_PASSWORD: 'pa55-w0rd', MCP_QUERY_API_KEY: 'abc123secret', MCP_QUERY_SIG: 'zzz' });
  });

  it('init keeps a token-looking value under an innocent name out too, and leaves plain URLs alone', () => {
    expect(committedUrl('https://example.test/mcp?u=Zx81kq0PLm4v9Ttr2aQ7').url).toBe('https://example.test/mcp?u=${MCP_QUERY_U}');
    expect(committedUrl('http://127.0.0.1:3000/mcp?toolsets=all').url).toBe('http://127.0.0.1:3000/mcp?toolsets=all');
  });
});

describe('stderr tail at the buffer boundary (M5)', () => {
  it('a secret cut by the buffer limit is dropped with its line, not shown in part', () => {
    const secret = 'ghp_0123456789abcdefghijklmnopqrstuvwxyzAB';
    const buf = new TailBuffer(64);
    buf.push(Buffer.from(`token=${secret}\nline two\nline three\n`));
    const tail = buf.tail(20);
    expect(tail).toBe('line two\nline three');
    for (let n = 6; n < secret.length; n++) expect(tail).not.toContain(secret.slice(-n));
  });

  it('keeps whole lines when nothing was dropped', () => {
    const buf = new TailBuffer(1024);
    buf.push(Buffer.from('first\nsecond\n'));
    expect(buf.tail(20)).toBe('first\nsecond');
  });
});

describe('child environment (issue 12)', () => {
  const runner = {
    PATH: '/usr/bin',
    HOME: '/home/runner',
    LANG: 'C.UTF-8',
    LC_ALL: 'C.UTF-8',
    TMPDIR: '/tmp',
    GITHUB_TOKEN: 'ghs_job',
    ACTIONS_RUNTIME_TOKEN: 'rt',
    ACTIONS_ID_TOKEN_REQUEST_URL: 'https://id',
    GITHUB_OUTPUT: '/out',
    GITHUB_STEP_SUMMARY: '/sum',
    'INPUT_GITHUB-TOKEN': 'ghs_input',
    RUNNER_TEMP: '/rt',
    NPM_TOKEN: 'npm_x',
    BASH_FUNC_x: '() { echo; }',
  };

  it('takes only the allow-list from the runner', () => {
    expect(baseEnv(runner, 'linux')).toEqual({ PATH: '/usr/bin', HOME: '/home/runner', LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8', TMPDIR: '/tmp' });
  });

  it('adds what the config names (even a runner token, deliberately) and the run marker', () => {
    const env = childEnv({ GITHUB_TOKEN: 'named-on-purpose' }, 'm1', runner);
    expect(env.GITHUB_TOKEN).toBe('named-on-purpose');
    expect(env[RUN_MARKER]).toBe('m1');
    expect(Object.keys(env).sort()).toEqual(['GITHUB_TOKEN', 'HOME', 'LANG', 'LC_ALL', 'MCP_CONTRACT_RUN', 'PATH', 'TMPDIR']);
  });

  it('on Windows matches system variables case-insensitively', () => {
    expect(baseEnv({ Path: 'C:\\bin', SystemRoot: 'C:\\Windows', GITHUB_TOKEN: 'x' }, 'win32')).toEqual({ Path: 'C:\\bin', SystemRoot: 'C:\\Windows' });
  });
});

describe('${VAR} in url and args (M5)', () => {
  const runner = { KEY: 'k-from-runner-1', PORT: '4321', FILE: '/data/catalog.json' };

  it('expands url, server args and surface args; the values referenced become secrets', () => {
    const stdio = planSurface('s', { command: 'node', args: ['--file=${FILE}'], surfaces: { all: { args: ['--key', '${KEY}'] } } }, 'all', { args: ['--key', '${KEY}'] }, { baseDir: '/', env: runner });
    expect(stdio.target).toMatchObject({ type: 'stdio', args: ['--file=/data/catalog.json', '--key', 'k-from-runner-1'] });
    expect(stdio.secrets).toEqual(expect.arrayContaining(['k-from-runner-1', '/data/catalog.json']));
    const http = planSurface('h', { url: 'http://127.0.0.1:${PORT}/mcp?key=${KEY}' }, 'default', {}, { baseDir: '/', env: runner });
    expect(http.target).toMatchObject({ url: 'http://127.0.0.1:4321/mcp?key=k-from-runner-1' });
  });

  it('names the field of a missing variable, never a value', () => {
    expect(() => planSurface('h', { url: 'http://x/${NOPE}' }, 'default', {}, { baseDir: '/', env: runner })).toThrow('server "h" url refers to ${NOPE}, which is not set');
    expect(() => planSurface('s', { command: 'n', args: ['a', '${NOPE}'] }, 'default', {}, { baseDir: '/', env: runner })).toThrow('server "s" args[1] refers to ${NOPE}, which is not set');
  });

  it('the stdio server gets the allow-list, its config env and the marker, nothing else of the runner', () => {
    const plan = planSurface('s', { command: 'n', env: { A: '${KEY}' } }, 'default', {}, { baseDir: '/', env: { ...runner, GITHUB_TOKEN: 'ghs_x' } });
    const env = (plan.target as { env: Record<string, string> }).env;
    expect(env.A).toBe('k-from-runner-1');
    expect(env.GITHUB_TOKEN).toBeUndefined();
    expect(env.KEY).toBeUndefined();
    expect(env[RUN_MARKER]).toBeTruthy();
  });
});
