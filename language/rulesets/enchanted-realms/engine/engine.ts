/**
 * The Enchanted Realms engine behind the Ruleset interface: one run's options and scene (the
 * Battlefield of its zones, surprised sides), its fighters (fresh, or carried from an earlier fight
 * of a day), the limited uses spent, tactics and rounds (round.ts).
 */
import { Battlefield } from '../../../engine/battlefield.js';
import type { FighterSnapshot } from '../../../engine/log.js';
import type { EncounterModel, InstanceModel, PlannedTurn, ZoneModel } from '../../../engine/model.js';
import { UseLedger, withUsesLeft } from '../../../engine/uses.js';
import type { RoundContext, RulesetEngine, TacticsContext } from '../../ruleset.js';
import type { ErOptions } from '../options.js';
import { type ErCarried, createErFighter, type ErFighter, snapshotOf } from './fighter.js';
import { knockedOut, scheduleDrowsy } from './restrictions.js';
import { playRound } from './round.js';
import { seat } from './mounts.js';
import type { Scene } from './scene.js';
import { activeFoes } from '../../../engine/tactics.js';
import { planErTactics } from './tactics.js';
import { InitiativeRolls } from '../rules/initiative.js';

/**
 * Restrictions that outlast a fight into the next of a day (wounds, poison, shackles, stone…) when
 * no duration in rounds bounds them; who caused them stays behind (assumption: none of these depends on it).
 */
const LASTING = new Set(['maimed', 'poisoned', 'drowsy', 'bound', 'bound_to_object', 'bound_at_feet', 'petrified', 'blind', 'deaf']);

const NOBODY: ReadonlySet<string> = new Set();
const NO_ZONES: readonly ZoneModel[] = [];

/** What an encounter's scene gives every run of it: read once per encounter model (a simulation makes an engine per run). */
interface SceneFacts {
    readonly zoneNames: readonly string[];
    readonly written: ReadonlyMap<string, Readonly<Record<string, number>>>;
    readonly zonesTouch: boolean;
    readonly water: boolean;
}

const factsOf = new WeakMap<readonly ZoneModel[], SceneFacts>();

function sceneFacts(zones: readonly ZoneModel[], field: Battlefield): SceneFacts {
    let facts = factsOf.get(zones);
    if (!facts) {
        const zoneNames = zones.map(z => z.name);
        facts = {
            zoneNames,
            written: new Map(zones.map(z => [z.name, z.distances])),
            zonesTouch: zoneNames.some(a => zoneNames.some(b => a !== b && field.zoneDistance(a, b) === 0)),
            water: zones.some(z => z.features.terrain === 'underwater'),
        };
        factsOf.set(zones, facts);
    }
    return facts;
}

export class EnchantedRealmsEngine implements RulesetEngine<ErFighter> {
    /** Where everyone stands (read by tests and tactics). */
    readonly field: Battlefield;
    private readonly zoneNames: readonly string[];
    private readonly written: ReadonlyMap<string, Readonly<Record<string, number>>>;
    /** Whether two different zones are 0 ft apart (a written distance of 0, or a path of them). */
    private readonly zonesTouch: boolean;
    private readonly water: boolean;
    private readonly surprised: ReadonlySet<string>;
    private readonly uses = new UseLedger();
    /** What tactics read of the fight, built once (planTactics runs for every unscripted turn). */
    private readonly roster: Parameters<typeof planErTactics>[4];
    /** Every fighter created, in order: looked up by id through `byId`, made on the first lookup (few runs have one: a restriction with a source). */
    private readonly all: ErFighter[] = [];
    private byId?: Map<string, ErFighter>;
    private readonly drops = { held: false };
    /** Who rides what (`aboard`), by instance id. */
    private aboard?: Map<string, string>;
    private settled = false;

    constructor(
        private readonly options: ErOptions,
        encounter?: EncounterModel,
    ) {
        const zones = encounter?.zones ?? NO_ZONES;
        this.field = new Battlefield(zones);
        ({ zoneNames: this.zoneNames, written: this.written, zonesTouch: this.zonesTouch, water: this.water } = sceneFacts(zones, this.field));
        this.surprised = encounter?.surprised?.length ? new Set(encounter.surprised) : NOBODY;
        this.roster = { field: this.field, byId: id => this.fighter(id), uses: this.uses, water: this.water, joined: this.joined };
    }

    /** Whether a distance is written between two zones. */
    private readonly joined = (a: string, b: string): boolean => this.written.get(a)?.[b] !== undefined;

    createFighter(instance: InstanceModel, carried?: unknown): ErFighter {
        const c = carried as ErCarried | undefined;
        this.field.place(instance.id, instance.zone);
        const f = createErFighter(instance, this.field.slot(instance.id), c);
        // Made for the first rider only (a map per run before, most fights having none).
        if (instance.aboard) (this.aboard ??= new Map()).set(f.id, instance.aboard);
        // Only a fighter carried from an earlier fight has spent uses (an indexed loop: a for-of made an iterator per fighter per run).
        const attacks = instance.model.attacks;
        if (c !== undefined)
            for (let k = 0; k < attacks.length; k++) for (let i = 0; i < (c.spent[attacks[k].name] ?? 0); i++) this.uses.spend(f.id, attacks[k]);
        this.all.push(f);
        this.byId?.set(f.id, f);
        return f;
    }

    carryOut(f: ErFighter): ErCarried {
        const spent: Record<string, number> = {};
        for (const a of f.model.attacks) if (a.uses && a.uses.per !== 'fight') spent[a.name] = a.uses.count - this.uses.remaining(f.id, a);
        return {
            body: f.hp,
            status: f.status,
            mind: f.mind,
            spirit: f.spirit,
            restrictions: f.conditions.list
                .filter(c => LASTING.has(c.name) && c.roundsLeft === undefined)
                .map(c => ({ name: c.name, ...(c.value !== undefined ? { value: c.value } : {}), ...(c.save ? { save: c.save } : {}) })),
            spent,
            shortRestTaken: f.shortRestTaken,
            modifierTable: this.options.modifierTable,
        };
    }

    snapshot(f: ErFighter): FighterSnapshot {
        return withUsesLeft(snapshotOf(f), this.uses, f);
    }

    planTactics(self: ErFighter, policy: string, ctx: TacticsContext<ErFighter>): PlannedTurn {
        const plan = planErTactics(self, policy, ctx, this.options, this.roster);
        self.tacticsPlan = plan;
        self.tacticsPolicy = policy;
        return plan;
    }

    playRound(ctx: RoundContext<ErFighter>): void {
        this.ctx = ctx;
        // Only round 1 asks who is caught unaware.
        // A new set only when the round names surprised sides (most fights surprise nobody); the encounter's own is read as it is.
        const sides = ctx.surprised;
        this.unaware = ctx.round !== 1 ? NOBODY : sides === undefined ? this.surprised : sides.length > 0 ? new Set(sides) : NOBODY;
        // One scene per fight, turned to each round (a scene and its closures were made every round of every run).
        const scene = this.scene;
        if (scene === undefined)
            this.scene = {
                round: ctx.round,
                rng: ctx.rng,
                log: ctx.log,
                options: this.options,
                fighters: ctx.fighters,
                field: this.field,
                zoneNames: this.zoneNames,
                joined: this.joined,
                zonesTouch: this.zonesTouch,
                drops: this.drops,
                water: this.water,
                uses: this.uses,
                surprised: f => this.ctx.round === 1 && this.unaware.has(f.side),
                byId: id => this.ctx.byId(id),
                initiative: new InitiativeRolls(),
            };
        else {
            scene.round = ctx.round;
            scene.rng = ctx.rng;
            scene.log = ctx.log;
            scene.fighters = ctx.fighters;
        }
        if (!this.settled) this.settle(this.scene as Scene);
        playRound(ctx, this.scene as Scene, this.again);
    }

    /** The round being played (its scene's closures read it). */
    private ctx!: RoundContext<ErFighter>;
    /** The sides caught unaware this round (round 1 only). */
    private unaware: ReadonlySet<string> = NOBODY;
    private scene?: { -readonly [K in keyof Scene]: Scene[K] };
    /** A tactics turn decided again in the round being played (made once: it was a closure per round). */
    private readonly again = (f: ErFighter): PlannedTurn | undefined => this.planAgain(f, this.ctx);

    /** `f`'s tactics turn decided again now, among the foes still up, with the policy it was planned with. */
    private planAgain(f: ErFighter, ctx: RoundContext<ErFighter>): PlannedTurn | undefined {
        const policy = f.tacticsPolicy;
        if (policy === undefined) return undefined;
        // One context per fight, turned to the round (a context and a closure per plan made again before).
        const again = (this.againCtx ??= this.newAgainCtx(ctx));
        again.round = ctx.round;
        again.fighters = ctx.fighters;
        again.rng = ctx.rng;
        return this.planTactics(f, policy, again);
    }

    /** planAgain's first tactics context of the fight (its closure out of planAgain: V8 would make a context on every call). */
    private newAgainCtx(ctx: RoundContext<ErFighter>): NonNullable<typeof this.againCtx> {
        return { round: ctx.round, fighters: ctx.fighters, rng: ctx.rng, foesOf: self => activeFoes(this.ctx.fighters, self) };
    }

    /** planAgain's tactics context (made on the first plan made again in a fight). */
    private againCtx?: { -readonly [K in keyof TacticsContext<ErFighter>]: TacticsContext<ErFighter>[K] };

    private fighter(id: string): ErFighter {
        this.byId ??= new Map(this.all.map(f => [f.id, f]));
        const f = this.byId.get(id);
        if (!f) throw new Error(`unknown combatant ${id}`);
        return f;
    }

    /** Before the first round: riders sit on their mounts; starting holds join their two ends; one starting unconscious lies prone with its weapons dropped. */
    private settle(scene: Scene): void {
        this.settled = true;
        for (const f of scene.fighters) {
            const mount = this.aboard?.get(f.id);
            if (mount && f.status === 'active') seat(scene, f, scene.byId(mount));
        }
        for (const f of scene.fighters) {
            for (const c of f.conditions.list) {
                if (c.name === 'grappled' && c.source && !f.grappledBy) {
                    const holder = scene.byId(c.source);
                    f.grappledBy = holder.id;
                    holder.grappling = f.id;
                    holder.grappleRound = 0;
                }
            }
            if (f.conditions.has('unconscious')) knockedOut(scene, f);
            if (f.conditions.has('drowsy') && f.status === 'active') scheduleDrowsy(scene, f);
        }
    }
}
