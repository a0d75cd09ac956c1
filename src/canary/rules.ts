// The canary registry: one row per way a canary fails, with its wording. A canary reports what it observed on this
// run; a pass is evidence for this input at this time, never a promise about the next call.
import { byIdOf, markdownTable, tableCellText as cell } from '../core/shared/registry.js';

export interface CanaryRuleDef {
  /** Stable kebab-case id. Never reused once published. */
  id: string;
  /** One sentence with `{param}` placeholders, filled raw (renderers escape). */
  message: string;
  why: string;
}

export const CANARY_RULES: readonly CanaryRuleDef[] = [
  {
    id: 'canary-tool-missing',
    message: 'The canary for tool `{tool}` could not run: the server no longer lists that tool.',
    why: 'The removal itself is a contract change; the canary says its behavioural evidence is gone too.',
  },
  {
    id: 'canary-call-failed',
    message: 'Calling `{tool}` failed before any result came back: {error}.',
    why: 'A call that errors at the protocol level exercised none of the behaviour the canary watches.',
  },
  {
    id: 'canary-tool-error',
    message: 'Tool `{tool}` answered with isError true: {text}.',
    why: 'The same fixed input used to succeed; a tool error means behaviour changed even if the schema did not.',
  },
  {
    id: 'canary-output-schema-missing',
    message: 'The canary for `{tool}` checks its outputSchema, but the tool declares none.',
    why: 'There is nothing to validate against; the check would pass vacuously.',
  },
  {
    id: 'canary-output-schema-violated',
    message: 'The result of `{tool}` does not match its own outputSchema: {error}.',
    why: 'Consumers rely on the declared output schema; a result outside it breaks them whatever the listing says.',
  },
  {
    id: 'canary-structured-content-mismatch',
    message: 'The structuredContent of `{tool}` does not match the canary schema: {error}.',
    why: 'The key facts the canary pins changed for the same input: behaviour drifted under an unchanged schema.',
  },
  {
    id: 'canary-text-mismatch',
    message: 'The text content of `{tool}` does not match `{pattern}`: {text}.',
    why: 'What the model reads changed for the same input.',
  },
  {
    id: 'canary-match-timeout',
    message: 'Judging the result of `{tool}` was stopped at timeouts.totalMs: a regular expression (the `text` expectation or a `pattern` in a schema) was still matching.',
    why: 'A backtracking pattern against text the server chose can run for minutes; the check ends on time and says so instead of hanging.',
  },
];

export const canaryRule: (id: string) => CanaryRuleDef = byIdOf(CANARY_RULES, 'canary');

/** The README table of canary failures. */
export function renderCanaryRulesMarkdown(): string {
  return markdownTable(['id', 'what it reports', 'why'], CANARY_RULES.map((r) => [`\`${r.id}\``, cell(r.message), cell(r.why)]));
}
