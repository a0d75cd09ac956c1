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

function draw(): void {
  if (state) renderPage(root, state, ui, { decide, select });
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
