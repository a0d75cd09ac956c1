import type { ServerConfig } from './config.js';
/** Shorter values would redact ordinary words and digits; a real token is longer. */
export declare const MIN_SECRET_LENGTH = 6;
/** `${VAR}` references in one config string, expanded from `env` (a missing variable expands to nothing). */
export declare function expandRefs(raw: string, env: Record<string, string | undefined>): string;
/** Username and password of a URL (decoded), when it has them. */
export declare function urlCredentials(url: string): string[];
/**
 * A text with the userinfo of every URL in it removed (`https://user:token@host/` -> `https://host/`): for messages
 * that quote a URL the user gave, including an underlying library's error that repeats it.
 */
export declare function withoutUrlCredentials(text: string): string;
/** A URL fit to print: userinfo removed (query values may be secrets too, and are redacted like any text). */
export declare function displayUrl(url: string): string;
export declare function secretsOf(server: ServerConfig, env: Record<string, string | undefined>): string[];
/** Names of the runner variables a server entry refers to as `${VAR}` (wherever they are expanded), and by `oauth`. */
export declare function referencedVars(server: ServerConfig): string[];
/** The runner variables a server's `oauth` entry names (a client secret, a private key). */
export declare function oauthVars(server: ServerConfig): string[];
/** The forms a secret takes in text: as is, inside a JSON string, percent-encoded in a URL. */
export declare function secretForms(secret: string): string[];
export declare function redact(text: string, secrets: readonly string[]): string;
/** Whether a variable or option name says its value is a credential (GITHUB_TOKEN, API_KEY, DB_PASSWORD). */
export declare function isCredentialName(name: string): boolean;
/** Whether a config value written as `name` = `value` looks like a credential stored in plain text. */
export declare function looksSecret(name: string, value: string): boolean;
/** A URL in text; it starts only where a scheme can (not inside a word), so a long word is read once, not once per letter. */
export declare const URL_IN_TEXT: RegExp;
/**
 * Secrets written inside a longer config value: URL userinfo and credential query values, `NAME=value` in shell
 * scripts, connection-string passwords, credential members of JSON-valued variables, bearer tokens and well-known
 * token shapes. Each is returned as written (and decoded where a URL encodes it), for the caller to flag and redact.
 */
export declare function embeddedSecrets(text: string, depth?: number): string[];
/**
 * One pass over the text for many secrets (a scan of hundreds of configs finds hundreds): every place where any
 * secret starts is found with a single lookahead pattern and the union of their spans becomes `***`, so overlapping
 * secrets leave no tail behind either.
 */
export declare function makeRedactor(secrets: readonly string[]): (text: string) => string;
/**
 * A copy of JSON data with every secret replaced by `***` in its string values and keys: the structure, numbers,
 * booleans and nulls are never touched. Returns `value` itself when nothing needed replacing.
 */
export declare function redactValue<T>(value: T, secrets: readonly string[]): T;
/** A copy of JSON data with `fn` applied to every string value and key (the same object when nothing changed). */
export declare function mapStrings<T>(value: T, fn: (text: string) => string): T;
/**
 * Redacts printed text. A whole JSON document (what `--json` prints) is redacted value by value and printed again
 * the same way, so a secret that looks like a number or a keyword cannot break it; any other text by replacement.
 */
export declare function redactText(text: string, secrets: readonly string[]): string;
