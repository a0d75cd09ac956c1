import type { StoredOAuthClientInformation, StoredOAuthTokens } from '@modelcontextprotocol/client';
import type { OAuthDiscoveryState } from '@modelcontextprotocol/client';
/** Tokens as stored: the SDK's, plus when the access token stops being good (seconds since the epoch). */
export type StoredGrant = StoredOAuthTokens & {
    expires_at?: number;
};
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
export declare function grantDir(option: string | undefined, env: Record<string, string | undefined>, cwd: string): string;
/** A file name from an issuer URL: readable, and one issuer per file. */
export declare function issuerFileName(issuer: string): string;
export declare class GrantStore {
    readonly dir: string;
    constructor(dir: string);
    /** Every issuer file here (none when the directory does not exist). */
    all(): IssuerFile[];
    read(issuer: string): IssuerFile | undefined;
    /** The issuer file that holds a grant for `server`, if any. */
    forServer(server: string): IssuerFile | undefined;
    write(file: IssuerFile): Promise<void>;
    /** Forgets the grant for `server`; the file goes when no grant is left. True when there was one. */
    forget(server: string): Promise<boolean>;
}
