import { type CaptureOptions } from '../capture/capture.js';
import type { ServerConfig } from '../core/shared/config.js';
import type { Snapshot } from '../core/shared/model.js';
export interface CompleteCaptureOptions extends CaptureOptions {
    /** Record the launch identity of a stdio server next to its contract (evidence, never compared). Default true. */
    identity?: boolean;
}
export declare function captureComplete(name: string, server: ServerConfig, options: CompleteCaptureOptions): Promise<Snapshot>;
