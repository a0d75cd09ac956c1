// Opens the sign-in page: the command in BROWSER when it is set (the common convention, so a headless machine or a
// test stands in for a person), else the platform's opener; with --no-browser the URL is only printed.
import { spawn } from 'node:child_process';

export interface BrowserChoice {
  /** Print the URL instead of opening anything. */
  noBrowser: boolean;
  env: Record<string, string | undefined>;
  /** Where the URL is printed (stderr). */
  say: (line: string) => void;
}

/** The command and its arguments: BROWSER's words with `%s` (or, without one, a last argument) for the URL. */
export function browserCommand(url: string, env: Record<string, string | undefined>, platform = process.platform): [string, string[]] {
  const set = env.BROWSER?.trim();
  if (set) {
    // BROWSER may list alternatives separated by ':'; the first is used.
    const words = set.split(':')[0]!.split(/\s+/).filter(Boolean);
    const withUrl = words.some((w) => w.includes('%s')) ? words.map((w) => w.split('%s').join(url)) : [...words, url];
    return [withUrl[0]!, withUrl.slice(1)];
  }
  if (platform === 'darwin') return ['open', [url]];
  if (platform === 'win32') return ['cmd', ['/c', 'start', '', url]];
  return ['xdg-open', [url]];
}

export function openBrowser(url: string, choice: BrowserChoice): void {
  choice.say(`sign in at: ${url}`);
  if (choice.noBrowser) return;
  const [cmd, args] = browserCommand(url, choice.env);
  // The browser outlives nothing of ours: its output is not read, and its failure leaves the printed URL to use.
  const child = spawn(cmd, args, { stdio: 'ignore', detached: false, env: process.env });
  child.on('error', () => choice.say(`could not start ${cmd}: open the URL above yourself`));
  child.unref();
}
