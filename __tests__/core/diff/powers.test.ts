// What a tool can do, read for rename suggestions (issue 53, class 7): hints, inputs that select an operation or carry
// what is written, and the verbs a description opens with. A look-alike that can do less or more is refused with the
// reason; an honest rename of the same shape is still suggested.
import { againstGrain, leadVerbs, powersOf } from '../../../src/core/diff/powers.js';
import { suggestMatches as matchAll } from '../../../src/core/diff/renames/match.js';
import { buildCapability } from '../../../src/core/shared/canonical.js';
import type { Capability, JsonObject } from '../../../src/core/shared/model.js';

const origin = { server: 'ledger', surface: 'default' };
const suggestMatches = (removed: Capability[], added: Capability[]) => matchAll(removed, added, againstGrain);
const tool = (name: string, description: string, properties: JsonObject = { ledger: { type: 'string' } }, annotations?: JsonObject): Capability =>
  buildCapability('tool', { name, description, inputSchema: { type: 'object', properties }, ...(annotations ? { annotations } : {}) }, origin);

describe('the verbs a description opens with', () => {
  it.each([
    ['Fetches the balance of one ledger.', ['fetches'], 'read'],
    ['Use this tool to post an entry to a ledger.', ['post'], 'add'],
    ['Ledgers | Close a ledger for the period', ['close'], 'act'],
    ['Show, rename or archive a ledger.', ['show', 'rename'], 'act'],
    ['Reads, then wipes, the scratch ledger', ['reads', 'wipes'], 'destroy'],
  ])('%s', (text, words, cls) => {
    expect(leadVerbs(text)).toMatchObject({ words, cls });
  });

  it.each([
    ['Resolves a review thread on a pull request.', 'act'],
    ['Check out a branch of the repository.', 'act'],
    ['Check in the edited file.', 'act'],
    ['Check the status of a pull request.', 'read'],
  ])('%s: resolving and checking out act, checking a status reads', (text, cls) => {
    expect(leadVerbs(text)?.cls).toBe(cls);
  });

  it('a noun after the verb is no second verb ("List entries", not "entries")', () => {
    expect(leadVerbs('List entries posted today')).toMatchObject({ words: ['list'], cls: 'read' });
  });
});

describe('powers', () => {
  it('a filter enum that names a deletion is no operation; a selector enum is', () => {
    const filter = { kind: { type: 'string', enum: ['posting', 'deletion', 'delete'] } };
    const selector = { action: { type: 'string', enum: ['show', 'delete'] } };
    expect(powersOf({ name: 'ledger_events', description: 'List ledger events.', inputSchema: { type: 'object', properties: filter } })).toEqual({ readsOnly: 'its description opens with `list`' });
    expect(powersOf({ name: 'ledger_events', description: 'List ledger events.', inputSchema: { type: 'object', properties: selector } }).destroys).toContain('`action` accepts "delete"');
  });

  it('a read-only claim settles a name word that is also a verb (`ledger_run` reads runs)', () => {
    expect(powersOf({ name: 'ledger_run', description: 'A reconciliation run by id.', annotations: { readOnlyHint: true } })).toEqual({ readsOnly: 'it declares readOnlyHint' });
    expect(powersOf({ name: 'ledger_run', description: 'A reconciliation run by id.' }).acts).toContain('run');
  });
});

describe('suggestions against the grain', () => {
  it('a starter is not suggested onto a reader of the same name; the real successor is, and the refusal says why', () => {
    const old = tool('ledger_run_reconcile', 'Starts a reconciliation run for a ledger.', { ledger: { type: 'string' }, period: { type: 'string' } });
    const reader = tool('ledger_run', 'Gets a reconciliation run for a ledger.', { ledger: { type: 'string' }, period: { type: 'string' } }, { readOnlyHint: true });
    const writer = tool('ledger_write', 'Start or stop reconciliation runs.', { ledger: { type: 'string' }, period: { type: 'string' }, action: { type: 'string', enum: ['start', 'stop'] } });
    const s = suggestMatches([old], [reader, writer]);
    expect(s.targets.get(old.ref)?.to).toBe(writer.ref);
    expect(s.refused.get(old.ref)).toMatchObject({ to: reader.ref });
    expect(s.hints.get(old.ref)).toContain('`tool:ledger_run` (similarity');
    expect(s.hints.get(old.ref)).toContain('`ledger_run` only reads (it declares readOnlyHint)');
  });

  it('a reader gaining a free-form body it writes is another tool; gaining a filter it is not', () => {
    const old = tool('ledger_note_lookup', 'Look up the notes of a ledger.', { ledger: { type: 'string' } }, { readOnlyHint: true });
    const writes = tool('ledger_note_lookups', 'Look up the notes of a ledger.', { ledger: { type: 'string' }, body: { type: 'string' } });
    const filters = tool('ledger_note_lookups', 'Look up the notes of a ledger.', { ledger: { type: 'string' }, since: { type: 'string', format: 'date' } }, { readOnlyHint: true });
    expect(suggestMatches([old], [writes]).targets.get(old.ref)).toBeUndefined();
    expect(suggestMatches([old], [writes]).hints.get(old.ref)).toContain('its free-form input `body`');
    expect(suggestMatches([old], [filters]).targets.get(old.ref)?.to).toBe(filters.ref);
  });

  // Issue 53 review: a declared read-only claim outranks an input's name; a selector that deletes still counts.
  it('a read-only token counter whose input is `content` continues as one whose input is `text`; a read-only claim with a delete selector does not', () => {
    const old = tool('count_tokens', 'Counts the tokens in a text.', { content: { type: 'string' } }, { readOnlyHint: true });
    const renamed = tool('count_text_tokens', 'Counts the tokens in a text.', { text: { type: 'string' } }, { readOnlyHint: true });
    const deleting = tool('count_text_tokens', 'Counts the tokens in a text.', { text: { type: 'string' }, action: { type: 'string', enum: ['count', 'delete'] } }, { readOnlyHint: true });
    expect(suggestMatches([old], [renamed]).targets.get(old.ref)?.to).toBe(renamed.ref);
    expect(suggestMatches([old], [deleting]).targets.get(old.ref)).toBeUndefined();
    expect(powersOf({ name: 'count_tokens', description: 'Counts the tokens in a text.', annotations: { readOnlyHint: true }, inputSchema: { type: 'object', properties: { content: { type: 'string' } } } })).toEqual({ readsOnly: 'it declares readOnlyHint' });
  });

  it('a deleter is not suggested onto an adder; a deleter reworded still is', () => {
    const old = tool('ledger_entry_remove', 'Remove an entry from a ledger.', { ledger: { type: 'string' }, entry: { type: 'string' } });
    const adder = tool('ledger_entry_add', 'Add an entry to a ledger.', { ledger: { type: 'string' }, entry: { type: 'string' } });
    const reworded = tool('ledger_entry_remove_v2', 'Deletes one entry of a ledger.', { ledger: { type: 'string' }, entry: { type: 'string' } });
    expect(suggestMatches([old], [adder]).targets.get(old.ref)).toBeUndefined();
    expect(suggestMatches([old], [reworded]).targets.get(old.ref)?.to).toBe(reworded.ref);
  });
});
