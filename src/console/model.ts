// What the console's page is sent (GET /api/state) and may ask (POST /api/action): plain data, every server-controlled
// string in it already made visible (invisible and control characters as ⟨U+XXXX⟩ escapes) by the server, so the
// page only places text (textContent) and never interprets it. The page imports these types only (erased in its JS).
import type { ApprovalState } from '../core/approval/approval.js';
import type { DiffRun } from '../render/text-delta.js';

export type { ApprovalState, DiffRun };

export type Counts = Record<ApprovalState, number>;

export interface ConsoleState {
  version: string;
  /** The store directory. */
  store: string;
  /** The gateway config the servers and profiles come from, when one was given. */
  config?: string;
  servers: ServerView[];
  profiles: ProfileView[];
  /** Lines about the whole store or config (one unreadable file does not hide the others). */
  problems: string[];
  /** What `audit verify` would say is wrong with the store's audit log (the first bad record); absent when it verifies. */
  auditProblem?: string;
}

export interface ServerView {
  /** The store file's name without `.json`: what an action names. Absent for a config server with no store yet. */
  id?: string;
  /** The server's name in the config, else in its store. */
  name: string;
  surface?: string;
  counts: Counts;
  /** Held for review (stale or new, still served): what one upgrade approves. */
  held: number;
  identity?: IdentityView;
  /** The server's instructions when they are not the approved snapshot's (held, or approved by a person). */
  instructions?: InstructionsView;
  records: RecordView[];
  /** Why nothing of the server can be shown (no store yet, an unreadable store). */
  problem?: string;
  /** What reading the store said (approvals without a valid signature, ignored). */
  notes: string[];
  /** Where its approvals came from (a verified signed release, first use, a person), from the signed store. */
  sources?: SourcesView;
}

/** A server's approvals by source, every string made visible. */
export interface SourcesView {
  /** The baseline's kind; `unrecorded` when the store records none (or one written without the key, dropped). */
  kind: 'signed-release' | 'first-use' | 'refused-release' | 'unrecorded';
  /** The baseline's source in words. */
  baseline: string;
  fromBaseline: number;
  byPerson: number;
  /** The latest person's approval: who, at when. */
  lastPerson?: string;
  followed: number;
  /** A newer release the registry lists whose statement verified (not approved by it). */
  newer?: string;
}

export interface IdentityView {
  state: 'approved' | 'held' | 'unverified';
  reason?: string;
  approved?: string;
  approvedBy?: string;
  approvedAt?: string;
  live?: string;
  /** The live code's content hash: an identity approval is bound to it. */
  liveIntegrity?: string;
  /** Working-tree files that differ between the approved and the live code. */
  changedFiles: string[];
  /**
   * While held: whether the records show what the live (new) code serves (the guard read it, starting it alone). Until
   * then they show what the approved code served, and the upgrade cannot be approved in one action.
   */
  surfaceRead?: boolean;
}

export interface InstructionsView {
  state: 'approved' | 'held';
  /** The digest of the text the server gives now: what an approval binds to. */
  digest?: string;
  /** The text a client got before (a person's approved text, else the approved snapshot's), made visible. */
  before?: string;
  /** The text the server gives now, made visible. */
  after?: string;
  /** The edit word by word, when both texts are there. */
  words?: DiffRun[];
}

export interface ApprovalView {
  digest: string;
  by: string;
  at: string;
  /** A person's approval: the OS user (and `--by`), made visible. */
  who?: string;
  expires?: string;
  expired: boolean;
  /** The digest it replaced. */
  from?: string;
  /** Refs this one was approved as the new name of. */
  rebinds: string[];
  /** The JSON Schema that narrows its arguments, pretty-printed (two-space indent), made visible. */
  scope?: string;
  /** `approve --session`: it counts only in the guard process it was given for. */
  session?: boolean;
}

export interface RecordView {
  /** The ref as the store spells it: what an action names. Never shown (it may hold invisible characters). */
  key: string;
  /** The ref as shown. */
  ref: string;
  kind: string;
  name: string;
  state: ApprovalState;
  since: string;
  /** The digest served now. */
  digest?: string;
  approval?: ApprovalView;
  reason?: string;
  changes: ChangeView[];
  /** What check flags in the text it would approve (the classifier's risky-text screen). */
  findings: FindingView[];
  /** The definition served now, one row per member. */
  definition: DefinitionRow[];
  /** Held as a possible new name: what each old name's approval covered. */
  rebind: RebindView[];
  /** Why approving it would collide with another gateway member (then it cannot be approved). */
  collision?: string;
  actions: RecordAction[];
  /** What the audit log holds about it, newest first. */
  history: HistoryEntry[];
  /** How many of its calls the log holds (the history keeps the last few). */
  calls: number;
  /** The digest of what this view shows and a decision on it binds (view-digest.ts): sent back with each decision. */
  view: string;
}

export type RecordAction = 'approve' | 'reject' | 'revoke' | 'expiry' | 'scope';

/** One audit record about a capability: a decision on it, an approval of it that stopped holding, or a call to it. */
export interface HistoryEntry {
  seq: number;
  at: string;
  kind: 'decision' | 'invalidation' | 'call';
  /** What happened, in words: "approved", "scope set", "stopped holding: stale", "call refused: out-of-scope". */
  what: string;
  /** Who decided: the OS user, and the name given with --by. */
  who?: string;
  digest?: string;
  /** The scope the decision set, pretty-printed. */
  scope?: string;
  expires?: string;
  /** The rule ids the record names (the changes that held it, the scope or output rule a call broke). */
  rules: string[];
  /** A call's arguments as the log holds them (absent, redacted or in full, as the audit configuration chose). */
  arguments?: string;
}

export interface ChangeView {
  rule: string;
  severity: string;
  action: string;
  forced: boolean;
  message: string;
  pointer?: string;
  before?: string;
  after?: string;
  /** A text edit, word by word. */
  words?: DiffRun[];
  /** A text edit's new cues, in words (empty: a plain rewording); absent when the change is no text edit. */
  cues?: string[];
}

export interface FindingView {
  rule: string;
  pointer: string;
  message: string;
}

export interface DefinitionRow {
  pointer: string;
  depth: number;
  key: string;
  /** A leaf's value as JSON shows it (a string unquoted); absent for an object or array. */
  value?: string;
  /** Why a person should read this row: a held change or a risky-text finding at its pointer. */
  flagged?: string;
}

export interface RebindView {
  ref: string;
  digest?: string;
  definition: DefinitionRow[];
}

export interface ProfileView {
  name: string;
  host?: string;
  /** Per state, the capabilities of the config's servers this profile selects. */
  counts: Counts;
}

/** The decisions the page can ask for; each names the digest (or code) it showed, so a change since is refused. */
export type ActionRequest =
  /** `view`: the record's view digest the page was drawn with (required over HTTP for approve and reject). */
  | { action: 'approve'; server: string; ref: string; digest: string; view?: string; expires?: string }
  | { action: 'reject'; server: string; ref: string; digest: string; view?: string }
  | { action: 'revoke'; server: string; ref: string; digest: string; view?: string }
  | { action: 'expiry'; server: string; ref: string; digest: string; view?: string; expires: string | null }
  /** The scope as typed (JSON text), or null to remove it. */
  | { action: 'scope'; server: string; ref: string; digest: string; view?: string; scope: string | null }
  | { action: 'identity'; server: string; integrity: string }
  | { action: 'instructions'; server: string; digest: string }
  | { action: 'upgrade'; server: string; refs: Array<{ ref: string; digest: string }>; integrity?: string; instructions?: string };

export interface ActionResult {
  ok: boolean;
  /** One line: what was decided, or why not. */
  message: string;
}
