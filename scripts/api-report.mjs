// The API report (api/mcp-contract.api.md): API Extractor's reading of the library's built declarations
// (dist/types/api/index.d.ts), committed so that a change of the public API shows in review.
//   node scripts/api-report.mjs           rewrites the report (`npm run api` builds dist/ first)
//   node scripts/api-report.mjs --check   exits 1, naming both paths and the update command, when they differ
// --types DIR reads the declarations from DIR instead of dist/types; --temp DIR is where a check leaves the report it
// would have written (default .tmp/api).
import { mkdirSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const root = resolve(import.meta.dirname, '..');
const REPORT = 'api/mcp-contract.api.md';
const UPDATE = 'npm run api';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false }, types: { type: 'string' }, temp: { type: 'string' } } });
const types = resolve(values.types ?? join(root, 'dist', 'types'));
const entry = join(types, 'api', 'index.d.ts');
const temp = resolve(values.temp ?? join(root, '.tmp', 'api'));
mkdirSync(temp, { recursive: true });

const configFile = join(root, 'api-extractor.json');
const configObject = ExtractorConfig.loadFile(configFile);
configObject.mainEntryPointFilePath = entry;
configObject.apiReport = { ...configObject.apiReport, reportTempFolder: temp };
const config = ExtractorConfig.prepare({ configObject, configObjectFullPath: configFile, packageJsonFullPath: join(root, 'package.json') });

// API Extractor's own lines stay out of the way: one line of ours says what happened. Errors still print.
const messages = [];
const result = Extractor.invoke(config, {
  localBuild: !values.check,
  messageCallback: (message) => {
    message.handled = true;
    if (message.logLevel === 'error' || message.logLevel === 'warning') messages.push(message.formatMessageWithLocation(root));
  },
});
const stray = messages.filter((m) => !m.includes('You have changed the API signature'));
for (const m of stray) console.error(`api report: ${m}`);

const shown = (p) => (relative(process.cwd(), p).startsWith('..') ? p : relative(process.cwd(), p));
if (values.check) {
  if (result.apiReportChanged) {
    console.error(
      `api report: the public API in ${shown(entry)} differs from ${REPORT}; run \`${UPDATE}\` and commit ${REPORT} in the same change (the report it would write is ${shown(join(temp, 'mcp-contract.api.md'))})`,
    );
    process.exit(1);
  }
  console.log(`api report: ${REPORT} matches ${shown(entry)}`);
} else {
  console.log(result.apiReportChanged ? `api report: updated ${REPORT}` : `api report: ${REPORT} is up to date`);
}
if (!result.succeeded) process.exit(1);
// A scratch directory of a check run from a test is the test's to remove; ours is emptied.
if (values.temp === undefined) rmSync(temp, { recursive: true, force: true });
