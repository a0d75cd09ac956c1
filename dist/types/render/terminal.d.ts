/** Untrusted text made safe for a terminal: escape sequences removed, one line, other invisibles shown as `⟨U+XXXX⟩`. */
export declare function cleanTerminal(text: string, max?: number): string;
