// The rule registry: every rule id the classifier emits, with its severity and documentation.
export { RULES, ruleById, isRuleId, type RuleId } from '../core/rules/rules.js';
