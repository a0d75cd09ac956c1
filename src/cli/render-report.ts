// The CLI renders reports through the public API's format lookup (src/api/render.ts): one path for both.
export { render as renderReport } from '../api/render.js';
