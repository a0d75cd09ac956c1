// One definition of what is secret, shared by capture, CLI and Action: the config's env and header values (and the
// runner variables they reference), never the ambient environment.
import { redact, secretsOf } from '../src/core/secrets.js';

describe('secretsOf', () => {
  const env = { API_TOKEN: 'tok-from-runner-123', PATH: '/usr/local/bin:/usr/bin', HOME: '/root' };
  const secrets = secretsOf(
    {
      command: 'node',
      env: { API_TOKEN: '${API_TOKEN}', MODE: 'prod', LITERAL: 'literal-secret-456' },
      headers: { Authorization: 'Bearer bearer-token-789' },
      start: { command: 'x', env: { START_KEY: 'start-secret-000' } },
      surfaces: { all: { env: { SURFACE_KEY: 'surface-secret-111' } } },
    },
    env,
  );

  it('covers expanded references, literals, headers, bearer tokens, start and surface env', () => {
    for (const v of ['tok-from-runner-123', 'literal-secret-456', 'Bearer bearer-token-789', 'bearer-token-789', 'start-secret-000', 'surface-secret-111'])
      expect(secrets).toContain(v);
  });

  it('leaves out the ambient environment, unexpanded references and values too short to be tokens', () => {
    expect(secrets).not.toContain(env.PATH);
    expect(secrets).not.toContain('/root');
    expect(secrets).not.toContain('${API_TOKEN}');
    expect(secrets).not.toContain('prod');
  });

  it('redacts the longest match first', () => {
    expect(redact('auth: Bearer bearer-token-789', secrets)).toBe('auth: ***');
  });
});
