/** The benchmark bundle's entry: run.mjs bundles this with esbuild and calls the suites. */
export { diceBench } from './dice-bench.js';
export { engineBench, fourVsSixModel } from './engine-bench.js';
export { lspBench, PHASES } from './lsp-bench.js';
export { generateRiseFile } from './generate.js';
export { setGc } from './timing.js';
export type { Row } from './timing.js';
