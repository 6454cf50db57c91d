/**
 * Hazards at the end of each round: everyone in a hazard's zone (or anywhere, for a scene-wide
 * one) rolls the listed stat(s) against difficulty 1 and takes the base damage less the PP; armour
 * does not help. Fire, electrocution, EMP, a collapse and a fall strike once, on the first round of
 * exposure; frost, radiation, lava and heat beside lava every round; gas, drowning and the deep
 * sea grow by their base each round in a row and start over after a round out. The amount written
 * after a hazard is feet for a fall, floors for a collapse, and the base damage for the others, to
 * which the chart's notes apply as to its own base (rules/environmental-damage.ts).
 * Electrocution is twice its base (20) for the wet: a fighter holding `wet`, or in a zone that also drowns. EMP harms only vehicles and `electronic`
 * combatants. Passengers of a closed vehicle are sheltered; the vehicle itself is exposed.
 * Source: 004_941aee309a07cd38.txt §Environmental Damage Base Damage Chart, §Each Round vs.
 * Cumulative Damage, §Resisting Environmental Damage, §Special Cases - Falling and Space, §Armor and
 * Environmental Damage.
 */
import { endOfRoundHeading } from '../../../engine/log.js';
import type { HazardModel } from '../../../engine/model.js';
import { applyDamage } from './harm.js';
import { worsen } from './effects.js';
import { HAZARD_DIFFICULTY, hazardBaseDamage, hazardSpec, resistedDamage, type HazardSpec } from '../rules/environmental-damage.js';
import { statOf, type VaxiaFighter } from './fighter.js';
import { checkNote, pairRecords, traitRecord } from './records.js';
import { ruleTrait } from '../rules/ruling-narration.js';
import type { Scene } from './scene.js';
import { ruleTwoTraits } from '../rules/lopsided-two-trait-ruling.js';

/** Hazards that harm only what breathes or lives: vehicles ignore them. */
const BREATHING: ReadonlySet<string> = new Set(['noxious_gas', 'drowning', 'radiation']);

type ById = (id: string) => VaxiaFighter | undefined;

/** Where a fighter is: its own zone, or its vehicle's. */
function zoneOf(byId: ById, f: VaxiaFighter): string | undefined {
    const vehicle = f.aboard ? byId(f.aboard) : undefined;
    return vehicle ? (vehicle.zone ?? f.zone) : f.zone;
}

/** A rider of a closed vehicle that still stands is out of the weather: the hull takes the hazards. */
export function sheltered(byId: ById, f: VaxiaFighter): boolean {
    const vehicle = f.aboard ? byId(f.aboard) : undefined;
    return !!vehicle && vehicle.closed && vehicle.status !== 'dead';
}

/**
 * Whether hazard `h` can harm `f` at all: EMP only electronics (and vehicles); vehicles do not
 * breathe gas, drown or take radiation; a water-breather does not drown.
 */
function reaches(f: VaxiaFighter, h: HazardModel): boolean {
    if (!hazardSpec(h.source)) return false;
    if (h.source === 'emp' && !f.electronic) return false;
    if (f.isVehicle && BREATHING.has(h.source)) return false;
    // Water-breathers do not drown; in the deep sea only its cold and pressure reach them.
    return !(f.breathesWater && h.source === 'drowning');
}

/** Whether `h` would strike `f` were it to stay this round: it reaches it, and a once-hazard has not struck it yet. */
export function wouldStrike(f: VaxiaFighter, h: HazardModel): boolean {
    return reaches(f, h) && !(hazardSpec(h.source)?.timing === 'once' && f.exposure?.has(keyOf(h)) === true);
}

/** A key per hazard line, so two lines of one source in different zones count apart. */
const keyOf = (h: HazardModel) => `${h.source}@${h.zone ?? '*'}`;

/** The base damage of `h` this exposure round, or 0 when it does not strike this round (a once-hazard after its first). */
function hazardDamageThisRound(h: HazardModel, spec: HazardSpec, round: number, wet: boolean, breathesWater: boolean): number {
    if (spec.timing === 'once' && round > 1) return 0;
    return hazardBaseDamage(spec, { round, wet, breathesWater, amount: h.amount });
}

/** Plays every hazard for the round's end. */
export function exposeAll(scene: Scene, hazards: readonly HazardModel[]): void {
    // Played apart from this check: V8 allocates a function's closure context on entry, and every
    // round of every run asks, most without hazards.
    if (hazards.length > 0) expose(scene, hazards);
}

function expose(scene: Scene, hazards: readonly HazardModel[]): void {
    // The scene's look-up as a function of its own (scene methods need their scene).
    const byId = (id: string) => scene.byId(id);
    // Under a heading of their own, once someone is exposed: hazards strike at the end of the round, not as part of its last post.
    const heading = endOfRoundHeading(scene.log);
    for (const f of scene.fighters) {
        if (f.status === 'dead') continue;
        const zone = zoneOf(byId, f);
        const here = sheltered(byId, f) ? [] : hazards.filter(h => h.zone === undefined || h.zone === zone);
        const wet = f.conditions.has('wet') || here.some(h => h.source === 'drowning' || h.source === 'deep_sea');
        const present = new Set(here.map(keyOf));
        if (f.exposure) for (const key of [...f.exposure.keys()]) if (!present.has(key)) f.exposure.delete(key);
        for (const h of here) {
            const spec = hazardSpec(h.source);
            if (!spec || !reaches(f, h)) continue;
            heading();
            const exposure = (f.exposure ??= new Map());
            const round = (exposure.get(keyOf(h)) ?? 0) + 1;
            exposure.set(keyOf(h), round);
            const base = hazardDamageThisRound(h, spec, round, wet, f.breathesWater);
            if (base > 0) resist(scene, f, h, spec, base, round);
            if (spec.endPenalty) worsen(scene, f, 'irradiated', spec.endPenalty, `${h.source}: END −${spec.endPenalty}`);
        }
    }
}

function resist(scene: Scene, f: VaxiaFighter, h: HazardModel, spec: HazardSpec, base: number, round: number): void {
    const o = scene.options;
    // A vehicle resists with its armour, END (§Understanding Vehicle Stats).
    const [a, b] = f.isVehicle ? (['END'] as const) : spec.resistedBy;
    let pp: number;
    if (b === undefined) {
        const r = ruleTrait(statOf(f, a), HAZARD_DIFFICULTY, scene.rng.die(100), o.rounding);
        pp = r.pp;
        scene.log.add(() => ({
            kind: 'check',
            who: f.id,
            what: `resist ${h.source} (${base} base damage${spec.timing === 'cumulative' ? `, round ${round} in a row` : ''})`,
            rolls: [traitRecord(a, r)],
            total: r.pp,
            needs: 'difficulty 1',
            success: r.success,
            note: checkNote(r),
        }));
    } else {
        const r = ruleTwoTraits(
            { might: statOf(f, a), difficulty: HAZARD_DIFFICULTY, roll: scene.rng.die(100) },
            { might: statOf(f, b), difficulty: HAZARD_DIFFICULTY, roll: scene.rng.die(100) },
            { rounding: o.rounding, mishapBelow: o.mishapBelow },
        );
        pp = r.pp;
        scene.log.add(() => ({
            kind: 'check',
            who: f.id,
            what: `resist ${h.source} (${base} base damage)`,
            rolls: pairRecords([a, b], r),
            total: r.pp,
            needs: 'difficulty 1',
            success: r.success,
            note: checkNote(r),
        }));
    }
    const damage = resistedDamage(base, pp);
    const terms = () => [
        { value: base, label: `${h.source} base` },
        { value: Math.min(base, pp), label: 'resisted PP', subtract: true },
    ];
    if (h.source === 'frost' && o.frost === 'dex_penalty') {
        if (damage > 0) worsen(scene, f, 'frostbitten', damage, `frost: DEX −${damage}`);
        return;
    }
    // Armour and shields do not help against it (§Armor and Environmental Damage): said for whoever has them.
    const worn = [f.armor ? 'armour' : '', f.shield ? 'the shield' : ''].filter(Boolean);
    applyDamage(
        scene,
        undefined,
        f,
        damage,
        terms,
        worn.length ? `${h.source}; ${worn.join(' and ')} ${worn.length > 1 ? 'do' : 'does'} not help` : h.source,
    );
}
