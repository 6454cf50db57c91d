/**
 * Initiative: d12 + DEX for every combatant before the first round; turns go from the highest
 * total to the lowest, every round. Ties go to the players' side (combatants of kind `character`);
 * remaining ties keep encounter order (assumption: the seed does not break them further).
 * Surprise checks (option `surprise_checks: INT`) come first, as step 1 of the sequence.
 * Source: 002_508f9552a4514e32.txt §Sequence.
 */
import type { PaladinsFighter } from './fighter.js';
import { diceplus, rollCheck, rollFor } from './harm.js';
import type { Scene } from './scene.js';

const INITIATIVE_ROLL = diceplus(1, 12, 'DEX');

/**
 * Rolls initiative for `fighters` (given in encounter order), logs the order with every roll and
 * each tie that the players' side won, and returns the fighters in turn order.
 */
export function rollInitiative(scene: Pick<Scene, 'rng' | 'log'>, fighters: readonly PaladinsFighter[]): PaladinsFighter[] {
    const rolls = fighters.map((f, index) => {
        const roll = rollFor(scene, f, INITIATIVE_ROLL, '1d12 + DEX');
        f.initiative = roll.total;
        return { f, index, roll };
    });
    const order = [...rolls].sort((a, b) => b.roll.total - a.roll.total || Number(b.f.character) - Number(a.f.character) || a.index - b.index);
    if (scene.log.enabled) {
        scene.log.add({ kind: 'phase', name: 'initiative' });
        scene.log.add({
            kind: 'order',
            label: 'd12 + DEX, highest first, ties to the players',
            order: order.map(({ f, roll }) => ({ id: f.id, rolls: [roll.record!], total: roll.total })),
        });
        for (let i = 1; i < order.length; i++) {
            const [a, b] = [order[i - 1], order[i]];
            if (a.roll.total === b.roll.total && a.f.character !== b.f.character) {
                scene.log.add({ kind: 'note', text: `${a.f.id} and ${b.f.id} tie at ${a.roll.total}: ${a.f.id}, on the players' side, goes first.` });
            }
        }
    }
    return order.map(o => o.f);
}

/**
 * Step 1 with option `surprise_checks: INT`: every combatant of a side written `surprised` rolls an
 * INT check (d12 + INT, over 6) "to piece together that the location is perfect for an ambush"; a
 * success is not surprised — its id goes into `aware`. Fighters in encounter order; dice drawn
 * before initiative.
 */
export function surpriseChecks(
    scene: Pick<Scene, 'rng' | 'log'>,
    fighters: readonly PaladinsFighter[],
    surprisedSides: ReadonlySet<string>,
    aware: Set<string>,
): void {
    const checked = fighters.filter(f => surprisedSides.has(f.side));
    if (checked.length === 0) return;
    if (scene.log.enabled) scene.log.add({ kind: 'phase', name: 'surprise' });
    for (const f of checked) {
        if (rollCheck(scene, f, 'INT', 'surprise check (INT: an ambush spot?)')) {
            aware.add(f.id);
            scene.log.add(() => ({ kind: 'note', text: `${f.id} sees the ambush coming: not surprised.` }));
        } else scene.log.add(() => ({ kind: 'note', text: `${f.id} is surprised.` }));
    }
}
