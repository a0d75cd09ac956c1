// What an identifier does, read by the class of its verb: synonyms of deleting, revoking, handing over and running are
// operations, a past participle is a state, and a generated name's HTTP method before a verb of reading is transport.
import { destroysBecause, operationOf, writesBecause } from '../../../src/core/diff/operations.js';
import { flagClaims } from '../../../src/core/diff/structural-risk.js';
import type { SchemaDelta } from '../../../src/core/diff/schema/walk.js';

describe('operationOf', () => {
  it.each([
    ['discard_page', 'delete'],
    ['flushCache', 'delete'],
    ['forget-entity', 'delete'],
    ['invalidate_sessions', 'revoke'],
    ['transmit', 'transfer'],
    ['run_subprocess', 'execute'],
    ['supersede', 'overwrite'],
  ])('%s is a %s operation', (value, operation) => {
    expect(operationOf(value)?.operation).toBe(operation);
  });

  it.each(['discarded', 'webp', 'duplicate', 'verbose', 'append_content', 'forward', 'email', 'system_info'])('%s names no operation', (value) => {
    expect(operationOf(value)).toBeUndefined();
  });
});

describe('writesBecause', () => {
  it('reads an HTTP method before a verb of reading as transport, before a noun as the operation', () => {
    expect(writesBecause({ name: 'API-post-search' })).toBeUndefined();
    expect(writesBecause({ name: 'API-query-data-source' })).toBeUndefined();
    expect(writesBecause({ name: 'API-post-page' })).toBe('its name says `post`');
    expect(writesBecause({ name: 'API-patch-block-children' })).toBe('its name says `patch`');
  });
});

describe('operations read by structure', () => {
  it('reads a verb that ends in -ed (shred) as the verb, and a past participle as a state', () => {
    expect(operationOf('shred')).toMatchObject({ operation: 'delete' });
    expect(operationOf('shredded_only')).toBeUndefined();
    expect(operationOf('deleted')).toBeUndefined();
  });

  it("checks a not-destructive claim against the tool's own description, unless the text denies it", () => {
    expect(destroysBecause({ name: 'save_note', description: 'Saves a note; replaces any note of the same name.' })).toContain('its description says `replaces`');
    expect(destroysBecause({ name: 'save_note', description: 'Saves a note; never replaces an existing one.' })).toBeUndefined();
    expect(destroysBecause({ name: 'list_notes', description: 'Lists notes, including deleted ones.' })).toBeUndefined();
  });

  // Issue 53 review: every word was stemmed, so an adjective or a subordinate clause's verb read as the tool's act.
  it.each([
    ['Gets the current session and when it expires.', 'Gets the current session and expires it.'],
    ['Returns a clear summary of the build.', 'Returns a summary of the build, then clears the log.'],
    ['Lists sessions; the delete flag of each is shown.', 'Lists sessions and deletes the stale ones.'],
  ])('%j says no destruction, %j does', (honest, attack) => {
    expect(destroysBecause({ name: 'session_info', description: honest })).toBeUndefined();
    expect(destroysBecause({ name: 'session_info', description: attack })).toContain('its description says');
  });

  it('a destructiveHint false claim on a tool that declares readOnlyHint is not checked against its words; without readOnlyHint it is', () => {
    const delta: SchemaDelta = { pointer: '/annotations/destructiveHint', before: true, after: false, rule: 'tool-no-longer-destructive', params: {} };
    const head = (annotations: Record<string, boolean>) => ({ name: 'session_info', description: 'Gets the session, then revokes the old token.', annotations });
    expect(flagClaims([delta], head({ readOnlyHint: true, destructiveHint: false }))[0].rule).toBe('tool-no-longer-destructive');
    expect(flagClaims([delta], head({ destructiveHint: false }))[0].rule).toBe('tool-claims-not-destructive');
  });
});
