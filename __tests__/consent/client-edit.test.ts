// The client may save its settings at any moment: a carry never overwrites its edit. Consent read the file, the client
// then saved it (a rule of its own added, the layout changed); the write places the carry again on the client's text
// beside the same rule, and the client's edit stays. When the client removed the very rule being carried, nothing is
// written and the run says so. The file is real; the edit is made between consent's read and its write.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { WriteError } from '../../src/core/shared/errors.js';
import { readConsentFile, rulesOfFile, writeCarries } from '../../src/consent/files.js';
import { tempDir } from '../helpers/temp-dir.js';

function settings(): string {
  const dir = tempDir('consent-client-edit');
  const file = path.join(dir, '.claude', 'settings.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `{\n  "permissions": {\n    "deny": ["mcp__notes__read_note"]\n  }\n}\n`);
  return file;
}

function carryOf(file: string) {
  const read = readConsentFile(file, 'settings.json', 'claude-code');
  const [rule] = rulesOfFile(read, 'notes');
  return { read, carry: { list: rule.list, anchor: rule.entry, text: 'mcp__notes__fetch_note', replace: false } };
}

describe('a carry never overwrites the client\'s own save', () => {
  it('places the carry on the text the client saved after consent read it, keeping the client\'s edit', async () => {
    const file = settings();
    const { read, carry } = carryOf(file);
    // The client saves: a rule of its own, another layout.
    writeFileSync(file, `{\n  "model": "opus",\n  "permissions": {\n    "allow": ["mcp__notes__list_notes"],\n    "deny": [\n      "mcp__notes__read_note"\n    ]\n  }\n}\n`);
    const done = await writeCarries(read, [carry], process.getuid?.(), 'notes');
    const now = JSON.parse(readFileSync(file, 'utf8'));
    expect(now).toEqual({ model: 'opus', permissions: { allow: ['mcp__notes__list_notes'], deny: ['mcp__notes__read_note', 'mcp__notes__fetch_note'] } });
    expect(done.after).toBe(readFileSync(file, 'utf8'));
    // The backup holds what was replaced: the client's save, not consent's first read.
    expect(readFileSync(`${file}.mcp-contract-backup`, 'utf8')).toBe(done.before);
  });

  it('writes nothing, and says so, when the client removed the rule being carried', async () => {
    const file = settings();
    const { read, carry } = carryOf(file);
    const saved = `{\n  "permissions": {\n    "deny": []\n  }\n}\n`;
    writeFileSync(file, saved);
    await expect(writeCarries(read, [carry], process.getuid?.(), 'notes')).rejects.toThrow(WriteError);
    await expect(writeCarries(read, [carry], process.getuid?.(), 'notes')).rejects.toThrow(/settings\.json: it changed while consent ran \(the rule "mcp__notes__read_note" in permissions\.deny is gone from it\); nothing written, run it again/);
    expect(readFileSync(file, 'utf8')).toBe(saved);
  });

  it('writes nothing twice: a carry another run already placed is left as it is', async () => {
    const file = settings();
    const { read, carry } = carryOf(file);
    await writeCarries(read, [carry], process.getuid?.(), 'notes');
    const once = readFileSync(file, 'utf8');
    const again = await writeCarries(read, [carry], process.getuid?.(), 'notes');
    expect([again.before, again.after, readFileSync(file, 'utf8')]).toEqual([once, once, once]);
  });
});
