// The canary registry: one row per way a canary fails, with its wording. A canary reports what it observed on this
// run; a pass is evidence for this input at this time, never a promise about the next call.
import { byIdOf, CANARY_FAILURE_SEVERITY, markdownTable, tableCellText as cell } from '../core/rules/registry.js';
import type { RuleShape } from '../core/rules/rule-def.js';

/** A canary failure: the shared rule shape. Every row is a failure, and a failed canary fails `check` (registry.ts). */
export type CanaryRuleDef = RuleShape;

const ROWS: readonly Omit<CanaryRuleDef, 'severity'>[] = [
  {
    id: 'canary-tool-missing',
    tags: { subject: 'tool', aspect: 'existence' },
    message: 'The canary for tool `{tool}` could not run: the server no longer lists that tool.',
    hint: 'Restore the tool, or remove its canary from `canaries` in mcp-contract.json if the removal is meant.',
    why: 'The removal itself is a contract change; the canary says its behavioural evidence is gone too.',
  },
  {
    id: 'canary-call-failed',
    tags: { subject: 'call', aspect: 'transport' },
    message: 'Calling `{tool}` failed before any result came back: {error}.',
    hint: 'Check that the server starts and answers `tools/call` for this tool with the canary\'s arguments.',
    why: 'A call that errors at the protocol level exercised none of the behaviour the canary watches.',
  },
  {
    id: 'canary-tool-error',
    tags: { subject: 'result', aspect: 'error' },
    message: 'Tool `{tool}` answered with isError true: {text}.',
    hint: 'Read the error text: the fixed input the canary sends is no longer handled as before.',
    why: 'The same fixed input used to succeed; a tool error means behaviour changed even if the schema did not.',
  },
  {
    id: 'canary-output-schema-missing',
    tags: { subject: 'output-schema', aspect: 'existence' },
    message: 'The canary for `{tool}` checks its outputSchema, but the tool declares none.',
    hint: 'Declare an outputSchema on the tool, or drop `outputSchema` from this canary\'s expectations.',
    why: 'There is nothing to validate against; the check would pass vacuously.',
  },
  {
    id: 'canary-output-schema-violated',
    tags: { subject: 'output-schema', aspect: 'conformance' },
    message: 'The result of `{tool}` does not match its own outputSchema: {error}.',
    hint: 'Make the result match the declared outputSchema, or change the schema (a contract change reported on its own).',
    why: 'Consumers rely on the declared output schema; a result outside it breaks them whatever the listing says.',
  },
  {
    id: 'canary-structured-content-mismatch',
    tags: { subject: 'structured-content', aspect: 'conformance' },
    message: 'The structuredContent of `{tool}` does not match the canary schema: {error}.',
    hint: 'Compare the result with the canary\'s `structuredContent` schema: change the server back, or update that schema if the new facts are meant.',
    why: 'The key facts the canary pins changed for the same input: behaviour drifted under an unchanged schema.',
  },
  {
    id: 'canary-text-mismatch',
    tags: { subject: 'text-content', aspect: 'conformance' },
    message: 'The text content of `{tool}` does not match `{pattern}`: {text}.',
    hint: 'Compare the text with the pattern: change the server back, or update the canary\'s `text` if the new wording is meant.',
    why: 'What the model reads changed for the same input.',
  },
  {
    id: 'canary-match-timeout',
    tags: { subject: 'judgement', aspect: 'time' },
    message: 'Judging the result of `{tool}` was stopped at timeouts.totalMs: a regular expression (the `text` expectation or a `pattern` in a schema) was still matching.',
    hint: 'Simplify the pattern (no nested quantifiers), or raise timeouts.totalMs if the result is legitimately large.',
    why: 'A backtracking pattern against text the server chose can run for minutes; the check ends on time and says so instead of hanging.',
  },
];

export const CANARY_RULES: readonly CanaryRuleDef[] = ROWS.map((r) => ({ ...r, severity: CANARY_FAILURE_SEVERITY }));

export const canaryRule: (id: string) => CanaryRuleDef = byIdOf(CANARY_RULES, 'canary');

/** The README table of canary failures. */
export function renderCanaryRulesMarkdown(): string {
  return markdownTable(['id', 'what it reports', 'why'], CANARY_RULES.map((r) => [`\`${r.id}\``, cell(r.message), cell(r.why)]));
}
