export { RULES, ruleById, isRuleId, type RuleId } from '../core/rules/rules.js';
