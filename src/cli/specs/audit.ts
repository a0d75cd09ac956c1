// `mcp-contract audit`: its one table of options (parsing, --help and usage come from it).
import { command } from '../spec.js';
import { STORE } from './shared.js';

export const AUDIT = command({
  name: 'audit',
  about:
    "Answers from the guard store's audit log, per capability: who approved it (OS user and --by), at which digest, scope and expiry; which calls ran under it (forwarded, refused and why); when it stopped holding (stale with its rule ids, expired, missing, rejected, identity changed). `audit verify` checks the log's HMAC chain and names the first record that does not hold (file and line): exit 0, or 1.",
  usage: ['[{store}] [{server}] [{ref}] [{since}]', 'verify [{store}]'],
  operands: [{ name: 'verify', help: 'check the chain instead: every record sealed, linked to the one before it, none cut off its end' }],
  options: [
    STORE,
    { name: 'server', short: 's', value: 'NAME', help: 'only this server of the store' },
    { name: 'ref', value: 'REF', help: 'only this capability (tool:NAME, or a bare name)' },
    { name: 'since', value: 'TIME', help: 'only records at or after this ISO date (YYYY-MM-DD) or date-time' },
  ],
  formats: { text: 'per capability: what answers the questions, then each record', json: 'the records, with the chain verdict' },
});
