/** The benchmark bundle's entry: run.mjs bundles this with esbuild and calls the suites. */
export { balanceBench, liveDifficultyBench } from './balance-bench.js';
export { diceBench } from './dice-bench.js';
export { engineBench, fourVsSixModel } from './engine-bench.js';
export { examplesBench } from './examples-bench.js';
export { oddsBench, ODDS_FORMULAS } from './odds-bench.js';
export { simulateBench } from './simulate-bench.js';
export { dayBench } from './day-bench.js';
export { lspPhases, PHASES } from './lsp-phases.js';
export { anchorTarget, lspRows, measureServer, strifeTarget } from './lsp-bench.js';
export { generateRiseFile } from './generate.js';
export { setGc } from './timing.js';
export type { Row } from './timing.js';
// For ad-hoc profiling scripts (`node --cpu-prof`) that require out/bench/bench.cjs directly.
export { createStrifeServices } from '../../language/strife-module.js';
export { EmptyFileSystem, URI, TextDocument } from 'langium';
export { runEncounter } from '../../language/engine/runner.js';
