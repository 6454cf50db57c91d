/**
 * Non-damaging effects over a fight: a non-damaging attack that takes hold (strike.ts) lands when
 * the posts of its group are over — at the round's end when posts happen together, after its speed
 * group under `order_of_actions: speed` — so that it hinders nobody's post of the same moment. It
 * lasts PP/7 whole rounds after the round it lands (0: only the rest of that round); conditions and
 * stat changes count down at the end of every round. A condition inflicted with `save STAT` is
 * rolled against at the start of each later round, before anyone acts: STAT against the save's
 * difficulty (else the attack's power might), and more PP than the effect had throw it off.
 * Source: 004_941aee309a07cd38.txt §What counts as combat?, §Order of Actions.
 */
import type { AttackModel, EffectModel } from '../../../engine/model.js';
import { STAT_NAMES, type StatName } from '../rules/understanding-your-stats.js';
import { ruleTrait } from '../rules/ruling-narration.js';
import { breaks, ppDuration } from '../rules/what-counts-as-combat.js';
import { conditionLabel, refresh, statOf, type VaxiaFighter } from './fighter.js';
import { checkNote, traitRecord } from './records.js';
import type { Scene } from './scene.js';

const roundsWord = (n: number) => `${n} round${n === 1 ? '' : 's'}`;

/** How long an effect landing now holds, in the log's words. */
const holdWords = (rounds: number) => (rounds === 0 ? 'for the rest of this round' : `${roundsWord(rounds)} after this one`);

/** A non-damaging attack took hold with `pp` PP left: it lands when its group's posts are over. */
export function queueEffect(scene: Scene, attacker: VaxiaFighter, target: VaxiaFighter, attack: AttackModel, pp: number, difficulty: number): void {
    scene.pending.push({ attacker, target, attack, pp, difficulty });
}

/** Lands every effect waiting, in the order they took hold. */
export function landEffects(scene: Scene): void {
    if (scene.pending.length === 0) return;
    for (const p of scene.pending.splice(0)) {
        if (p.target.status === 'dead') continue;
        const rounds = ppDuration(p.pp, scene.options.durations);
        const cause = `${p.attacker.id}'s ${p.attack.name}`;
        for (const effect of p.attack.effects ?? [])
            land(scene, p.target, effect, { cause, source: p.attacker.id, pp: p.pp, rounds, difficulty: p.difficulty });
        refresh(p.target);
    }
}

interface Landing {
    readonly cause: string;
    readonly source: string;
    readonly pp: number;
    /** Rounds it holds after the round it lands. */
    readonly rounds: number;
    readonly difficulty: number;
}

function land(scene: Scene, f: VaxiaFighter, effect: EffectModel, l: Landing): void {
    switch (effect.kind) {
        case 'inflict': {
            const c = effect.condition;
            // One more round than it holds: the count goes down at the end of this round too.
            f.conditions.add(
                { name: c.name, ...(c.value !== undefined ? { value: c.value } : {}), rounds: l.rounds + 1, ...(c.save ? { save: c.save } : {}) },
                l.source,
            );
            const held = f.conditions.list.find(h => h.name === c.name && h.source === l.source);
            if (held && c.save) {
                const holds = (f.holds ??= new Map());
                const before = holds.get(held);
                holds.set(held, { pp: Math.max(before?.pp ?? 0, l.pp), difficulty: c.save.dc ?? l.difficulty });
            }
            scene.log.add(() => ({
                kind: 'condition',
                who: f.id,
                condition: conditionLabel(c),
                gained: true,
                note: `${l.cause}, ${l.pp} PP: ${holdWords(l.rounds)}${c.save ? `; thrown off with more than ${l.pp} PP on ${c.save.stat}` : ''}`,
            }));
            return;
        }
        case 'modify': {
            const stat = effect.stat as StatName;
            if (!STAT_NAMES.includes(stat)) return;
            // The same effect again does not stack: it lasts the longer of the two.
            const same = f.changes.find(ch => ch.stat === stat && ch.cause === l.cause);
            if (same) {
                same.roundsLeft = Math.max(same.roundsLeft, l.rounds + 1);
                scene.log.add(() => ({
                    kind: 'note',
                    text: `${l.cause} on ${f.id}'s ${stat} again (${l.pp} PP): it holds ${roundsWord(same.roundsLeft - 1)} after this one.`,
                }));
                return;
            }
            f.changes.push({ stat, value: effect.value, roundsLeft: l.rounds + 1, cause: l.cause });
            refresh(f);
            scene.log.add(() => ({
                kind: 'resource',
                who: f.id,
                resource: stat,
                delta: effect.value,
                value: statOf(f, stat),
                reason: `${l.cause}, ${l.pp} PP: ${holdWords(l.rounds)}`,
            }));
            return;
        }
        case 'remove':
            for (const name of effect.conditions) {
                for (const held of f.conditions.list.filter(h => h.name === name)) {
                    f.holds?.delete(held);
                    scene.log.add({ kind: 'condition', who: f.id, condition: conditionLabel(held), gained: false, note: `removed by ${l.cause}` });
                }
                f.conditions.remove(name);
            }
            return;
        default:
            // heal and push are not Vaxia effects: validation refuses them (feature-unsupported).
            return;
    }
}

/**
 * Start of a round: whoever holds a condition with a save rolls against it, before anyone acts —
 * the save's stat, one trait, against its difficulty; more PP than the effect had end it.
 */
export function breakFree(scene: Scene): void {
    // Indexed loops here and in `countDownEffects`: V8 made an iterator object for each for-of, every round.
    const fighters = scene.fighters;
    for (let i = 0; i < fighters.length; i++) {
        const f = fighters[i];
        const holds = f.holds;
        if (f.status === 'dead' || !holds?.size) continue;
        for (const [held, hold] of [...holds]) {
            const stat = held.save?.stat as StatName | undefined;
            if (!stat || !STAT_NAMES.includes(stat)) continue;
            const r = ruleTrait(statOf(f, stat), hold.difficulty, scene.rng.die(100), scene.options.rounding);
            const broken = breaks(r.pp, hold.pp);
            scene.log.add(() => ({
                kind: 'check',
                who: f.id,
                what: `break ${conditionLabel(held)}`,
                rolls: [traitRecord(stat, r)],
                total: r.pp,
                needs: `more than ${hold.pp} PP`,
                success: broken,
                note: checkNote(r),
            }));
            if (!broken) continue;
            f.conditions.remove(held.name, held.source);
            holds.delete(held);
            scene.log.add({ kind: 'condition', who: f.id, condition: conditionLabel(held), gained: false, note: 'thrown off' });
        }
        refresh(f);
    }
}

/** End of a round: every condition's and change's rounds count down; those run out end. */
export function countDownEffects(scene: Scene): void {
    const fighters = scene.fighters;
    for (let i = 0; i < fighters.length; i++) {
        const f = fighters[i];
        if (f.status === 'dead' || (f.conditions.list.length === 0 && f.changes.length === 0)) continue;
        for (const ended of f.conditions.endRound()) {
            f.holds?.delete(ended);
            scene.log.add({ kind: 'condition', who: f.id, condition: conditionLabel(ended), gained: false, note: 'its rounds ran out' });
        }
        const over = f.changes.filter(ch => --ch.roundsLeft <= 0);
        for (const ch of over) {
            f.changes.splice(f.changes.indexOf(ch), 1);
            refresh(f);
            scene.log.add(() => ({
                kind: 'resource',
                who: f.id,
                resource: ch.stat,
                delta: -ch.value,
                value: statOf(f, ch.stat),
                reason: `${ch.cause} ran out`,
            }));
        }
        refresh(f);
    }
}

/**
 * A hazard's penalty grows (radiation's END, frost's DEX under `frost: dex_penalty`): the condition
 * it gives — the one nobody inflicted — is raised by `by`, or gained (§Environmental Damage Base
 * Damage Chart: the END penalty each round, the stacking DEX penalty).
 */
export function worsen(scene: Scene, f: VaxiaFighter, name: 'irradiated' | 'frostbitten', by: number, why: string): void {
    const held = f.conditions.list.find(c => c.name === name && c.source === undefined);
    if (held) held.value = (held.value ?? 0) + by;
    else f.conditions.add({ name, value: by });
    refresh(f);
    const now = f.conditions.list.find(c => c.name === name && c.source === undefined)!;
    scene.log.add(() => ({ kind: 'condition', who: f.id, condition: conditionLabel(now), gained: true, note: why }));
}
