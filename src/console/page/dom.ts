// The page's one way to make elements: text always goes in as text nodes (textContent), attributes from a fixed set,
// handlers as functions. Nothing here parses HTML, so no server-controlled string can become markup or script.
type Child = Node | string | undefined | false;

interface Props {
  class?: string;
  title?: string;
  type?: string;
  value?: string;
  placeholder?: string;
  disabled?: boolean;
  checked?: boolean;
  open?: boolean;
  role?: string;
  /** data-* attributes: what the tests and the page's own state find elements by. */
  data?: Record<string, string>;
  aria?: Record<string, string>;
  on?: Partial<Record<'click' | 'change' | 'input' | 'toggle' | 'submit', (e: Event) => void>>;
}

export function h(tag: string, props: Props = {}, ...children: Child[]): HTMLElement {
  const el = document.createElement(tag);
  if (props.class) el.className = props.class;
  if (props.title !== undefined) el.title = props.title;
  if (props.type !== undefined) el.setAttribute('type', props.type);
  if (props.value !== undefined) (el as HTMLInputElement).value = props.value;
  if (props.placeholder !== undefined) el.setAttribute('placeholder', props.placeholder);
  if (props.disabled) (el as HTMLButtonElement).disabled = true;
  if (props.checked) (el as HTMLInputElement).checked = true;
  if (props.open) (el as HTMLDetailsElement).open = true;
  if (props.role !== undefined) el.setAttribute('role', props.role);
  for (const [k, v] of Object.entries(props.data ?? {})) el.dataset[k] = v;
  for (const [k, v] of Object.entries(props.aria ?? {})) el.setAttribute(`aria-${k}`, v);
  for (const [k, fn] of Object.entries(props.on ?? {})) el.addEventListener(k, fn);
  for (const c of children) if (c !== undefined && c !== false) el.append(typeof c === 'string' ? document.createTextNode(c) : c);
  return el;
}

export function clear(el: Element): void {
  el.replaceChildren();
}

export function shortDigest(d: string | undefined): string {
  return d ? d.replace(/^sha256:/, '').slice(0, 12) : '-';
}
