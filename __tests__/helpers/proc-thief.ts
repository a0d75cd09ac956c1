// Issue 17's hostile PR build (fixtures/servers/proc-thief.mjs): it reads every readable process's initial environment
// and records which planted credentials it found. The planted values and the PR repository whose build runs it.
import path from 'node:path';
import { FAKE_TOKEN, ROOT, SNAPSHOT_PATH, makePrRepo, removeLimit, type PrRepo } from './action-harness.js';

const THIEF = path.join(ROOT, '__tests__', 'fixtures', 'servers', 'proc-thief.mjs');
/** Only an ancestor holding this is the job the thief may look into: never a real runner running these tests. */
export const JOB = 'THIEF_JOB=issue-17-job';

/** What the runner gives a JavaScript action in a job with `permissions: {}` (no token input, no id-token). */
export const RUNTIME: Record<string, string> = {
  ACTIONS_RUNTIME_TOKEN: 'planted-runtime-token-17-0001',
  ACTIONS_RUNTIME_URL: 'https://planted.example/runtime/17',
  ACTIONS_RESULTS_URL: 'https://planted.example/results/17',
  ACTIONS_CACHE_URL: 'https://planted.example/cache/17',
};
/** Credentials that act on the repository: only a job that is given a token holds them. */
export const GITHUB_TOKENS: Record<string, string> = {
  GITHUB_TOKEN: 'ghs_planted_job_token_17_000000002',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'planted-oidc-token-17-0003',
};

/** The build command: the thief writing what it found to `dir`/scan.json. */
function build(dir: string, ...extra: string[]): string {
  const needles = [...Object.values(RUNTIME), ...Object.values(GITHUB_TOKENS), FAKE_TOKEN];
  return [process.execPath, THIEF, `--out=${path.join(dir, 'scan.json')}`, `--needles=${JSON.stringify(needles)}`, `--job=${JOB}`, ...extra].map((a) => JSON.stringify(a)).join(' ');
}

/** A breaking PR whose server build is the thief. */
export async function thiefPrRepo(dir: string, ...extra: string[]): Promise<PrRepo> {
  return makePrRepo({
    change: removeLimit,
    editConfig: (c) => {
      const servers = c.servers as Record<string, Record<string, unknown>>;
      servers.catalog = { ...servers.catalog, build: build(dir, ...extra), snapshot: SNAPSHOT_PATH };
    },
  });
}
