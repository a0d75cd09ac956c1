// Setting and removing an approval's scope, as the store's own functions: `approve --scope`, and any other front (a
// review console) that calls them, judge a scope the same way and write it signed, under the store's lock.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DecisionError, type CapabilityRecord, type GuardStore } from '../core/approval/approval.js';
import { UsageError } from '../core/shared/errors.js';
import type { JsonObject, JsonValue } from '../core/shared/model.js';
import { parseRef } from '../core/shared/canonical.js';
import { scopeProblem } from './scope.js';
import { readStoreFile, updateStore, type StoreKey } from './store.js';

/**
 * A scope as given: inline JSON (it starts with `{`), or the path of a file holding it. One line naming the file (or
 * `--scope`) when it cannot be read or is not JSON.
 */
export function readScope(given: string, cwd: string): { scope: JsonValue; label: string } {
  const inline = given.trimStart().startsWith('{');
  const label = inline ? '--scope' : given;
  let text = given;
  if (!inline) {
    try {
      text = readFileSync(resolve(cwd, given), 'utf8');
    } catch (e) {
      throw new UsageError(`${label}: cannot read the scope (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  return { scope: parseScope(text, label), label };
}

/** A scope's JSON text (a file's, an inline --scope, the console's box), or one line naming `label`. */
export function parseScope(text: string, label: string): JsonValue {
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    throw new UsageError(`${label}: the scope is not valid JSON`);
  }
}

/** The scope checked against the tool `rec` serves: a JSON Schema that narrows its inputSchema. One line otherwise. */
export function checkedScope(rec: CapabilityRecord, scope: JsonValue, label: string): JsonObject {
  if (parseRef(rec.ref)?.kind !== 'tool') throw new UsageError(`${label}: ${rec.ref}: a scope bounds a tool's arguments; this is no tool`);
  const definition = rec.live?.definition ?? rec.approval?.definition;
  const problem = scopeProblem(scope, definition?.inputSchema);
  if (problem) throw new UsageError(`${label}: ${problem}`);
  return scope as JsonObject;
}

/** Sets (a schema) or removes (null) the scope of ref's approval in place; the approval must exist. */
export function scopeRecord(store: GuardStore, ref: string, scope: JsonObject | null): CapabilityRecord {
  const rec = store.capabilities[ref];
  if (!rec?.approval) throw new DecisionError(`${ref}: has no approval of the store's to scope (approve it first, with --scope)`);
  const approval = { ...rec.approval };
  if (scope === null) delete approval.scope;
  else approval.scope = scope;
  const next = { ...rec, approval };
  store.capabilities[ref] = next;
  return next;
}

/** Sets or removes one approval's scope in the store file, signed, under its lock; the record as written. */
export async function setApprovalScope(path: string, key: StoreKey, ref: string, scope: JsonValue | null, log: (line: string) => void): Promise<CapabilityRecord> {
  let out: CapabilityRecord | undefined;
  await updateStore(path, key, () => readStoreFile(path, key, log), (store) => {
    const rec = store.capabilities[ref];
    if (!rec) throw new UsageError(`${path}: ${ref}: not in the store`);
    try {
      out = scopeRecord(store, ref, scope === null ? null : checkedScope(rec, scope, `${path}: ${ref}`));
    } catch (e) {
      if (e instanceof DecisionError) throw new UsageError(`${path}: ${e.message}`);
      throw e;
    }
    return store;
  });
  return out!;
}
