// The official SARIF 2.1.0 schema (shipped in @microsoft/jest-sarif), compiled once for every suite that writes SARIF.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { ROOT } from './cli-harness.js';

let compiled: ReturnType<Ajv04['compile']> | undefined;

/** The schema's errors for `log` (empty when it validates). */
export function sarifErrors(log: unknown): unknown[] {
  if (!compiled) {
    const schema = JSON.parse(readFileSync(path.join(ROOT, 'node_modules', '@microsoft', 'jest-sarif', 'lib', 'schemas', 'sarif-2.1.0-rtm.5.json'), 'utf8'));
    // The official schema is draft-04 (`id`, boolean exclusiveMinimum): Ajv's draft-04 class reads it as written.
    // Its `language` pattern has a stray `]` that only the `u` flag rejects, so patterns are compiled without it.
    const ajv = new Ajv04({ allErrors: true, strict: false, unicodeRegExp: false });
    addFormats(ajv);
    compiled = ajv.compile(schema);
  }
  return compiled(log) ? [] : [...(compiled.errors ?? [{ message: 'invalid' }])];
}
