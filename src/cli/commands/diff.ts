// `mcp-contract diff BASE HEAD`: classify the drift between two surfaces (files, git:REF:PATH, `live` or `live:NAME`).
import { resolve } from 'node:path';
import { diffReport, needsCount } from '../diff-report.js';
import { tokenizerFor, type Tokenizer } from '../../api/tokenizer.js';
import { UsageError } from '../../core/shared/errors.js';
import { fails } from '../../core/diff/gate.js';
import type { Report } from '../../core/shared/model.js';
import { writeFileAtomic } from '../../storage/snapshot-file.js';
import type { RenderContext } from '../../api/render.js';
// The renderers of the public API's formats, loaded for the formats asked (a text report parses no markdown or SARIF).
import { renderersFor } from '../../api/render-lazy.js';
import { formatOfFile } from '../formats.js';
import { flag, oneOf, parseCommand, str } from '../args.js';
import { DIFF } from '../specs/diff.js';
import { isLive, readSides } from '../diff-sides.js';
import { diffLocation } from '../sarif-location.js';
import { VERSION } from '../version.js';
import { nothingLeftRunning } from '../std-write.js';
import { configOfServer, type Config } from '../../core/shared/config.js';
import type { CliIo } from '../io.js';
import { VIAS } from '../specs/shared.js';
import { optionalConfig } from '../targets.js';
import { tierForShortRun } from '../short-run.js';

const DIFF_FORMATS = Object.keys(DIFF.formats) as Array<keyof typeof DIFF.formats>;

export async function diffCommand(args: string[], io: CliIo): Promise<number> {
  const p = parseCommand(DIFF, args);
  // `diff BASE --live` is `diff BASE live`: the head is captured from the config's server.
  if (flag(p, 'live') && p.positionals.length === 1) p.positionals.push('live');
  if (p.positionals.length !== 2) throw new UsageError('mcp-contract diff: expected BASE and HEAD (a snapshot file, git:REF:PATH, live, or live:NAME)');
  const format = p.format;
  const via = oneOf('diff', 'via', str(p, 'via'), VIAS, 'sdk');
  const [baseSpec, headSpec] = p.positionals;
  const out = str(p, 'out');
  // The file holds what --format asked for (`--format markdown --out x.md` is markdown); with no --format, what its
  // extension names (.json stays the JSON report it always was, .md markdown, .xml JUnit, .sarif SARIF, else text).
  const outFormat = out ? (p.formatGiven ? format : formatOfFile(out, DIFF_FORMATS)) : undefined;
  // The renderers' code loads while the sides are read.
  const formats = outFormat ? [format, outFormat] : [format];
  const rendering = renderersFor(formats);
  rendering.catch(() => undefined);
  const live = isLive(baseSpec) || isLive(headSpec);
  // Two files (or git blobs): a short run, where TurboFan's compiles cost more than they give on Node 20 (short-run.ts);
  // only in the binary's own process, which ends with this command. A live side keeps the capture's own tiering
  // (TurboFan off while it captures, on for the classification after).
  // A failure to switch only costs speed: never an unhandled rejection while the sides are read.
  const tiering = live || !io.ownProcess ? undefined : tierForShortRun().catch(() => false);
  const loaded = live ? undefined : await optionalConfig(p, io, false);
  // The tokenizer loads while the sides are read (the live servers start): started once the config is known.
  // Not at all when no format written shows the cost and no budget judges it (SARIF, JUnit: diff-report.ts).
  const counter = (c: Config): Promise<Tokenizer | undefined> => (needsCount(formats, c) ? tokenizerFor(c) : Promise.resolve(undefined));
  let tokenizer: Promise<Tokenizer | undefined> | undefined = loaded ? counter(loaded.config) : undefined;
  const sides = await readSides([baseSpec, headSpec], p, io, via, format === 'json', (c) => (tokenizer = counter(c)));
  // The head's server (its name in the config) reads its own renames with the shared ones.
  const config = configOfServer(sides.config ?? loaded?.config ?? {}, sides.head.server);
  await tiering;
  const report: Report = diffReport(sides.base, sides.head, { config, labels: { base: baseSpec, head: headSpec }, tokenizer: await (tokenizer ?? counter(config)) }, formats);
  const renderers = await rendering;
  // Only SARIF points into the snapshot file: no other format reads the head's file a second time for its lines.
  const sarif = format === 'sarif' || outFormat === 'sarif';
  const context: RenderContext = {
    ...(sarif ? { snapshot: diffLocation([{ spec: headSpec, snapshot: sides.head }, { spec: baseSpec, snapshot: sides.base }], io.cwd) } : {}),
    root: io.cwd,
    version: VERSION,
  };
  const body = renderers.get(format)!(report, context);
  if (out && outFormat) await writeFileAtomic(resolve(io.cwd, out), renderers.get(outFormat)!(report, context));
  io.stdout(body);
  // Both sides were files (or git blobs, read to the end): nothing of this run is left to wind down.
  if (!live) nothingLeftRunning();
  return fails(report.summary, p.failOn) ? 1 : 0;
}
