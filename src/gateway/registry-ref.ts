// A server's approvals from a registry release (`approved: "registry:NAME@VERSION"`, `releaseBundle`), read apart
// from the rest of the gateway's file: the single guard reads them before it starts its upstream, and must not load
// the gateway's profiles (and their schema compiler) to do it.
import { resolve } from 'node:path';
import type { ServerConfig } from '../core/shared/config.js';

export const REGISTRY_PREFIX = 'registry:';

/** The config schema's pattern for `approved`. */
export const REGISTRY_REF = /^registry:[A-Za-z0-9.-]+\/[A-Za-z0-9._-]+@[^@\s]+$/;

/** NAME@VERSION of a server's `approved: "registry:NAME@VERSION"`, or undefined. */
export function registryRefOf(approved: string | undefined): string | undefined {
  return approved?.startsWith(REGISTRY_PREFIX) ? approved.slice(REGISTRY_PREFIX.length) : undefined;
}

/** A server's `releaseBundle`, resolved against the config's directory. */
export function releaseBundleOf(t: { server: ServerConfig; baseDir: string }): string | undefined {
  return t.server.releaseBundle === undefined ? undefined : resolve(t.baseDir, t.server.releaseBundle);
}
