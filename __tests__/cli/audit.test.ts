// `mcp-contract audit` and `audit verify` on bad input (issue 45 item 5): one line naming what is wrong, exit 2 for a
// usage error, no stack; nothing is created by reading. `approve --by` takes one short printable name.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { AuditLog } from '../../src/audit/log.js';
import { auditKey } from '../../src/audit/chain.js';
import { storeKey } from '../../src/storage/store-key-file.js';
import { cli, hasStack, tempDir } from '../helpers/cli-harness.js';

describe('mcp-contract audit: bad input', () => {
  it('a store without a log: one line, exit 2, and no log or key created', async () => {
    const dir = tempDir('audit-cli');
    for (const args of [['audit'], ['audit', 'verify']]) {
      const r = await cli([...args, '--store', dir], { cwd: dir });
      expect([r.code, r.stderr]).toEqual([2, `mcp-contract audit: no audit log in ${dir} (the guard and approve write one beside the store; pass --store DIR)\n`]);
    }
    expect(existsSync(path.join(dir, 'audit'))).toBe(false);
    expect(existsSync(path.join(dir, '.guard-key'))).toBe(false);
  });

  it('--since that is no ISO date, an unknown action, a filter with verify: one line each, exit 2', async () => {
    const dir = tempDir('audit-cli');
    await new AuditLog({ storeDir: dir, key: auditKey(await storeKey(dir)) }).append({ kind: 'invalidation', at: '2026-06-01T00:00:00.000Z', server: 's', reason: 'missing', ref: 'tool:x' });
    const cases: Array<[string[], string]> = [
      [['audit', '--since', 'yesterday\u001b[2J'], 'mcp-contract audit: --since "yesterday": expected an ISO date (YYYY-MM-DD) or date-time with a zone\n'],
      [['audit', 'purge'], 'mcp-contract audit: unknown action "purge" (expected verify, or none)\n'],
      [['audit', 'verify', '--ref', 'x'], 'mcp-contract audit verify: --ref does not go with verify (the whole chain is checked)\n'],
    ];
    for (const [args, line] of cases) {
      const r = await cli([...args, '--store', dir], { cwd: dir });
      expect([r.code, r.stderr]).toEqual([2, line]);
      expect(hasStack(r.stderr)).toBe(false);
    }
    const since = await cli(['audit', '--store', dir, '--since', '2026-06-02'], { cwd: dir });
    expect([since.code, since.stdout]).toEqual([0, 'no records match\n']);
    const all = await cli(['audit', '--store', dir, '--since', '2026-06-01'], { cwd: dir });
    expect(all.stdout).toBe('s  tool:x: no approval recorded; calls: 0 forwarded, 0 confirmed, 0 refused; stopped holding 2026-06-01T00:00:00.000Z (missing)\n    2026-06-01T00:00:00.000Z  stopped holding: missing  digest -\n');
  });

  it('approve --by: an empty, long or control-character name is refused before anything is written', async () => {
    const dir = tempDir('audit-cli');
    for (const by of ['', 'x'.repeat(101), 'eve\u001b]0;x\u0007']) {
      const r = await cli(['approve', 'tool:x', '--store', dir, '--server', 's', '--by', by], { cwd: dir });
      expect([r.code, r.stderr]).toEqual([2, 'mcp-contract approve: --by: expected a name of 1 to 100 printable characters\n']);
    }
  });
});
