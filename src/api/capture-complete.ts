// The one capture every entry runs: the configured server captured, an incomplete observation refused (CaptureError,
// never a list read as a removal), and the launch identity recorded. The public captureServer, the CLI's commands and
// the Action all come through here; the CLI alone passes what is not public (canaries in the session, the Inspector).
import { captureServer, type CaptureOptions } from '../capture/capture.js';
import { assertComplete } from '../capture/complete.js';
import type { ServerConfig } from '../core/shared/config.js';
import type { Snapshot } from '../core/shared/model.js';
import { withIdentity } from '../identity/server.js';

export interface CompleteCaptureOptions extends CaptureOptions {
  /** Record the launch identity of a stdio server next to its contract (evidence, never compared). Default true. */
  identity?: boolean;
}

export async function captureComplete(name: string, server: ServerConfig, options: CompleteCaptureOptions): Promise<Snapshot> {
  const { identity, ...capture } = options;
  const snapshot = await captureServer(name, server, capture);
  assertComplete(name, snapshot);
  // After the capture: a build step may have just written the entry the identity hashes. A server in this process was
  // launched by nothing the snapshot could name.
  if (identity === false || options.inProcess) return snapshot;
  return withIdentity(snapshot, { name, server, baseDir: options.baseDir, env: options.env });
}
