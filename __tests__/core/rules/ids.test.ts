// Rule ids are typed from the registry: a finding, a schema delta or a typed constant naming an id the registry
// lacks does not compile (`npx tsc` checks the @ts-expect-error lines below), and ids read from outside are narrowed.
import { isRuleId, RULES, type RuleId } from '../../../src/core/rules/rules.js';
import type { Finding } from '../../../src/core/shared/model.js';
import type { SchemaDelta } from '../../../src/core/diff/schema/compat.js';

it('RuleId is exactly the registry ids; unknown ids are compile errors', () => {
  const known: RuleId = 'tool-input-property-removed';
  // @ts-expect-error a misspelt id is not a RuleId
  const misspelt: RuleId = 'tool-input-property-deleted';
  // @ts-expect-error a finding names only registry ids
  const finding: Finding = { rule: 'tool-input-property-gone', kind: 'tool', surface: 'default' };
  // @ts-expect-error so does a schema delta
  const delta: SchemaDelta = { rule: 'tool-output-type-shrunk', pointer: '', params: {} };
  expect(isRuleId(known)).toBe(true);
  expect([misspelt, finding.rule, delta.rule].map(isRuleId)).toEqual([false, false, false]);
  expect(RULES.every((r) => isRuleId(r.id))).toBe(true);
});
