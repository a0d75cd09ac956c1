export { captureServer, serverConfigOf, type CaptureServerOptions, type InProcessServer, type ServerSpec, type ServerTransport } from './capture.js';
export * from './snapshot-files.js';
export * from './diff.js';
export * from './tokenizer.js';
export * from './render.js';
export * from './rules.js';
export * from './approval.js';
export * from './errors.js';
export * from './model.js';
