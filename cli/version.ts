/** The package version, inlined by esbuild from package.json. */
import pkg from '../package.json';

export const STRIFE_VERSION: string = pkg.version;
