/**
 * What a file may write that the Vaxia engine does not play, refused with the reason
 * (`vaxia-not-modelled`), and what means nothing where it is written, warned about. Nothing is
 * silently ignored. Source: 004_941aee309a07cd38.txt, the sections each message cites.
 */
import type { Report, StaticAttack, StaticEncounter, StaticTurn } from '../../ruleset.js';
import { STAT_NAMES } from '../rules/understanding-your-stats.js';
import { isNonDamaging } from '../rules/what-counts-as-combat.js';

/** `pilot`: non-combat piloting has its stats in the seed but no difficulty or result. */
export function checkNotModelledActions(turn: StaticTurn, report: Report): void {
    for (const a of turn.actions) {
        if (a.isAttack || a.action !== 'pilot') continue;
        report({
            code: 'vaxia-not-modelled',
            severity: 'error',
            at: a.at,
            message:
                'Non-combat piloting is a Tech roll — DEX and INT + piloting, the DEX might capped by the vehicle’s DEX (§Non-combat piloting) — but the seed gives it no difficulty and no result, so Strife does not rule it. Narrate it, or script the vehicle’s `move` (which is not rolled).',
        });
    }
}

/** Cover or concealment in any zone (a fighter may stand in it or move into it), and surprise: the seed rules neither. */
export function checkNotModelledScene(e: StaticEncounter, report: Report): void {
    // Every zone with a feature, whoever starts there: a fighter may move into it during the fight.
    for (const zone of e.zones ?? []) {
        if (zone.features.length === 0) continue;
        report({
            code: 'vaxia-not-modelled',
            severity: 'error',
            at: zone.at,
            message: `Zone ${zone.name}: its ${zone.features.map(f => `'${f}'`).join(' and ')} is not ruled — the Vaxia seed has no cover or concealment rule (a GM may add a circumstance \`penalty\`).`,
        });
    }
    if (e.surprised.length > 0) {
        report({
            code: 'vaxia-not-modelled',
            severity: 'error',
            at: e.instances.find(i => e.surprised.includes(i.side))?.at,
            message: `Surprise (${e.surprised.join(', ')}) is not ruled: the Vaxia seed has no surprise round — every post of a round is ruled together (§Order of Actions).`,
        });
    }
}

const DEFENSES_WITH_REALM: ReadonlySet<string> = new Set(['block', 'parry', 'counter', 'redirect', 'disarm']);
const METAMAGIC_INTENTS: ReadonlySet<string> = new Set(['bolster', 'drain', 'redirect', 'reshape']);

/** Why `modifier` means nothing on this action of `actor`, or undefined when it does something. */
function ignored(modifier: string, a: StaticTurn['actions'][number], actor: StaticTurn['actor']): string | undefined {
    const attack = a.isAttack || a.action === 'attack';
    if (modifier === 'magic' && !(!a.isAttack && DEFENSES_WITH_REALM.has(a.action)))
        return 'it picks the magical version of a block, parry, counter, redirect or disarm';
    if (modifier === 'non_lethal' && !attack) return 'it holds an attack back';
    const used = attack ? actor.attacks.find(x => x.name === (a.isAttack ? a.action : a.weapon)) : undefined;
    if (modifier === 'non_lethal' && used && isNonDamaging(used)) return 'this attack deals no damage (it has an effect)';
    if (METAMAGIC_INTENTS.has(modifier) && a.action !== 'metamagic') return 'it says what a metamagic action does';
    return undefined;
}

/** `vaxia-modifier-ignored` (warning): a `with` modifier that means nothing on the action it is written on. */
export function checkModifiers(turn: StaticTurn, report: Report): void {
    for (const a of turn.actions) {
        for (const m of a.modifiers) {
            const why = ignored(m, a, turn.actor);
            if (!why) continue;
            report({
                code: 'vaxia-modifier-ignored',
                severity: 'warning',
                at: a.at,
                message: `\`with ${m}\` means nothing on ${a.isAttack ? `the attack ${a.action}` : a.action}: ${why}.`,
            });
        }
    }
}

/** `vaxia-attack-vs` (warning): `vs` names other than two stats, so the realm's standing pair is used. */
export function checkAttackVs(attack: StaticAttack, report: Report): void {
    const named = attack.model.defenses.filter(d => (STAT_NAMES as readonly string[]).includes(d));
    if (attack.at === undefined || named.length === 0 || named.length === 2) return;
    report({
        code: 'vaxia-attack-vs',
        severity: 'warning',
        at: attack.at,
        message: `${attack.model.name} is aimed at ${named.join(', ')}: a standing target meets an attack with two stats (the to-hit and the soaking one), so the realm's pair is used (DEX and END, or INT and CHA). Write two.`,
    });
}
