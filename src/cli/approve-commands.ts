// The commands the guard, the gateway and `status` print for a person to paste: every path absolute (a desktop client
// starts the guard with cwd `/`, where a relative store path names another directory) and `--store` always given (the
// client's environment may set $MCP_CONTRACT_STORE where the person's shell does not), each word shell-quoted.
import { shellQuote } from '../guard/shell-quote.js';
import { cleanTerminal } from '../render/terminal.js';

/** A word a terminal shows as typed: no control, escape, bidi or zero-width character (cleanTerminal leaves it as is). */
const shownAsIs = (word: string): boolean => cleanTerminal(word, Number.MAX_SAFE_INTEGER) === word;

/** ` --store DIR --server NAME`: the one store these commands act on. */
export function storeArgs(storeDir: string, server: string): string {
  return ` --store ${shellQuote(storeDir)} --server ${shellQuote(server)}`;
}

/** The command approving the definition served now under ref; undefined when the ref cannot be one copyable line. */
export function approveRefCommand(storeDir: string, server: string, ref: string): string | undefined {
  return !shownAsIs(ref) || !shownAsIs(server) ? undefined : `mcp-contract approve ${shellQuote(ref)}${storeArgs(storeDir, server)}`;
}

export function approveAllHeldCommand(storeDir: string, server: string): string {
  return `mcp-contract approve --all-held${storeArgs(storeDir, server)}`;
}

export function approveIdentityCommand(storeDir: string, server: string): string {
  return `mcp-contract approve --identity${storeArgs(storeDir, server)}`;
}

export function statusCommandLine(storeDir: string, server: string, verbose: boolean): string {
  return `mcp-contract status${verbose ? ' --verbose' : ''}${storeArgs(storeDir, server)}`;
}

/** The guard's hint for a held ref: its approve command, or status when the ref holds control characters. */
export function approveHintFor(storeDir: string, server: string, ref: string): string {
  return approveRefCommand(storeDir, server, ref) ?? `${statusCommandLine(storeDir, server, true)} (the name holds invisible or control characters; approve it with --all-held after review)`;
}

/**
 * The command that carries the user's client rules and the gateway's profiles across the renames a person approved in
 * this store (a dry run: it prints the plan and a diff; `--write` applies it).
 */
export function consentCommandLine(storeDir: string, server: string): string | undefined {
  return shownAsIs(server) ? `mcp-contract consent --from store --to store${storeArgs(storeDir, server)}` : undefined;
}
