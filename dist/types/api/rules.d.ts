export { RULES, ruleById, isRuleId, type RuleId } from '../core/shared/rules.js';
