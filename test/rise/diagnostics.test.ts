/**
 * Rise diagnostics added for issue 12, each from its sentence in 003_66faa831a56df10d.txt: a small
 * file that triggers it (code, severity, the exact text its range covers) and a near-identical file
 * that does not. `«...»` marks the expected range.
 */
import { type DiagnosticCase, describeDiagnosticCases } from '../validation/cases.js';
import { describe, expect, it } from 'vitest';
import { build } from '../helpers.js';
import { DEF, fight } from '../validation/support.js';

const MAGE = `character Mira { dexterity 2 hit_points 14 willpower 2 ${DEF}
  attack Firebolt { vs reflex damage 1d8 tags magical }
  attack Dagger { vs armor damage 1d4 + power tags melee, light }
  attack Buckler { vs armor damage 1d3 tags melee, shield }
  attack Scythe { vs armor damage 1d8 tags melee, sweeping } }`;
const withMira = (members: string) =>
    fight(members, 'side heroes { Kara, Doran, Mira }\n  side bandits { Bandit x3 }').replace('encounter Fight', `${MAGE}\nencounter Fight`);
const round = (n: number, ...lines: string[]) => `  round ${n} {\n${lines.map(l => `    ${l}`).join('\n')}\n  }`;

/** Kara and Doran at the ford, an archer beside them, the bandits at `where` (200 ft off, or a covered hut 10 ft off). */
const onMap = (zones: string, where: string, line: string) =>
    fight(
        `  ${zones}\n${round(1, line)}`,
        `side heroes { Kara at ford, Doran at ford, Ash at ford }\n  side bandits { Bandit x3 at ${where} }`,
    ).replace('encounter Fight', `character Ash { hit_points 14 ${DEF}\n  attack Bow { vs armor damage 1d6 tags projectile } }\nencounter Fight`);

const CASES: DiagnosticCase[] = [
    {
        code: 'rise-out-of-reach',
        name: '§Melee Strike: a melee strike at a foe 200 ft off, neither having moved (the run lost it: out of reach)',
        severity: 'warning',
        bad: onMap('zone ford { distance field 200 ft }\n  zone field', 'field', 'Kara: «Longsword -> Bandit#1»'),
        good: onMap('zone ford { distance field 20 ft }\n  zone field', 'field', 'Kara: move to field; Longsword -> Bandit#1'),
        message: 'Bandit#1 stands 200 ft away, out of its reach',
    },
    {
        code: 'rise-no-line-of-effect',
        name: '§Cover: a shot into a zone with full cover from outside it (the run lost it: no line of effect)',
        severity: 'warning',
        bad: onMap('zone ford { distance hut 10 ft }\n  zone hut { cover full }', 'hut', 'Ash: «Bow -> Bandit#1»'),
        good: onMap('zone ford { distance hut 10 ft }\n  zone hut { cover partial }', 'hut', 'Ash: Bow -> Bandit#1'),
    },
    {
        code: 'rise-offhand-without-strike',
        name: '§Offhand Strike: an offhand strike with the same weapon as the strike',
        severity: 'error',
        bad: fight(round(1, 'Doran: Dagger -> Bandit#1; «offhand_strike» -> Bandit#1 using Dagger')),
        good: fight(round(1, 'Doran: Spear -> Bandit#1; offhand_strike -> Bandit#1 using Dagger')),
        message: 'a different weapon',
    },
    {
        code: 'rise-offhand-without-strike',
        name: '§Offhand Strike: an offhand strike after a spell (not a strike)',
        severity: 'error',
        bad: withMira(round(1, 'Mira: Firebolt -> Bandit#1; «offhand_strike» -> Bandit#1 using Dagger')),
        good: withMira(round(1, 'Mira: Buckler -> Bandit#1; offhand_strike -> Bandit#1 using Dagger')),
    },
    {
        code: 'rise-offhand-shield',
        name: '§Offhand Strike: an offhand strike with a shield',
        severity: 'error',
        bad: withMira(round(1, 'Mira: Dagger -> Bandit#1; «offhand_strike» -> Bandit#1 using Buckler')),
        good: withMira(round(1, 'Mira: Buckler -> Bandit#1; offhand_strike -> Bandit#1 using Dagger')),
    },
    {
        code: 'rise-charge-not-strike',
        name: '§Charge: a charge with a spell (charge is a movement and a melee strike)',
        severity: 'error',
        bad: withMira(round(1, 'Mira: «charge» -> Bandit#1 using Firebolt')),
        good: withMira(round(1, 'Mira: charge -> Bandit#1 using Dagger')),
        message: 'a spell',
    },
    {
        code: 'rise-one-target',
        name: '§Secondary Strike Targets: a strike at two targets without a sweeping weapon',
        severity: 'error',
        bad: fight(round(1, 'Kara: «Longsword» -> Bandit#1, Bandit#2')),
        good: fight(round(1, 'Kara: Longsword -> Bandit#1')),
    },
    {
        code: 'rise-one-target',
        name: '§Secondary Strike Targets: a sweeping weapon may take several targets',
        severity: 'error',
        bad: withMira(round(1, 'Mira: «Dagger» -> Bandit#1, Bandit#2')),
        good: withMira(round(1, 'Mira: Scythe -> Bandit#1, Bandit#2')),
    },
    {
        code: 'rise-zone-level',
        name: '§Improved Cover: a bonus the seed leaves to the GM',
        severity: 'error',
        bad: fight('  «zone ford { cover improved }»', 'side heroes { Kara at ford, Doran }\n  side bandits { Bandit x3 }'),
        good: fight('  zone ford { cover partial }', 'side heroes { Kara at ford, Doran }\n  side bandits { Bandit x3 }'),
        message: "GM's call",
    },
    {
        code: 'rise-zone-level',
        name: '§Concealment: a level Rise does not read',
        severity: 'error',
        bad: fight('  «zone ford { concealment heavy }»'),
        good: fight('  zone ford { concealment total }'),
    },
    {
        code: 'rise-hazard-amount',
        name: '§Environmental Damage: a hazard that says no damage',
        severity: 'error',
        bad: fight('  zone ford { «hazard fire» }'),
        good: fight('  zone ford { hazard fire 3 }'),
    },
    {
        code: 'rise-no-saves',
        name: 'Rise has no saving throws: a starting condition with a save',
        severity: 'error',
        bad: fight('', 'side heroes { «Kara is prone save strength», Doran }\n  side bandits { Bandit x3 }'),
        good: fight('', 'side heroes { Kara is prone for 2 rounds, Doran }\n  side bandits { Bandit x3 }'),
    },
    {
        code: 'rise-grapple-apart',
        name: '§Grapple: a grapple between two who stand in different zones',
        severity: 'error',
        bad: fight(
            '  zone ford { distance bank 30 ft }\n  zone bank',
            'side heroes { «Kara at ford is grappled by Bandit#1», Doran }\n  side bandits { Bandit x3 at bank }',
        ),
        good: fight(
            '  zone ford { distance bank 30 ft }\n  zone bank',
            'side heroes { Kara at bank is grappled by Bandit#1, Doran }\n  side bandits { Bandit x3 at bank }',
        ),
    },
    {
        code: 'rise-destination-unused',
        name: '§Movement Abilities: `to` on an attack goes nowhere',
        severity: 'error',
        bad: fight(`  zone ford\n${round(1, 'Kara: «Longsword» -> Bandit#1 to ford')}`),
        good: fight(`  zone ford\n${round(1, 'Kara: move to ford; Longsword -> Bandit#1')}`),
    },
    {
        code: 'rise-overrun-needs-zone',
        name: '§Overrun: an overrun moves in a straight line toward a zone',
        severity: 'error',
        bad: fight(`  zone ford\n${round(1, 'Kara: «overrun»')}`),
        good: fight(`  zone ford\n${round(1, 'Kara: overrun to ford')}`),
    },
    {
        code: 'rise-shove-needs-zone',
        name: '§Shove: a shove moves the shover and its targets toward a zone',
        severity: 'error',
        bad: fight(`  zone ford\n${round(1, 'Kara: «shove» -> Bandit#1')}`),
        good: fight(`  zone ford\n${round(1, 'Kara: shove -> Bandit#1 to ford')}`),
    },
    {
        code: 'rise-move-target-and-zone',
        name: '§Movement Abilities: a movement follows a creature or heads for a zone, not both',
        severity: 'error',
        bad: fight(`  zone ford\n${round(1, 'Kara: «move» -> Bandit#1 to ford')}`),
        good: fight(`  zone ford\n${round(1, 'Kara: move -> Bandit#1')}`),
    },
    {
        code: 'rise-keep-up',
        name: '§Conflicting Actions: monsters do not sprint to keep up',
        severity: 'error',
        bad: fight(round(1, 'Bandit#1: «move» -> Kara with keep_up')),
        good: fight(round(1, 'Doran: move -> Bandit#1 with keep_up')),
        message: 'monster',
    },
    {
        code: 'rise-dirty-trick-modifier',
        name: '§Dirty Trick: a trick lowers one defense',
        severity: 'error',
        bad: fight(round(1, 'Kara: «dirty_trick» -> Bandit#1 with lowers_armor, lowers_reflex')),
        good: fight(round(1, 'Kara: dirty_trick -> Bandit#1 with against_reflex, lowers_armor')),
    },
    {
        code: 'rise-trip-weapon',
        name: '§Trip: only a tripping weapon trips',
        severity: 'error',
        bad: fight(round(1, 'Kara: «trip» -> Bandit#1 using Longsword')),
        good: fight(round(1, 'Kara: trip -> Bandit#1')),
    },
    {
        code: 'rise-free-repeated',
        name: '§Free Actions: the same free action once a round',
        severity: 'error',
        bad: fight(round(1, 'Kara: react -> Bandit#1; «react» -> Bandit#2')),
        good: fight(round(1, 'Kara: react -> Bandit#1; Longsword -> Bandit#2')),
    },
    {
        code: 'rise-exertion-not-attack',
        name: '§Desperate Exertion: a reroll needs a roll',
        severity: 'error',
        bad: fight(round(1, 'Kara: «total_defense» with desperate_exertion')),
        good: fight(round(1, 'Kara: grapple -> Bandit#1 with desperate_exertion')),
    },
    {
        code: 'rise-surprised-acts',
        name: '§Surprise Attacks: a surprised side scripted to act in round 1',
        severity: 'error',
        bad: fight(`  surprised bandits\n${round(1, 'Bandit#1: «Shortsword -> Kara»')}`),
        good: fight(`  surprised bandits\n${round(2, 'Bandit#1: Shortsword -> Kara')}`),
    },
    {
        code: 'rise-recover-spent',
        name: '§Recover: once per short rest, and a fight has none (the run said the second was lost)',
        severity: 'warning',
        bad: fight(`${round(1, 'Kara: recover')}\n${round(3, 'Kara: «recover»')}`),
        good: fight(`${round(1, 'Kara: recover')}\n${round(3, 'Doran: recover')}`),
        message: 'recovers already in round 1',
    },
    {
        code: 'rise-unconscious-acts',
        name: '§Vital Rolls: a combatant starting unconscious takes no actions in round 1 (the run said it cannot act)',
        severity: 'warning',
        bad: fight(round(1, 'Kara: «Longsword -> Bandit#1»'), 'side heroes { Kara is unconscious, Doran }\n  side bandits { Bandit x3 }'),
        good: fight(round(2, 'Kara: Longsword -> Bandit#1'), 'side heroes { Kara is unconscious, Doran }\n  side bandits { Bandit x3 }'),
    },
    {
        code: 'rise-unaware-modifier',
        name: '§Awareness and Surprise: an attack marked both unaware and partially unaware',
        severity: 'error',
        bad: fight(round(1, 'Doran: «Spear» -> Bandit#1 with unaware, partially_unaware')),
        good: fight(round(1, 'Doran: Spear -> Bandit#1 with partially_unaware')),
        message: 'not both',
    },
    {
        code: 'rise-unaware-modifier',
        name: '§Awareness and Surprise: unawareness written on an action that is no attack',
        severity: 'error',
        bad: fight(round(1, 'Doran: «recover» with unaware')),
        good: fight(round(1, 'Doran: recover')),
        message: 'not an attack',
    },
    {
        code: 'rise-prone-flying',
        name: '§Trip, §Flight: a trip at a creature that flies from the start and that nothing in the fight lands (the run held it prone and flying both)',
        severity: 'error',
        bad: fight(round(1, 'Kara: «trip -> Bandit#1»'), 'side heroes { Kara, Doran }\n  side bandits { Bandit x3 is flying }'),
        good: fight(round(1, 'Kara: trip -> Bandit#1'), 'side heroes { Kara, Doran }\n  side bandits { Bandit x3 }'),
        message: 'Bandit#1 is flying',
    },
    {
        code: 'rise-prone-flying',
        name: '§Flight: an ability that inflicts prone, at a gliding creature',
        severity: 'error',
        bad: withMira(round(1, 'Mira: «Quake -> Bandit#2»'))
            .replace('tags magical }', 'tags magical }\n  attack Quake { vs fortitude inflicts prone tags magical }')
            .replace('Bandit x3', 'Bandit x3 is gliding'),
        good: withMira(round(1, 'Mira: Quake -> Bandit#2')).replace(
            'tags magical }',
            'tags magical }\n  attack Quake { vs fortitude inflicts prone tags magical }',
        ),
        message: 'Bandit#2 is gliding',
    },
];

/** A file with one more combatant whose attack or ability carries `props`. */
const withAbility = (props: string) =>
    fight('').replace('encounter Fight', `creature Shaman { hit_points 9 ${DEF} ability «Hex» { ${props} } }\nencounter Fight`);
const ATTACK_CASES: DiagnosticCase[] = [
    {
        code: 'contradictory-tags',
        name: '§Dice Bonuses From Attributes: a pool gains its increments from one attribute (mundane and magical both written; magical silently won)',
        severity: 'error',
        bad: withMira('').replace('tags magical', 'tags mundane, «magical»'),
        good: withMira('').replace('tags magical', 'tags magical, melee'),
        message: "'magical' contradicts 'mundane'",
    },
    {
        code: 'rise-no-saves',
        name: 'Rise has no saving throws: an inflicted condition with a save',
        severity: 'error',
        bad: withAbility('vs mental inflicts blinded save willpower'),
        good: withAbility('vs mental inflicts blinded for 2 rounds').replace('«Hex»', 'Hex'),
    },
    {
        code: 'rise-not-inflictable',
        name: '§Vital Wounds: unconsciousness comes from damage',
        severity: 'error',
        bad: withAbility('vs mental inflicts unconscious'),
        good: withAbility('vs mental inflicts prone').replace('«Hex»', 'Hex'),
    },
    {
        code: 'rise-not-removable',
        name: 'Rests take fatigue away, not effects',
        severity: 'error',
        bad: withAbility('removes fatigue'),
        good: withAbility('removes prone').replace('«Hex»', 'Hex'),
    },
    {
        code: 'rise-modify-stat',
        name: '`modifies` changes what a fight reads',
        severity: 'error',
        bad: withAbility('vs mental modifies power -2'),
        good: withAbility('vs mental modifies accuracy -2 for 2 rounds').replace('«Hex»', 'Hex'),
    },
    {
        code: 'rise-swift-attack',
        name: '§Swift Abilities: Swift abilities make no attack roll',
        severity: 'error',
        bad: withAbility('vs mental modifies armor -2 tags swift'),
        good: withAbility('modifies armor 2 tags swift').replace('«Hex»', 'Hex'),
    },
    {
        code: 'rise-grapple-reach',
        name: '§Grapple, §Grappling: a grapple holds two who stand together, so an ability that grapples from 30 ft would start what the check refuses at the start (rise-grapple-apart)',
        severity: 'error',
        bad: withAbility('vs fortitude inflicts grappled range 30 tags magical'),
        good: withAbility('vs fortitude inflicts grappled').replace('«Hex»', 'Hex'),
        message: 'a grapple holds creatures that stand together',
    },
    {
        code: 'rise-grapple-reach',
        name: '§Strikes: a Long weapon reaches 10 ft, past the adjacent creatures a grapple takes',
        severity: 'error',
        bad: withAbility('vs fortitude damage 1d6 inflicts grappled tags melee, long'),
        good: withAbility('vs fortitude damage 1d6 tags melee, long').replace('«Hex»', 'Hex'),
    },
    {
        code: 'rise-range-order',
        name: '§Strikes: a long range shorter than the range',
        severity: 'error',
        bad: withAbility('vs armor damage 1d6 range 30 long_range 20'),
        good: withAbility('vs armor damage 1d6 range 30 long_range 90').replace('«Hex»', 'Hex'),
    },
];

describeDiagnosticCases([...CASES, ...ATTACK_CASES]);

describe('rise-prone-flying is left to the run where the script cannot settle it', () => {
    const flyers = (extra: string, line: string) =>
        fight(round(1, line), `side heroes { Kara, Doran${extra ? ', Grounder' : ''} }\n  side bandits { Bandit x3 is flying for 1 rounds }`).replace(
            'encounter Fight',
            `${extra}\nencounter Fight`,
        );
    const codes = async (text: string) => (await build(text)).diagnostics.map(d => String(d.code));
    it('a flyer that an ability of a combatant in the fight may land (`removes flying`)', async () =>
        expect(
            await codes(
                flyers(
                    'creature Grounder { hit_points 9 defenses { armor 5 fortitude 4 reflex 5 mental 3 } ability Ground { removes flying } }',
                    'Kara: trip -> Bandit#1',
                ),
            ),
        ).not.toContain('rise-prone-flying'));
    it('a flight that has run out by the round of the line (`for 1 rounds`, tripped in round 2)', async () =>
        expect(await codes(flyers('', '').replace('round 1 {', 'round 2 {\n    Kara: trip -> Bandit#1'))).not.toContain('rise-prone-flying'));
    it('…but in its last round it is still refused', async () =>
        expect(await codes(flyers('', 'Kara: trip -> Bandit#1'))).toContain('rise-prone-flying'));
});
