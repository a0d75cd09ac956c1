import type { HostEvidence } from '../core/shared/model.js';
/** `anthropic ✓ · openai ✗ <code>fetch</code> <code>/inputSchema/anyOf</code> (+2 more)`, or nothing when every host accepts every tool. */
export declare function hostAcceptanceLine(e: HostEvidence): string | undefined;
/** `**Context cost:** +1,466 tokens per request (+27%) on default: 5,430 → 6,896; most from ...`, when it moved. */
export declare function contextCostLine(e: HostEvidence): string | undefined;
/** The same evidence as terminal lines (`check`, `diff`): server text cleaned of control sequences. */
export declare function hostTextLines(e: HostEvidence, clean: (text: string, max: number) => string): string[];
