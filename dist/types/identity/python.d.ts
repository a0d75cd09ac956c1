import type { LaunchIdentity } from '../core/identity/identity.js';
/** site-packages of the virtual environment a `bin/python` or `bin/script` lives in. */
export declare function sitePackages(binFile: string): string | undefined;
/** The distribution that provides module `mod` (top_level.txt, RECORD paths, or its own name). */
export declare function moduleIdentity(site: string, mod: string): LaunchIdentity | undefined;
/** The distribution whose entry_points.txt declares the console script `script`. */
export declare function scriptIdentity(site: string, script: string): LaunchIdentity | undefined;
