// In CI, a canary's side-effect permission comes from the base config (the PR's own config cannot grant it): the
// config file as committed at `--base REF`, or at origin/$GITHUB_BASE_REF on a pull_request run.
import { relative } from 'node:path';
import { baseDenials, type SideEffectDenials } from '../canary/permission.js';
import type { Config, ServerConfig } from '../core/shared/config.js';
import { ContractError } from '../core/shared/errors.js';
import { parseConfig, type LoadedConfig } from '../storage/config-file.js';
import { ensureRef, gitShow } from '../storage/git.js';
import type { CliIo } from './io.js';

export function inCi(env: Record<string, string | undefined>): boolean {
  return env.CI === 'true' || env.GITHUB_ACTIONS === 'true';
}

export interface BaseConfig {
  label: string;
  config?: Config;
}

/** The base config, or only a label saying why there is none (every side-effect grant is then denied). */
export async function readBaseConfig(io: CliIo, loaded: LoadedConfig | undefined, ref: string | undefined): Promise<BaseConfig> {
  const baseRef = ref ?? (io.env.GITHUB_BASE_REF ? `origin/${io.env.GITHUB_BASE_REF}` : undefined);
  if (!baseRef) return { label: 'no base config (pass --base REF)' };
  if (!loaded) return { label: 'an inline server (it has no base config)' };
  const rel = relative(io.cwd, loaded.path) || loaded.path;
  const label = `git:${baseRef}:${rel}`;
  try {
    await ensureRef(baseRef, loaded.dir);
    const text = await gitShow(baseRef, loaded.path, loaded.dir);
    if (text === undefined) return { label: `${label} (no such file at the base)` };
    return { label, config: parseConfig(text, label) };
  } catch (e) {
    if (e instanceof ContractError) return { label: `${label} (${e.message})` };
    throw e;
  }
}

/** What the base withholds from this server's canaries; nothing outside CI. */
export function denialsFor(name: string, server: ServerConfig, base: BaseConfig | undefined): SideEffectDenials {
  if (!base) return new Map();
  return baseDenials(server, base.config?.servers?.[name], base.label);
}
