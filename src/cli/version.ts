// The package's version, on its own so the entry answers `--version` without loading the command table (main.ts).
// The bundler inlines package.json, so the installed CLI reads no file for it.
import pkg from '../../package.json' with { type: 'json' };

export const VERSION: string = pkg.version;
