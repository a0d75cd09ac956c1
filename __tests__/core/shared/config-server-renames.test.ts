// A server's own `renames` (servers.NAME.renames): read with the shared ones by that server alone, validated like the
// top-level ones (one line naming the pointer), and in a pull request judged from the base branch, never the PR's.
import { gatingConfig } from '../../../src/core/diff/config-diff.js';
import { configOfServer, type Config } from '../../../src/core/shared/config.js';
import { UsageError } from '../../../src/core/shared/errors.js';
import { parseConfig } from '../../../src/storage/config-file.js';

const cmd = { command: 'node', args: ['server.js'] };

describe('servers.NAME.renames', () => {
  const config: Config = {
    renames: { 'tool:shared_old': 'tool:shared_new', 'tool:x': 'tool:y' },
    servers: { a: { ...cmd, renames: { 'tool:read_note': 'tool:fetch_record', 'tool:x': 'tool:z' } }, b: cmd },
  };

  it("is read by its own server with the shared ones (its own winning), never by another's", () => {
    expect(configOfServer(config, 'a').renames).toEqual({ 'tool:shared_old': 'tool:shared_new', 'tool:x': 'tool:z', 'tool:read_note': 'tool:fetch_record' });
    expect(configOfServer(config, 'b').renames).toEqual({ 'tool:shared_old': 'tool:shared_new', 'tool:x': 'tool:y' });
    expect(configOfServer(config, 'b')).toBe(config);
  });

  it('is validated like the top-level renames, the error naming its pointer', () => {
    expect(parseConfig(JSON.stringify(config), 'mcp-contract.json').servers?.a?.renames).toEqual(config.servers!.a!.renames);
    const bad = (renames: unknown): string => {
      try {
        parseConfig(JSON.stringify({ servers: { 'srv.1': { ...cmd, renames } } }), 'mcp-contract.json');
      } catch (e) {
        expect(e).toBeInstanceOf(UsageError);
        return (e as Error).message;
      }
      throw new Error('accepted');
    };
    expect(bad({ 'tool:a': 'prompt:a' })).toBe('mcp-contract.json: /servers/srv.1/renames/tool:a: cannot rename a tool to a prompt (prompt:a)');
    expect(bad({ 'tool:a': 'tool:a' })).toBe('mcp-contract.json: /servers/srv.1/renames/tool:a: renames a capability to itself');
    expect(bad({ 'nope': 'tool:a' })).toMatch(/^mcp-contract\.json: \/servers\/srv\.1\/renames/);
  });

  it("judges a pull request with the base branch's server renames: what the PR declares under a server is not used", () => {
    const base: Config = { servers: { a: { ...cmd, renames: { 'tool:one': 'tool:two' } }, b: cmd } };
    const head: Config = {
      servers: { a: { ...cmd, args: ['v2.js'], renames: { 'tool:read_note': 'tool:fetch_record' } }, b: { ...cmd, renames: { 'tool:gone': 'tool:here' } }, c: { ...cmd, renames: { 'tool:p': 'tool:q' } } },
    };
    const gate = gatingConfig(base, head);
    // How to capture comes from the PR; what judges the capture from the base.
    expect(gate.servers).toEqual({ a: { ...cmd, args: ['v2.js'], renames: { 'tool:one': 'tool:two' } }, b: cmd, c: cmd });
    expect(configOfServer(gate, 'b').renames).toBeUndefined();
    // Without a base config (the PR adds it) there is nothing to trust but the head, as for every other gate key.
    expect(gatingConfig(undefined, head)).toBe(head);
  });
});
