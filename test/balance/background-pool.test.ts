/**
 * Difficulty as you type runs on a background pool: its simulation thread takes the lowest
 * scheduling priority (nice 19, Linux) so that the language server's own thread — diagnostics,
 * hovers, completion — gets the CPU first; an ordinary pool (`strife simulate`, `strife balance`)
 * keeps the usual priority. Read from /proc/self/task/<tid>/stat, the nice field of every thread
 * of this process. Needs `npm run build` (out/simulation/worker.cjs).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { encounterModel } from '../../language/model/encounter-model.js';
import type { Encounter } from '../../language/generated/ast.js';
import { rise } from '../../language/rulesets/rise/index.js';
import { SimulationPool } from '../../language/simulation/parallel.js';
import { build, RISE_FIGHTERS } from '../helpers.js';

/** The bundled worker, as the CLI and the server start it. */
const WORKER = join(import.meta.dirname, '../../out/simulation/worker.cjs');

/** How many threads of this process run at nice 19. */
function niceThreads(): number {
    let n = 0;
    for (const tid of readdirSync('/proc/self/task')) {
        try {
            const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
            // After the command name: state is field 3, nice field 19.
            if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) === 19) n++;
        } catch {
            // The thread ended meanwhile.
        }
    }
    return n;
}

async function duel() {
    const built = await build(
        `ruleset rise\n${RISE_FIGHTERS}\nencounter e {\nside heroes { Kara } side bandits { Bandit } tactics attack_weakest\n}`,
    );
    return encounterModel(built.root.elements.find((e): e is Encounter => e.$type === 'Encounter')!, rise);
}

describe.runIf(process.platform === 'linux')('a background simulation pool', () => {
    let pool: SimulationPool | undefined;
    afterEach(async () => {
        await pool?.close();
        pool = undefined;
    });

    it('plays on a thread at nice 19, with the same tally as an ordinary pool', async () => {
        const model = await duel();
        const before = niceThreads();
        const ordinary = new SimulationPool(1, WORKER);
        const plain = await ordinary.job(model, 'rise', 7).tally(0, 50);
        expect(niceThreads()).toBe(before);
        await ordinary.close();
        pool = new SimulationPool(1, WORKER, true);
        const tally = await pool.job(model, 'rise', 7).tally(0, 50);
        expect(niceThreads()).toBe(before + 1);
        expect(tally).toEqual(plain);
    });
});
