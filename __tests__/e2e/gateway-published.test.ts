// The bundled gateway (dist/) in front of the filesystem server at two versions (issue 27 item 2): the same pair under
// one prefix is refused at start, one line, exit 2, nothing started (the rest in-process: gateway/published.test.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { NODE } from '../helpers/cli-harness.js';
import { useFsVersions } from '../helpers/fs-versions.js';
import { CLI } from '../helpers/dist.js';

describe('gateway: the filesystem server at two versions', () => {
  const pair = useFsVersions();

  it('refuses the same pair under one prefix at start: one line, exit 2, nothing started', () => {
    const r = spawnSync(NODE, [CLI, 'guard', '--config', pair.config('fs'), '--approved-dir', path.join(pair.dir, 'approved'), '--store', path.join(pair.dir, 'store-refused')], { encoding: 'utf8', input: '' });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^mcp-contract: .*same-prefix\.mcp\.json: servers "fsold" and "fsnew" both publish under the prefix "fs"; give one of them a "prefix"$/)]);
    // A server that had started would have written its banner ("Secure MCP Filesystem Server running on stdio").
    expect(r.stderr).not.toMatch(/running on stdio/i);
  });
});
