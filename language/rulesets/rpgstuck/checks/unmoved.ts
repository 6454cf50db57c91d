/**
 * What the script knows for certain while nobody can have moved or been unseated: everyone stands
 * where `at` put them, and every rider written `aboard` still rides. The check says what the run will
 * do with
 * - an attack from another zone at a creature behind full cover, before the first round with a line
 *   that may move someone (a movement, a shove, a drag, a pushing attack, an attack sent `to zone`):
 *   the run cannot target it (`rpgstuck-full-cover`, an error, as it is refused in play);
 * - a ridden mount's own `move`, before the first round with a line that may unseat its rider (a
 *   dismount, a jump or teleport, a shove, a drag, a pushing or prone-making attack): its rider moves
 *   it, and the run plays the line as nothing (`rpgstuck-ridden-mount-moves`, a warning).
 * Neither when a side under tactics has an attack that pushes or knocks prone; the round in which a
 * line first may move or unseat someone is left out too (initiative decides what comes first).
 * Source: 000_7e14385943d7d1e7.txt §Environmental Factors (full cover), §Mounted Combat.
 */
import type { AttackModel } from '../../../engine/model.js';
import type { Report, StaticEncounter, StaticTurn } from '../../ruleset.js';
import { coverBonus } from '../rules/environmental-factors.js';
import { pushes } from './lines.js';

type ScriptAction = StaticTurn['actions'][number];

/** Ruleset actions that may take someone to another zone, and those that may unseat a rider. */
const MOVING = new Set(['move', 'jump', 'teleport', 'drag', 'shove']);
const UNSEATING = new Set(['dismount', 'jump', 'teleport', 'drag', 'shove']);

/** Whether an attack may move or unseat whoever it hits, whatever its line says: it pushes, or knocks prone. */
const mayDisplace = (attack: AttackModel) => !!attack.effects?.some(e => e.kind === 'push' || (e.kind === 'inflict' && e.condition.name === 'prone'));

/** Whether a scripted line may move someone to another zone (`unseat`: or unseat a rider). */
function displaces(a: ScriptAction, attack: AttackModel | undefined, unseat: boolean): boolean {
    if (!a.isAttack) return (unseat ? UNSEATING : MOVING).has(a.action);
    return !!attack && (mayDisplace(attack) || pushes(attack, a) || a.destination !== undefined);
}

/**
 * The first round with a line that may move someone (`unseat`: or unseat a rider); Infinity: none.
 * A ridden mount's own move before `ridden` (the first round a rider may be unseated) is not one:
 * the run does not play it.
 */
function firstRound(encounter: StaticEncounter, riderOf: ReadonlyMap<string, string>, unseat: boolean, ridden: number): number {
    const tactics = (encounter.tactics?.length ?? 0) > 0;
    if (tactics && encounter.instances.some(i => i.model.attacks.some(mayDisplace))) return Number.NEGATIVE_INFINITY;
    let first = Number.POSITIVE_INFINITY;
    for (const [round, turns] of encounter.rounds)
        for (const turn of turns)
            for (const a of turn.actions) {
                if (round >= first || (round < ridden && a.action === 'move' && !a.isAttack && riderOf.has(turn.actorId))) continue;
                if (
                    displaces(
                        a,
                        turn.actor.attacks.find(x => x.name === a.action),
                        unseat,
                    )
                )
                    first = round;
            }
    return first;
}

export function checkWhileUnmoved(encounter: StaticEncounter, report: Report): void {
    const cover = new Map((encounter.layout ?? []).map(z => [z.name, z.features.cover]));
    const riderOf = new Map(encounter.instances.flatMap(i => (i.aboard ? [[i.aboard, i.id] as const] : [])));
    // A mount's move is not played before anyone may be unseated, so that bound needs no other.
    const ridden = firstRound(encounter, riderOf, true, Number.POSITIVE_INFINITY);
    if (riderOf.size) checkRiddenMounts(encounter, riderOf, ridden, report);
    if ([...cover.values()].includes('full')) checkFullCover(encounter, cover, firstRound(encounter, riderOf, false, ridden), report);
}

/** A ridden mount's own `move` before anyone may have been unseated: not played. */
function checkRiddenMounts(encounter: StaticEncounter, riderOf: ReadonlyMap<string, string>, before: number, report: Report): void {
    for (const [round, turns] of encounter.rounds) {
        if (round >= before) continue;
        for (const turn of turns) {
            const rider = riderOf.get(turn.actorId);
            if (rider)
                for (const a of turn.actions)
                    if (a.action === 'move' && !a.isAttack)
                        report({
                            code: 'rpgstuck-ridden-mount-moves',
                            severity: 'warning',
                            at: a.at,
                            message: `${turn.actorId} is ridden by ${rider}: its rider moves it (\`${rider}: move …\`), so this move is not played.`,
                        });
        }
    }
}

/** An attack from another zone at a creature behind full cover, before anyone may have moved: refused in play. */
function checkFullCover(encounter: StaticEncounter, cover: ReadonlyMap<string, string | undefined>, before: number, report: Report): void {
    const zoneOf = new Map(encounter.instances.map(i => [i.id, i.zone]));
    for (const [round, turns] of encounter.rounds) {
        if (round >= before) continue;
        for (const turn of turns)
            for (const a of turn.actions) {
                const from = zoneOf.get(turn.actorId);
                if (!a.isAttack || !from) continue;
                for (const id of a.targets) {
                    const there = zoneOf.get(id);
                    if (!there || from === there || coverBonus(coverLevel(cover.get(there)), 'AC').targetable) continue;
                    report({
                        code: 'rpgstuck-full-cover',
                        severity: 'error',
                        at: a.at,
                        message: `${id} is behind full cover in ${there}: ${turn.actorId} (in ${from}) cannot target it with ${a.action}, and nobody has moved yet.`,
                    });
                }
            }
    }
}

/** A zone's cover as the rule reads it. */
function coverLevel(level: string | undefined): Parameters<typeof coverBonus>[0] {
    return level === 'half' || level === 'three_quarters' || level === 'full' ? level : 'none';
}
