// Issue 17 item 4: a PR cannot send a secret the base config refers to anywhere the base does not send it. The rule,
// in-process from src/; the shipped Action against a recording host is e2e/action-destinations.test.ts.
import type { Config } from '../../src/core/shared/config.js';
import { originOf } from '../../src/action/destinations.js';
import { prRunnerEnv } from '../../src/action/servers.js';

const env = { API_TOKEN: 'planted-api-token-17-4444', OTHER: 'x' };
const urlServer = (url: string, extra: Record<string, unknown> = {}): Config => ({
  servers: { api: { url, headers: { Authorization: 'Bearer ${API_TOKEN}' }, ...extra } },
});

describe('a base-referenced secret is resolved only where the base sends it', () => {
  it('a PR that changes only the url origin is refused in one line naming server and field', () => {
    expect(() => prRunnerEnv(urlServer('https://api.example.com/mcp'), urlServer('https://evil.example/mcp'), ['api'], env)).toThrow(
      'server "api": headers.Authorization sends ${API_TOKEN} to url https://evil.example, where the base branch\'s config does not send it (it sends it to url https://api.example.com)',
    );
  });

  it.each([
    ['another port', 'https://api.example.com:8443/mcp'],
    ['another scheme', 'http://api.example.com/mcp'],
    ['userinfo that changes the host', 'https://api.example.com@evil.example/mcp'],
  ])('%s is another destination', (_what, url) => {
    expect(() => prRunnerEnv(urlServer('https://api.example.com/mcp'), urlServer(url), ['api'], env)).toThrow(/headers\.Authorization sends \$\{API_TOKEN\}/);
  });

  it('the same origin (another path, case of the host) is allowed and resolves only what the base names', () => {
    expect(prRunnerEnv(urlServer('https://api.example.com/mcp'), urlServer('https://API.example.com/v2/mcp'), ['api'], env)).toEqual({ API_TOKEN: env.API_TOKEN });
  });

  it('a stdio server turned into a URL server cannot take the env secret to the URL', () => {
    const base: Config = { servers: { api: { command: 'node', args: ['server.js'], env: { API_TOKEN: '${API_TOKEN}' } } } };
    expect(() => prRunnerEnv(base, urlServer('http://127.0.0.1:9/mcp'), ['api'], env)).toThrow(/server "api": headers\.Authorization sends \$\{API_TOKEN\} to url http:\/\/127\.0\.0\.1:9/);
  });

  it('a stdio server whose command changes cannot take the secret along; the same command can', () => {
    const base: Config = { servers: { api: { command: 'node', args: ['server.js'], env: { API_TOKEN: '${API_TOKEN}' } } } };
    const head = (command: string): Config => ({ servers: { api: { command, args: ['server.js'], env: { API_TOKEN: '${API_TOKEN}' } } } });
    expect(() => prRunnerEnv(base, head('sh'), ['api'], env)).toThrow('server "api": env.API_TOKEN sends ${API_TOKEN} to command "sh"');
    expect(prRunnerEnv(base, head('node'), ['api'], env)).toEqual({ API_TOKEN: env.API_TOKEN });
  });

  it('origins are compared as written when a variable is part of them', () => {
    expect(originOf('http://127.0.0.1:${MCP_PORT}/mcp?key=${K}')).toBe('http://127.0.0.1:${mcp_port}');
    expect(originOf('HTTPS://Api.Example.com:443/x')).toBe('https://api.example.com');
  });
});

describe('an OAuth client secret named by variable is held like a ${VAR} reference', () => {
  const oauthServer = (url: string, secretEnv: string): Config => ({ servers: { api: { url, oauth: { clientId: 'ci', clientSecretEnv: secretEnv } } } });
  const secrets = { GITHUB_TOKEN: 'ghs_planted-runner-token-52', API_SECRET: 'planted-oauth-secret-52' };

  it('a PR naming a runner variable the base never names (GITHUB_TOKEN as a client secret) is refused', () => {
    expect(() => prRunnerEnv(oauthServer('https://api.example.com/mcp', 'API_SECRET'), oauthServer('https://api.example.com/mcp', 'GITHUB_TOKEN'), ['api'], secrets)).toThrow(
      /server "api": the PR's config refers to \$\{GITHUB_TOKEN\}, which the base branch's config does not/,
    );
  });

  it('a PR moving the url takes the base secret nowhere; the same server keeps it', () => {
    expect(() => prRunnerEnv(oauthServer('https://api.example.com/mcp', 'API_SECRET'), oauthServer('https://evil.example/mcp', 'API_SECRET'), ['api'], secrets)).toThrow(
      'server "api": oauth.clientSecretEnv sends ${API_SECRET} to url https://evil.example',
    );
    expect(prRunnerEnv(oauthServer('https://api.example.com/mcp', 'API_SECRET'), oauthServer('https://api.example.com/mcp', 'API_SECRET'), ['api'], secrets)).toEqual({ API_SECRET: secrets.API_SECRET });
  });
});
