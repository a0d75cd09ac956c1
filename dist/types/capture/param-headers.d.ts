/** One mirrored argument: its path from the arguments object, its header's name, and its declared type. */
export interface MirroredParam {
    path: string[];
    header: string;
    type: string;
}
/**
 * The arguments a tool's inputSchema asks to mirror into headers. A schema with any malformed declaration (not a token,
 * not a primitive type, declared twice case-insensitively, or outside a chain of `properties`) mirrors none: conforming
 * clients drop such a tool, and its server checks none of them.
 */
export declare function mirroredParams(inputSchema: unknown): MirroredParam[];
/** A value as a header carries it: plain visible ASCII, or `=?base64?...?=` around its UTF-8 (SEP-2243). */
export declare function headerText(value: string): string;
/** A header value as sent: the plain text, or the text its base64 sentinel wraps; undefined when the base64 is broken. */
export declare function headerValueOf(value: string): string | undefined;
/** The Mcp-Param-* headers a call of a tool with these declarations carries for these arguments. */
export declare function paramHeaders(params: readonly MirroredParam[], args: unknown): Record<string, string>;
/**
 * Why a call's Mcp-Param-* headers disagree with its arguments, or undefined when they agree: an argument the body
 * carries needs its header, present, decodable and equal (numbers compared as numbers); an argument the body leaves
 * out (or null) needs none, and a header sent for it anyway is ignored.
 */
export declare function paramMismatch(params: readonly MirroredParam[], args: unknown, header: (name: string) => string | undefined): string | undefined;
