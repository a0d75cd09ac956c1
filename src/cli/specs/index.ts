// Every command's table, in the order the overview and the CLI block of docs/cli.md list them.
import type { CommandSpec } from '../spec.js';
import { AUDIT } from './audit.js';
import { AUTH } from './auth.js';
import { BADGE } from './badge.js';
import { CHECK } from './check.js';
import { CONSENT } from './consent.js';
import { CONSOLE } from './console.js';
import { DIFF } from './diff.js';
import { DOCS } from './docs.js';
import { GUARD } from './guard.js';
import { INIT } from './init.js';
import { RELEASE } from './release.js';
import { RULES_COMMAND } from './rules.js';
import { SCAN } from './scan.js';
import { SNAPSHOT } from './snapshot.js';
import { APPROVE, REJECT, STATUS } from './store.js';
import { VERIFY } from './verify.js';

export const SPECS: Readonly<Record<string, CommandSpec>> = Object.fromEntries(
  [INIT, SNAPSHOT, CHECK, DIFF, RELEASE, BADGE, SCAN, CONSENT, RULES_COMMAND, DOCS, VERIFY, GUARD, APPROVE, REJECT, STATUS, CONSOLE, AUDIT, AUTH].map((s) => [s.name, s]),
);
