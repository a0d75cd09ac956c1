// The page's entry: load the state, draw it, and draw it again whenever the store changes or a decision is made.
import type { ActionRequest, ConsoleState } from '../model.js';
import { act, fetchState, onStoreChange } from './api.js';
import { h } from './dom.js';
import { renderPage, type Ui } from './views.js';

const root = document.getElementById('app')!;
const ui: Ui = { open: new Set(), typed: new Map(), connected: false };
let state: ConsoleState | undefined;
/** Refreshes never overlap: one that arrives while another runs is run once after it. */
let running: Promise<void> | undefined;
let again = false;

/** The box a person is typing in (its data-input key), with the caret: a redraw puts them back where they were. */
function typing(): { key: string; start: number | null; end: number | null; scroll: number } | undefined {
  const el = document.activeElement;
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) || !root.contains(el) || el.dataset.input === undefined) return undefined;
  return { key: el.dataset.input, start: el.selectionStart, end: el.selectionEnd, scroll: el.scrollTop };
}

function draw(): void {
  if (!state) return;
  // The store and the audit log change while a person types (a guard's calls, a decision elsewhere): the page is
  // redrawn, and the box they were typing in keeps its focus and caret. Found by comparing keys, never by a selector
  // built from one (a key holds a server-controlled ref).
  const was = typing();
  renderPage(root, state, ui, { decide, select });
  if (!was) return;
  const again = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[data-input], textarea[data-input]')].find((el) => el.dataset.input === was.key);
  if (!again) return;
  again.focus();
  if (was.start !== null && was.end !== null) again.setSelectionRange(was.start, was.end);
  again.scrollTop = was.scroll;
}

async function load(): Promise<void> {
  try {
    state = await fetchState();
    draw();
  } catch (e) {
    root.replaceChildren(h('p', { class: 'problem' }, (e as Error).message));
  }
}

function refresh(): void {
  if (running) {
    again = true;
    return;
  }
  running = load().finally(() => {
    running = undefined;
    if (again) {
      again = false;
      refresh();
    }
  });
}

function decide(request: ActionRequest): void {
  void act(request).then((result) => {
    ui.notice = result;
    // A decision taken: what was typed for it is spent.
    if (result.ok) ui.typed.clear();
    refresh();
  });
}

function select(server: string): void {
  ui.selected = server;
  ui.notice = undefined;
  draw();
}

onStoreChange(refresh, (up) => {
  ui.connected = up;
  // Reconnected: what changed while the page was away is read again.
  if (up) refresh();
  else draw();
});
