// A gateway member from a client's own file (`mcpServers`) carries an "oauth" entry like a server of mcp-contract.json:
// held to the same keys and values, secrets only by variable name.
import path from 'node:path';
import { readGatewayFile } from '../../src/gateway/config-file.js';
import { tempDir, writeJson } from '../helpers/cli-harness.js';

function read(entry: Record<string, unknown>) {
  const dir = tempDir('oauth-client-file');
  const file = writeJson(path.join(dir, 'claude_desktop_config.json'), { mcpServers: { tickets: { type: 'http', url: 'https://mcp.tickets.example/mcp', ...entry } } });
  return readGatewayFile(file, 'claude_desktop_config.json', undefined, dir);
}

test('a member keeps its oauth entry', () => {
  const oauth = { clientId: 'desk', clientMetadataUrl: 'https://tools.example/mcp-contract.json', scope: 'tickets:read', grant: 'authorization_code' };
  expect(read({ oauth }).servers[0]?.server.oauth).toEqual(oauth);
});

test('an unknown key, a non-string value or a wrong choice is one line naming the pointer', () => {
  expect(() => read({ oauth: { clientSecret: 'sk-123456789' } })).toThrow(/tickets\/oauth\/clientSecret: not an oauth key/);
  expect(() => read({ oauth: { clientId: 7 } })).toThrow(/oauth\/clientId: expected a string/);
  expect(() => read({ oauth: { grant: 'password' } })).toThrow(/oauth\/grant: expected one of client_credentials, authorization_code/);
});
