/**
 * What each post of a round will actually do, settled at the start of the round: who can act, which
 * attacks reach a target, and which defenses an attack will meet — so that the multiple-action
 * penalty counts only the actions taken. A defense nobody attacks (or that cannot meet the attacks
 * made, or a `defend` that chooses to stand) is never rolled and costs nothing; nor does a move that
 * names no zone, nor metamagic under the current ruling, which has none.
 * Source: 004_941aee309a07cd38.txt §Using Your Stats and Skills (the multiple action penalty),
 * §Attacking and Defending, §Open Vehicles (shut-in riders).
 * Assumption: the posts are settled as they stand when the round opens; under `order_of_actions:
 * speed` an attacker dropped before striking still counted against its target's defense.
 */
import { CombatLog } from '../../../engine/log.js';
import type { AttackModel, CombatantModel, ConditionModel, PlannedAction } from '../../../engine/model.js';
import { SeededRng } from '../../../engine/rng.js';
import type { VaxiaOptions } from '../options.js';
import { attackRealm } from '../rules/combat-stats-and-skills.js';
import { helpsOnly } from '../rules/what-counts-as-combat.js';
import { metamagicRuled } from '../rules/history-of-magic-ruling.js';
import { postPenalty, postPenaltyParts } from '../rules/using-your-stats-and-skills.js';
import { decideDefense, isDefenseAction, NO_ACTIONS } from './defense.js';
import { createVaxiaFighter, type VaxiaFighter } from './fighter.js';
import { mundaneDefense } from './legacy-strike.js';
import { makeScene, type Scene } from './scene.js';

/** The name of the attack an action strikes with: the attack it names, or `attack … using` one. */
export function struckWith(a: PlannedAction): string | undefined {
    return a.isAttack ? a.action : a.action === 'attack' ? a.weapon : undefined;
}

/** The attack an action strikes with (`struckWith`), unless a disarm took it. */
export function attackOf(f: VaxiaFighter, a: PlannedAction): AttackModel | undefined {
    const name = struckWith(a);
    if (name === undefined) return undefined;
    // A disarmed weapon strikes no more (disarmedBy says who took it).
    if (f.disarmed?.has(name)) return undefined;
    // An indexed loop, not `find` with a closure nor a for-of (V8 made an iterator for each): asked
    // for every action of every post, several times a round.
    const attacks = f.model.attacks;
    for (let i = 0; i < attacks.length; i++) if (attacks[i].name === name) return attacks[i];
    return undefined;
}

/** Who disarmed `f` of the attack action `a` strikes with, if a disarm took it away this fight. */
export function disarmedBy(f: VaxiaFighter, a: PlannedAction): string | undefined {
    if (!f.disarmed) return undefined;
    const name = struckWith(a);
    return name === undefined ? undefined : f.disarmed.get(name);
}

/** Whether `f` can act at all this round: up, and a vehicle only with a pilot. */
export function canAct(scene: Scene, f: VaxiaFighter): boolean {
    if (f.status !== 'active') return false;
    return !f.isVehicle || scene.pilot(f) !== undefined;
}

/** A rider shut in a closed vehicle without gun ports cannot strike outside it (§Open Vehicles). */
export function shutIn(scene: Scene, f: VaxiaFighter, target: VaxiaFighter): boolean {
    if (!f.aboard || target.aboard === f.aboard) return false;
    const v = scene.byId(f.aboard);
    return !!v && v.closed && !v.gunPorts && v.status !== 'dead';
}

/** The action of `target`'s post rolled against this attack, if any. */
function defenseRolled(scene: Scene, target: VaxiaFighter, attacker: VaxiaFighter, attack: AttackModel): PlannedAction | undefined {
    // Nobody defends against a help (strike.ts rules it against the base difficulty).
    if (helpsOnly(attack)) return undefined;
    const realm = attackRealm(attack);
    if (scene.options.legacyMagic && realm === 'magic') return mundaneDefense(scene, target, attack)?.action;
    return decideDefense(scene, target, attacker, attack, realm).action;
}

/**
 * A scene frozen at the start of a round — these instances, with the conditions they start with and
 * these posts — and its penalties settled: what hovers and checks read the mights of.
 */
export function frozenScene(instances: readonly SceneInstance[], posts: ReadonlyMap<string, readonly PlannedAction[]>, options: VaxiaOptions): Scene {
    const fighters = instances.map(i =>
        createVaxiaFighter({
            id: i.id,
            side: '',
            model: i.model,
            ...(i.aboard ? { aboard: i.aboard } : {}),
            ...(i.conditions ? { conditions: i.conditions } : {}),
        }),
    );
    for (const f of fighters) {
        const actions = posts.get(f.id);
        f.plan = actions && { actor: f.id, actions: [...actions] };
    }
    const scene = makeScene({ round: 1, rng: new SeededRng(0), log: new CombatLog(false), options, fighters });
    settlePenalties(scene);
    return scene;
}

/** An instance as a frozen scene takes it: its model, the vehicle it rides, the conditions it starts with. */
export interface SceneInstance {
    readonly id: string;
    readonly model: CombatantModel;
    readonly aboard?: string;
    readonly conditions?: readonly ConditionModel[];
}

/**
 * Walks a script's rounds, in order, with who rides what as each one opens, as far as the script
 * tells: `aboard` as written, less every rider who left its vehicle in an earlier round — by its own
 * `move to zone` (support.ts `move`: it steps off) or by leaping out to dodge an attack that met it
 * (§Open Vehicles; strike.ts, round.ts: off after the round). `visit` gets each round's scene, frozen
 * at its start with the riders as they then are (`frozenScene`), and those riders; the answer is the
 * riders as the round after the last opens. Everyone is taken to be up, as the script is written:
 * the run may drop a rider first. For checks and hovers only (it freezes a scene per round).
 */
export function walkRiders<I extends SceneInstance>(
    instances: readonly I[],
    rounds: readonly ReadonlyMap<string, readonly PlannedAction[]>[],
    options: VaxiaOptions,
    visit?: (scene: Scene, riders: readonly I[], index: number) => void,
): readonly I[] {
    let riders = instances;
    rounds.forEach((posts, index) => {
        const scene = frozenScene(riders, posts, options);
        visit?.(scene, riders, index);
        const off = ridersLeaving(scene);
        if (off.size) riders = riders.map(i => (off.has(i.id) ? { ...i, aboard: undefined } : i));
    });
    return riders;
}

/**
 * The riders of a frozen scene who leave their vehicles in its round: those who move to a zone on
 * their own, and those whose dodge (a `dodge`, `leap_out`, or a `defend` that dodges) is rolled
 * against an attack — the same attacks `settlePenalties` reads.
 */
function ridersLeaving(scene: Scene): Set<string> {
    const off = new Set<string>();
    for (const f of scene.fighters) {
        if (!canAct(scene, f)) continue;
        for (const a of scene.planOf(f)?.actions ?? NO_ACTIONS) {
            if (f.aboard && !a.isAttack && a.action === 'move' && a.destination !== undefined) off.add(f.id);
            const attack = attackOf(f, a);
            if (!attack || helpsOnly(attack)) continue;
            for (const id of a.targets) {
                const target = scene.byId(id);
                if (!target?.aboard || target.status === 'dead' || shutIn(scene, f, target)) continue;
                const realm = attackRealm(attack);
                const leaps =
                    scene.options.legacyMagic && realm === 'magic'
                        ? mundaneDefense(scene, target, attack)?.kind === 'dodge'
                        : decideDefense(scene, target, f, attack, realm).leaping;
                if (leaps) off.add(target.id);
            }
        }
    }
    return off;
}

/** Settles each post's penalty (`settledPenalty`) counting only the actions it will take this round. */
export function settlePenalties(scene: Scene): void {
    // Made only when some defense is rolled: most rounds of most fights roll none.
    let rolled: Set<PlannedAction> | undefined;
    // Indexed loops: V8 made an iterator object for each for-of here, every post of every round.
    const fighters = scene.fighters;
    // Only a defense a post holds can be rolled: without any (most rounds of most fights), no attack's targets need be asked.
    const defended = anyDefense(scene);
    for (let i = 0; defended && i < fighters.length; i++) {
        const attacker = fighters[i];
        if (!canAct(scene, attacker)) continue;
        const actions = scene.planOf(attacker)?.actions ?? NO_ACTIONS;
        for (let j = 0; j < actions.length; j++) {
            const a = actions[j];
            const attack = attackOf(attacker, a);
            if (!attack) continue;
            for (let k = 0; k < a.targets.length; k++) {
                const target = scene.byId(a.targets[k]);
                if (!target || target.status === 'dead' || shutIn(scene, attacker, target)) continue;
                const action = defenseRolled(scene, target, attacker, attack);
                if (action) (rolled ??= new Set()).add(action);
            }
        }
    }
    // Metamagic under the current ruling is never ruled, so it is not taken (rules/history-of-magic-ruling.ts).
    const ruled = metamagicRuled(scene.options.legacyMagic) ? notDefense : notDefenseNorMetamagic;
    const taken = rolled ? rolledOr(rolled, ruled) : ruled;
    for (let i = 0; i < fighters.length; i++) {
        const f = fighters[i];
        // An attack with a weapon a disarm took away is not taken, so it costs no penalty.
        const takenBy = f.disarmed ? armedOnly(f, taken) : taken;
        f.settledPenalty = postPenalty(scene.planOf(f), scene.options.perExtra, takenBy);
        if (scene.log.enabled) notePenalty(scene, f, takenBy);
    }
}

/** Whether some post of the round holds a defense (what `defenseRolled` can answer with). */
function anyDefense(scene: Scene): boolean {
    const fighters = scene.fighters;
    for (let i = 0; i < fighters.length; i++) {
        const actions = scene.planOf(fighters[i])?.actions ?? NO_ACTIONS;
        for (let j = 0; j < actions.length; j++) if (isDefenseAction(actions[j])) return true;
    }
    return false;
}

/**
 * The log's word on a post at a penalty, before its rolls: how much comes off every might and why
 * (`Kael's post is at −20 to every might this round: 2 actions (−20 each past the first).`), so the
 * mights the lines show add up. §Using Your Stats and Skills.
 */
function notePenalty(scene: Scene, f: VaxiaFighter, taken: (a: PlannedAction) => boolean): void {
    const total = scene.penaltyOf(f);
    const plan = scene.planOf(f);
    if (total <= 0 || !plan || !canAct(scene, f)) return;
    const { actions, circumstance } = postPenaltyParts(plan, taken);
    const perExtra = scene.options.perExtra;
    const why = [
        actions > 1 && perExtra > 0 ? `${actions} actions (−${perExtra} each past the first)` : '',
        circumstance ? `a written penalty ${circumstance}` : '',
        f.penalty ? `penalized ${f.penalty}` : '',
    ].filter(Boolean);
    scene.log.add({ kind: 'note', text: `${f.id}'s post is at −${total} to every might this round: ${why.join('; ')}.` });
}

/** Taken when no defense is rolled: every action but the defenses and a move that names no zone (it goes nowhere, support.ts). */
const notDefense = (a: PlannedAction) => !isDefenseAction(a) && (a.action !== 'move' || a.destination !== undefined);

/** The same under the current ruling, where metamagic is never ruled. */
const notDefenseNorMetamagic = (a: PlannedAction) => notDefense(a) && a.action !== 'metamagic';

/**
 * Taken by `f`: what `taken` takes, but an attack with a weapon a disarm took away. Made in a helper:
 * a closure in the loop made V8 allocate a context for every fighter of every round, disarmed or not.
 */
function armedOnly(f: VaxiaFighter, taken: (a: PlannedAction) => boolean): (a: PlannedAction) => boolean {
    return a => taken(a) && disarmedBy(f, a) === undefined;
}

/** Taken: what `ruled` takes, and the defenses rolled this round. */
function rolledOr(rolled: ReadonlySet<PlannedAction>, ruled: (a: PlannedAction) => boolean): (a: PlannedAction) => boolean {
    return a => ruled(a) || rolled.has(a);
}
