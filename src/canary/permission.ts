// Who may let a canary call a tool with side effects. A canary runs on every check; in CI that check runs the pull
// request's config, so a PR could grant itself `allowSideEffects` and have CI call a destructive tool. There the
// permission counts only when the base config already grants it for the same server, tool and surface.
import type { CanaryConfig, ServerConfig } from '../core/shared/config.js';

/** Why a canary's `allowSideEffects` does not count on this run, by its index in the server's list. */
export type SideEffectDenials = ReadonlyMap<number, string>;

function grants(c: CanaryConfig, tool: string, surface: string | undefined): boolean {
  return c.tool === tool && c.surface === surface && c.allowSideEffects === true && typeof c.reason === 'string' && c.reason !== '';
}

/**
 * The head's side-effect grants the base does not also make. `base` is the base config's entry for this server
 * (undefined when the base has none, or none could be read: then every grant is denied, with `baseLabel` saying why).
 */
export function baseDenials(head: ServerConfig, base: ServerConfig | undefined, baseLabel: string): SideEffectDenials {
  const out = new Map<number, string>();
  (head.canaries ?? []).forEach((c, i) => {
    if (c.allowSideEffects !== true) return;
    if ((base?.canaries ?? []).some((b) => grants(b, c.tool, c.surface))) return;
    out.set(i, `in CI side-effect permission comes from the base config, and ${baseLabel} does not grant it for this tool`);
  });
  return out;
}
