// The plan as text (one line per outcome, file and line first, like a compiler) and as JSON. Tool names come from
// the server: every printed string is cleaned of terminal sequences and line breaks.
import { cleanTerminal } from '../render/terminal.js';
import { CONSENT_CLIENT_LABEL, ruleWhere } from './model.js';
import type { ConsentPlan, Outcome } from './plan.js';

const c = (s: string): string => cleanTerminal(s, 300);

function line(o: Outcome): string {
  const carry = o.write ? ` => ${o.write.replace ? 'becomes' : 'add'} "${c(o.write.text)}"` : '';
  return `${ruleWhere(o.rule)}: ${o.level}: ${o.fate} [${o.id}] ${CONSENT_CLIENT_LABEL[o.rule.client]} ${o.rule.effect} "${c(o.rule.entry.text)}": ${c(o.reason)}${carry}`;
}

export function renderConsentText(plan: ConsentPlan, diffs: readonly string[], wrote: boolean): string {
  const touched = new Set(plan.outcomes.map((o) => o.rule));
  const lines = plan.outcomes.map(line);
  const count = (f: Outcome['fate']): number => plan.outcomes.filter((o) => o.fate === f).length;
  const summary = `consent ${c(plan.server)}: ${plan.rules.length} rule(s) read, ${plan.rules.length - touched.size} unaffected; ${count('carried')} carried, ${count('refused')} refused, ${count('void')} void, ${count('widened')} widened`;
  const tail = diffs.length ? `\n${wrote ? 'written (a backup sits beside each file):' : 'dry run; --write applies:'}\n${diffs.map(c2).join('')}` : '';
  return `${[...lines, summary].join('\n')}\n${tail}`;
}

/** A diff's lines cleaned one by one (a tool name is server text). */
function c2(diff: string): string {
  return diff
    .split('\n')
    .map((l) => cleanTerminal(l, 2000))
    .join('\n');
}

export function renderConsentJson(plan: ConsentPlan, wrote: readonly string[]): string {
  return `${JSON.stringify(
    {
      server: plan.server,
      rules: plan.rules.length,
      outcomes: plan.outcomes.map((o) => ({
        file: o.rule.list.file,
        line: o.rule.entry.line,
        client: o.rule.client,
        list: o.rule.list.key,
        effect: o.rule.effect,
        rule: o.rule.entry.text,
        fate: o.fate,
        level: o.level,
        id: o.id,
        ...(o.tool !== undefined ? { tool: o.tool } : {}),
        ...(o.to !== undefined ? { to: o.to } : {}),
        ...(o.how !== undefined ? { how: o.how } : {}),
        ...(o.write ? { write: o.write } : {}),
        reason: o.reason,
      })),
      written: wrote,
    },
    null,
    2,
  )}\n`;
}
