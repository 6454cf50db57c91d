/**
 * Where a Rise fight happens, per run: the battlefield (zones and who stands where) when the
 * encounter has zones, the uses of limited attacks, the hazards, and what a phase keeps for the
 * rules of simultaneous resolution — where everyone stood when the action phase began (another
 * allied group's movements in the phase do not change what this group's attacks can reach), the
 * blocks declared in the movement phase, and the reacts lost.
 * Source: 003_66faa831a56df10d.txt §Resolving Actions, §Movement Abilities (Block, React),
 * §Movement and Positioning, §Environmental Damage.
 */
import { Battlefield, type Position } from '../../../engine/battlefield.js';
import type { RollRecord } from '../../../engine/log.js';
import type { EncounterModel, HazardModel, PlannedAction, ZoneModel } from '../../../engine/model.js';
import { UseLedger } from '../../../engine/uses.js';
import type { RiseFighter } from './fighter.js';

export class RiseScene {
    /** The battlefield; undefined when the encounter has no zones (everyone is next to everyone). */
    readonly field?: Battlefield;
    readonly zones: readonly ZoneModel[];
    readonly hazards: readonly HazardModel[];
    /** The sides' names in encounter order: the order allied groups resolve in (§Resolving Actions). */
    readonly sides: readonly string[];
    readonly uses = new UseLedger();
    /** Where each fighter stood when the action phase began (with a battlefield only). */
    private phaseStart?: Map<string, Position>;
    /** Blocks of this movement phase: blocker id → the creature it blocks. */
    readonly blocks = new Map<string, string>();
    /** Creatures that automatically beat another on initiative this phase (a failed react): loser id → winners. */
    readonly beatenBy = new Map<string, Set<string>>();
    /** Healing of this phase that waits for every group's damage (§Simultaneous Damage and Healing). */
    readonly pendingHeals: { target: RiseFighter; amount: number; why: string; record?: RollRecord }[] = [];
    /**
     * The round's turns (round.ts): the fighters with one, and what each has left for the action
     * phase (same index), as many as the round counts. Kept by the scene and written over each
     * round, not made anew: every round of every run of a simulation plays them.
     */
    readonly planned: RiseFighter[] = [];
    readonly rests: (readonly PlannedAction[])[] = [];

    constructor(encounter: EncounterModel) {
        this.zones = encounter.zones;
        this.hazards = encounter.hazards;
        this.sides = encounter.sides.map(side => side.name);
        if (encounter.zones.length > 0) this.field = new Battlefield(encounter.zones);
    }

    /**
     * Notes who is standing (`standingAtPhaseStart`: the phase's actions are scripted on them,
     * §Resolving Actions) and where everyone stands as the action phase begins.
     */
    beginActionPhase(fighters: readonly RiseFighter[]): void {
        for (const f of fighters) f.standingAtPhaseStart = f.status === 'active';
        if (!this.field) return;
        this.phaseStart = new Map(fighters.map(f => [f.id, this.field!.position(f.id)]));
    }

    /** Ends the phase's bookkeeping: positions are current again, blocks and reacts are spent. */
    endPhase(): void {
        this.phaseStart = undefined;
        if (this.blocks.size) this.blocks.clear();
        if (this.beatenBy.size) this.beatenBy.clear();
    }

    /** Where `target` stands as `viewer`'s group sees it: an enemy where it stood when the action phase began. */
    seenPosition(target: RiseFighter, viewerSide: string): Position | undefined {
        if (!this.field) return undefined;
        if (target.side !== viewerSide && this.phaseStart) return this.phaseStart.get(target.id) ?? this.field.position(target.id);
        return this.field.position(target.id);
    }

    /** Feet between `a` (where it stands now) and `b` (as `a`'s group sees it); 0 without a battlefield. */
    distance(a: RiseFighter, b: RiseFighter): number {
        if (!this.field) return 0;
        return this.field.distance(this.field.position(a.id), this.seenPosition(b, a.side)!);
    }

    /** The zone `target` stands in as `viewer`'s group sees it (undefined: on its way, or no zones). */
    seenZone(target: RiseFighter, viewerSide: string): string | undefined {
        const p = this.seenPosition(target, viewerSide);
        return p?.kind === 'zone' ? p.zone : undefined;
    }

    /** A feature of a zone (`cover` → `partial`). */
    feature(zone: string | undefined, name: string): string | undefined {
        return zone === undefined ? undefined : this.field?.zoneFeature(zone, name);
    }
}
