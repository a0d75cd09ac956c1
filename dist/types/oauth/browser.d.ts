export interface BrowserChoice {
    /** Print the URL instead of opening anything. */
    noBrowser: boolean;
    env: Record<string, string | undefined>;
    /** Where the URL is printed (stderr). */
    say: (line: string) => void;
}
/** The command and its arguments: BROWSER's words with `%s` (or, without one, a last argument) for the URL. */
export declare function browserCommand(url: string, env: Record<string, string | undefined>, platform?: NodeJS.Platform): [string, string[]];
export declare function openBrowser(url: string, choice: BrowserChoice): void;
