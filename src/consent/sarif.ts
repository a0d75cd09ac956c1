// SARIF 2.1.0 for code scanning: one result per outcome, on the rule's line of the settings file it sits in.
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { sarifLog, sarifRuleName, type SarifOptions } from '../scan/sarif.js';
import { CONSENT_IDS } from './ids.js';
import { CONSENT_CLIENT_LABEL } from './model.js';
import type { ConsentPlan } from './plan.js';

/** `absOf`: each file as shown -> its absolute path (a user's settings live outside any workspace: file URLs). */
export function renderConsentSarif(plan: ConsentPlan, absOf: ReadonlyMap<string, string>, opts: SarifOptions): string {
  const index = new Map(CONSENT_IDS.map((r, i) => [r.id, i]));
  const results = plan.outcomes.map((o) => ({
    ruleId: o.id,
    ruleIndex: index.get(o.id) ?? 0,
    kind: 'fail',
    level: o.level,
    message: { text: `${CONSENT_CLIENT_LABEL[o.rule.client]} ${o.rule.effect} "${o.rule.entry.text}": ${o.reason}${o.write ? ` (carry: ${o.write.replace ? 'becomes' : 'add'} "${o.write.text}")` : ''}` },
    locations: [{ physicalLocation: { artifactLocation: { uri: pathToFileURL(absOf.get(o.rule.list.file) ?? o.rule.list.file).href }, region: { startLine: o.rule.entry.line } } }],
    partialFingerprints: { 'mcpContractConsent/v1': createHash('sha256').update(JSON.stringify([o.id, o.rule.list.file, o.rule.entry.text, o.tool ?? '', o.to ?? ''])).digest('hex').slice(0, 16) },
    properties: { server: plan.server, client: o.rule.client, list: o.rule.list.key, fate: o.fate, ...(o.write ? { carry: o.write.text } : {}) },
  }));
  const rules = CONSENT_IDS.map((r) => ({
    id: r.id,
    name: sarifRuleName(r.id),
    shortDescription: { text: r.title },
    fullDescription: { text: r.why },
    defaultConfiguration: { level: r.level },
    properties: { tags: ['mcp', 'consent'] },
  }));
  return sarifLog(opts, rules, results);
}
