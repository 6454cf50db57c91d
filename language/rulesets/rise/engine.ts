/**
 * Rise's combat resolution. Source: 003_66faa831a56df10d.txt — §Attack Rolls, §Glancing Blows,
 * §Exploding Attacks, §Critical Hits, §Dice Pools, §Taking Damage, §Negative Hit Points,
 * §Vital Rolls, §Rounds, §Phases, §Resolving Actions, §Swift Abilities, §Universal Abilities.
 *
 * A round is a movement phase and an action phase. In the action phase Swift actions resolve
 * first; then each side resolves its actions one after another, but every combatant standing when
 * the phase began acts in it: opposing sides act simultaneously, so two foes can drop each other.
 */
import {
    diceRange,
    formatExpr,
    formatTerm,
    parseDiceToken,
    rollExpr,
    rollTerm,
    rollTotal,
    termTotal,
    type DiceExpr,
    type DiceTerm,
    type TermRoll,
} from '../../engine/dice.js';
import { countIncrements, firstDiceTerm, mapDice, multiplyDice, withoutDice } from '../../engine/dice-transform.js';
import { type FighterSnapshot, type RollRecord, recordRoll, recordTerm } from '../../engine/log.js';
import type { AttackModel, InstanceModel, PlannedAction, PlannedTurn } from '../../engine/model.js';
import { pickTarget } from '../../engine/tactics.js';
import { actionEconomy, type Fighter, type RoundContext, type RulesetEngine, type TacticsContext } from '../ruleset.js';
import { attributeIncrements, RISE_LADDER } from './ladder.js';
import { RISE_ACTIONS } from './schema.js';

/** The attack die: a d10 that explodes on 10 (§Attack Rolls, §Exploding Attacks). */
const ATTACK_TERM: DiceTerm = parseTerm('1d10!');

const VITAL_DIE: DiceExpr = { kind: 'dice', term: parseTerm('1d10') };

/** A temporary change to all defenses, e.g. total defense (+2) or charge (−2). */
interface DefenseEffect {
    readonly label: string;
    readonly amount: number;
    /** First round and phase it applies in. */
    readonly fromRound: number;
    readonly fromPhase: 'movement' | 'action';
    /** Last round it applies in. */
    readonly untilRound: number;
}

export interface RiseFighter extends Fighter {
    /** Monsters are defeated at 0 HP; characters take vital wounds below 0. */
    readonly monster: boolean;
    resistance: number;
    maxResistance: number;
    fatigue: number;
    readonly tolerance: number;
    /** Vital roll results, one per vital wound. */
    readonly vitalWounds: number[];
    /** Vital wounds already taken for the current negative-HP stretch (reset with HP at round end). */
    woundsThisRound: number;
    woundDefensePenalty: number;
    woundAccuracyPenalty: number;
    effects: DefenseEffect[];
    recoverUsed: boolean;
    /** Round at whose end an untreated vital wound kills. */
    diesAtEndOfRound?: number;
    conditions: string[];
}

export interface RiseOptions {
    readonly monstersAtZero: 'dead' | 'unconscious';
    readonly negativeRounding: 'down' | 'toward_zero';
}

type Phase = 'movement' | 'action';

export class RiseEngine implements RulesetEngine<RiseFighter> {
    constructor(private readonly options: RiseOptions) {}

    createFighter(instance: InstanceModel): RiseFighter {
        const s = instance.model.stats;
        return {
            id: instance.id,
            side: instance.side,
            model: instance.model,
            hp: s.hit_points,
            maxHp: s.hit_points,
            status: 'active',
            monster: instance.model.kind === 'creature',
            resistance: s.damage_resistance ?? 0,
            maxResistance: s.damage_resistance ?? 0,
            fatigue: 0,
            tolerance: s.fatigue_tolerance ?? 0,
            vitalWounds: [],
            woundsThisRound: 0,
            woundDefensePenalty: 0,
            woundAccuracyPenalty: 0,
            effects: [],
            recoverUsed: false,
            conditions: [],
        };
    }

    snapshot(f: RiseFighter): FighterSnapshot {
        const resources: Record<string, number> = { damage_resistance: f.resistance, fatigue: f.fatigue };
        if (!f.monster) resources.vital_wounds = f.vitalWounds.length;
        return { id: f.id, side: f.side, status: f.status, hp: f.hp, maxHp: f.maxHp, resources, conditions: [...f.conditions] };
    }

    // ---- tactics -------------------------------------------------------------------------------

    planTactics(self: RiseFighter, policy: string, ctx: TacticsContext<RiseFighter>): PlannedTurn {
        if (policy === 'defend') return { actor: self.id, actions: [{ action: 'total_defense', isAttack: false, targets: [], modifiers: [] }] };
        if (!self.monster && !self.recoverUsed && self.hp * 3 <= self.maxHp) {
            return { actor: self.id, actions: [{ action: 'recover', isAttack: false, targets: [], modifiers: [] }] };
        }
        const target = pickTarget(policy, ctx.foesOf(self), ctx.rng, f => f.hp + f.resistance);
        const attack = target && this.bestAttack(self, target);
        if (!target || !attack) return { actor: self.id, actions: [] };
        return { actor: self.id, actions: [{ action: attack.name, isAttack: true, targets: [target.id], modifiers: [] }] };
    }

    /** The attack with the highest expected damage against `target` (hit chance × mean damage). */
    private bestAttack(self: RiseFighter, target: RiseFighter): AttackModel | undefined {
        let best: AttackModel | undefined;
        let bestValue = -Infinity;
        for (const attack of self.model.attacks) {
            const defense = this.defenseOf(target, attack.defense ?? 'armor', 2, 'action');
            const p = hitChance(this.accuracyOf(self, attack) - defense);
            const mean = this.meanDamage(self, attack);
            const value = p * Math.max(mean, 0.01);
            if (value > bestValue) {
                best = attack;
                bestValue = value;
            }
        }
        return best;
    }

    // ---- the round -----------------------------------------------------------------------------

    playRound(ctx: RoundContext<RiseFighter>): void {
        const { round, log } = ctx;
        log.add({ kind: 'round', round });
        const plans = ctx.fighters.filter(f => ctx.plans.has(f.id)).map(f => ({ f, plan: ctx.plans.get(f.id)! }));

        // Movement phase: the first movement of each turn.
        const actionPhaseActions = new Map<string, PlannedAction[]>();
        let movementPhaseLogged = false;
        for (const { f, plan } of plans) {
            const rest = [...plan.actions];
            const first = rest.findIndex(a => economy(a) === 'movement');
            if (first >= 0 && f.status === 'active') {
                const [movement] = rest.splice(first, 1);
                if (!movementPhaseLogged) log.add({ kind: 'phase', name: 'movement phase' });
                movementPhaseLogged = true;
                this.doMovement(ctx, f, movement, 'movement');
            }
            actionPhaseActions.set(f.id, rest);
        }

        // Action phase. Everyone standing now acts in it, whatever happens to them during it.
        log.add({ kind: 'phase', name: 'action phase' });
        const actors = plans.filter(({ f }) => f.status === 'active');
        const standingAtStart = new Set(ctx.fighters.filter(f => f.status === 'active').map(f => f.id));
        for (const { f, plan } of plans) {
            if (f.status !== 'active' && plan.actions.length > 0) log.add({ kind: 'note', text: `${f.id} is ${f.status} and cannot act.` });
        }
        // Swift actions resolve globally before anything else.
        for (const { f } of actors) {
            for (const action of actionPhaseActions.get(f.id)!) {
                if (isSwift(action)) this.doSwift(ctx, f, action);
            }
        }
        // Sides in encounter order; within a side, in script order.
        const sides = [...new Set(ctx.fighters.map(f => f.side))];
        for (const side of sides) {
            for (const { f } of actors.filter(a => a.f.side === side)) {
                for (const action of actionPhaseActions.get(f.id)!) {
                    if (isSwift(action)) continue;
                    this.doAction(ctx, f, action, standingAtStart);
                }
            }
        }
        this.endRound(ctx);
    }

    private doMovement(ctx: RoundContext<RiseFighter>, f: RiseFighter, action: PlannedAction, phase: Phase): void {
        if (action.action === 'sprint') {
            ctx.log.add({ kind: 'action', actor: f.id, action: 'sprint', text: `${f.id} sprints (double speed).` });
            if (phase === 'movement') this.addFatigue(ctx, f, 1, 'sprint in the movement phase');
        } else {
            ctx.log.add({ kind: 'action', actor: f.id, action: action.action, text: `${f.id} moves.` });
        }
    }

    private doSwift(ctx: RoundContext<RiseFighter>, f: RiseFighter, action: PlannedAction): void {
        if (action.action === 'total_defense') {
            f.effects.push({ label: 'total defense', amount: 2, fromRound: ctx.round, fromPhase: 'movement', untilRound: ctx.round });
            ctx.log.add({
                kind: 'action',
                actor: f.id,
                action: 'total_defense',
                text: `${f.id} takes total defense (Swift): +2 to all defenses this round.`,
            });
        } else if (action.action === 'recover') {
            if (f.recoverUsed) {
                ctx.log.add({ kind: 'note', text: `${f.id} cannot recover again before a short rest; the action is lost.` });
                return;
            }
            f.recoverUsed = true;
            const gained = Math.max(0, f.maxHp - Math.max(f.hp, 0));
            f.hp = f.maxHp;
            f.conditions = [];
            ctx.log.add({
                kind: 'action',
                actor: f.id,
                action: 'recover',
                text: `${f.id} recovers (Swift): regains ${gained} hit points (now ${f.hp}/${f.maxHp}).`,
            });
            this.addFatigue(ctx, f, 2, 'recover');
        }
    }

    private doAction(ctx: RoundContext<RiseFighter>, f: RiseFighter, action: PlannedAction, standingAtStart: ReadonlySet<string>): void {
        if (economy(action) === 'movement') {
            this.doMovement(ctx, f, action, 'action');
            return;
        }
        const attackName = action.isAttack ? action.action : action.weapon;
        const attack = f.model.attacks.find(a => a.name === attackName);
        if (!attack) {
            ctx.log.add({ kind: 'note', text: `${f.id} has no attack ${attackName ?? ''} for ${action.action}; the action is lost.` });
            return;
        }
        const targets: RiseFighter[] = [];
        for (const id of action.targets) {
            const t = ctx.byId(id);
            if (standingAtStart.has(t.id)) targets.push(t);
            else
                ctx.log.add({
                    kind: 'note',
                    text: `${f.id}'s ${attack.name} at ${t.id} is wasted: ${t.id} was already ${t.status} when the phase began.`,
                });
        }
        if (targets.length === 0) return;
        let accuracyBonus = 0;
        let addPower = true;
        if (action.action === 'charge') {
            ctx.log.add({
                kind: 'action',
                actor: f.id,
                action: 'charge',
                target: targets[0].id,
                text: `${f.id} charges ${targets[0].id} and strikes with ${attack.name}; −2 to defenses briefly afterwards.`,
            });
            // Not Swift: the penalty starts with the next phase and lasts to the end of next round.
            f.effects.push({ label: 'charge', amount: -2, fromRound: ctx.round + 1, fromPhase: 'movement', untilRound: ctx.round + 1 });
        } else if (action.action === 'offhand_strike') {
            accuracyBonus = -2 - (attack.tags.includes('light') ? 0 : 1);
            addPower = false;
            ctx.log.add({
                kind: 'action',
                actor: f.id,
                action: 'offhand_strike',
                target: targets[0].id,
                text: `${f.id} makes an offhand strike with ${attack.name} (${accuracyBonus} accuracy, no power).`,
            });
        }
        // One attack roll and one damage roll serve every target of a strike (secondary targets).
        const accuracy = this.accuracyOf(f, attack) + accuracyBonus;
        const attackRoll = this.attackDie(ctx);
        let damageRolls: Map<number, { total: number; record?: RollRecord }> | undefined;
        const exertion = action.modifiers.includes('desperate_exertion');
        const subdual = action.modifiers.includes('subdual') || attack.tags.includes('subdual');
        for (const target of targets) {
            const defenseName = attack.defense ?? 'armor';
            const defense = this.defenseOf(target, defenseName, ctx.round, 'action');
            let roll = attackRoll;
            let total = roll.total + accuracy;
            let note: string | undefined;
            if (exertion && outcomeOf(total - defense) !== 'hit' && outcomeOf(total - defense) !== 'critical') {
                const first = ctx.log.enabled ? `${formatAttackRoll(formatTerm(roll), accuracy)} = ${total}` : '';
                roll = this.attackDie(ctx);
                total = roll.total + accuracy + 2;
                note = `desperate exertion: first roll ${first} rerolled with +2`;
            }
            const margin = total - defense;
            const outcome = outcomeOf(margin);
            const multiplier = outcome === 'critical' ? 1 + Math.floor(margin / 10) : undefined;
            const shown = roll;
            if (ctx.log.enabled)
                ctx.log.add(() => ({
                    kind: 'attack',
                    actor: f.id,
                    attack: attack.name,
                    target: target.id,
                    rolls: [recordTerm(shown)],
                    bonuses: [{ value: accuracy + (note ? 2 : 0) }],
                    total,
                    versus: defenseName,
                    defense,
                    outcome,
                    multiplier,
                    note,
                }));
            if (note) this.addFatigue(ctx, f, 2, 'desperate exertion');
            if (outcome === 'miss' || !attack.damage) continue;
            const factor = outcome === 'critical' ? multiplier! : outcome === 'glance' ? 0 : 1;
            damageRolls ??= new Map();
            let damage = damageRolls.get(factor);
            if (!damage) {
                const pool = this.cachedPool(f, attack, factor, addPower);
                const stat = (name: string) => this.stat(f, name);
                if (ctx.log.enabled) {
                    const r = rollExpr(pool, ctx.rng, stat);
                    damage = { total: Math.max(0, r.total), record: recordRoll(formatExpr(pool), r) };
                } else damage = { total: Math.max(0, rollTotal(pool, ctx.rng, stat)) };
                damageRolls.set(factor, damage);
            }
            const amount = subdual ? Math.floor(damage.total / 2) : damage.total;
            const label = outcome === 'glance' ? 'glancing blow: no dice' : outcome === 'critical' ? `critical ×${multiplier} dice` : undefined;
            const notes = ctx.log.enabled
                ? [this.ladderNote(f, attack), label, subdual ? 'subdual: half damage' : undefined].filter(Boolean).join('; ')
                : '';
            this.applyDamage(ctx, f, target, amount, damage.record, notes || undefined, subdual);
        }
    }

    /** The pool `damagePool` gives, cached: it depends only on the stat block, attack, factor and options. */
    private cachedPool(f: RiseFighter, attack: AttackModel, factor: number, addPower: boolean): DiceExpr {
        return memo(attack, 1 + (this.options.negativeRounding === 'down' ? 0 : 1) + (addPower ? 2 : 0) + 4 * factor, () => {
            const pool = this.damagePool(f, attack, factor);
            return addPower ? pool : withoutStat(pool, 'power');
        });
    }

    /** Mean damage of a hit: fixed for a stat block, so computed once per model and attack. */
    private meanDamage(f: RiseFighter, attack: AttackModel): number {
        return memo(attack, this.options.negativeRounding === 'down' ? -1 : -2, () =>
            attack.damage ? diceRange(this.damagePool(f, attack, 1), (name: string) => this.stat(f, name)).mean : 0,
        );
    }

    /** Dice increments an attack's pool gains: written `+1d`s plus half Strength (mundane) or Willpower (magical). */
    increments(f: RiseFighter, attack: AttackModel): { written: number; attribute: number; from?: string } {
        const written = attack.damage ? countIncrements(attack.damage) : 0;
        if (attack.tags.includes('item')) return { written, attribute: 0 };
        const from = attack.tags.includes('magical') ? 'willpower' : 'strength';
        const value = f.model.stats[from] ?? 0;
        return { written, attribute: this.options.negativeRounding === 'toward_zero' ? Math.trunc(value / 2) : attributeIncrements(value), from };
    }

    /** The attack d10!, with its faces when the log is kept (the same draws either way). */
    private attackDie(ctx: RoundContext<RiseFighter>): TermRoll {
        if (ctx.log.enabled) return rollTerm(ATTACK_TERM, ctx.rng);
        return { notation: ATTACK_TERM.notation, faces: [], total: termTotal(ATTACK_TERM, ctx.rng) };
    }

    /** The damage formula as rolled: increments applied on the ladder, dice times `factor` (0 = none). */
    damagePool(f: RiseFighter, attack: AttackModel, factor: number): DiceExpr {
        const base = attack.damage!;
        const inc = this.increments(f, attack);
        const steps = inc.written + inc.attribute;
        const first = firstDiceTerm(base);
        let pool = mapDice(base, term => ({ kind: 'dice', term }));
        if (steps !== 0 && first) {
            pool = mapDice(base, term => (term === first ? RISE_LADDER.shift(term, steps) : { kind: 'dice', term }));
        }
        if (factor === 0) return withoutDice(pool);
        return factor === 1 ? pool : multiplyDice(pool, factor);
    }

    /** "1d10 +2d (half strength 4) → 2d8" when increments move the pool; undefined otherwise. */
    private ladderNote(f: RiseFighter, attack: AttackModel): string | undefined {
        const first = attack.damage && firstDiceTerm(attack.damage);
        const inc = this.increments(f, attack);
        const steps = inc.written + inc.attribute;
        if (!first || steps === 0) return undefined;
        const moved = RISE_LADDER.shift(first, steps);
        const to = moved.kind === 'dice' ? moved.term.notation : '1';
        const why = [
            inc.written ? `${inc.written > 0 ? '+' : ''}${inc.written}d written` : '',
            inc.attribute ? `${inc.attribute > 0 ? '+' : ''}${inc.attribute}d from half ${inc.from} ${f.model.stats[inc.from!] ?? 0}` : '',
        ]
            .filter(Boolean)
            .join(', ');
        return `${first.notation} ${why} → ${to}`;
    }

    private applyDamage(
        ctx: RoundContext<RiseFighter>,
        attacker: RiseFighter,
        target: RiseFighter,
        amount: number,
        record: RollRecord | undefined,
        note: string | undefined,
        subdual: boolean,
    ): void {
        const absorbed = Math.min(target.resistance, amount);
        target.resistance -= absorbed;
        const hpLost = amount - absorbed;
        target.hp -= hpLost;
        const hp = target.hp;
        if (ctx.log.enabled)
            ctx.log.add(() => ({
                kind: 'damage',
                attacker: attacker.id,
                target: target.id,
                rolls: record ? [record] : [],
                amount,
                absorbed,
                hpLost,
                hp,
                maxHp: target.maxHp,
                note,
            }));
        if (target.monster) {
            if (target.hp <= 0 && target.status === 'active') {
                target.hp = Math.max(target.hp, 0);
                target.status = this.options.monstersAtZero;
                ctx.log.add({ kind: 'defeated', who: target.id, how: `drops to 0 hit points and is ${target.status}` });
            } else if (target.hp < 0) target.hp = 0;
            return;
        }
        if (target.hp >= 0) return;
        const due = 1 + Math.floor((-target.hp * 2) / target.maxHp);
        while (target.woundsThisRound < due) {
            target.woundsThisRound++;
            if (subdual) {
                this.addFatigue(ctx, target, 3, 'subdual damage instead of a vital wound');
                continue;
            }
            this.vitalWound(ctx, target);
            if (target.status === 'dead') return;
        }
    }

    /** Rolls a vital wound (d10 − 2 per wound already taken) and applies the table's effect. */
    private vitalWound(ctx: RoundContext<RiseFighter>, f: RiseFighter): void {
        const penalty = 2 * f.vitalWounds.length;
        const die = rollExpr({ kind: 'binary', op: '-', left: VITAL_DIE, right: { kind: 'number', value: penalty } }, ctx.rng, () => 0);
        const result = die.total;
        const before = f.status;
        f.vitalWounds.push(result);
        const effect = this.applyVitalEffect(ctx, f, result);
        ctx.log.add(() => ({ kind: 'wound', who: f.id, rolls: [recordRoll(`1d10 − ${penalty}`, die)], result, effect }));
        if (f.status === before) return;
        ctx.log.add({ kind: 'defeated', who: f.id, how: f.status === 'dead' ? 'dies of a vital wound' : 'falls unconscious from a vital wound' });
    }

    private applyVitalEffect(ctx: RoundContext<RiseFighter>, f: RiseFighter, result: number): string {
        if (result <= -6) {
            f.status = 'dead';
            return 'dies immediately';
        }
        if (result <= 0) {
            this.knockOut(f);
            if (result < 0) {
                f.diesAtEndOfRound ??= ctx.round + 1;
                return 'unconscious; dies at the end of the next round unless treated';
            }
            return 'unconscious; dies after one minute unless treated';
        }
        switch (result) {
            case 1:
                this.knockOut(f);
                return 'unconscious while below full hit points';
            case 2:
                return '−10 feet to speed';
            case 3:
                return '−5 feet to speed';
            case 4:
                f.woundDefensePenalty += 2;
                return '−2 to all defenses';
            case 5:
                f.woundDefensePenalty += 1;
                return '−1 to all defenses';
            case 6:
                f.maxResistance = 0;
                f.resistance = 0;
                return 'maximum damage resistance becomes 0';
            case 7:
                f.maxResistance = Math.floor(f.maxResistance / 2);
                f.resistance = Math.min(f.resistance, f.maxResistance);
                return 'maximum damage resistance is halved';
            case 8:
                f.woundAccuracyPenalty += 2;
                return '−2 to accuracy';
            case 9:
                f.woundAccuracyPenalty += 1;
                return '−1 to accuracy';
            default:
                return 'no extra effect';
        }
    }

    private knockOut(f: RiseFighter): void {
        if (f.status === 'active') f.status = 'unconscious';
    }

    private addFatigue(ctx: RoundContext<RiseFighter>, f: RiseFighter, levels: number, reason: string): void {
        f.fatigue += levels;
        ctx.log.add({ kind: 'resource', who: f.id, resource: 'fatigue', delta: levels, value: f.fatigue, reason });
        if (this.fatiguePenalty(f) >= 5 && f.status === 'active') {
            this.knockOut(f);
            ctx.log.add({ kind: 'defeated', who: f.id, how: `falls unconscious from fatigue (penalty ${this.fatiguePenalty(f)})` });
        }
    }

    private endRound(ctx: RoundContext<RiseFighter>): void {
        for (const f of ctx.fighters) {
            if (f.status === 'unconscious' && f.diesAtEndOfRound === ctx.round) {
                f.status = 'dead';
                ctx.log.add({ kind: 'defeated', who: f.id, how: 'dies of an untreated vital wound at the end of the round' });
            }
            if (f.hp < 0) {
                ctx.log.add({ kind: 'note', text: `${f.id}'s hit points reset from ${f.hp} to 0 at the end of the round.` });
                f.hp = 0;
            }
            f.woundsThisRound = 0;
            f.effects = f.effects.filter(e => e.untilRound > ctx.round);
        }
    }

    // ---- numbers -------------------------------------------------------------------------------

    fatiguePenalty(f: RiseFighter): number {
        return Math.max(0, f.fatigue - f.tolerance);
    }

    accuracyOf(f: RiseFighter, attack: AttackModel): number {
        return (f.model.stats.accuracy ?? 0) + (attack.stats.accuracy ?? 0) - this.fatiguePenalty(f) - f.woundAccuracyPenalty;
    }

    defenseOf(f: RiseFighter, defense: string, round: number, phase: Phase): number {
        let value = (f.model.stats[defense] ?? 0) - f.woundDefensePenalty;
        for (const e of f.effects) {
            const started = e.fromRound < round || (e.fromRound === round && (e.fromPhase === 'movement' || phase === 'action'));
            if (started && round <= e.untilRound) value += e.amount;
        }
        return value;
    }

    private stat(f: RiseFighter, name: string): number {
        return f.model.stats[name] ?? 0;
    }
}

/**
 * Values derived from a stat block and one of its attacks, computed once: stat blocks and attacks are
 * shared, unchanged, by every run of a simulation (each run has its own engine and fighters).
 */
const MEMO = new WeakMap<AttackModel, Map<number, unknown>>();

/** `compute()` once per attack (each attack model belongs to one stat block) and numeric key. */
function memo<T>(attack: AttackModel, key: number, compute: () => T): T {
    let byKey = MEMO.get(attack);
    if (!byKey) MEMO.set(attack, (byKey = new Map()));
    let value = byKey.get(key) as T | undefined;
    if (value === undefined) byKey.set(key, (value = compute()));
    return value;
}

/** The outcome ids of RISE_OUTCOMES (schema.ts). */
export type RiseOutcome = 'critical' | 'hit' | 'glance' | 'miss';

/** Hit, glance, critical or miss from how far the attack beat (or missed) the defense. */
export function outcomeOf(margin: number): RiseOutcome {
    if (margin >= 10) return 'critical';
    if (margin >= 0) return 'hit';
    if (margin >= -2) return 'glance';
    return 'miss';
}

/** Probability that d10 (exploding on 10) + `edge` ≥ 0, i.e. a hit when edge = accuracy − defense. */
export function hitChance(edge: number): number {
    // P(roll >= need) for an exploding d10: faces 1..9 once; 10 adds another exploding d10.
    const atLeast = (need: number, depth: number): number => {
        if (need <= 1) return 1;
        if (depth > 8) return 0;
        const direct = Math.max(0, Math.min(9, 10 - need)) / 10; // faces need..9
        return direct + 0.1 * atLeast(need - 10, depth + 1);
    };
    return atLeast(-edge, 0);
}

function economy(action: PlannedAction): string {
    return actionEconomy(RISE_ACTIONS, action);
}

function isSwift(action: PlannedAction): boolean {
    return !action.isAttack && RISE_ACTIONS.some(a => a.name === action.action && a.swift);
}

function parseTerm(token: string): DiceTerm {
    const parsed = parseDiceToken(token);
    if (!('term' in parsed)) throw new Error(`bad built-in dice ${token}`);
    return parsed.term;
}

function withoutStat(expr: DiceExpr, stat: string): DiceExpr {
    switch (expr.kind) {
        case 'stat':
            return expr.name === stat ? { kind: 'number', value: 0 } : expr;
        case 'binary':
            return { ...expr, left: withoutStat(expr.left, stat), right: withoutStat(expr.right, stat) };
        case 'negate':
            return { ...expr, operand: withoutStat(expr.operand, stat) };
        default:
            return expr;
    }
}

function formatAttackRoll(dieText: string, accuracy: number): string {
    // The die's own text ends in "= N"; show the die, then the accuracy.
    const die = dieText.replace(/\s*=\s*-?\d+$/, '');
    return `${die} ${accuracy < 0 ? '−' : '+'} ${Math.abs(accuracy)}`;
}
