/**
 * Where combatants stand and how far apart they are, for every ruleset that reads positions
 * (`Ruleset.features.positions`). The scene is the encounter's zones (`zone ford { distance bank
 * 30 ft }`): a combatant stands in one zone, or is on its way from one zone to another. Combatants in
 * one zone are next to each other (in melee reach); between zones, the distance is the shortest path
 * over the distances written (a graph, so `a–b 30` and `b–c 20` put `a` 50 ft from `c`). Zones with
 * no path between them are unreachable from each other.
 *
 * A combatant placed nowhere (no `at`, or an encounter without zones) stands everywhere at once: 0 ft
 * from everyone, as fights were before positions existed. Plain data and arithmetic: no dice.
 */
import type { ZoneModel } from './model.js';

/**
 * Where a combatant is: in a zone, on its way between two (`travelled` feet from `from`), or nowhere.
 * A zone's position as a battlefield hands it out (`place`, moves, `spot`) also knows the zone's row
 * in the battlefield's table of distances (`at`): distances between two of them are read, not looked
 * up by name. One written by hand has none and is looked up.
 */
export type Position =
    | { readonly kind: 'zone'; readonly zone: string; readonly at?: number }
    | {
          readonly kind: 'transit';
          readonly from: string;
          readonly to: string;
          readonly travelled: number;
          /** The rows of `from` and `to` in the battlefield's table, set by the battlefield (one written by hand has them looked up). */
          readonly fromAt?: number;
          readonly toAt?: number;
      }
    | { readonly kind: 'anywhere' };

type ZonePosition = Extract<Position, { kind: 'zone' }>;
type TransitPosition = Extract<Position, { kind: 'transit' }>;

const ANYWHERE: Position = { kind: 'anywhere' };

/**
 * Shortest distances in feet between every pair of zones (Floyd–Warshall over the written
 * distances; zones in input order, so results never depend on key order). `Infinity`: unreachable.
 */
export function zoneDistances(zones: readonly ZoneModel[]): ReadonlyMap<string, ReadonlyMap<string, number>> {
    const { names, d } = shortestPaths(zones);
    return new Map(names.map((a, i) => [a, new Map(names.map((b, j) => [b, d[i][j]]))]));
}

/** The zones' names in input order and the feet between every two (`d[i][j]`), as `zoneDistances` gives them. */
function shortestPaths(zones: readonly ZoneModel[]): { readonly names: readonly string[]; readonly d: readonly number[][] } {
    const names = zones.map(z => z.name);
    const d = names.map(a => names.map(b => (a === b ? 0 : Number.POSITIVE_INFINITY)));
    zones.forEach((zone, i) => {
        for (const [to, feet] of Object.entries(zone.distances)) {
            const j = names.indexOf(to);
            if (j < 0 || !(feet >= 0)) continue;
            d[i][j] = Math.min(d[i][j], feet);
            d[j][i] = Math.min(d[j][i], feet);
        }
    });
    for (let k = 0; k < names.length; k++)
        for (let i = 0; i < names.length; i++) for (let j = 0; j < names.length; j++) if (d[i][k] + d[k][j] < d[i][j]) d[i][j] = d[i][k] + d[k][j];
    return { names, d };
}

/** What one move did: feet covered, whether the mover arrived, and the zone it left (if it left one). */
export interface MoveResult {
    readonly moved: number;
    readonly arrived: boolean;
    readonly left?: string;
}

/**
 * What a scene's zones give every fight played in it: each zone's row (`index`) and its one position
 * (`spots`, same row), the feet between every two zones (`feet[row * size + row]`, `Infinity`:
 * unreachable) and each zone's features.
 */
interface ZoneTables {
    readonly index: ReadonlyMap<string, number>;
    readonly spots: readonly ZonePosition[];
    readonly size: number;
    readonly feet: Float64Array;
    readonly features: ReadonlyMap<string, Readonly<Record<string, string>>>;
    /** Whether any zone has a feature (most scenes have none: then no feature is looked for). */
    readonly anyFeature: boolean;
}

/**
 * Zone tables by the zones they come from: a simulation builds a battlefield per run over the same
 * (unchanging) zones of one encounter model, and the shortest paths need working out only once.
 */
const tablesOf = new WeakMap<readonly ZoneModel[], ZoneTables>();

function zoneTables(zones: readonly ZoneModel[]): ZoneTables {
    let tables = tablesOf.get(zones);
    if (!tables) {
        const { names, d } = shortestPaths(zones);
        const size = names.length;
        const feet = new Float64Array(size * size);
        for (let i = 0; i < size; i++) for (let j = 0; j < size; j++) feet[i * size + j] = d[i][j];
        tables = {
            index: new Map(names.map((name, at) => [name, at])),
            spots: names.map((zone, at): ZonePosition => ({ kind: 'zone', zone, at })),
            size,
            feet,
            features: new Map(zones.map(z => [z.name, z.features])),
            anyFeature: zones.some(z => Object.keys(z.features).length > 0),
        };
        tablesOf.set(zones, tables);
    }
    return tables;
}

/**
 * A combatant's place on a battlefield: `at` is where it stands now, changed by the battlefield as
 * it is placed and moves. A ruleset that reads positions many times a round keeps a combatant's slot
 * (`Battlefield.slot`) and reads `at`, instead of looking the position up by id each time.
 */
export interface Slot {
    readonly at: Position;
}

/** The positions of one fight: created per run, changed by moves. */
export class Battlefield {
    private readonly tables: ZoneTables;
    /** Each combatant's slot, by id: one object per combatant for the whole fight, its `at` replaced as it moves. */
    private readonly positions = new Map<string, { at: Position }>();

    constructor(zones: readonly ZoneModel[]) {
        this.tables = zoneTables(zones);
    }

    /** Whether the scene has zones at all. */
    get hasZones(): boolean {
        return this.tables.size > 0;
    }

    /**
     * The position of standing in `zone` (one object per zone, with its row); a name that is no zone of
     * the scene gives a position nothing can reach.
     */
    spot(zone: string): Position {
        const at = this.tables.index.get(zone);
        return at === undefined ? { kind: 'zone', zone } : this.tables.spots[at];
    }

    /** Puts a combatant in a zone (or nowhere, when `zone` is undefined or not a zone of the scene). */
    place(id: string, zone: string | undefined): void {
        const at = zone === undefined ? undefined : this.tables.index.get(zone);
        this.set(id, at === undefined ? ANYWHERE : this.tables.spots[at]);
    }

    position(id: string): Position {
        return this.positions.get(id)?.at ?? ANYWHERE;
    }

    /** The combatant's slot (see {@link Slot}): its `at` follows every later placement and move. */
    slot(id: string): Slot {
        let slot = this.positions.get(id);
        if (!slot) this.positions.set(id, (slot = { at: ANYWHERE }));
        return slot;
    }

    /** Puts a combatant back at a position read earlier with `position` (a move undone, or not yet made). */
    set(id: string, position: Position): void {
        const slot = this.positions.get(id);
        if (slot) slot.at = position;
        else this.positions.set(id, { at: position });
    }

    /** The zone a combatant stands in; undefined when it is on its way or placed nowhere. */
    zoneOf(id: string): string | undefined {
        const p = this.position(id);
        return p.kind === 'zone' ? p.zone : undefined;
    }

    /** Feet between two zones by the shortest path; `Infinity` when no path joins them. */
    zoneDistance(a: string, b: string): number {
        return this.cell(this.rowOf(a), this.rowOf(b));
    }

    /** A zone's row in the table (−1: no zone of the scene). */
    private rowOf(zone: string): number {
        return this.tables.index.get(zone) ?? -1;
    }

    /** The row of a zone's position: its own, or looked up (one written by hand). */
    private rowAt(p: ZonePosition): number {
        return p.at ?? this.rowOf(p.zone);
    }

    /** The rows of a journey's two ends: its own, or looked up (one written by hand). */
    private fromRow(p: TransitPosition): number {
        return p.fromAt ?? this.rowOf(p.from);
    }
    private toRow(p: TransitPosition): number {
        return p.toAt ?? this.rowOf(p.to);
    }

    /** Feet between the zones of two rows (`Infinity` when either is no zone, or no path joins them). */
    private cell(i: number, j: number): number {
        return i < 0 || j < 0 ? Number.POSITIVE_INFINITY : this.tables.feet[i * this.tables.size + j];
    }

    /** A zone feature where a combatant stands (`cover` → `half`); undefined on the way or nowhere. */
    featureAt(id: string, feature: string): string | undefined {
        if (!this.tables.anyFeature) return undefined;
        const zone = this.zoneOf(id);
        return zone === undefined ? undefined : this.tables.features.get(zone)?.[feature];
    }

    /** A zone's feature (`terrain` → `difficult`). */
    zoneFeature(zone: string, feature: string): string | undefined {
        return this.tables.anyFeature ? this.tables.features.get(zone)?.[feature] : undefined;
    }

    /** Feet from a position to a zone (through either end of a journey under way); 0 from nowhere. */
    feetToZone(p: Position, zone: string): number {
        return p.kind === 'anywhere' ? 0 : this.feetToRow(p, this.rowOf(zone));
    }

    /** `feetToZone` to the zone of row `j`. */
    private feetToRow(p: Position, j: number): number {
        switch (p.kind) {
            case 'anywhere':
                return 0;
            case 'zone':
                return this.cell(this.rowAt(p), j);
            case 'transit': {
                const from = this.fromRow(p);
                const to = this.toRow(p);
                const span = this.cell(from, to);
                return Math.min(p.travelled + this.cell(from, j), span - p.travelled + this.cell(to, j));
            }
        }
    }

    /**
     * Feet between two combatants: 0 in the same zone or when either stands nowhere; between zones the
     * shortest path; on the way, measured through the ends of the journey (two movers on the same
     * journey: how far apart they are along it).
     */
    between(a: string, b: string): number {
        return this.distance(this.position(a), this.position(b));
    }

    /**
     * Feet between two positions, measured as `between` measures combatants (a ruleset may keep
     * positions of its own: where a foe stood when a phase began, say).
     */
    distance(p: Position, q: Position): number {
        if (p.kind === 'anywhere' || q.kind === 'anywhere') return 0;
        if (q.kind === 'zone') return this.feetToRow(p, this.rowAt(q));
        if (p.kind === 'zone') return this.feetToRow(q, this.rowAt(p));
        if (p.from === q.from && p.to === q.to) return Math.abs(p.travelled - q.travelled);
        if (p.from === q.to && p.to === q.from) return Math.abs(this.cell(this.fromRow(p), this.toRow(p)) - p.travelled - q.travelled);
        const from = this.fromRow(q);
        const to = this.toRow(q);
        return Math.min(q.travelled + this.feetToRow(p, from), this.cell(from, to) - q.travelled + this.feetToRow(p, to));
    }

    /**
     * Where a mover standing at `from` heads to close in on a combatant at `to`, and how many feet at
     * most (it stops beside it): the combatant's zone; or, while that one is on its way between two
     * zones, the end of its journey beyond it (for a mover on the same journey, either way along it),
     * the other end (for a mover standing at one end), or the end the shorter way to it passes (a
     * mover elsewhere; on a tie, where it is heading). Undefined when they are beside each other
     * already or no way joins them.
     */
    approach(from: Position, to: Position): { readonly zone: string; readonly limit: number } | undefined {
        const limit = this.distance(from, to);
        if (limit === 0 || !Number.isFinite(limit) || to.kind === 'anywhere') return undefined;
        if (to.kind === 'zone') return { zone: to.zone, limit };
        const span = this.zoneDistance(to.from, to.to);
        if (from.kind === 'transit' && ((from.from === to.from && from.to === to.to) || (from.from === to.to && from.to === to.from))) {
            const along = from.from === to.from ? from.travelled : span - from.travelled;
            return { zone: along < to.travelled ? to.to : to.from, limit };
        }
        if (from.kind === 'zone' && (from.zone === to.from || from.zone === to.to)) return { zone: from.zone === to.from ? to.to : to.from, limit };
        const viaFrom = this.feetToZone(from, to.from) + to.travelled;
        const viaTo = this.feetToZone(from, to.to) + span - to.travelled;
        // A tie goes to where it is heading (it will be there).
        return { zone: viaTo <= viaFrom ? to.to : to.from, limit };
    }

    /** Whether a combatant in `zone` (or the attacker) is outside the zone `target` stands in: a zone's cover protects only against those outside it. */
    outsideZoneOf(attacker: string, target: string): boolean {
        return this.outsideZoneAt(this.position(attacker), this.position(target));
    }

    /** `outsideZoneOf` for two positions read already (a combatant's `Slot`). */
    outsideZoneAt(attacker: Position, target: Position): boolean {
        return target.kind === 'zone' && (attacker.kind !== 'zone' || attacker.zone !== target.zone);
    }

    /** The combatants among `ids` standing in `zone`, in the order given. */
    occupants(zone: string, ids: readonly string[]): string[] {
        return ids.filter(id => this.zoneOf(id) === zone);
    }

    /**
     * Moves a combatant up to `feet` toward `zone` (costs already applied by the caller): it arrives
     * when the rest of the way fits, else it stops on the way and goes on with its next move. A mover
     * on its way elsewhere first goes to the nearer end of its journey. A mover placed nowhere arrives
     * at once (it was next to everything). An unreachable zone moves nobody.
     */
    moveToward(id: string, zone: string, feet: number): MoveResult {
        const goal = this.tables.index.get(zone);
        if (goal === undefined) return { moved: 0, arrived: false };
        const arrived = this.tables.spots[goal];
        let p = this.position(id);
        if (p.kind === 'anywhere') {
            this.set(id, arrived);
            return { moved: 0, arrived: true };
        }
        let budget = Math.max(0, feet);
        let moved = 0;
        if (p.kind === 'transit') {
            const from = this.fromRow(p);
            const to = this.toRow(p);
            const span = this.cell(from, to);
            const viaTo = span - p.travelled + this.cell(to, goal);
            const viaFrom = p.travelled + this.cell(from, goal);
            if (!Number.isFinite(Math.min(viaTo, viaFrom))) return { moved: 0, arrived: false };
            const forward = viaTo <= viaFrom;
            const gap = forward ? span - p.travelled : p.travelled;
            if (budget < gap) {
                this.set(id, { ...p, travelled: forward ? p.travelled + budget : p.travelled - budget });
                return { moved: budget, arrived: false };
            }
            budget -= gap;
            moved += gap;
            p = this.spot(forward ? p.to : p.from) as ZonePosition;
            this.set(id, p);
        }
        const left = p.zone !== zone && moved === 0 ? p.zone : undefined;
        const remaining = this.cell(this.rowAt(p), goal);
        if (!Number.isFinite(remaining)) return { moved, arrived: false };
        if (budget >= remaining) {
            this.set(id, arrived);
            return { moved: moved + remaining, arrived: true, ...(left ? { left } : {}) };
        }
        if (budget > 0) this.set(id, { kind: 'transit', from: p.zone, to: zone, travelled: budget, fromAt: this.rowAt(p), toAt: goal });
        return { moved: moved + budget, arrived: false, ...(left && budget > 0 ? { left } : {}) };
    }
}
