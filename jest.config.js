// Two projects: `unit` runs src/ in-process (every folder of __tests__ mirrors one of src/) and needs no bundle; `e2e`
// starts dist/ as a runner, a client or a consumer project would (__tests__/e2e). `npm test` runs both;
// `npm run test:unit` the first alone. __tests__/layout.test.ts keeps each file in its project.
const project = {
  preset: 'ts-jest/presets/default-esm',
  // Node's environment with a TMPDIR per test file; a file that leaves anything there fails (temp-check-environment.mjs).
  testEnvironment: '<rootDir>/__tests__/helpers/temp-check-environment.mjs',
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json', diagnostics: { ignoreCodes: [151002] } }],
  },
};

/** @type {import('jest').Config} */
export default {
  projects: [
    { ...project, displayName: 'unit', roots: ['<rootDir>/__tests__'], testMatch: ['**/*.test.ts'], testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/e2e/'] },
    { ...project, displayName: 'e2e', roots: ['<rootDir>/__tests__/e2e'], testMatch: ['**/*.test.ts'] },
  ],
  // What follows holds for the whole run, both projects (jest reads these at the top level only).
  // A hang guard, not a budget: only a hang reaches it on a loaded 2-core machine (HANG_MS.test in
  // __tests__/helpers/hang.ts, which __tests__/hang-guards.test.ts holds equal); no test names a shorter one.
  testTimeout: 600_000,
  // Both cores: most suites wait on servers they spawn, so two workers cut the suite from about 440 s to about 265 s
  // on this 2-core machine (two clean runs each way before the switch); jest's default would be one.
  maxWorkers: 2,
  // Each test file leaves some 8 MB in its worker (ESM module graphs under --experimental-vm-modules), and every
  // process a test starts forks that worker: a worker past this is replaced between files, which kept a 40-file
  // subset's spawns and collections cheaper (146 -> 139 s of CPU) at the cost of a few worker start-ups.
  workerIdleMemoryLimit: '300MB',
  // On a run without jest's timing cache, the few small files with one long test start first instead of last.
  testSequencer: '<rootDir>/__tests__/helpers/sequencer.mjs',
  // A directory per run that the test files share: each published server version is captured once per run.
  globalSetup: '<rootDir>/__tests__/helpers/global-setup.mjs',
  globalTeardown: '<rootDir>/__tests__/helpers/global-teardown.mjs',
};
