import type { LaunchIdentity } from '../core/identity/identity.js';
export declare function readJson<T>(file: string): T | undefined;
export declare function isFile(p: string): boolean;
/** The package directory holding `file` when it lies under a node_modules directory (scoped names included). */
export declare function packageDirOf(file: string): string | undefined;
/** The identity of the installed package in `pkgDir`. */
export declare function installedIdentity(pkgDir: string): LaunchIdentity;
/** `npx -y pkg@1.2.3`: the installed copy with that version, when one is on disk. */
export declare function npxIdentity(spec: string, cwd: string, home: string): LaunchIdentity;
/** A directory given to node: its package.json main (or index.js). */
export declare function packageEntry(dir: string): string | undefined;
/** The version and integrity of a bare import's package as installed near `fromDir`, for a working-tree manifest. */
export declare function dependencyLine(name: string, fromDir: string): string;
