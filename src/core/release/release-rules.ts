// The release checks: one row per finding id with its level and wording, so a finding is plain data plus an id.
// Templates are filled by rules.ts's fillTemplate, raw; renderers escape.
import { byIdOf, markdownTable, SEVERITY_OF_LEVEL, tableCellText as cell } from '../rules/registry.js';
import type { RuleShape } from '../rules/rule-def.js';

export type ReleaseLevel = 'error' | 'warning';

/** A release check: the shared rule shape plus its level, the word `release` shows (mapped in registry.ts). */
export interface ReleaseRuleDef extends RuleShape {
  readonly level: ReleaseLevel;
}

const ROWS = [
  {
    id: 'removed-without-deprecation',
    level: 'error',
    tags: { subject: 'removal', aspect: 'deprecation' },
    message: '{ref} was {action} on surface {surface} without a prior deprecation.',
    hint:
      'Keep serving {ref} and deprecate it first (deprecations["{ref}"] with since and removeAfter in the config, or the ' +
      "server's deprecation marker); remove it in a release at least {window} days later.",
    why: 'Callers pinned to the old surface break with no warning; a deprecation is the only notice they get.',
  },
  {
    id: 'deprecation-age-unknown',
    level: 'error',
    tags: { subject: 'removal', aspect: 'deprecation-age' },
    message: '{ref} was {action}, but its deprecation cannot prove the {window}-day window elapsed: {reason}.',
    hint: 'Give the deprecation an ISO date (deprecations["{ref}"].since = "YYYY-MM-DD"), or tag the release that deprecated it so its date is known.',
    why: 'A window that cannot be measured cannot be shown to have passed; guessing would let an unannounced removal through.',
  },
  {
    id: 'deprecation-window-not-elapsed',
    level: 'error',
    tags: { subject: 'removal', aspect: 'deprecation-window' },
    message: '{ref} was {action} {days} days after its deprecation on {since}; the window is {window} days.',
    hint: 'A deprecation counts from the first release that carried it, not from the date it claims. Keep serving {ref} until {earliest}, then remove it.',
    why: 'Callers need the whole window to migrate; a shorter one is a breaking change with a fig leaf.',
  },
  {
    id: 'remove-after-in-future',
    level: 'error',
    tags: { subject: 'removal', aspect: 'remove-after' },
    message: '{ref} was {action} before its announced removal date: removeAfter is {removeAfter}.',
    hint: 'Keep serving {ref} until after {removeAfter}; callers were promised it until then.',
    why: 'The removeAfter date is a published promise; breaking it early breaks callers who planned around it.',
  },
  {
    id: 'breaking-without-major',
    level: 'error',
    tags: { subject: 'version-bump', aspect: 'major' },
    message: '{count} breaking change(s) ship in {base} → {head}, which is not a major version bump.',
    hint: 'Bump the major version (in 0.x the minor, in 0.0.x the patch), or undo the breaking changes.',
    why: 'Semantic versioning is how callers decide whether an upgrade is safe; a breaking minor release lies to them.',
  },
  {
    id: 'review-without-minor',
    level: 'warning',
    tags: { subject: 'version-bump', aspect: 'minor' },
    message: '{count} change(s) needing review ship in {base} → {head}, which is not a minor version bump.',
    hint: 'Bump at least the minor version (in 0.x a patch bump is enough) so callers see the surface changed.',
    why: 'Review-level changes alter what the model sees without breaking calls; a patch release hides them, but they may be fine.',
  },
  {
    id: 'version-unparseable',
    level: 'warning',
    tags: { subject: 'version', aspect: 'syntax' },
    message: 'The {side} version "{version}" is not a semantic version, so the version bump cannot be checked.',
    hint: "Report MAJOR.MINOR.PATCH in serverInfo.version, or point the server's versionFrom at a package.json.",
    why: 'Without comparable versions the bump checks can only assume the worst; the breaking check still fails closed.',
  },
  {
    id: 'alias-expired-still-served',
    level: 'warning',
    tags: { subject: 'alias', aspect: 'expiry' },
    message: '{ref} is still served as an alias of {replacedBy} after its aliasUntil date {removeAfter}.',
    hint: 'Remove the alias {ref} now, or move aliasUntil if plans changed.',
    why: 'An alias kept past its date trains callers to ignore dates; nothing breaks yet, so it only warns.',
  },
  {
    id: 'deprecated-past-remove-after',
    level: 'warning',
    tags: { subject: 'deprecation', aspect: 'expiry' },
    message: '{ref} is deprecated and still served after its removeAfter date {removeAfter}.',
    hint: 'Remove {ref} now (its window has passed), or move removeAfter if plans changed.',
    why: 'Keeping a capability longer breaks nobody, but a stale date makes every other date less believable.',
  },
  {
    id: 'deprecation-without-remove-after',
    level: 'warning',
    tags: { subject: 'deprecation', aspect: 'remove-after' },
    message: '{ref} is deprecated ({sinceText}){replacement} with no removeAfter date.',
    hint: 'Add removeAfter, at least {window} days after since (e.g. {earliest}), so callers know when it goes.',
    why: 'A deprecation without an end date gives callers no deadline to plan against.',
  },
  {
    id: 'remove-after-inside-window',
    level: 'warning',
    tags: { subject: 'deprecation', aspect: 'deprecation-window' },
    message: '{ref} has removeAfter {removeAfter}, only {days} days after its deprecation on {since}; the window is {window} days.',
    hint: 'Move removeAfter to {earliest} or later; removing earlier would fail the release check.',
    why: 'The promised date and the policy disagree; it becomes an error only when the removal actually ships.',
  },
] as const satisfies readonly Omit<ReleaseRuleDef, 'severity'>[];

/** The rows with their severity derived from their level, so the two cannot disagree. */
export const RELEASE_RULES: readonly ReleaseRuleDef[] = ROWS.map((r) => ({ ...r, severity: SEVERITY_OF_LEVEL[r.level] }));

export const releaseRule: (id: string) => ReleaseRuleDef = byIdOf(RELEASE_RULES, 'release');

/** The README table of release checks. */
export function renderReleaseRulesMarkdown(): string {
  return markdownTable(['id', 'level', 'message', 'why'], RELEASE_RULES.map((r) => [`\`${r.id}\``, r.level, cell(r.message), cell(r.why)]));
}
