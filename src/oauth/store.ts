// A person's grants, kept per authorization server (issuer) under the guard store's directory: `oauth/<issuer>.json`,
// 0600 in a 0700 directory, never in a repository. Each file holds this client's registration with that issuer and a
// grant per MCP server URL. Only `auth login` and a refresh write here, and only after the authorization server
// answered with tokens: a failed sign-in leaves the files as they were.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdir, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import type { StoredOAuthClientInformation, StoredOAuthTokens } from '@modelcontextprotocol/client';
import { writeFileAtomic } from '../storage/snapshot-file.js';
import type { OAuthDiscoveryState } from '@modelcontextprotocol/client';

/** Tokens as stored: the SDK's, plus when the access token stops being good (seconds since the epoch). */
export type StoredGrant = StoredOAuthTokens & { expires_at?: number };

export interface IssuerFile {
  format: 1;
  issuer: string;
  client?: StoredOAuthClientInformation;
  /** MCP server URL -> its grant. */
  grants: Record<string, StoredGrant>;
  /** MCP server URL -> what discovery found, so a refresh needs no discovery round. */
  discovery?: Record<string, OAuthDiscoveryState>;
}

/** The guard store's directory (`--store`, else $MCP_CONTRACT_STORE, else ~/.mcp-contract/guard), as guard/store.ts. */
export function grantDir(option: string | undefined, env: Record<string, string | undefined>, cwd: string): string {
  const base = option ? resolve(cwd, option) : env.MCP_CONTRACT_STORE ? resolve(cwd, env.MCP_CONTRACT_STORE) : join(env.HOME ?? homedir(), '.mcp-contract', 'guard');
  return join(base, 'oauth');
}

/** A file name from an issuer URL: readable, and one issuer per file. */
export function issuerFileName(issuer: string): string {
  return `${issuer.replace(/^https?:\/\//, '').replace(/[^A-Za-z0-9.-]+/g, '_').slice(0, 120)}.json`;
}

export class GrantStore {
  constructor(readonly dir: string) {}

  /** Every issuer file here (none when the directory does not exist). */
  all(): IssuerFile[] {
    if (!existsSync(this.dir)) return [];
    const out: IssuerFile[] = [];
    for (const name of readdirSync(this.dir).sort()) {
      if (!name.endsWith('.json')) continue;
      try {
        const f = JSON.parse(readFileSync(join(this.dir, name), 'utf8')) as IssuerFile;
        if (f && f.format === 1 && typeof f.issuer === 'string' && f.grants && typeof f.grants === 'object') out.push(f);
      } catch {
        // An unreadable file is no grant: `auth login` writes a fresh one.
      }
    }
    return out;
  }

  read(issuer: string): IssuerFile | undefined {
    return this.all().find((f) => f.issuer === issuer);
  }

  /** The issuer file that holds a grant for `server`, if any. */
  forServer(server: string): IssuerFile | undefined {
    return this.all().find((f) => f.grants[server] !== undefined);
  }

  async write(file: IssuerFile): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    await chmod(this.dir, 0o700);
    await writeFileAtomic(join(this.dir, issuerFileName(file.issuer)), `${JSON.stringify(file, null, 2)}\n`, undefined, 0o600);
  }

  /** Forgets the grant for `server`; the file goes when no grant is left. True when there was one. */
  async forget(server: string): Promise<boolean> {
    const file = this.forServer(server);
    if (!file) return false;
    delete file.grants[server];
    delete file.discovery?.[server];
    if (Object.keys(file.grants).length === 0) await rm(join(this.dir, issuerFileName(file.issuer)), { force: true });
    else await this.write(file);
    return true;
  }
}
