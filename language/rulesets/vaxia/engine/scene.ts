/**
 * What the engine modules share during one round: the options in force, the dice, the log, the
 * fighters, each post's plan and penalty, vehicles' pilots, and the metamagic waiting on spells.
 * The engine builds one per fight and turns it to each round (`nextRound`); hovers and checks build
 * a frozen one for the start of a round.
 */
import type { CombatLog } from '../../../engine/log.js';
import type { AttackModel, PlannedTurn } from '../../../engine/model.js';
import type { SeededRng } from '../../../engine/rng.js';
import type { VaxiaOptions } from '../options.js';
import { postPenalty } from '../rules/using-your-stats-and-skills.js';
import type { VaxiaFighter } from './fighter.js';
import { type MightContext, pilotOf } from './mights.js';

/** A non-damaging attack that took hold, waiting to land when the posts of its group are over. */
export interface PendingEffect {
    readonly attacker: VaxiaFighter;
    readonly target: VaxiaFighter;
    readonly attack: AttackModel;
    /** The PP left after the defense: PP/7 rounds, and what a break must beat. */
    readonly pp: number;
    /** What a break roll is ruled against when the effect's save names no difficulty: the attack's power might. */
    readonly difficulty: number;
}

/** A rider stepping off its vehicle to move to `zone` (support.ts `move`). */
export interface Alighting {
    readonly rider: VaxiaFighter;
    readonly zone: string;
}

/** Metamagic waiting on a caster's spell this round (legacy magic). */
export interface PendingMetamagic {
    readonly who: string;
    readonly intent: 'bolster' | 'drain' | 'redirect' | 'reshape';
    readonly pp: number;
}

export interface Scene extends MightContext {
    readonly round: number;
    readonly rng: SeededRng;
    readonly log: CombatLog;
    readonly options: VaxiaOptions;
    readonly fighters: readonly VaxiaFighter[];
    byId(id: string): VaxiaFighter | undefined;
    pilot(vehicle: VaxiaFighter): VaxiaFighter | undefined;
    planOf(f: VaxiaFighter): PlannedTurn | undefined;
    /**
     * The penalty of a post as written, every action counted: what a fighter weighs when `defend`
     * chooses a defense (posts.ts), before the round settles which actions are taken.
     */
    declaredPenaltyOf(f: VaxiaFighter): number;
    /** Metamagic on each caster's next spell this round, by caster id. */
    readonly metamagic: Map<string, PendingMetamagic[]>;
    /** Riders who leapt out this round (they leave their vehicle at the end of it). */
    readonly leaping: Set<string>;
    /** Non-damaging attacks that took hold, landing when their group's posts are over (effects.ts). */
    readonly pending: PendingEffect[];
    /** Riders who moved off their vehicle, off it and in their zone when their group's posts are over (support.ts); made on first use. */
    alighting?: Alighting[];
    /** The round as posts are written (`penaltyOf` = `declaredPenaltyOf`), made on first use by `defend` (defense.ts). */
    declaredView?: Scene;
}

/** What a round's scene is made from. */
interface RoundInput {
    readonly round: number;
    readonly rng: SeededRng;
    readonly log: CombatLog;
    readonly options: VaxiaOptions;
    readonly fighters: readonly VaxiaFighter[];
}

/**
 * A scene that serves every round of one fight: the engine makes it for the first round and turns it
 * to each next one, rather than making a scene (and its input) every round of every run. Nothing of a
 * round is left in it by the next: the round empties its metamagic, leaping, pending effects and
 * alighting riders before it ends (round.ts, effects.ts, support.ts), and its declared view keeps
 * nothing of its own.
 */
export interface FightScene extends Scene {
    /** Turns the scene to this round, with its dice and log; the posts' penalties are worked out anew. */
    nextRound(round: number, rng: SeededRng, log: CombatLog): void;
}

/** A scene for one round of `fighters` with these posts (and, through `nextRound`, for the fight's next ones). */
export function makeScene(round: RoundInput): FightScene {
    const scene = new RoundScene(round);
    scene.nextRound(round.round, round.rng, round.log);
    return scene;
}

/**
 * The round as posts are written, every action counted (`penaltyOf` = `declaredPenaltyOf`): the
 * scene itself in all else, so it sees what the round does.
 */
export function declaredViewOf(scene: Scene): Scene {
    return new DeclaredView(scene);
}

/**
 * `declaredViewOf`'s view: every member read through to the scene but `penaltyOf`. A class, not an
 * object whose prototype is the scene: V8 turns an object made a prototype into a slow one, and
 * every read of the round's scene then went the slow way (a Vaxia duel ran at twice its cost).
 */
class DeclaredView implements Scene {
    constructor(private readonly scene: Scene) {}
    get round(): number {
        return this.scene.round;
    }
    get rng(): SeededRng {
        return this.scene.rng;
    }
    get log(): CombatLog {
        return this.scene.log;
    }
    get options(): VaxiaOptions {
        return this.scene.options;
    }
    get fighters(): readonly VaxiaFighter[] {
        return this.scene.fighters;
    }
    get metamagic(): Map<string, PendingMetamagic[]> {
        return this.scene.metamagic;
    }
    get leaping(): Set<string> {
        return this.scene.leaping;
    }
    get pending(): PendingEffect[] {
        return this.scene.pending;
    }
    get alighting(): Alighting[] | undefined {
        return this.scene.alighting;
    }
    set alighting(riders: Alighting[] | undefined) {
        this.scene.alighting = riders;
    }
    get declaredView(): Scene | undefined {
        return this.scene.declaredView;
    }
    set declaredView(view: Scene | undefined) {
        this.scene.declaredView = view;
    }
    byId(id: string): VaxiaFighter | undefined {
        return this.scene.byId(id);
    }
    pilot(vehicle: VaxiaFighter): VaxiaFighter | undefined {
        return this.scene.pilot(vehicle);
    }
    planOf(f: VaxiaFighter): PlannedTurn | undefined {
        return this.scene.planOf(f);
    }
    declaredPenaltyOf(f: VaxiaFighter): number {
        return this.scene.declaredPenaltyOf(f);
    }
    penaltyOf(f: VaxiaFighter): number {
        return this.scene.declaredPenaltyOf(f);
    }
}

/** Up to how many fighters `byId` scans rather than builds a Map. */
const SCANNED = 16;

/** The scene of a fight's rounds, one at a time (`nextRound`): its look-ups are methods, so a round makes no closures for them. */
class RoundScene implements FightScene {
    round: number;
    rng: SeededRng;
    log: CombatLog;
    readonly options: VaxiaOptions;
    readonly fighters: readonly VaxiaFighter[];
    readonly metamagic = new Map<string, PendingMetamagic[]>();
    readonly leaping = new Set<string>();
    readonly pending: PendingEffect[] = [];
    alighting?: Alighting[] = undefined;
    declaredView?: Scene = undefined;

    /** The fighters by id, for a fight of more than `SCANNED` (made on first use; see `byId`). */
    private ids: Map<string, VaxiaFighter> | undefined = undefined;

    constructor(round: RoundInput) {
        this.round = round.round;
        this.rng = round.rng;
        this.log = round.log;
        this.options = round.options;
        this.fighters = round.fighters;
    }

    nextRound(round: number, rng: SeededRng, log: CombatLog): void {
        this.round = round;
        this.rng = rng;
        this.log = log;
        // Each fighter's post for this round is its plan (the runner set it); its penalties are not
        // worked out yet. An indexed loop: V8 made an iterator object for a for-of, every round.
        const fighters = this.fighters;
        for (let i = 0; i < fighters.length; i++) {
            fighters[i].declaredPenalty = undefined;
            fighters[i].settledPenalty = undefined;
        }
    }

    /**
     * A fight of a few fighters is scanned: the runner interns their ids, so each test is a pointer
     * compare — quicker than a Map, which every run had to build. A repeated id finds the last, as a
     * Map filled in order does.
     */
    byId(id: string): VaxiaFighter | undefined {
        const fighters = this.fighters;
        if (fighters.length <= SCANNED) {
            for (let i = fighters.length - 1; i >= 0; i--) if (fighters[i].id === id) return fighters[i];
            return undefined;
        }
        if (!this.ids) {
            this.ids = new Map();
            for (let i = 0; i < fighters.length; i++) this.ids.set(fighters[i].id, fighters[i]);
        }
        return this.ids.get(id);
    }

    planOf(f: VaxiaFighter): PlannedTurn | undefined {
        return f.plan;
    }

    /** The post's part is settled once; a `penalized` condition is read as it stands (one can land mid-round under speed order). */
    declaredPenaltyOf(f: VaxiaFighter): number {
        let p = f.declaredPenalty;
        if (p === undefined) f.declaredPenalty = p = postPenalty(f.plan, this.options.perExtra);
        return p + f.penalty;
    }

    /** The settled penalty once posts.ts has settled the round's posts; until then, as written. */
    penaltyOf(f: VaxiaFighter): number {
        const p = f.settledPenalty;
        return p === undefined ? this.declaredPenaltyOf(f) : p + f.penalty;
    }

    /** Riders drop and leap during a round, so the pilot is looked up each time it matters. */
    pilot(v: VaxiaFighter): VaxiaFighter | undefined {
        return pilotOf(v, this.fighters);
    }
}
