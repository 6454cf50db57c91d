/**
 * Stat blocks and event readers shared by the tactical-layer tests (restrictions, reactions,
 * maneuvers, movement, spells, days). Numbers a test relies on are stated here once:
 *  - Vessa: 2d20 (swords, spinning), Strength 6 (+2), Sword weight 2 → a hit deals hits + 4; AC 10 + 3 = 13.
 *  - Goblin: AC 9 + 2 = 11, Body 12, Dagger 1d20 weight 1, Strength 2 (+0) → a hit deals 1 + 1 = 2.
 *  - Orc: Cleaver 3d20 weight 2, Strength 8 (+3) → a hit deals hits + 5; AC 10 + 1 = 11, Body 20.
 * Each round starts with one d10 per standing combatant, in encounter order (two under disadvantage).
 */
import type { CombatEvent } from '../../language/engine/log.js';
import { build, codes } from '../helpers.js';

export const BLOCKS = `ruleset enchanted-realms
character Vessa { strength 6 agility 8 resilience 6 body 20 movement 30 defenses { armor 10 } skills { swords 1 spinning 1 }
  attack Sword { roll skills d20 weight 2 }
  attack Bow { roll 1d20 tags ranged } }
creature Goblin { strength 2 agility 6 perception 4 body 12 movement 30 defenses { armor 9 }
  attack Dagger { roll 1d20 weight 1 tags light } }
creature Orc { strength 8 agility 4 body 20 movement 30 defenses { armor 10 }
  attack Cleaver { roll 3d20 weight 2 } }
`;

/** An encounter over BLOCKS (and any extra stat blocks). */
export const fight = (body: string, extra = '') => `${BLOCKS}${extra}\nencounter E { ${body} }`;

export const codesOf = async (text: string) => codes((await build(text)).diagnostics);

export const attacks = (events: CombatEvent[]) => events.filter((e): e is Extract<CombatEvent, { kind: 'attack' }> => e.kind === 'attack');
export const damages = (events: CombatEvent[]) => events.flatMap(e => (e.kind === 'damage' ? [[e.target, e.amount] as const] : []));
export const checks = (events: CombatEvent[]) => events.filter((e): e is Extract<CombatEvent, { kind: 'check' }> => e.kind === 'check');
/** The faces of each attack's pool, kept ones plain, unkept ones as `~n`. */
export const faces = (events: CombatEvent[]) => attacks(events).map(e => e.rolls[0].faces.map(f => (f.kept ? f.value : `~${f.value}`)));
/** Every action line's words. */
export const lines = (events: CombatEvent[]) => events.flatMap(e => (e.kind === 'action' ? [e.text] : []));
/** Every restriction gained (+) or lost (−), in order. */
export const restrictions = (events: CombatEvent[]) =>
    events.flatMap(e => (e.kind === 'condition' ? [`${e.who} ${e.gained ? '+' : '−'}${e.condition}`] : []));
