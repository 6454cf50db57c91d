/**
 * Rise diagnostics added for issue 12, each from its sentence in 003_66faa831a56df10d.txt: a small
 * file that triggers it (code, severity, the exact text its range covers) and a near-identical file
 * that does not. `«...»` marks the expected range.
 */
import { type DiagnosticCase, describeDiagnosticCases } from '../validation/cases.js';
import { DEF, fight } from '../validation/support.js';

const MAGE = `character Mira { dexterity 2 hit_points 14 willpower 2 ${DEF}
  attack Firebolt { vs reflex damage 1d8 tags magical }
  attack Dagger { vs armor damage 1d4 + power tags melee, light }
  attack Buckler { vs armor damage 1d3 tags melee, shield }
  attack Scythe { vs armor damage 1d8 tags melee, sweeping } }`;
const withMira = (members: string) =>
    fight(members, 'side heroes { Kara, Doran, Mira }\n  side bandits { Bandit x3 }').replace('encounter Fight', `${MAGE}\nencounter Fight`);
const round = (n: number, ...lines: string[]) => `  round ${n} {\n${lines.map(l => `    ${l}`).join('\n')}\n  }`;

const CASES: DiagnosticCase[] = [
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
        code: 'rise-not-modelled',
        name: '§Grapple: a universal ability the engine does not resolve',
        severity: 'error',
        bad: fight(round(1, 'Kara: «grapple» -> Bandit#1')),
        good: fight(round(1, 'Kara: Longsword -> Bandit#1')),
        message: 'not modelled yet',
    },
    {
        code: 'rise-not-modelled',
        name: '§Trip: a universal ability the engine does not resolve',
        severity: 'error',
        bad: fight(round(1, 'Kara: «trip» -> Bandit#1')),
        good: fight(round(1, 'Kara: total_defense')),
    },
    {
        code: 'rise-not-modelled',
        name: '§Movement and Positioning: combatants placed in two zones',
        severity: 'error',
        bad: fight('  «zone ford»\n  zone bank', 'side heroes { Kara at ford, Doran at bank }\n  side bandits { Bandit x3 }'),
        good: fight('  zone ford\n  zone bank', 'side heroes { Kara at ford, Doran at ford }\n  side bandits { Bandit x3 at ford }'),
        message: 'not modelled yet',
    },
    {
        code: 'rise-not-modelled',
        name: '§Cover: a zone with cover that someone stands in',
        severity: 'error',
        bad: fight('  «zone ford { cover half }»', 'side heroes { Kara at ford, Doran }\n  side bandits { Bandit x3 }'),
        good: fight('  zone ford', 'side heroes { Kara at ford, Doran }\n  side bandits { Bandit x3 }'),
    },
    {
        code: 'rise-not-modelled',
        name: '§Movement and Positioning: a movement to a zone',
        severity: 'error',
        bad: fight(`  zone ford\n${round(1, 'Kara: «move» to ford')}`),
        good: fight(`  zone ford\n${round(1, 'Kara: move')}`),
    },
    {
        code: 'rise-surprised-acts',
        name: '§Surprise Attacks: a surprised side scripted to act in round 1',
        severity: 'error',
        bad: fight(`  surprised bandits\n${round(1, 'Bandit#1: «Shortsword -> Kara»')}`),
        good: fight(`  surprised bandits\n${round(2, 'Bandit#1: Shortsword -> Kara')}`),
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
];

describeDiagnosticCases(CASES);
