// The console writes every decision into the store, so it starts only on a store directory this user may write and
// whose key it may read: refused up front in one line, not discovered at the first click.
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { ContractError, UsageError, WriteError } from '../core/shared/errors.js';
import { storeKey, type StoreKey } from '../guard/store.js';

export async function writableStore(dir: string): Promise<StoreKey> {
  const st = await stat(dir).catch(() => undefined);
  if (!st) throw new UsageError(`mcp-contract console: ${dir}: no guard store here yet (start mcp-contract guard first, or pass --store DIR)`);
  if (!st.isDirectory()) throw new UsageError(`mcp-contract console: ${dir}: the store is not a directory`);
  try {
    await access(dir, constants.W_OK | constants.X_OK);
  } catch {
    throw new WriteError(`mcp-contract console: ${dir}: this user may not write the store directory, where every decision is written; run the console as the store's owner`);
  }
  try {
    return await storeKey(dir);
  } catch (e) {
    if (e instanceof ContractError) throw e;
    throw new WriteError(`mcp-contract console: ${dir}: cannot read or create the store key (${(e as NodeJS.ErrnoException).code ?? 'error'}); run the console as the store's owner`);
  }
}
