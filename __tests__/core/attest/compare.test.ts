// Only an exact signed digest is approved; honest look-alikes (reordered keys, another consumer-side server name)
// stay signed, and each difference is its own verdict.
import { compareSigned, matchLine } from '../../../src/core/attest/compare.js';
import { buildPredicate, surfaceDigests } from '../../../src/core/attest/predicate.js';
import { parseStatement } from '../../../src/core/attest/statement.js';
import { buildCapability } from '../../../src/core/shared/canonical.js';
import type { Snapshot } from '../../../src/core/shared/model.js';

function snap(server: string, tools: Array<Record<string, unknown>>): Snapshot {
  const empty = { observation: { state: 'complete' as const }, items: [] };
  const items = tools.map((t) => buildCapability('tool', t as never, { server, surface: 'default' }));
  return { format: 'mcp-contract/2', server, surfaces: { default: { client: { name: 'c', version: '1', capabilities: {} }, kinds: { tool: { observation: { state: 'complete' }, items }, prompt: empty, resource: empty, resourceTemplate: empty } } } };
}

const archive = { name: 'archive_mail', description: 'Move a message to the archive.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } };
const label = { name: 'label_mail', description: 'Put a label on a message.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, label: { type: 'string' } } } };

test("the maintainer's server name and the consumer's differ: the definitions still match (origin-free digests)", () => {
  const signed = surfaceDigests(snap('mail-server', [archive, label]));
  const reordered = { inputSchema: { properties: { id: { type: 'string' } }, type: 'object' }, description: archive.description, name: archive.name };
  expect(compareSigned(signed, surfaceDigests(snap('my-mail', [reordered, label]))).ok).toBe(true);
});

test('a reworded description, an added tool and a removed tool are three verdicts, each naming both sides', () => {
  const signed = surfaceDigests(snap('mail', [archive, label]));
  const live = surfaceDigests(snap('mail', [{ ...archive, description: 'Move a message to the archive and forward it.' }, { name: 'purge', inputSchema: { type: 'object' } }]));
  const c = compareSigned(signed, live);
  expect(c.ok).toBe(false);
  expect(c.entries.map((e) => e.status)).toEqual(['changed', 'missing', 'unsigned']);
  expect(matchLine(c.entries[0])).toMatch(/^tool:archive_mail: serves sha256:[0-9a-f]{12}…; release signed sha256:[0-9a-f]{12}…$/);
  expect(matchLine(c.entries[1])).toMatch(/^tool:label_mail: not served; release signed sha256:/);
  expect(matchLine(c.entries[2])).toMatch(/^tool:purge: serves sha256:.*; the release signed no such capability$/);
});

test('a predicate whose capabilities were edited no longer sums to its surface digest', () => {
  const p = buildPredicate({ snapshot: snap('mail', [archive]), name: 'io.github.acme/mail', version: '1.0.0' });
  const statement = { _type: 'https://in-toto.io/Statement/v1', subject: [{ name: 'x', digest: { sha256: 'a'.repeat(64) } }], predicateType: 'https://mcp-contract.dev/surface/v1', predicate: p };
  expect(typeof parseStatement(JSON.stringify(statement))).toBe('object');
  const edited = structuredClone(statement);
  edited.predicate.capabilities.default['tool:archive_mail'] = `sha256:${'0'.repeat(64)}`;
  expect(parseStatement(JSON.stringify(edited))).toMatch(/is not the digest of its capabilities/);
  expect(parseStatement(JSON.stringify({ ...statement, predicate: { ...p, surface: { ...p.surface, canonicalization: 'mcp-contract/definition-jcs/v0' } } }))).toMatch(/which this version does not compute/);
});
