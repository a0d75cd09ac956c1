import type { Report } from '../core/shared/model.js';
import { cleanTerminal } from './terminal.js';
export { cleanTerminal };
/** Why a snapshot that differs shows no rows: what `check` and the matchers print under "does not match". */
export declare const ONLY_DETAILS_DIFFER = "(no contract changes: only snapshot details such as observation metadata differ)";
export interface TextOptions {
    /** Colour the severity labels (our own escapes; server text stays stripped). */
    color?: boolean;
}
/** One block per report, changes worst first. */
export declare function renderText(reports: Report | readonly Report[], options?: TextOptions): string;
