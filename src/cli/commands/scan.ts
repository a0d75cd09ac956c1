// `mcp-contract scan [PATH...]`: what MCP client configurations show about how each server is launched (observed)
// and which layers of evidence they cannot give (unverified). Exit 1 when an observed finding reaches --fail-on.
import path from 'node:path';
import { EXIT, UsageError } from '../../core/shared/errors.js';
import { makeRedactor } from '../../core/shared/secrets.js';
import { redactScan, scanConfigs, scanFails, type ScanResult } from '../../scan/detect.js';
import { contractContext, discover, readInput, shownFile } from '../../scan/files.js';
import { renderScanJson, renderScanMarkdown, renderScanText, scanSummaryLine } from '../../scan/render.js';
import { renderScanSarif } from '../../scan/sarif.js';
import { writeFileAtomic } from '../../storage/snapshot-file.js';
import { flag, parseCommand, str } from '../args.js';
import type { Formatters } from '../formats.js';
import type { FormatOf } from '../spec.js';
import { SCAN } from '../specs/scan.js';
import { homeOf, shownPath, type CliIo } from '../io.js';
import { gatewayHint } from '../../gateway/client-entry.js';
import { scanEvidence } from '../identity-hooks.js';
import pkg from '../../../package.json' with { type: 'json' };

const SARIF_TOOL = { version: pkg.version, informationUri: 'https://github.com/mcp-contract/mcp-contract' };

const RENDER: Formatters<FormatOf<typeof SCAN>, ScanResult> = {
  text: renderScanText,
  markdown: renderScanMarkdown,
  json: renderScanJson,
  sarif: (result) => renderScanSarif(result, SARIF_TOOL),
};

export async function scanCommand(args: string[], io: CliIo): Promise<number> {
  const p = parseCommand(SCAN, args);
  const workspace = path.resolve(io.cwd, str(p, 'root') ?? '.');
  const home = homeOf(io);
  if (p.rest.length > 0) throw new UsageError('mcp-contract scan: takes configuration files or directories, not a command after --');
  const files = discover(p.positionals, io.cwd, workspace, flag(p, 'user'), home, io.env);
  const inputs = files.map((f) => readInput(f, shownFile(workspace, f)));
  const { result, secrets } = scanConfigs(inputs, { ...contractContext(workspace, home), ...scanEvidence(workspace, home, io.env) });
  // The result's strings are redacted: the hints read each file by the path it was read from.
  result.files.forEach((file, i) => {
    const abs = inputs[i].abs;
    const gateway = file.client === 'mcp-contract' ? undefined : gatewayHint(abs, shownPath(io, abs), home);
    if (gateway) file.gateway = gateway;
  });
  // The one place every format gets its text: the result, with the hints added here, redacted string by string
  // before any format escapes or quotes it, then the rendered body once more. One pass for all secrets (io.protect
  // would rescan per secret).
  const shown = redactScan(result, secrets);
  const body = makeRedactor(secrets)(RENDER[p.format](shown));
  const out = str(p, 'out');
  if (out) {
    // Like `diff --out`: through a temp file, never through a symbolic link planted at the target.
    await writeFileAtomic(path.resolve(io.cwd, out), body);
    io.stdout(`${scanSummaryLine(shown)}\n`);
  } else io.stdout(body);
  return scanFails(result, p.failOn) ? EXIT.drift : EXIT.ok;
}
