import type { Report } from '../core/shared/model.js';
import { cleanTerminal } from './terminal.js';
export { cleanTerminal };
export interface TextOptions {
    /** Colour the severity labels (our own escapes; server text stays stripped). */
    color?: boolean;
}
/** One block per report, changes worst first. */
export declare function renderText(reports: Report | readonly Report[], options?: TextOptions): string;
