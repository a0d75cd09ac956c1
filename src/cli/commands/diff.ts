// `mcp-contract diff BASE HEAD`: classify the drift between two surfaces (files, git:REF:PATH, `live` or `live:NAME`).
import { resolve } from 'node:path';
import { diffSnapshots } from '../../api/diff.js';
import { tokenizerFor, type Tokenizer } from '../../api/tokenizer.js';
import { UsageError } from '../../core/shared/errors.js';
import { fails } from '../../core/diff/gate.js';
import type { Report } from '../../core/shared/model.js';
import { writeFileAtomic } from '../../storage/snapshot-file.js';
// The public API's lookup from a format name to its renderer: diff writes the report as a library user would.
import { render as renderReport } from '../../api/render.js';
import { formatOfFile } from '../formats.js';
import { flag, oneOf, parseCommand, str } from '../args.js';
import { DIFF } from '../specs/diff.js';
import { isLive, readSides } from '../diff-sides.js';
import { diffLocation } from '../sarif-location.js';
import { VERSION } from '../version.js';
import { configOfServer } from '../../core/shared/config.js';
import type { CliIo } from '../io.js';
import { VIAS } from '../specs/shared.js';
import { optionalConfig } from '../targets.js';

const DIFF_FORMATS = Object.keys(DIFF.formats) as Array<keyof typeof DIFF.formats>;

export async function diffCommand(args: string[], io: CliIo): Promise<number> {
  const p = parseCommand(DIFF, args);
  // `diff BASE --live` is `diff BASE live`: the head is captured from the config's server.
  if (flag(p, 'live') && p.positionals.length === 1) p.positionals.push('live');
  if (p.positionals.length !== 2) throw new UsageError('mcp-contract diff: expected BASE and HEAD (a snapshot file, git:REF:PATH, live, or live:NAME)');
  const format = p.format;
  const via = oneOf('diff', 'via', str(p, 'via'), VIAS, 'sdk');
  const [baseSpec, headSpec] = p.positionals;
  const loaded = isLive(baseSpec) || isLive(headSpec) ? undefined : await optionalConfig(p, io, false);
  // The tokenizer loads while the sides are read (the live servers start): started once the config is known.
  let tokenizer: Promise<Tokenizer | undefined> | undefined = loaded ? tokenizerFor(loaded.config) : undefined;
  const sides = await readSides([baseSpec, headSpec], p, io, via, format === 'json', (c) => (tokenizer = tokenizerFor(c)));
  // The head's server (its name in the config) reads its own renames with the shared ones.
  const config = configOfServer(sides.config ?? loaded?.config ?? {}, sides.head.server);
  const report: Report = diffSnapshots(sides.base, sides.head, { config, labels: { base: baseSpec, head: headSpec }, tokenizer: await (tokenizer ?? tokenizerFor(config)) });
  const out = str(p, 'out');
  const context = { snapshot: diffLocation([{ spec: headSpec, snapshot: sides.head }, { spec: baseSpec, snapshot: sides.base }], io.cwd), root: io.cwd, version: VERSION };
  const body = renderReport(report, format, context);
  // The file holds what --format asked for (`--format markdown --out x.md` is markdown); with no --format, what its
  // extension names (.json stays the JSON report it always was, .md markdown, .xml JUnit, .sarif SARIF, else text).
  if (out) await writeFileAtomic(resolve(io.cwd, out), renderReport(report, p.formatGiven ? format : formatOfFile(out, DIFF_FORMATS), context));
  io.stdout(body);
  return fails(report.summary, p.failOn) ? 1 : 0;
}
