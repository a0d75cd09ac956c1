// `mcp-contract badge`: its one table of options (parsing, --help and usage come from it).
import { command } from '../spec.js';
import { CONFIG, INLINE_SERVER_FORM, inlineServer, SERVER } from './shared.js';

export const BADGE_STATES = ['ok', 'review', 'breaking', 'stale', 'unknown'] as const;

export const BADGE = command({
  name: 'badge',
  about: 'Draws the README badge offline: badges/<server>.svg and a shields.io endpoint badges/<server>.json.',
  usage: [
    '[{config}] [{server}]... [{svg}] [{endpoint}] [{live}] [{hosts}]',
    `{snapshot} [{name}] [{svg}] [{endpoint}] {live} ${INLINE_SERVER_FORM}`,
  ],
  options: [
    CONFIG,
    SERVER,
    { name: 'svg', value: 'FILE', help: 'where to write the SVG (one server only; default badges/<server>.svg)' },
    { name: 'endpoint', value: 'FILE', help: 'where to write the shields.io endpoint JSON (one server only; default badges/<server>.json)' },
    { name: 'live', help: 'capture the live server: the badge turns red and the exit code 1 when the snapshot is stale' },
    { name: 'hosts', help: 'also draw the host badge in a hosts/ folder beside each file (badges/hosts/<server>.svg and .json): which configured hosts accept every tool' },
    { name: 'state', value: 'S', choices: BADGE_STATES, help: 'draw a given state without capturing: ok, review, breaking, stale, unknown' },
    { name: 'label', value: 'TEXT', help: 'the badge\'s left-hand text (default "mcp contract")' },
    { name: 'snapshot', value: 'FILE', help: "the snapshot to draw from (default: the server's snapshot in the config; required for an inline server)" },
    ...inlineServer('with --live: capture'),
  ],
  formats: { text: '', json: "each server's badge: state, message, colour and the files written" },
});
