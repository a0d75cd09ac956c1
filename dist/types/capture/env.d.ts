/** Expands every `${VAR}` in each value; a missing variable names the server and key, never the value. */
export declare function expandValues(values: Record<string, string> | undefined, env: Record<string, string | undefined>, where: string): Record<string, string>;
/** Expands every `${VAR}` in one string (a URL, an argument); a missing variable names where, never the value. */
export declare function expandString(raw: string, env: Record<string, string | undefined>, where: string): string;
export declare function expandList(list: readonly string[] | undefined, env: Record<string, string | undefined>, where: string): string[];
export { redact } from '../core/shared/secrets.js';
