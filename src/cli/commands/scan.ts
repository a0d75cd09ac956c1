// `mcp-contract scan [PATH...]`: what MCP client configurations show about how each server is launched (observed)
// and which layers of evidence they cannot give (unverified). Exit 1 when an observed finding reaches --fail-on.
import path from 'node:path';
import { EXIT, UsageError } from '../../core/shared/errors.js';
import { makeRedactor } from '../../core/shared/secrets.js';
import { redactScan, scanConfigs, scanFails, withPermissions, type ScanResult } from '../../scan/detect.js';
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
import { permissionOnly, scanPermissions } from '../scan-permissions.js';
import pkg from '../../../package.json' with { type: 'json' };

const SARIF_TOOL = { version: pkg.version, informationUri: 'https://github.com/mcp-contract/mcp-contract' };

const RENDER: Formatters<FormatOf<typeof SCAN>, ScanResult> = {
  text: renderScanText,
  markdown: renderScanMarkdown,
  json: renderScanJson,
  sarif: (result) => renderScanSarif(result, SARIF_TOOL),
};

/** The workspace's configurations when only permission files were named: none found is no error then. */
function discoverOrNone(workspace: string, user: boolean, home: string, io: CliIo): string[] {
  try {
    return discover([], io.cwd, workspace, user, home, io.env);
  } catch (e) {
    if (e instanceof UsageError) return [];
    throw e;
  }
}

export async function scanCommand(args: string[], io: CliIo): Promise<number> {
  const p = parseCommand(SCAN, args);
  const workspace = path.resolve(io.cwd, str(p, 'root') ?? '.');
  const home = homeOf(io);
  if (p.rest.length > 0) throw new UsageError('mcp-contract scan: takes configuration files or directories, not a command after --');
  // A client's permission file (.claude/settings.json, config.toml, *.toolsets.jsonc) holds no launch: its rules are
  // held against the committed snapshots instead.
  const named = p.positionals.map((x) => path.resolve(io.cwd, x));
  const rulesOnly = named.filter(permissionOnly);
  const launches = p.positionals.filter((_, i) => !permissionOnly(named[i]));
  const files = rulesOnly.length > 0 && launches.length === 0 ? discoverOrNone(workspace, flag(p, 'user'), home, io) : discover(launches, io.cwd, workspace, flag(p, 'user'), home, io.env);
  const inputs = files.map((f) => readInput(f, shownFile(workspace, f)));
  const ctx = { ...contractContext(workspace, home), ...scanEvidence(workspace, home, io.env) };
  const scanned = scanConfigs(inputs, ctx);
  const secrets = scanned.secrets;
  const result = withPermissions(scanned.result, scanPermissions(scanned.result, ctx, named, flag(p, 'user'), io.env));
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
