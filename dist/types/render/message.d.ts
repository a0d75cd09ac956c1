import type { Change, ParamValue } from '../core/shared/model.js';
import type { ChangeGroup } from './group.js';
/**
 * How code is written: `html` (`<code>`, safe in table cells, where GFM splits even code spans on `|`) or `span`
 * (backticks, for documents without tables such as the changelog).
 */
export type CodeStyle = 'html' | 'span';
/** Fills a template for markdown: a placeholder inside backticks becomes part of one safe code element, one in prose is escaped. */
export declare function safeTemplate(template: string, params: Readonly<Record<string, ParamValue>>, max?: number, style?: CodeStyle): string;
export declare function safeMessage(change: Change, style?: CodeStyle): string;
/** The rule's hint in markdown, plus any finding-specific advice (a suggestion) escaped whole. */
export declare function safeHint(change: Change): string;
/** A row's wording: one change's message, or for a group the rule's "each tool" form with the shared values. */
export declare function safeGroupMessage(g: ChangeGroup): string;
/** The same in plain text (terminal, annotations). */
export declare function plainGroupMessage(g: ChangeGroup): string;
