// The page's only traffic: its own origin's /api (the state, the store's change events, the decisions). Nothing of a
// held definition goes anywhere else: the CSP's connect-src 'self' holds the page to it as well.
import type { ActionRequest, ActionResult, ConsoleState } from '../model.js';

function csrf(): string {
  return document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? '';
}

export async function fetchState(): Promise<ConsoleState> {
  const res = await fetch('/api/state', { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`the console answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as ConsoleState;
}

export async function act(request: ActionRequest): Promise<ActionResult> {
  const res = await fetch('/api/action', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf() },
    body: JSON.stringify(request),
  });
  const text = await res.text();
  try {
    return JSON.parse(text) as ActionResult;
  } catch {
    return { ok: false, message: `the console answered ${res.status}: ${text.slice(0, 300)}` };
  }
}

/** Calls `changed` whenever the store changes on disk (a decision here, in the CLI, or the guard's own). */
export function onStoreChange(changed: () => void, connection: (up: boolean) => void): void {
  const events = new EventSource('/api/events');
  events.addEventListener('store', changed);
  events.addEventListener('open', () => connection(true));
  events.addEventListener('error', () => connection(false));
}
