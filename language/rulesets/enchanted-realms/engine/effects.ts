/**
 * Abilities and spells, and what any attack does besides its damage: restrictions inflicted and
 * removed, Body healed, pushes. A spell may be stopped by its caster's restrictions (held breath,
 * nausea, drowsiness) and costs the Mind or Spirit points it states; a limited use is spent. It
 * reaches its target as thrown magic (the spell's own d20 against AC), by a touch (a touch attack,
 * then the spell as a reaction), or with no roll at all.
 * Seed: 001_66230f9a082df360.txt §Throwing Items (throwing magic), §Touch-based Effects,
 * §Restrictions in Combat, §Skill-Use, §Item-Use.
 */
import { type DiceExpr, formatExpr, rollExpr, rollTotal } from '../../../engine/dice.js';
import { type RollRecord, recordRoll } from '../../../engine/log.js';
import type { AttackModel, PlannedAction } from '../../../engine/model.js';
import { coverAreaSaveBonus, coverOf } from '../rules/cover.js';
import { grappleModifiers } from '../rules/grappling.js';
import { rollPoolAttack } from '../rules/the-attack.js';
import { sleightOfHandDC, thrownMagicBonus, touchUnnoticed } from '../rules/touch-based-effects.js';
import { type ErFighter, modOf, statOf } from './fighter.js';
import { dealDamage, revive } from './harm.js';
import { push } from './movement.js';
import { canReact, react } from './reactions.js';
import { POOL_HITS, poolRecord } from './records.js';
import { adjustmentsOf, charmedBy, inflict, lift } from './restrictions.js';
import { bodyCompetition, fighterFeat, fighterSave } from './saves.js';
import { adjacent, note, type Scene } from './scene.js';
import { cannotStrike, categoryDamage, strikeSetup } from './strike.js';
import { deliveryOf, hasSkill, hasTrick, isSpell } from './weapons.js';

/** A formula rolled with the user's stats, with its record when the log keeps one. */
function rollFormula(scene: Scene, f: ErFighter, expr: DiceExpr): { total: number; rolls?: RollRecord[] } {
    const stat = (name: string) => statOf(f.model, name);
    if (!scene.log.enabled) return { total: rollTotal(expr, scene.rng, stat) + 0 };
    const roll = rollExpr(expr, scene.rng, stat);
    return { total: roll.total, rolls: [recordRoll(formatExpr(expr), roll)] };
}

/** Whether an attack's effects would harm its target (anything but healing and removing restrictions). */
function harmful(attack: AttackModel): boolean {
    return attack.damage !== undefined || (attack.effects ?? []).some(e => e.kind === 'inflict' || e.kind === 'push');
}

/**
 * What `attack` does besides its damage to `target`, in the order written: restrictions inflicted
 * (caused by the user), removed, Body healed, a push away from the user. Draws: a heal's dice.
 */
export function applyEffects(scene: Scene, user: ErFighter, target: ErFighter, attack: AttackModel): void {
    for (const e of attack.effects ?? []) {
        if (target.status === 'dead') return;
        switch (e.kind) {
            case 'inflict':
                if (target.status === 'active') inflict(scene, target, { ...e.condition, source: e.condition.source ?? user.id });
                break;
            case 'remove':
                for (const name of e.conditions) lift(scene, target, name, `${user.id}'s ${attack.name}`);
                break;
            case 'heal': {
                const r = rollFormula(scene, user, e.dice);
                revive(scene, user, target, Math.max(0, r.total), attack.name, r.rolls);
                break;
            }
            case 'push':
                if (target.status === 'active') push(scene, user, target, e.feet);
                break;
            case 'modify':
                break;
        }
    }
}

/**
 * Whether `f` may cast `spell` now, spending what it costs: not while a restriction forbids spells
 * (nauseated: none; held breath, asphyxiating, under water's held breath: only `silent` ones); a
 * drowsy caster first makes a DC 5 Mind (Judgment) or Spirit (Muse) feat with its −2, and fails the
 * spell otherwise (its points spent: assumption); the Mind and Spirit points it states must be there.
 */
function castable(scene: Scene, f: ErFighter, spell: AttackModel): boolean {
    if (!isSpell(spell)) return true;
    const casting = adjustmentsOf(scene, f).casting;
    if (casting === 'none' || (casting === 'silent' && !spell.tags.includes('silent'))) {
        note(scene, f, spell.name, `cannot cast ${spell.name} now (${casting === 'none' ? 'no spells at all' : 'only spells cast in silence'})`);
        return false;
    }
    const mind = spell.stats.mind_cost ?? 0;
    const spirit = spell.stats.spirit_cost ?? 0;
    if (f.mind < mind || f.spirit < spirit) {
        note(scene, f, spell.name, `has too few points for ${spell.name} (${mind ? `${f.mind}/${mind} Mind` : `${f.spirit}/${spirit} Spirit`})`);
        return false;
    }
    if (casting === 'feat') {
        const score = spirit > 0 ? 'muse' : 'judgment';
        const feat = fighterFeat(scene, f, score, 5, `${spirit > 0 ? 'Spirit' : 'Mind'} feat to cast while drowsy`);
        if (!feat.success) {
            spend(scene, f, spell);
            note(scene, f, spell.name, `fails to cast ${spell.name} (drowsy)`);
            return false;
        }
    }
    return true;
}

/** Spends a spell's Mind and Spirit points. */
function spend(scene: Scene, f: ErFighter, spell: AttackModel): void {
    f.mind -= spell.stats.mind_cost ?? 0;
    f.spirit -= spell.stats.spirit_cost ?? 0;
    if ((spell.stats.mind_cost ?? 0) + (spell.stats.spirit_cost ?? 0) > 0)
        note(scene, f, spell.name, `spends its points (Mind ${f.mind}, Spirit ${f.spirit} left)`);
}

/** Whether a limited use is left, spending it when it is; refused (and logged) when spent. */
export function useUp(scene: Scene, f: ErFighter, attack: AttackModel): boolean {
    if (scene.uses.spend(f.id, attack)) return true;
    note(scene, f, attack.name, `has no use of ${attack.name} left (uses ${attack.uses?.count} per ${attack.uses?.per})`);
    return false;
}

/**
 * An area effect aimed at a zone (§Throwing Items: "close enough" — it lands there): everyone standing
 * there when it resolves is in it, friend or foe; with an `area_save`, each first makes an Agility
 * preservation save, cover adding its bonus against a thrower outside the zone (§Cover), and a made
 * save leaves it untouched (assumption). Checked and paid for once.
 */
export function useArea(scene: Scene, user: ErFighter, attack: AttackModel, zone: string): void {
    if (!castable(scene, user, attack) || !useUp(scene, user, attack)) return;
    spend(scene, user, attack);
    const inside = scene.field.occupants(
        zone,
        scene.fighters.filter(f => f.status === 'active').map(f => f.id),
    );
    note(scene, user, attack.name, `'s ${attack.name} fills ${zone}${inside.length ? `: ${inside.join(', ')}` : ' (nobody is there)'}`);
    const dc = attack.stats.area_save ?? 0;
    for (const id of inside) {
        const target = scene.byId(id);
        if (target.status !== 'active') continue;
        if (dc > 0) {
            const outside = scene.field.zoneOf(user.id) !== zone;
            const bonus = outside ? coverAreaSaveBonus(coverOf(scene.field.zoneFeature(zone, 'cover'))) : 0;
            const save = fighterSave(scene, target, 'agility', dc, `Agility save against ${user.id}'s ${attack.name}`, {
                name: 'cover',
                value: bonus,
            });
            if (save.success) continue;
        }
        takeEffect(scene, user, target, attack);
    }
}

/**
 * An ability or spell that is not a pool attack, used on its target (itself when it names none; one,
 * as `strife check` holds it — several only as an area, useArea): checked and paid for once, then
 * delivered by its way (thrown magic, touch, none).
 */
export function useAbility(scene: Scene, user: ErFighter, attack: AttackModel, action: PlannedAction): void {
    const targets = action.targets.length ? action.targets.map(id => scene.byId(id)) : [user];
    const charmer = harmful(attack) ? targets.find(t => charmedBy(user, t)) : undefined;
    if (charmer) {
        note(scene, user, attack.name, `is charmed by ${charmer.id} and will not harm it`, charmer.id);
        return;
    }
    if (!castable(scene, user, attack) || !useUp(scene, user, attack)) return;
    const delivery = deliveryOf(attack);
    if (delivery !== 'touch') spend(scene, user, attack);
    for (const target of targets) {
        if (user.status !== 'active') return;
        if (target.status === 'dead' || (target.status !== 'active' && harmful(attack))) continue;
        if (delivery === 'thrown_magic') throwMagic(scene, user, target, attack, action);
        else if (delivery === 'touch') touch(scene, user, target, attack, action);
        else takeEffect(scene, user, target, attack);
    }
}

/** The effect lands: the spell's own damage formula, then its other effects. */
function takeEffect(scene: Scene, user: ErFighter, target: ErFighter, attack: AttackModel): void {
    if (attack.damage) {
        const r = rollFormula(scene, user, attack.damage);
        const amount = categoryDamage(scene, Math.max(0, r.total), attack, target);
        dealDamage(scene, user, target, amount, { rolls: r.rolls, terms: [{ value: amount, label: attack.name }] });
    }
    applyEffects(scene, user, target, attack);
}

/**
 * Throwing magic: the spell's one d20 (with advantage or disadvantage as any attack) against AC;
 * ranged fighting adds a positive Agility modifier, hurling the Agility score instead; nothing of it
 * changes the spell's damage. Draws the d20 (two under vantage). Seed §Throwing Items.
 */
function throwMagic(scene: Scene, user: ErFighter, target: ErFighter, attack: AttackModel, action: PlannedAction): void {
    const setup = strikeSetup(
        scene,
        user,
        target,
        { ...attack, tags: [...attack.tags, 'ranged'] },
        { dice: 1, modifiers: action.modifiers, modifierValues: action.modifierValues },
    );
    const bonus = thrownMagicBonus(statOf(user.model, 'agility'), modOf(user.model, 'agility', scene.options), {
        rangedFighting: hasSkill(user.model, 'ranged'),
        hurling: hasSkill(user.model, 'hurling'),
    });
    const spec = {
        ...setup.spec,
        pool: 1,
        toHit: (setup.spec.toHit ?? 0) + bonus,
        crits: false,
        damageModifier: 0,
        weaponWeight: 0,
        vantageDamage: 'none' as const,
    };
    const r = rollPoolAttack(scene.rng, spec);
    scene.log.add(() => ({
        kind: 'attack',
        actor: user.id,
        attack: `${attack.name} (thrown magic)`,
        target: target.id,
        rolls: [poolRecord(`${r.dice.length}d20`, r.dice)],
        bonuses: bonus ? [{ value: bonus, label: 'Agility (thrown magic)' }] : [],
        total: r.hits,
        counts: POOL_HITS,
        versus: 'AC',
        defense: spec.ac,
        outcome: r.hits > 0 ? 'hit' : 'miss',
        note: [...setup.notes].join('; ') || undefined,
    }));
    if (r.hits > 0) takeEffect(scene, user, target, attack);
}

/**
 * A touch-based spell (tag `touch`): an ally next to the caster is simply touched; a foe needs a
 * touch attack — a d20 against its AC that deals no damage, or `with grapple` a grappling
 * competition that holds nobody, or `with sleight_of_hand` a feat against 10 + its Agility modifier
 * + its AC "other" (4 over goes unnoticed). The spell follows as a reaction, so its points are spent
 * only once the touch lands, and not at all without a reaction left. Seed §Touch-based Effects.
 */
function touch(scene: Scene, user: ErFighter, target: ErFighter, attack: AttackModel, action: PlannedAction): void {
    const ally = target.side === user.side;
    if (ally ? !adjacent(scene, user, target) : cannotStrike(scene, user, target, attack) !== undefined) {
        note(scene, user, attack.name, `cannot touch ${target.id}: it is not next to it`, target.id);
        return;
    }
    if (!ally && !touchLands(scene, user, target, action)) {
        note(scene, user, attack.name, `'s touch misses ${target.id}: nothing is spent`, target.id);
        return;
    }
    if (!canReact(scene, user)) {
        note(scene, user, attack.name, `touches ${target.id} but has no reaction left to deliver ${attack.name}`, target.id);
        return;
    }
    react(scene, user);
    spend(scene, user, attack);
    takeEffect(scene, user, target, attack);
}

/** Whether the touch attack on a foe lands, by the way the action names. Draws its dice. */
function touchLands(scene: Scene, user: ErFighter, target: ErFighter, action: PlannedAction): boolean {
    if (action.modifiers.includes('grapple')) {
        const wrestling = (f: ErFighter) => Math.max(modOf(f.model, 'strength', scene.options), modOf(f.model, 'agility', scene.options));
        const w = (f: ErFighter) => ({ size: statOf(f.model, 'size'), speed: statOf(f.model, 'movement'), prone: f.conditions.has('prone') });
        const table = grappleModifiers(w(user), w(target), { slick: action.modifiers.includes('slick') });
        const c = bodyCompetition(
            scene,
            { f: user, modifier: wrestling(user) + table.grappler },
            { f: target, modifier: wrestling(target) + table.victim },
            `touch ${target.id} by grappling (no hold)`,
            table.rows,
        );
        return c.winner === 'attacker';
    }
    if (action.modifiers.includes('sleight_of_hand') && hasTrick(user.model, 'sleight_of_hand')) {
        const dc = sleightOfHandDC(modOf(target.model, 'agility', scene.options), statOf(target.model, 'ac_other'));
        const feat = fighterFeat(scene, user, 'agility', dc, `sleight of hand to touch ${target.id}`);
        if (feat.success && touchUnnoticed(feat.total, dc)) note(scene, user, 'sleight_of_hand', `touches ${target.id} unnoticed`, target.id);
        return feat.success;
    }
    const setup = strikeSetup(
        scene,
        user,
        target,
        { name: 'touch', defenses: [], traits: [], tags: [], stats: {} },
        { dice: 1, modifiers: action.modifiers },
    );
    const r = rollPoolAttack(scene.rng, { ...setup.spec, pool: 1, crits: false, damageModifier: 0, weaponWeight: 0, vantageDamage: 'none' });
    scene.log.add(() => ({
        kind: 'attack',
        actor: user.id,
        attack: 'touch attack',
        target: target.id,
        rolls: [poolRecord(`${r.dice.length}d20`, r.dice)],
        bonuses: [],
        total: r.hits,
        counts: POOL_HITS,
        versus: 'AC',
        defense: setup.spec.ac,
        outcome: r.hits > 0 ? 'hit' : 'miss',
        note: ['no damage: a touch', ...setup.notes].join('; '),
    }));
    return r.hits > 0;
}

/** Waking a sleeping ally: a standard action next to it. §Restrictions in Combat (asleep). */
export function wake(scene: Scene, f: ErFighter, target: ErFighter): void {
    if (!adjacent(scene, f, target)) {
        note(scene, f, 'wake', `cannot reach ${target.id} to wake it`, target.id);
        return;
    }
    if (!lift(scene, target, 'asleep', `woken by ${f.id}`)) note(scene, f, 'wake', `finds ${target.id} awake`, target.id);
}
