// The Codex reader finds each server's tool lists by TOML's syntax, whatever else the file holds, and only those.
import { codexRules } from '../../src/consent/read.js';
import { tomlToolLists } from '../../src/consent/toml.js';
import { applyCarries } from '../../src/consent/edit.js';

const FILE = `# Codex
model = "o3"
notes = """
[mcp_servers.fake]
disabled_tools = ["not a table"]
"""
when = 1979-05-27 07:32:00 # a local date-time holds a space

[mcp_servers."fs.v2"]
command = 'npx'
env = { A = "1", B = ["x", "y]"] }
enabled_tools = ['read_file', "list\\u005fdirectory"]

[mcp_servers.fs.v2]
disabled_tools = ["elsewhere"]

[mcp_servers.github.tools.create_issue]
approval_mode = "approve"

[[profiles]]
disabled_tools = ["array table"]

[mcp_servers]
github.disabled_tools = ["delete_repo"]
`;

describe('Codex config.toml', () => {
  it('reads the tool lists of [mcp_servers.NAME] tables (quoted names, dotted keys), skipping every other value by its syntax', () => {
    expect(tomlToolLists(FILE, 'config.toml').map((l) => [l.server, l.key, l.line, l.entries.map((e) => e.text)])).toEqual([
      ['fs.v2', 'enabled_tools', 12, ['read_file', 'list_directory']],
      ['github', 'disabled_tools', 24, ['delete_repo']],
    ]);
  });

  it('edits a literal string in place and keeps the rest of the file byte for byte', () => {
    const [rule] = codexRules(FILE, 'config.toml', 'fs.v2');
    const next = applyCarries(FILE, [{ list: rule.list, anchor: rule.entry, text: 'read_text_file', replace: true }]);
    expect(next).toBe(FILE.replace(`['read_file', `, `["read_text_file", `));
  });

  it.each([
    ['an unterminated array', '[mcp_servers.a]\nenabled_tools = ["x"\n', /config\.toml:3: enabled_tools|config\.toml:\d+: mcp_servers\.a\.enabled_tools: expected/],
    ['a tool list that is not an array', '[mcp_servers.a]\nenabled_tools = "x"\n', /config\.toml:2: mcp_servers\.a\.enabled_tools: expected an array of tool names/],
    ['an unterminated string', 'a = "x\n', /config\.toml:1: line break in a string/],
  ])('names the line of %s', (_name, text, message) => {
    expect(() => tomlToolLists(text, 'config.toml')).toThrow(message);
  });
});
