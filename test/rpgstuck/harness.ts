/**
 * RPGStuck through the paths users get: documents checked as `strife check` checks them, fights
 * played by the engine with scripted dice, and hovers and inlay hints of scripted attacks.
 */
import { AstUtils } from 'langium';
import { CombatLog, type CombatEvent } from '../../language/engine/log.js';
import { SeededRng } from '../../language/engine/rng.js';
import { type ActionUse, type Encounter, isActionUse } from '../../language/generated/ast.js';
import { isGivenUp, scriptedAttackOutlooks } from '../../language/lsp/attack-outlook.js';
import { encounterModel } from '../../language/model/encounter-model.js';
import type { RpgStuckEngine } from '../../language/rulesets/rpgstuck/engine/engine.js';
import type { RpgFighter } from '../../language/rulesets/rpgstuck/engine/fighter.js';
import { rpgstuck } from '../../language/rulesets/rpgstuck/index.js';
import type { DamageOutlook } from '../../language/rulesets/ruleset.js';
import { type Arena as ArenaOf, givePlans, rulesetArena } from '../arena.js';
import { build } from '../helpers.js';

export type Arena = ArenaOf<RpgStuckEngine, RpgFighter>;

/** Builds the text's first encounter and its fighters (the text must have no errors); plans default to its script. */
export function arena(text: string): Promise<Arena> {
    return rulesetArena<RpgStuckEngine, RpgFighter>(rpgstuck, text);
}

type Event<K extends CombatEvent['kind']> = Extract<CombatEvent, { kind: K }>;
const ofKind =
    <K extends CombatEvent['kind']>(kind: K) =>
    (events: readonly CombatEvent[]): Event<K>[] =>
        events.filter((e): e is Event<K> => e.kind === kind);

export const attackEvents = ofKind('attack');
export const damageEvents = ofKind('damage');
export const noteEvents = ofKind('note');
export const conditionEvents = ofKind('condition');
export const checkEvents = ofKind('check');
export const resourceEvents = ofKind('resource');

/** The text of every action event, in order. */
export const actionTexts = (events: readonly CombatEvent[]): string[] => ofKind('action')(events).map(e => e.text);

/** Who holds `id` in a grapple (its `grappled` condition's source), if anyone. */
export function heldBy(a: Arena, id: string): string | undefined {
    return a.byId(id).conditions.get('grappled')?.source;
}

/** The RPGStuck diagnostic codes (`rpgstuck-…`) a document gets, sorted. */
export async function rpgCodes(text: string): Promise<string[]> {
    const built = await build(text);
    return built.diagnostics
        .map(d => String(d.code))
        .filter(c => c.startsWith('rpgstuck-'))
        .sort();
}

/** Every diagnostic code of a document, in order. */
export async function allCodes(text: string): Promise<string[]> {
    return (await build(text)).diagnostics.map(d => String(d.code));
}

export { hoverAt } from '../helpers.js';

/** Every inlay hint label of the document, with the line it sits on. */
export async function inlayHints(text: string): Promise<{ line: number; label: string }[]> {
    const built = await build(text);
    const doc = built.main.textDocument;
    const range = { start: doc.positionAt(0), end: doc.positionAt(text.length) };
    const hints =
        (await built.services.Strife.lsp.InlayHintProvider!.getInlayHints(built.main, { textDocument: { uri: built.main.uri.toString() }, range })) ??
        [];
    return hints.map(h => ({ line: h.position.line, label: String(h.label) }));
}

/** What one round of a duel logged. */
export interface Duel {
    readonly arena: Arena;
    readonly events: CombatEvent[];
    readonly attacks: Event<'attack'>[];
    readonly damage: Event<'damage'>[];
}

/** The pieces of a duel between Rosa (a character) and a Dummy (a creature); every one has a default. */
export interface DuelSetup {
    /** Rosa's stats as name-value pairs; they replace the defaults `level 3 P 2 Q 1 STR 3 DEX 2`. */
    readonly rosa?: string;
    /** Rosa's attack A, after `vs` (default `AC damage d6 + STR`). */
    readonly attack?: string;
    /** Rosa's other members (`tags shieldkind`, `defenses { AC 12 }`, more attacks). */
    readonly rosaExtra?: string;
    /** The Dummy's members but its attack (default `hp 1000 defenses { AC 1 }`). */
    readonly dummy?: string;
    /** The ruleset line's options block (`{ crit_rule: double_dice }`). */
    readonly options?: string;
    /** What follows `Rosa: A -> Dummy` on Rosa's line (`.head with trace`). */
    readonly line?: string;
    /** Round 1's lines, replacing Rosa's line. */
    readonly round?: string;
    /** More encounter members (zones, hazards); `at` clauses go in `rosaAt` / `dummyAt`. */
    readonly scene?: string;
    readonly rosaAt?: string;
    readonly dummyAt?: string;
    /** Conditions they start with (`dazed and crippled 5`). */
    readonly rosaIs?: string;
    readonly dummyIs?: string;
}

/** The text of a duel. */
export function duelText(setup: DuelSetup = {}): string {
    const stats = new Map([...'level 3 P 2 Q 1 STR 3 DEX 2'.matchAll(/(\w+) (-?\d+)/g)].map(m => [m[1], m[2]]));
    for (const m of (setup.rosa ?? '').matchAll(/(\w+) (-?\d+)/g)) stats.set(m[1], m[2]);
    return `ruleset rpgstuck ${setup.options ?? ''}
character Rosa { ${[...stats].map(([k, v]) => `${k} ${v}`).join(' ')} ${setup.rosaExtra ?? 'defenses { AC 10 }'} attack A { vs ${setup.attack ?? 'AC damage d6 + STR'} } }
creature Dummy { ${setup.dummy ?? 'hp 1000 defenses { AC 1 }'} attack Poke { vs AC damage 1 } }
encounter E {
  ${setup.scene ?? ''}
  side a { Rosa${setup.rosaAt ? ` at ${setup.rosaAt}` : ''}${setup.rosaIs ? ` is ${setup.rosaIs}` : ''} } side b { Dummy${setup.dummyAt ? ` at ${setup.dummyAt}` : ''}${setup.dummyIs ? ` is ${setup.dummyIs}` : ''} }
  round 1 { ${setup.round ?? `Rosa: A -> Dummy${setup.line ?? ''}`} }
}`;
}

/**
 * Plays round 1 of a duel with these dice, after the initiative (Rosa 20, Dummy 1: Rosa acts first).
 * Every die given must be used.
 */
export async function duel(setup: DuelSetup, dice: readonly number[]): Promise<Duel> {
    const a = await arena(duelText(setup));
    const events = a.play(1, [20, 1, ...dice]);
    return { arena: a, events, attacks: attackEvents(events), damage: damageEvents(events) };
}

/** The damage of one hit, as the engine logged it. */
export interface Hit {
    /** The dice rolled, e.g. `1d10` or `2d8 + 1d6`. */
    readonly formula: string;
    readonly faces: readonly number[];
    /** Dice and flat damage before percentages. */
    readonly raw: number;
    readonly amount: number;
    readonly note?: string;
}

/**
 * One hit of Rosa's attack `damage …` (a d20 of 10 against the Dummy's AC 1) with these damage dice,
 * under `setup`. @returns the first hit's damage as logged.
 */
export async function oneHit(damage: string, dice: readonly number[], setup: { stats?: string; options?: string; line?: string } = {}): Promise<Hit> {
    const { damage: hits } = await duel(
        { rosa: setup.stats, attack: `AC ${damage}`, options: setup.options, line: setup.line ? ` ${setup.line}` : '' },
        [10, ...dice],
    );
    const [hit] = hits;
    if (!hit) throw new Error('no damage was dealt');
    const roll = hit.rolls?.[0];
    return { formula: roll?.formula ?? '', faces: roll?.faces.map(f => f.value) ?? [], raw: roll?.total ?? 0, amount: hit.amount, note: hit.note };
}

/** Thrown by `ReplayRng` when the engine asks for a die past the scripted prefix. */
class NeedDie {
    constructor(readonly sides: number) {}
}

/** Replays a prefix of faces, then stops the run at the first die asked beyond it. */
class ReplayRng extends SeededRng {
    private next = 0;
    constructor(private readonly prefix: readonly number[]) {
        super(0);
    }
    override int(min: number, max: number): number {
        if (this.next < this.prefix.length) return this.prefix[this.next++];
        throw new NeedDie(max - min + 1);
    }
}

/**
 * Every way the dice can fall in round 1 of the text's first encounter, played by the engine: the
 * distribution of the damage `attacker` deals `target` (value → probability). `fixed` are the first
 * faces, the same in every run (the initiative); every die after them is enumerated face by face.
 */
export async function enumerateDamage(text: string, attacker: string, target: string, fixed: readonly number[]): Promise<Map<number, number>> {
    const built = await build(text);
    const errors = built.diagnostics.filter(d => d.severity === 1);
    if (errors.length) throw new Error(`test file has errors: ${errors.map(e => e.message).join('; ')}`);
    const encounter = built.root.elements.find((e): e is Encounter => e.$type === 'Encounter')!;
    const model = encounterModel(encounter, rpgstuck);
    const turns = model.script.find(r => r.round === 1)?.turns ?? [];
    const out = new Map<number, number>();
    const run = (faces: number[], p: number): void => {
        const engine = rpgstuck.createEngine({ options: model.options, encounter: model });
        const fighters = model.sides.flatMap(s => s.members.map(m => engine.createFighter(m)));
        const byId = (id: string) => fighters.find(f => f.id === id)!;
        const log = new CombatLog();
        try {
            givePlans(fighters, turns);
            engine.playRound({ round: 1, fighters, rng: new ReplayRng([...fixed, ...faces]), log, byId, surprised: [] });
        } catch (e) {
            if (!(e instanceof NeedDie)) throw e;
            for (let face = 1; face <= e.sides; face++) run([...faces, face], p / e.sides);
            return;
        }
        const dealt = damageEvents(log.events)
            .filter(d => d.attacker === attacker && d.target === target)
            .reduce((sum, d) => sum + d.amount, 0);
        out.set(dealt, (out.get(dealt) ?? 0) + p);
    };
    run([], 1);
    return new Map([...out].sort((a, b) => a[0] - b[0]));
}

/** The outlook hovers and inlay hints show for the first scripted attack line of the text, against its first target. */
export async function scriptedOutlook(text: string): Promise<DamageOutlook | undefined> {
    const built = await build(text);
    const use = AstUtils.streamAst(built.root).find(n => isActionUse(n) && n.action?.ref !== undefined) as ActionUse | undefined;
    const attack = use?.action?.ref;
    if (!use || !attack) throw new Error('no scripted attack in the text');
    const outlook = scriptedAttackOutlooks(use, attack, rpgstuck)[0]?.outlook;
    if (outlook && isGivenUp(outlook)) throw new Error(`the outlook was given up: ${outlook.gaveUp}`);
    return outlook;
}
