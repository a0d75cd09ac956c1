// The outcomes consent reports, each a stable id with what it means: SARIF's rule table and the README read them.
export interface ConsentId {
  id: string;
  level: 'error' | 'warning' | 'note';
  title: string;
  why: string;
}

export const CONSENT_IDS: readonly ConsentId[] = [
  { id: 'consent-deny-void', level: 'error', title: 'A deny rule no longer matches a tool that continues the one it denied', why: 'After a rename the new name is not denied: the protection is gone until the deny is carried (it only narrows, so it is always offered).' },
  { id: 'consent-ask-void', level: 'warning', title: 'An ask rule no longer matches a tool that continues the one it named', why: 'The new name would run without the prompt the user asked for; the ask is carried like a deny.' },
  { id: 'consent-allow-carried', level: 'note', title: 'An allow rule follows a declared rename or an approved rebind', why: 'The successor can do no more than the allowed tool: no new destructive or open-world hint, no risky text, not a split, and a merge only of tools all allowed.' },
  { id: 'consent-carry-widens', level: 'warning', title: 'An allow rule is not carried: the successor can do more', why: 'Carrying it would hand the user\'s trust to a tool they never allowed: one that became destructive or open-world, gained risky text, was split, or folds in a tool that was denied or never allowed.' },
  { id: 'consent-rule-void', level: 'note', title: 'A rule names a tool no longer served', why: 'Nothing declared continues it (a look-alike is only suggested: declare the rename to carry an allow); the rule matches nothing now.' },
  { id: 'consent-allow-widened', level: 'warning', title: 'An allow rule still matches a tool that can now do more', why: 'The tool kept its name (or a declared successor matches the same rule) but became destructive, open-world or gained risky text: the saved allow now approves more than it did.' },
  { id: 'consent-wildcard-widened', level: 'warning', title: 'A server-wide or wildcard allow now covers a tool it did not', why: 'mcp__srv, mcp__srv__* and srv/* follow every tool the server adds, destructive ones included: review each new tool it now approves.' },
];
