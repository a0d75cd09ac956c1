import type { Report } from '../core/shared/model.js';
/** Text or attribute value made inert in XML; no CDATA is used, so `]]>` needs nothing beyond `>` escaped. */
export declare function xmlText(value: string): string;
/** JUnit XML for one report per server. */
export declare function renderJunit(reports: readonly Report[]): string;
