import type { Report, Severity } from '../core/shared/model.js';
import { type HiddenData } from '../github/hidden.js';
import type { SignoffResult } from '../github/signoff.js';
import type { Verdict } from '../github/verdict.js';
export interface CommentContext {
    /** Marker line from `markerFor`; always the first line. Required unless `standalone`. */
    marker?: string;
    /** A plain document (CLI `--format markdown`): no marker, no hidden data. */
    standalone?: boolean;
    /** Written as a second hidden comment for the next run (`nextHiddenData`). */
    hidden?: HiddenData;
    /** Absent in standalone documents: the headline then states the counts only. */
    verdict?: Verdict;
    signoff?: SignoffResult;
    /** Label name in label mode. */
    label?: string;
    /** Shell command that rewrites the snapshots (shown in a code block). */
    updateCommand?: string;
    /** Set when the PR changes the config file; the value is its path. */
    configChanged?: string;
    /** Untrusted one-line notices, e.g. a snapshot that is stale on the base branch. */
    stale?: string[];
    /** Trusted markdown lines written by this tool (e.g. "fork PR: the token is read-only"). */
    notes?: string[];
    /** Heading text (trusted); default "MCP contract". */
    title?: string;
    /** Link to the workflow run (trusted). */
    runUrl?: string;
    /** Body length limit; GitHub refuses comments over 65536 characters. */
    maxLength?: number;
    /** What `maxLength` counts: characters (comments, the default) or UTF-8 bytes (the 1 MiB job summary). */
    unit?: 'chars' | 'bytes';
    /** Names the limit in the note when the list is cut (trusted), e.g. "the job summary's 1 MiB limit". */
    limitName?: string;
    /** Where the whole list is (trusted markdown, lower case), said whenever something is left out. */
    fullListAt?: string;
    /** Severities a code owner signs off (config `policy.signoff`); the headline counts only these as waiting. */
    signoffSeverities?: readonly Severity[];
}
/** The sign-off part of the comment. Logins are escaped too: a re-rendered comment must not ping anyone. */
export declare function renderSignoffMarkdown(signoff: SignoffResult | undefined, label?: string): string;
/**
 * Renders the comment body: marker line first, then hidden data, headline, counts, change tables (grouped rows) with
 * collapsible before/after, suggested renames, sign-off status and how to update the snapshot. Shrinks itself to stay
 * under `maxLength` (details of safe changes first, then before/after values, then rows, safe rows before any
 * other), and says what it left out and where the whole list is.
 */
export declare function renderMarkdown(reports: readonly Report[], ctx: CommentContext): string;
