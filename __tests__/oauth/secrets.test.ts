// The values an `oauth` entry names by variable are secrets like `${VAR}` references: redacted from every output the
// CLI prints (io.protect(secretsOf(...))), and listed among the variables a PR's config refers to.
import { referencedVars, secretsOf } from '../../src/core/shared/secrets.js';

const server = { url: 'https://mcp.tickets.example/mcp', oauth: { clientId: 'ci', clientSecretEnv: 'TICKETS_SECRET' } };

test('the secret a client_credentials grant uses is a secret of the server', () => {
  expect(secretsOf(server, { TICKETS_SECRET: 'planted-secret-value-52' })).toContain('planted-secret-value-52');
  expect(referencedVars(server)).toEqual(['TICKETS_SECRET']);
});

test('the client id, a literal in the config, is not', () => {
  expect(secretsOf({ ...server, oauth: { clientId: 'mcp-contract-ci-client' } }, {})).toEqual([]);
});
