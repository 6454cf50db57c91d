// Long fuzz campaigns: `npm run fuzz -- --minutes N` (or `--cases N`, `--seed S`). Runs the fuzz
// suite (test/robustness/fuzz.test.ts) with those settings; the figures are printed and written to
// test-output/fuzz/report.json. `npm test` runs the same suite with a fixed seed and 400 cases.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const args = process.argv.slice(2);
const value = name => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
};
const minutes = value('minutes');
const cases = value('cases');
const seed = value('seed') ?? String(Date.now() % 1_000_000);
if (!minutes && !cases) {
    process.stderr.write('usage: npm run fuzz -- --minutes N | --cases N [--seed S]\n');
    process.exit(2);
}
rmSync('test-output/fuzz/report.json', { force: true });
process.stdout.write(`fuzz campaign: seed ${seed}, ${minutes ? `${minutes} minutes` : `${cases} cases`}\n`);
const env = { ...process.env, FUZZ_SEED: seed, ...(minutes ? { FUZZ_MINUTES: minutes } : {}), ...(cases ? { FUZZ_CASES: cases } : {}) };
const result = spawnSync('npx', ['vitest', 'run', 'test/robustness/fuzz.test.ts'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
