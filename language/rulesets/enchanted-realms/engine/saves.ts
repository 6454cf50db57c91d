/**
 * A fighter's saves, feats and competitions as its state shapes them: restrictions (disadvantage,
 * penalties, outright failure of Body rolls) and defending (saves at advantage). Every roll the
 * engine asks of a fighter goes through here, and is logged as a check.
 * Seed: 001_66230f9a082df360.txt §Restrictions in Combat, §Defending.
 */
import type { ErFighter } from './fighter.js';
import { modOf, statOf } from './fighter.js';
import type { DieResult } from '../../../engine/dice-roll.js';
import { type PlusTerm, recordFaces } from '../../../engine/log.js';
import { recordText } from '../../../engine/roll-text.js';
import { saveRecord } from './records.js';
import { adjustmentsOf } from './restrictions.js';
import type { Scene } from './scene.js';
import { type CompetitionResult, competition, featSave, preservationSave, type SaveResult } from '../rules/saves.js';
import { combineVantage, type Vantage } from '../rules/vantage.js';

/** What a roll tests: a Body sub-attribute, a Perception check, or a Mind or Spirit feat. */
export type RollKind = 'body' | 'perception' | 'mind';

/** The sub-attributes whose rolls are Body rolls (what bound, restrained and paralysis touch). */
const BODY = new Set(['strength', 'agility', 'resilience']);

/** Which kind of roll a sub-attribute makes. */
export function kindOf(score: string): RollKind {
    if (BODY.has(score)) return 'body';
    return score === 'perception' ? 'perception' : 'mind';
}

/** How a fighter stands for one roll: its vantage, the penalty on the die, and whether it fails outright. */
export interface Standing {
    readonly vantage: Vantage;
    readonly penalty: number;
    readonly fails: boolean;
    /** Words for the log: what shaped the roll. */
    readonly why: readonly string[];
}

/**
 * How `f` stands for a save, feat or competition of `kind`: disadvantage from a restriction that
 * puts every roll, every save or its Body saves at disadvantage; advantage while defending (§Defending);
 * both cancel. The largest penalty (Perception: the larger of the general and the Perception one).
 * Body rolls fail outright when a restriction says so (paralyzed, petrified, stunned, unconscious).
 */
export function standingOf(scene: Scene, f: ErFighter, kind: RollKind): Standing {
    const a = adjustmentsOf(scene, f);
    const why: string[] = [];
    const disadvantage = a.allRollsAtDisadvantage || a.savesAtDisadvantage || (kind === 'body' && a.bodySavesAtDisadvantage);
    if (disadvantage) why.push('a restriction: disadvantage');
    if (f.defending) why.push('defending: advantage');
    const penalty = kind === 'perception' ? Math.max(a.savePenalty, a.perceptionPenalty) : a.savePenalty;
    if (penalty) why.push(`−${penalty} from a restriction`);
    const fails = kind === 'body' && a.failsBodySaves;
    if (fails) why.push('fails outright (a restriction)');
    return { vantage: combineVantage(f.defending, disadvantage), penalty, fails, why };
}

/**
 * Logs one d20 save or feat; `terms` gives what its total adds to the kept die (asked only when the
 * log is kept: a simulation makes none of it).
 */
function logSave(
    scene: Scene,
    f: ErFighter,
    what: string,
    s: SaveResult,
    why: readonly string[],
    vantage: Vantage,
    terms: () => readonly PlusTerm[],
): void {
    scene.log.add(() => ({
        kind: 'check',
        who: f.id,
        what,
        rolls: s.faces.length ? [saveRecord(s.faces, s.raw, vantage, terms(), s.total)] : [],
        total: s.total,
        needs: `DC ${s.dc}`,
        success: s.success,
        ...(why.length ? { note: why.join('; ') } : {}),
    }));
}

/** A sub-attribute as the log names it: `agility` → `Agility`. */
const scoreWord = (score: string): string => score.charAt(0).toUpperCase() + score.slice(1);

/**
 * What a save or feat adds to its d20, in the order the total adds them: the score (or modifier),
 * a bonus (cover), a restriction's penalty; a term of 0 other than the score is left out.
 */
function saveTerms(score: PlusTerm, bonus: PlusTerm | undefined, penalty: number): PlusTerm[] {
    const terms = [score];
    if (bonus && bonus.value !== 0) terms.push(bonus);
    if (penalty) terms.push({ name: 'restriction', value: penalty, subtract: true });
    return terms;
}

/**
 * A feat of `f` (d20 + the sub-attribute's modifier) at `dc`, shaped by its state and logged as
 * `what`. `vantage` adds a rule's own advantage or disadvantage (foul play). Draws 1 d20 (2 under
 * vantage; none when it fails outright).
 */
export function fighterFeat(
    scene: Scene,
    f: ErFighter,
    score: string,
    dc: number,
    what: string,
    extra: { vantage?: Vantage; bonus?: number } = {},
): SaveResult {
    const s = standingOf(scene, f, kindOf(score));
    const vantage = combineVantage(
        s.vantage === 'advantage' || extra.vantage === 'advantage',
        s.vantage === 'disadvantage' || extra.vantage === 'disadvantage',
    );
    const modifier = modOf(f.model, score, scene.options);
    const save = featSave(scene.rng, { modifier: modifier - s.penalty, dc, vantage, bonus: extra.bonus, fails: s.fails });
    logSave(scene, f, what, save, s.why, vantage, () =>
        saveTerms(
            { name: `${scoreWord(score)} modifier`, value: modifier },
            extra.bonus ? { name: 'bonus', value: extra.bonus } : undefined,
            s.penalty,
        ),
    );
    return save;
}

/**
 * A preservation save of `f` (d20 + the sub-attribute's score + `bonus`, e.g. cover's against an
 * area) at `dc`, shaped by its state and logged.
 */
export function fighterSave(scene: Scene, f: ErFighter, score: string, dc: number, what: string, bonus?: PlusTerm): SaveResult {
    const s = standingOf(scene, f, kindOf(score));
    const value = statOf(f.model, score);
    const save = preservationSave(scene.rng, { score: value - s.penalty, bonus: bonus?.value ?? 0, dc, vantage: s.vantage, fails: s.fails });
    logSave(scene, f, what, save, s.why, s.vantage, () => saveTerms({ name: scoreWord(score), value }, bonus, s.penalty));
    return save;
}

/** One side of a Body competition: its modifier (sub-attribute and table) and an edge a rule gives it (the weapon negator's advantage). */
export interface Side {
    readonly f: ErFighter;
    readonly modifier: number;
    readonly edge?: Vantage;
}

/** A competitor's d12s as thrown: one, or a pair under advantage or disadvantage (`2d12`). */
const d12s = (faces: readonly number[]) => (faces.length === 2 ? '2d12' : 'd12');

/** The faces with the unused one of a pair struck. */
function keptFaces(faces: readonly number[], kept: number): DieResult[] {
    const at = faces.indexOf(kept);
    return faces.map((value, i) => ({ sides: 12, value, kept: i === at }));
}

/**
 * A Body save competition on d12s between `attacker` and `defender`, each shaped by its state
 * (its penalty off its modifier) and its edge, logged from the attacker's side as `what` with the
 * table's rows. Draws per round: the attacker's d12 (or pair), then the defender's.
 */
export function bodyCompetition(scene: Scene, attacker: Side, defender: Side, what: string, rows: readonly string[]): CompetitionResult {
    const side = (s: Side) => {
        const st = standingOf(scene, s.f, 'body');
        const vantage = combineVantage(
            st.vantage === 'advantage' || s.edge === 'advantage',
            st.vantage === 'disadvantage' || s.edge === 'disadvantage',
        );
        return { modifier: s.modifier - st.penalty, vantage, fails: st.fails };
    };
    const ours = side(attacker);
    const theirs = side(defender);
    const c = competition(scene.rng, ours, theirs, scene.options.ties);
    scene.log.add(() => {
        // The attacker's d12 + its modifier is the line's sum; the defender's, the total it must beat
        // (`d12 [4] + modifier (3) = 7, needs more than Orc#2's d12 [6] + 3 = 9`); earlier throws that
        // tied are in the note.
        const last = c.rounds[c.rounds.length - 1];
        const signed = (m: number) => (m < 0 ? `− ${-m}` : `+ ${m}`);
        const earlier = c.rounds
            .slice(0, -1)
            .map(
                (r, i) =>
                    `throw ${i + 1} tied (${attacker.f.id} ${r.attacker} ${signed(ours.modifier)}, ${defender.f.id} ${r.defender} ${signed(theirs.modifier)}): thrown again`,
            );
        const modifier = ours.modifier === 0 ? {} : { plus: { name: 'modifier', value: Math.abs(ours.modifier), subtract: ours.modifier < 0 } };
        return {
            kind: 'check',
            who: attacker.f.id,
            what,
            rolls: last ? [recordFaces(d12s(last.attackerFaces), keptFaces(last.attackerFaces, last.attacker), c.attackerTotal, modifier)] : [],
            total: c.attackerTotal,
            needs: last
                ? `more than ${defender.f.id}'s ${recordText(recordFaces(d12s(last.defenderFaces), keptFaces(last.defenderFaces, last.defender), last.defender))}${theirs.modifier === 0 ? '' : ` ${signed(theirs.modifier)}`} = ${c.defenderTotal}`
                : `more than ${c.defenderTotal}`,
            success: c.winner === 'attacker',
            note: [...earlier, ...rows, ...(c.rounds.length === 0 ? ['one side fails outright (a restriction)'] : [])].join('; ') || undefined,
            // Every Body competition is the attacker's own action (a grapple, a trip, an escape, a disarm, getting past).
            own: true,
        };
    });
    return c;
}
