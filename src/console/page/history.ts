// A capability's audit history: the log's records about it, newest first (who decided, when, at which digest and
// scope; when its approval stopped holding; its last calls and what the guard did with each). The arguments of a call
// are shown as the log holds them: nothing the audit configuration redacted is recovered here.
import type { HistoryEntry, RecordView } from '../model.js';
import { h, shortDigest } from './dom.js';

function entryRow(e: HistoryEntry): HTMLElement {
  const refused = e.kind === 'invalidation' || /^call (refused|result refused)/.test(e.what) || e.what === 'rejected';
  return h(
    'li',
    { class: `history-entry ${e.kind}${refused ? ' stopped' : ''}`, data: { kind: e.kind, seq: String(e.seq) } },
    h('span', { class: 'history-at' }, e.at),
    h('span', { class: 'history-what' }, e.what),
    e.who ? h('span', { class: 'history-who' }, `by ${e.who}`) : undefined,
    e.digest ? h('span', { class: 'digest', title: e.digest }, shortDigest(e.digest)) : undefined,
    e.expires ? h('span', { class: 'muted' }, `until ${e.expires}`) : undefined,
    e.rules.length > 0 ? h('code', { class: 'history-rules' }, e.rules.join(', ')) : undefined,
    e.scope !== undefined ? h('pre', { class: 'scope-schema' }, e.scope) : undefined,
    e.arguments !== undefined ? h('code', { class: 'history-args', title: 'the arguments as the audit log holds them' }, e.arguments) : undefined,
  );
}

/** The history list, or why there is none. */
export function historyPanel(r: RecordView): HTMLElement {
  if (r.history.length === 0) return h('p', { class: 'muted' }, 'The audit log holds nothing about it yet.');
  const calls = r.history.filter((e) => e.kind === 'call').length;
  return h(
    'div',
    { class: 'history', aria: { label: `audit history of ${r.ref}` } },
    r.calls > calls ? h('p', { class: 'muted' }, `the last ${calls} of its ${r.calls} calls; mcp-contract audit shows them all`) : undefined,
    h('ol', { class: 'history-list' }, ...r.history.map(entryRow)),
  );
}

/** The summary line of the history's <details>. */
export function historySummary(r: RecordView): string {
  const count = (kind: string): number => r.history.filter((e) => e.kind === kind).length;
  const [decisions, stopped] = [count('decision'), count('invalidation')];
  return `audit history (${decisions} decision${decisions === 1 ? '' : 's'}${stopped > 0 ? `, stopped holding ${stopped}×` : ''}, ${r.calls} call${r.calls === 1 ? '' : 's'})`;
}
