// The page: servers and profiles on the left, the chosen server on the right: its launch code, what is held with every
// change, then what is rejected, missing and approved. Each record is a card of sections, each with its controls; all
// text arrives made visible by the server and is placed as text (dom.ts).
import type { ActionRequest, ChangeView, ConsoleState, Counts, DefinitionRow, IdentityView, InstructionsView, ProfileView, RecordView, ServerView, SourcesView } from '../model.js';
import { clear, h, shortDigest } from './dom.js';
import { historyPanel, historySummary } from './history.js';

export interface Ui {
  /** The chosen server's id (or name, for one without a store). */
  selected?: string;
  /** Keys of the <details> a person opened, kept across refreshes. */
  open: Set<string>;
  notice?: { ok: boolean; message: string };
  /** What a person typed into the page's inputs, by key: a refresh (the store changed) redraws them with it. */
  typed: Map<string, string>;
  connected: boolean;
}

export interface Handlers {
  decide: (request: ActionRequest) => void;
  select: (server: string) => void;
}

const STATE_WORDS: Record<string, string> = { approved: 'approved', stale: 'changed', review_required: 'new', rejected: 'rejected', missing: 'missing', discovered: 'discovered' };

const keyOf = (s: ServerView): string => s.id ?? s.name;

function countBadges(c: Counts): HTMLElement {
  const held = c.stale + c.review_required;
  return h(
    'span',
    { class: 'counts' },
    held > 0 ? h('span', { class: 'badge held', title: 'held for review' }, `${held} held`) : undefined,
    c.rejected > 0 ? h('span', { class: 'badge rejected' }, `${c.rejected} rejected`) : undefined,
    c.missing > 0 ? h('span', { class: 'badge missing' }, `${c.missing} missing`) : undefined,
    h('span', { class: 'badge approved' }, `${c.approved} approved`),
  );
}

function nav(state: ConsoleState, ui: Ui, on: Handlers): HTMLElement {
  const servers = state.servers.map((s) =>
    h(
      'li',
      {},
      h(
        'button',
        { class: `server-link${keyOf(s) === ui.selected ? ' selected' : ''}`, data: { server: keyOf(s) }, on: { click: () => on.select(keyOf(s)) } },
        h('span', { class: 'server-name' }, s.name),
        s.identity?.state === 'held' ? h('span', { class: 'badge held' }, 'code held') : undefined,
        s.instructions?.state === 'held' ? h('span', { class: 'badge held' }, 'instructions held') : undefined,
        s.problem ? h('span', { class: 'badge missing' }, 'no store') : countBadges(s.counts),
      ),
    ),
  );
  return h(
    'nav',
    { class: 'sidebar' },
    h('h2', {}, 'Servers'),
    h('ul', { class: 'servers' }, ...servers),
    state.profiles.length > 0 ? profilesTable(state.profiles) : undefined,
  );
}

function profilesTable(profiles: ProfileView[]): HTMLElement {
  return h(
    'section',
    { class: 'profiles' },
    h('h2', {}, 'Profiles'),
    h(
      'table',
      {},
      h('thead', {}, h('tr', {}, h('th', {}, 'profile'), h('th', {}, 'approved'), h('th', {}, 'held'), h('th', {}, 'rejected'))),
      h(
        'tbody',
        {},
        ...profiles.map((p) =>
          h(
            'tr',
            { data: { profile: p.name } },
            h('td', {}, p.name, p.host ? h('span', { class: 'muted' }, ` (${p.host})`) : undefined),
            h('td', {}, String(p.counts.approved)),
            h('td', {}, String(p.counts.stale + p.counts.review_required)),
            h('td', {}, String(p.counts.rejected)),
          ),
        ),
      ),
    ),
  );
}

/**
 * A <details> whose open state survives a refresh. Its body is built when first opened: a server of a thousand tools
 * draws a thousand summaries, not a thousand definitions.
 */
function details(key: string, ui: Ui, summary: string, openByDefault: boolean, body: () => HTMLElement): HTMLElement {
  const open = ui.open.has(key) || (openByDefault && !ui.open.has(`closed:${key}`));
  const remember = (now: boolean): void => {
    ui.open.delete(now ? `closed:${key}` : key);
    ui.open.add(now ? key : `closed:${key}`);
  };
  // The click is remembered at once: the toggle event comes a task later, and a redraw in between (the store or the
  // audit log changed) would otherwise draw it as it was.
  const el = h('details', { open, data: { key } }, h('summary', { on: { click: () => remember(!el.open) } }, summary), open ? body() : undefined) as HTMLDetailsElement;
  let built = open;
  el.addEventListener('toggle', () => {
    if (el.open && !built) {
      built = true;
      el.append(body());
    }
    remember(el.open);
  });
  return el;
}

function definitionTable(rows: DefinitionRow[], label: string): HTMLElement {
  if (rows.length === 0) return h('p', { class: 'muted' }, '(empty definition)');
  return h(
    'div',
    { class: 'definition', aria: { label } },
    ...rows.map((r) => {
      const row = h(
        'div',
        { class: `def-row${r.flagged ? ' flagged' : ''}`, title: r.pointer, data: { pointer: r.pointer } },
        h('span', { class: 'def-key' }, r.key),
        r.value !== undefined ? h('span', { class: 'def-value' }, r.value) : undefined,
        r.flagged ? h('span', { class: 'def-flag' }, r.flagged) : undefined,
      );
      row.style.paddingLeft = `${r.depth * 1.25 + 0.5}em`;
      return row;
    }),
  );
}

function changeItem(c: ChangeView): HTMLElement {
  const head = h(
    'div',
    { class: 'change-head' },
    h('span', { class: `badge sev-${c.severity}` }, c.severity),
    h('code', { class: 'rule' }, c.rule),
    c.pointer ? h('code', { class: 'pointer' }, c.pointer) : undefined,
    h('span', { class: 'muted' }, c.forced ? 'always reviewed' : c.action === 'manual_rebind' ? 'needs a rebind' : c.action),
  );
  const cues =
    c.cues === undefined
      ? undefined
      : c.cues.length === 0
        ? h('div', { class: 'cues none' }, 'reworded: the new words add no cue')
        : h('div', { class: 'cues' }, 'new cue: ', ...c.cues.map((w) => h('mark', { class: 'cue' }, w)));
  const words = c.words ? h('div', { class: 'words' }, ...c.words.map((w) => (w.op === 'same' ? h('span', {}, w.text) : h(w.op === 'added' ? 'ins' : 'del', {}, w.text)))) : undefined;
  const values =
    c.before !== undefined || c.after !== undefined
      ? h(
          'div',
          { class: 'values' },
          c.before !== undefined ? h('div', { class: 'before' }, h('span', { class: 'label' }, 'before'), h('code', {}, c.before)) : undefined,
          c.after !== undefined ? h('div', { class: 'after' }, h('span', { class: 'label' }, 'after'), h('code', {}, c.after)) : undefined,
        )
      : undefined;
  return h('li', { class: 'change', data: { rule: c.rule } }, head, h('p', { class: 'message' }, c.message), cues, words, values);
}

/** The sections of one record's card, in reading order; each returns nothing when it has nothing to show. */
const RECORD_SECTIONS: ReadonlyArray<(server: ServerView, r: RecordView, ui: Ui) => HTMLElement | undefined> = [
  (_s, r) => (r.reason ? h('p', { class: 'reason' }, r.reason) : undefined),
  (_s, r) => (r.collision ? h('p', { class: 'collision' }, r.collision) : undefined),
  (_s, r) => (r.changes.length > 0 ? h('ul', { class: 'changes' }, ...r.changes.map(changeItem)) : undefined),
  (_s, r) =>
    r.findings.length > 0
      ? h('ul', { class: 'findings' }, ...r.findings.map((f) => h('li', {}, h('mark', { class: 'cue' }, 'risky text'), ' ', h('code', { class: 'pointer' }, f.pointer), ' ', f.message)))
      : undefined,
  (_s, r) =>
    r.rebind.length > 0
      ? h(
          'div',
          { class: 'rebind' },
          h('p', {}, 'Approving it approves it as the new name of the capability below; what that approval covered:'),
          ...r.rebind.map((b) =>
            h(
              'div',
              { class: 'rebind-old' },
              h('div', {}, h('code', {}, b.ref), ' ', h('span', { class: 'digest' }, shortDigest(b.digest))),
              b.digest ? definitionTable(b.definition, `approved definition of ${b.ref}`) : h('p', { class: 'muted' }, 'approved by the approved snapshot, which the store does not hold: start the console with --config to show it'),
            ),
          ),
        )
      : undefined,
  (s, r, ui) => (r.digest ? details(`${keyOf(s)}|${r.key}|definition`, ui, `${definitionLabel(s, r)} (${shortDigest(r.digest)})`, r.state === 'review_required', () => definitionTable(r.definition, `definition of ${r.ref}`)) : undefined),
  (_s, r) => (r.approval ? approvalLine(r) : undefined),
  (_s, r) =>
    r.approval?.scope !== undefined
      ? h('div', { class: 'scope', data: { scope: 'set' } }, h('span', { class: 'label' }, 'scope: every call\'s arguments must also meet'), h('pre', { class: 'scope-schema' }, r.approval.scope))
      : undefined,
  (s, r, ui) => (r.history.length > 0 || r.approval ? details(`${keyOf(s)}|${r.key}|history`, ui, historySummary(r), false, () => historyPanel(r)) : undefined),
];

/**
 * What the definition a card shows is, in words: never "served now" for what no client is served. While new code is
 * held the records are what it serves (once the guard read it), else what the approved code served before.
 */
function definitionLabel(s: ServerView, r: RecordView): string {
  const code = s.identity?.state === 'held' ? (s.identity.surfaceRead ? 'the new code' : 'the approved code, before the upgrade') : 'the server';
  if (r.state === 'approved') return s.identity?.state === 'held' ? `approved definition, as ${code} serves it (held with the code: not published)` : 'approved definition, published';
  if (r.state === 'rejected') return `rejected definition, as ${code} serves it (not published)`;
  return `definition ${code} serves (held: not published)`;
}

function approvalLine(r: RecordView): HTMLElement {
  const a = r.approval!;
  return h(
    'p',
    { class: 'approval' },
    `approved ${shortDigest(a.digest)} by ${a.who ? `a person, ${a.who},` : a.by} at ${a.at}`,
    a.expires ? h('span', { class: a.expired ? 'expired' : 'expires' }, ` · ${a.expired ? 'expired' : 'expires'} ${a.expires}`) : ' · no expiry',
    a.rebinds.length > 0 ? ` · as the new name of ${a.rebinds.join(', ')}` : '',
    a.session ? ' · for one guard session only' : '',
    a.scope === undefined && r.actions.includes('scope') ? ' · no scope' : '',
  );
}

/** An expiry date box (YYYY-MM-DD or a full ISO date-time) whose text survives a redraw. */
function expiryInput(key: string, ui: Ui, placeholder: string): HTMLInputElement {
  const input = h('input', { type: 'text', class: 'expiry', placeholder, value: ui.typed.get(key) ?? '', aria: { label: 'expiry date' }, data: { input: key } }) as HTMLInputElement;
  input.addEventListener('input', () => ui.typed.set(key, input.value));
  return input;
}

/** An example scope naming the tool's own first argument (a scope bounds arguments by name). */
function scopeExample(r: RecordView): string {
  const arg = r.definition.find((d) => /^\/inputSchema\/properties\/[^/]+$/.test(d.pointer))?.key ?? 'path';
  return `a JSON Schema every call's arguments must also meet, e.g. ${JSON.stringify({ properties: { [arg]: { pattern: '^...' } } })}`;
}

/**
 * The scope box: the approval's scope (or what was typed) as JSON, set through the same check `approve --scope` makes
 * (a scope that is no JSON Schema, or that widens the tool's inputSchema, comes back as the CLI's one line), or removed.
 */
function scopeEditor(server: string, r: RecordView, ui: Ui, on: Handlers): HTMLElement | undefined {
  // Approved by the snapshot (no approval of the store's): setting a scope approves it, at the digest served, with it.
  const digest = r.approval?.digest ?? r.digest;
  if (!digest) return undefined;
  const key = `${server}|${r.key}|scope`;
  const box = h('textarea', {
    class: 'scope-input',
    placeholder: scopeExample(r),
    value: ui.typed.get(key) ?? r.approval?.scope ?? '',
    aria: { label: `scope of ${r.ref} (a JSON Schema the arguments must meet)` },
    data: { input: key },
  }) as HTMLTextAreaElement;
  box.rows = Math.min(12, Math.max(3, box.value.split('\n').length));
  box.spellcheck = false;
  box.addEventListener('input', () => ui.typed.set(key, box.value));
  return h(
    'div',
    { class: 'scope-editor' },
    box,
    h('button', { data: { action: 'set-scope' }, on: { click: () => on.decide({ action: 'scope', server, ref: r.key, digest, view: r.view, scope: box.value }) } }, r.approval ? 'Set scope' : 'Approve with this scope'),
    r.approval?.scope !== undefined ? h('button', { data: { action: 'remove-scope' }, on: { click: () => on.decide({ action: 'scope', server, ref: r.key, digest, view: r.view, scope: null }) } }, 'Remove scope') : undefined,
  );
}

function controls(s: ServerView, r: RecordView, ui: Ui, on: Handlers): HTMLElement | undefined {
  if (!s.id) return undefined;
  const server = s.id;
  const parts: HTMLElement[] = [];
  if (r.actions.includes('approve') && r.digest) {
    const expires = expiryInput(`${server}|${r.key}|approve-expiry`, ui, 'expires (optional, YYYY-MM-DD)');
    parts.push(
      expires,
      h(
        'button',
        { class: 'approve', disabled: r.collision !== undefined, data: { action: 'approve' }, on: { click: () => on.decide({ action: 'approve', server, ref: r.key, digest: r.digest!, view: r.view, ...(expires.value.trim() ? { expires: expires.value.trim() } : {}) }) } },
        r.rebind.length > 0 ? 'Approve as the new name' : 'Approve',
      ),
    );
  }
  if (r.actions.includes('reject') && r.digest) parts.push(h('button', { class: 'reject', data: { action: 'reject' }, on: { click: () => on.decide({ action: 'reject', server, ref: r.key, digest: r.digest!, view: r.view }) } }, 'Reject'));
  if (r.actions.includes('expiry') && r.approval) {
    const digest = r.approval.digest;
    const expires = expiryInput(`${server}|${r.key}|expiry`, ui, 'new expiry (YYYY-MM-DD)');
    parts.push(expires, h('button', { data: { action: 'set-expiry' }, on: { click: () => on.decide({ action: 'expiry', server, ref: r.key, digest, view: r.view, expires: expires.value.trim() }) } }, 'Set expiry'));
    if (r.approval.expires) parts.push(h('button', { data: { action: 'remove-expiry' }, on: { click: () => on.decide({ action: 'expiry', server, ref: r.key, digest, view: r.view, expires: null }) } }, 'Remove expiry'));
  }
  const scopeBox = r.actions.includes('scope') ? scopeEditor(server, r, ui, on) : undefined;
  if (scopeBox) parts.push(scopeBox);
  if (r.actions.includes('revoke') && r.approval) {
    const digest = r.approval.digest;
    parts.push(h('button', { class: 'reject', data: { action: 'revoke' }, on: { click: () => on.decide({ action: 'revoke', server, ref: r.key, digest, view: r.view }) } }, 'Revoke approval'));
  }
  return parts.length > 0 ? h('div', { class: 'controls' }, ...parts) : undefined;
}

function recordCard(s: ServerView, r: RecordView, ui: Ui, on: Handlers): HTMLElement {
  return h(
    'article',
    { class: `record state-${r.state}`, data: { ref: r.ref, state: r.state } },
    h(
      'header',
      {},
      h('span', { class: `badge state ${r.state}` }, STATE_WORDS[r.state] ?? r.state),
      h('span', { class: 'kind' }, r.kind),
      h('code', { class: 'name' }, r.name),
      h('span', { class: 'digest', title: r.digest ?? '' }, shortDigest(r.digest)),
    ),
    ...RECORD_SECTIONS.map((section) => section(s, r, ui)).filter((x): x is HTMLElement => x !== undefined),
    controls(s, r, ui, on) ?? h('span', {}),
  );
}

function identityPanel(s: ServerView, id: IdentityView, on: Handlers): HTMLElement {
  return h(
    'section',
    { class: `identity ${id.state}`, data: { identity: id.state } },
    h('h3', {}, id.state === 'held' ? 'New launch code held' : 'Launch code'),
    id.reason ? h('p', {}, id.reason) : undefined,
    h('dl', {}, h('dt', {}, 'approved'), h('dd', {}, id.approved ? `${id.approved} (by ${id.approvedBy ?? 'snapshot'}${id.approvedAt ? ` at ${id.approvedAt}` : ''})` : 'none'), h('dt', {}, 'live'), h('dd', {}, id.live ?? 'not resolved yet')),
    id.changedFiles.length > 0 ? h('ul', { class: 'files' }, ...id.changedFiles.map((f) => h('li', {}, h('code', {}, f)))) : undefined,
    id.state === 'held' && id.liveIntegrity && s.id
      ? h('div', { class: 'controls' }, h('button', { data: { action: 'identity' }, on: { click: () => on.decide({ action: 'identity', server: s.id!, integrity: id.liveIntegrity! }) } }, 'Approve the new code alone'))
      : undefined,
  );
}

/** The server's instructions (model-visible text) when not the approved snapshot's: word by word, both whole, a button. */
function instructionsPanel(s: ServerView, ins: InstructionsView, on: Handlers): HTMLElement {
  const words = ins.words ? h('div', { class: 'words' }, ...ins.words.map((w) => (w.op === 'same' ? h('span', {}, w.text) : h(w.op === 'added' ? 'ins' : 'del', {}, w.text)))) : undefined;
  return h(
    'section',
    { class: `identity ${ins.state}`, data: { instructions: ins.state } },
    h('h3', {}, ins.state === 'held' ? "New server instructions held (model-visible text, withheld from clients)" : 'Server instructions approved by a person'),
    words,
    h(
      'div',
      { class: 'values' },
      h('div', { class: 'before' }, h('span', { class: 'label' }, 'before'), h('code', {}, ins.before ?? '(none: clients got no instructions)')),
      h('div', { class: 'after' }, h('span', { class: 'label' }, 'after'), h('code', {}, ins.after ?? '')),
    ),
    ins.state === 'held' && ins.digest && s.id
      ? h('div', { class: 'controls' }, h('button', { data: { action: 'instructions' }, on: { click: () => on.decide({ action: 'instructions', server: s.id!, digest: ins.digest! }) } }, 'Approve the new instructions alone'))
      : undefined,
  );
}

/**
 * Approve everything the page shows as held, and the new code with what it serves, in one write; only after the
 * reviewer says so. Held code whose surface the guard has not read yet offers no such button: its changes are unknown.
 */
function upgradeBar(s: ServerView, held: RecordView[], ui: Ui, on: Handlers): HTMLElement | undefined {
  if (s.identity?.state === 'held' && !s.identity.surfaceRead)
    return h('p', { class: 'upgrade', data: { upgrade: 'unread' } }, 'What the new code serves is not read yet: the guard reads it (starting the code alone, serving nothing) when a client next connects; its changes then show here, with one button approving the upgrade.');
  const code = s.identity?.state === 'held' ? s.identity.liveIntegrity : undefined;
  const text = s.instructions?.state === 'held' ? s.instructions.digest : undefined;
  const approvable = held.filter((r) => r.digest && r.actions.includes('approve') && !r.collision);
  if (!s.id || (approvable.length < 2 && code === undefined && text === undefined) || approvable.length !== held.length) return undefined;
  const caps = approvable.length === 0 ? '' : `${approvable.length} capabilit${approvable.length === 1 ? 'y' : 'ies'}${code ? ' it changes' : ''}`;
  const parts = [...(code ? ['the new code'] : []), ...(text ? ['the new instructions'] : []), ...(caps ? [caps] : [])];
  const what = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and the ${parts[parts.length - 1]}`;
  // The tick survives a redraw only while the same changes are held: anything new held (or changed) unticks it.
  const key = `upgrade|${s.id}|${code ?? ''}|${text ?? ''}|${approvable.map((r) => `${r.key}@${r.digest}`).join(' ')}`;
  const ticked = ui.typed.get(key) === 'yes';
  const button = h('button', { class: 'approve', disabled: !ticked, data: { action: 'upgrade' } }, `Approve the upgrade: ${what}`) as HTMLButtonElement;
  const box = h('input', {
    type: 'checkbox',
    checked: ticked,
    aria: { label: 'reviewed every change' },
    on: {
      change: (e) => {
        button.disabled = !(e.target as HTMLInputElement).checked;
        ui.typed.set(key, button.disabled ? '' : 'yes');
      },
    },
  });
  button.addEventListener('click', () => on.decide({ action: 'upgrade', server: s.id!, refs: approvable.map((r) => ({ ref: r.key, digest: r.digest! })), ...(code ? { integrity: code } : {}), ...(text ? { instructions: text } : {}) }));
  return h('div', { class: 'upgrade' }, h('label', {}, box, ` I have read every change below (${what})`), button);
}

function group(title: string, s: ServerView, records: RecordView[], ui: Ui, on: Handlers, extra?: HTMLElement): HTMLElement | undefined {
  if (records.length === 0 && !extra) return undefined;
  return h('section', { class: 'group', data: { group: title } }, h('h3', {}, `${title} (${records.length})`), extra ?? h('span', {}), ...records.map((r) => recordCard(s, r, ui, on)));
}

const SOURCE_TITLE = {
  'signed-release': 'Approved from a verified signed release',
  'first-use': 'Approved on first use',
  'refused-release': 'Signed release did not verify: everything is held',
  unrecorded: 'Approval source not recorded',
} as const;

/** Where the server's approvals came from: the baseline (signed release, first use) and what people and policy added. */
function sourcesPanel(v: SourcesView): HTMLElement {
  return h(
    'section',
    { class: `sources ${v.kind}`, data: { source: v.kind } },
    h('h3', {}, SOURCE_TITLE[v.kind]),
    h('dl', {},
      h('dt', {}, `${v.fromBaseline} from`), h('dd', { data: { baseline: v.kind } }, v.baseline),
      h('dt', {}, `${v.byPerson} by a person`), h('dd', {}, v.lastPerson ? `latest ${v.lastPerson}` : 'none'),
      h('dt', {}, `${v.followed} followed`), h('dd', {}, 'by the change policy (safe changes, rewordings it lets through)'),
    ),
    v.newer ? h('p', { class: 'newer', data: { newer: 'listed' } }, v.newer) : undefined,
  );
}

function serverDetail(s: ServerView, ui: Ui, on: Handlers): HTMLElement {
  const of = (...states: string[]): RecordView[] => s.records.filter((r) => states.includes(r.state));
  const held = s.records.filter((r) => (r.state === 'stale' || r.state === 'review_required') && r.digest);
  return h(
    'main',
    { class: 'server', data: { server: keyOf(s) } },
    h('h2', {}, s.name, s.surface ? h('span', { class: 'muted' }, ` surface ${s.surface}`) : undefined, ' ', countBadges(s.counts)),
    s.problem ? h('p', { class: 'problem' }, s.problem) : undefined,
    ...s.notes.map((n) => h('p', { class: 'problem' }, n)),
    s.sources ? sourcesPanel(s.sources) : undefined,
    s.identity && s.identity.state !== 'approved' ? identityPanel(s, s.identity, on) : undefined,
    s.instructions ? instructionsPanel(s, s.instructions, on) : undefined,
    group('Held for review', s, of('stale', 'review_required'), ui, on, upgradeBar(s, held, ui, on)),
    group('Rejected', s, of('rejected'), ui, on),
    group('Missing', s, of('missing'), ui, on),
    group('Approved', s, of('approved', 'discovered'), ui, on),
    s.identity && s.identity.state === 'approved' ? identityPanel(s, s.identity, on) : undefined,
  );
}

export function renderPage(root: HTMLElement, state: ConsoleState, ui: Ui, on: Handlers): void {
  const chosen = state.servers.find((s) => keyOf(s) === ui.selected) ?? state.servers.find((s) => s.counts.stale + s.counts.review_required > 0 || s.identity?.state === 'held' || s.instructions?.state === 'held') ?? state.servers[0];
  if (chosen) ui.selected = keyOf(chosen);
  clear(root);
  root.append(
    h(
      'header',
      { class: 'top' },
      h('h1', {}, 'mcp-contract console'),
      h('span', { class: 'muted' }, `store ${state.store}${state.config ? ` · config ${state.config}` : ''} · ${state.version}`),
      h('span', { class: `live ${ui.connected ? 'up' : 'down'}`, title: 'the page follows the store as it changes' }, ui.connected ? 'live' : 'reconnecting'),
    ),
    ui.notice ? h('p', { class: `notice ${ui.notice.ok ? 'ok' : 'error'}`, aria: { live: 'polite' }, data: { notice: ui.notice.ok ? 'ok' : 'error' } }, ui.notice.message) : h('span', {}),
    state.auditProblem ? h('p', { class: 'audit-problem', role: 'alert', data: { audit: 'broken' } }, state.auditProblem) : h('span', {}),
    ...state.problems.map((p) => h('p', { class: 'problem' }, p)),
    h('div', { class: 'layout' }, nav(state, ui, on), chosen ? serverDetail(chosen, ui, on) : h('main', {}, h('p', {}, 'The store holds no server yet: start mcp-contract guard, then come back.'))),
  );
}
