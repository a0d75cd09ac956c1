// The server's held instructions as `status --verbose` and `approve --all-held` print them (issue 51): the text the
// client gets today (the approved snapshot's, or the one a person approved) and the new text, each whole and made
// visible for a terminal, with the words that changed. Instructions are model-visible text: read before approved.
import type { GuardStore } from '../core/approval/approval.js';
import { approvedInstructionsText } from '../core/approval/instructions.js';
import { definitionLines } from './approve-view.js';
import { textDelta } from './text-delta.js';
import { cleanTerminal } from './terminal.js';

export function instructionsLines(store: GuardStore, indent: string): string[] {
  const ins = store.instructions;
  if (!ins?.live) return [];
  const before = approvedInstructionsText(ins);
  const delta = before !== undefined ? textDelta(before, ins.live.text) : undefined;
  return [
    `${indent}INSTRUCTIONS HELD the server's instructions (model-visible text) are not the approved ones (${ins.live.digest}):`,
    ...(delta ? [`${indent}    words: ${cleanTerminal(delta.removed || '(nothing)', 300)} -> ${cleanTerminal(delta.added || '(nothing)', 300)}`] : []),
    `${indent}    before:${before === undefined ? ' (none approved: the client got no instructions)' : ''}`,
    ...(before === undefined ? [] : definitionLines(before, `${indent}      `)),
    `${indent}    after:`,
    ...definitionLines(ins.live.text, `${indent}      `),
  ];
}
