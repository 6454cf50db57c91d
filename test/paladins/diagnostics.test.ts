/**
 * Every Paladins diagnostic: a small file that triggers it (code, severity, the exact text its range
 * covers, quick fixes) and a near-identical file that does not. `«...»` marks the expected range.
 * Source of the rules checked: 002_508f9552a4514e32.txt §Types, §Stamina Actions, §Sequence,
 * §Conditions, §Dual Wielding, §Concentration.
 */
import { describe, expect, it } from 'vitest';
import { build } from '../helpers.js';
import { type DiagnosticCase, describeDiagnosticCases } from '../validation/cases.js';
import { summary } from '../validation/support.js';

const FIGHTERS = `
character Kara {
  DEX 2 END 1 VIT 1 STA 14
  defenses { armor 1 shield 2 }
  weapon longsword
  weapon crossbow
  weapon shortsword { tags dual }
}
character Doran {
  STR 2 STA 12
  defenses { armor 3 }
  weapon maul
}
creature Bandit {
  DEX 1 HEA 9
  defenses { armor 1 }
  weapon shortsword
  attack Daze { damage 1d4 tags melee, dazed }
  attack Topple { damage 1d4 tags melee, exposed }
}
`;

/** A Paladins file with the fighters, `extra` declarations and an encounter holding `members`. */
const fight = (members: string, extra = ''): string => `ruleset paladins
${FIGHTERS}${extra}
encounter Fight {
  side heroes { Kara, Doran }
  side bandits { Bandit x3 }
${members}
}
`;
/** The same fight on a map: the heroes in the camp, the bandits on the road 30 ft away. */
const onMap = (members: string, extra = ''): string =>
    fight(members, extra).replace(
        'side heroes { Kara, Doran }\n  side bandits { Bandit x3 }',
        'zone camp { distance road 30 ft }\n  zone road\n  side heroes { Kara at camp, Doran at camp }\n  side bandits { Bandit x3 at road }',
    );
const round = (n: number, ...lines: string[]) => `  round ${n} {\n${lines.map(l => `    ${l}`).join('\n')}\n  }`;

/** Vex (END 1, STA `sta`) alone against a post, with `rounds`. */
const solo = (sta: number, rounds: string): string => `ruleset paladins
character Vex { END 1 STA ${sta} defenses { DEF 0 } weapon dagger }
creature Post { HEA 99 defenses { DEF 0 } attack Nothing { damage 0 } }
encounter Drill {
  side a { Vex }
  side b { Post }
${rounds}
}
`;

const CASES: DiagnosticCase[] = [
    {
        code: 'paladins-score-range',
        name: "a character's ability score above +5",
        severity: 'error',
        bad: fight('', 'character Vex { «DEX 6» defenses { DEF 0 } weapon dagger }'),
        good: fight('', 'character Vex { DEX 5 defenses { DEF 0 } weapon dagger }'),
        message: 'Vex is a character: DEX 6 is outside the ability score range -2..+5.',
    },
    {
        code: 'paladins-score-range',
        name: "a monster beyond the characters' range is only warned",
        severity: 'warning',
        bad: fight('', 'creature Troll { «STR 7» HEA 30 defenses { DEF 2 } weapon maul }'),
        good: fight('', 'creature Troll { STR 5 HEA 30 defenses { DEF 2 } weapon maul }'),
        message: "STR 7 is beyond the characters' range -2..+5; fine for a monster",
    },
    {
        code: 'unknown-weapon',
        name: 'a misspelt library weapon gets did-you-mean',
        severity: 'error',
        bad: fight('', 'creature Ghoul { HEA 9 defenses { DEF 0 } weapon «longsord» }'),
        good: fight('', 'creature Ghoul { HEA 9 defenses { DEF 0 } weapon longsword }'),
        fixes: ['longsword'],
        message: "no weapon 'longsord'. Did you mean 'longsword'?",
    },
    {
        code: 'paladins-two-pools',
        name: 'an attack tagged both STA and WIL',
        severity: 'error',
        bad: fight('', 'creature Wisp { HEA 9 defenses { DEF 0 } attack «Drain» { damage 1d6 tags spell, STA, WIL } }'),
        good: fight('', 'creature Wisp { HEA 9 defenses { DEF 0 } attack Drain { damage 1d6 tags spell, WIL } }'),
    },
    {
        code: 'paladins-concentration-holds-nothing',
        name: 'a concentration attack without a condition',
        severity: 'warning',
        bad: fight('', 'creature Wisp { HEA 9 defenses { DEF 0 } attack «Hold» { damage 1d4 tags spell concentration 2 } }'),
        good: fight('', 'creature Wisp { HEA 9 defenses { DEF 0 } attack Hold { damage 1d4 tags spell, immobilized concentration 2 } }'),
    },
    {
        code: 'paladins-third-move',
        name: 'a third move action in a round',
        severity: 'error',
        bad: fight(round(1, 'Kara: move; move; «shift»')),
        good: fight(round(1, 'Kara: move; shift')),
    },
    {
        code: 'paladins-rest-alone',
        name: 'an attack in a resting turn',
        severity: 'error',
        bad: fight(round(1, 'Kara: rest; «longsword» -> Bandit#1')),
        good: fight(round(1, 'Kara: rest')),
    },
    {
        code: 'paladins-second-reaction',
        name: 'two reactions in one round',
        severity: 'error',
        bad: fight(round(1, 'Kara: dodge -> Bandit#1; «shield» -> Bandit#2', 'Bandit#1, Bandit#2: shortsword -> Kara')),
        good: fight(round(1, 'Kara: dodge -> Bandit#1', 'Bandit#1, Bandit#2: shortsword -> Kara')),
    },
    {
        code: 'paladins-no-shield',
        name: 'a shield reaction without a shield',
        severity: 'error',
        bad: fight(round(1, 'Doran: «shield» -> Bandit#1', 'Bandit#1: shortsword -> Doran')),
        good: fight(round(1, 'Kara: shield -> Bandit#1', 'Bandit#1: shortsword -> Kara')),
    },
    {
        code: 'paladins-opportunity-not-melee',
        name: 'an opportunity attack with a crossbow',
        severity: 'error',
        bad: fight(round(1, 'Kara: «opportunity_attack» -> Bandit#1 using crossbow', 'Bandit#1: move')),
        good: fight(round(1, 'Kara: opportunity_attack -> Bandit#1 using longsword', 'Bandit#1: move')),
    },
    {
        code: 'paladins-one-target',
        name: 'a single weapon against two targets',
        severity: 'error',
        bad: fight(round(1, 'Kara: «longsword» -> Bandit#1, Bandit#2')),
        good: fight(round(1, 'Kara: shortsword -> Bandit#1, Bandit#2')),
    },
    {
        code: 'paladins-dual-targets',
        name: 'dual wielding against three targets',
        severity: 'error',
        bad: fight(round(1, 'Kara: «shortsword» -> Bandit#1, Bandit#2, Bandit#3')),
        good: fight(round(1, 'Kara: shortsword -> Bandit#1, Bandit#2')),
    },
    {
        code: 'paladins-stamina-short',
        name: 'a fourth attack when STA certainly cannot pay',
        severity: 'error',
        bad: fight(round(1, 'Kara: longsword -> Bandit#1; longsword -> Bandit#1; longsword -> Bandit#1; «longsword -> Bandit#1»')),
        good: fight(round(1, 'Kara: longsword -> Bandit#1; longsword -> Bandit#1; longsword -> Bandit#1')),
        message: 'Kara cannot pay for an extra attack in round 1: it costs 6 STA and Kara has at most 2 by then (maximum 14).',
    },
    {
        code: 'paladins-stamina-short',
        name: 'STA spent in round 1 is not back in round 2 (no regeneration after spending)',
        severity: 'error',
        bad: fight(
            `${round(1, 'Kara: longsword -> Bandit#1; longsword -> Bandit#1')}\n${round(2, 'Kara: longsword -> Bandit#1; longsword -> Bandit#1; «longsword -> Bandit#1»')}`,
        ),
        good: fight(
            `${round(1, 'Kara: longsword -> Bandit#1; longsword -> Bandit#1')}\n${round(2, 'Kara: longsword -> Bandit#1; longsword -> Bandit#1')}`,
        ),
    },
    {
        code: 'paladins-stamina-short',
        name: 'exactly the cost (STA 12 pays two extra attacks, 6 each); one less cannot pay the second (§Stamina Actions)',
        severity: 'error',
        bad: solo(11, round(1, 'Vex: dagger -> Post; dagger -> Post; «dagger -> Post»')),
        good: solo(12, round(1, 'Vex: dagger -> Post; dagger -> Post; dagger -> Post')),
        message: 'Vex cannot pay for an extra attack in round 1: it costs 6 STA and Vex has at most 5 by then (maximum 11).',
    },
    {
        code: 'paladins-stamina-may-run-short',
        name: "the least a drained pool's resting turn gives back: regeneration 1 + END, rest 2, recovery 1 + END (END 1: 6)",
        severity: 'warning',
        // Round 1 drains 12 of 12; round 2 rests while exposed: 2 + 2 + 2 = 6 at least, 12 at most.
        bad: solo(
            12,
            `${round(1, 'Vex: dagger -> Post; dagger -> Post; dagger -> Post')}\n${round(2, 'Vex: rest')}\n${round(3, 'Vex: dagger -> Post; dagger -> Post; «dagger -> Post»')}`,
        ),
        good: solo(
            12,
            `${round(1, 'Vex: dagger -> Post; dagger -> Post; dagger -> Post')}\n${round(2, 'Vex: rest')}\n${round(3, 'Vex: dagger -> Post; dagger -> Post')}`,
        ),
        message: 'Vex may be short of STA for an extra attack in round 3: it will have between 0 and 6',
    },
    {
        code: 'paladins-stamina-may-run-short',
        name: 'an extra attack that depends on whether a dodge was needed',
        severity: 'warning',
        bad: fight(
            `${round(1, 'Kara: dodge -> Bandit#1', 'Bandit#1: shortsword -> Kara')}\n${round(2, 'Kara: longsword -> Bandit#1; longsword -> Bandit#1; «longsword -> Bandit#1»')}`,
        ),
        good: fight(
            `${round(1, 'Kara: dodge -> Bandit#1', 'Bandit#1: shortsword -> Kara')}\n${round(2, 'Kara: longsword -> Bandit#1; longsword -> Bandit#1')}`,
        ),
        message: 'Kara may be short of STA for an extra attack in round 2: it will have between 2 and 8',
    },
    {
        code: 'paladins-exposed-action',
        name: 'acting in the turn after spending the last STA',
        severity: 'error',
        bad: fight(`${round(1, 'Doran: maul -> Bandit#1; maul -> Bandit#1; maul -> Bandit#1')}\n${round(2, 'Doran: «maul -> Bandit#1»')}`),
        good: fight(`${round(1, 'Doran: maul -> Bandit#1; maul -> Bandit#1; maul -> Bandit#1')}\n${round(2, 'Doran: rest')}`),
        message: 'Doran certainly drained its STA in round 1, so it is exposed for its whole turn in round 2',
    },
    {
        code: 'paladins-may-be-dazed',
        name: 'an extra attack after a dazing attack',
        severity: 'warning',
        bad: fight(round(1, 'Bandit#1: Daze -> Kara', 'Kara: longsword -> Bandit#1; «longsword -> Bandit#1»')),
        good: fight(round(1, 'Bandit#1: shortsword -> Kara', 'Kara: longsword -> Bandit#1; longsword -> Bandit#1')),
    },
    {
        code: 'paladins-may-be-exposed',
        name: 'acting after an attack that may expose',
        severity: 'warning',
        bad: fight(round(1, 'Bandit#1: Topple -> Kara', 'Kara: «longsword -> Bandit#1»')),
        good: fight(round(1, 'Bandit#1: shortsword -> Kara', 'Kara: longsword -> Bandit#1')),
    },
    {
        code: 'paladins-surprised-turn',
        name: 'a surprised combatant scripted in round 1',
        severity: 'warning',
        bad: fight(`  surprised bandits\n${round(1, 'Bandit#1: «shortsword -> Kara»')}`),
        good: fight(`  surprised bandits\n${round(2, 'Bandit#1: shortsword -> Kara')}`),
    },
    {
        code: 'paladins-reaction-unmatched',
        name: 'a dodge against a foe whose script attacks someone else',
        severity: 'warning',
        bad: fight(round(1, 'Kara: «dodge -> Bandit#1»', 'Bandit#1: shortsword -> Doran')),
        good: fight(round(1, 'Kara: dodge -> Bandit#1', 'Bandit#1: shortsword -> Kara')),
    },
    {
        code: 'paladins-reaction-unmatched',
        name: 'an opportunity attack on a foe that only shifts',
        severity: 'warning',
        bad: fight(round(1, 'Kara: «opportunity_attack -> Bandit#1 using longsword»', 'Bandit#1: shift')),
        good: fight(round(1, 'Kara: opportunity_attack -> Bandit#1 using longsword', 'Bandit#1: move')),
    },
    {
        code: 'paladins-reaction-ally',
        name: 'a dodge against an ally',
        severity: 'warning',
        bad: fight(round(1, 'Kara: «dodge -> Doran»')),
        good: fight(round(1, 'Kara: dodge -> Bandit#1', 'Bandit#1: shortsword -> Kara')),
    },
    {
        code: 'unknown-action',
        name: 'a misspelt reaction gets did-you-mean',
        severity: 'error',
        bad: fight(round(1, 'Kara: «dodg» -> Bandit#1', 'Bandit#1: shortsword -> Kara')),
        good: fight(round(1, 'Kara: dodge -> Bandit#1', 'Bandit#1: shortsword -> Kara')),
        fixes: ['dodge'],
    },
    {
        code: 'action-needs-weapon',
        name: 'an opportunity attack without `using`',
        severity: 'error',
        bad: fight(round(1, 'Kara: «opportunity_attack» -> Bandit#1', 'Bandit#1: move')),
        good: fight(round(1, 'Kara: opportunity_attack -> Bandit#1 using longsword', 'Bandit#1: move')),
    },
    {
        code: 'paladins-out-of-reach',
        name: 'a melee attack on a foe 30 ft away when neither has moved',
        severity: 'error',
        bad: onMap(round(1, 'Kara: «longsword -> Bandit#1»')),
        good: onMap(round(1, 'Kara: crossbow -> Bandit#1')),
        message: 'Bandit#1 stands 6 squares away; longsword reaches 1 square',
    },
    {
        code: 'paladins-out-of-reach',
        name: 'an area attack aimed at a zone beyond its shape',
        severity: 'error',
        bad: onMap(
            round(1, 'Doran: «Quake in road»'),
            'character Doran { STR 2 STA 12 defenses { armor 3 } attack Quake { damage 1d6 tags melee close_burst 2 } }',
        ).replace('character Doran {\n  STR 2 STA 12\n  defenses { armor 3 }\n  weapon maul\n}', ''),
        good: onMap(
            round(1, 'Doran: Quake in camp'),
            'character Doran { STR 2 STA 12 defenses { armor 3 } attack Quake { damage 1d6 tags melee close_burst 2 } }',
        ).replace('character Doran {\n  STR 2 STA 12\n  defenses { armor 3 }\n  weapon maul\n}', ''),
        message: 'the area of Quake reaches 2 squares',
    },
    {
        code: 'paladins-one-standard',
        name: 'medicine after an attack: only attacks can be bought with STA',
        severity: 'error',
        bad: fight(round(1, 'Kara: longsword -> Bandit#1; «medicine» -> Doran')),
        good: fight(round(1, 'Kara: medicine -> Doran; longsword -> Bandit#1')),
    },
    {
        code: 'paladins-medicine-not-ally',
        name: 'medicine given to a foe',
        severity: 'error',
        bad: fight(round(1, 'Kara: «medicine -> Bandit#1»')),
        good: fight(round(1, 'Kara: medicine -> Doran')),
    },
    {
        code: 'paladins-acts-after-fleeing',
        name: 'an attack after fleeing on the same line',
        severity: 'warning',
        bad: fight(round(1, 'Kara: flee; «longsword -> Bandit#1»')),
        good: fight(round(1, 'Kara: longsword -> Bandit#1; flee')),
    },
    {
        code: 'paladins-not-modelled',
        name: 'a zone with cover (the seed has no cover rule)',
        severity: 'error',
        bad: fight('  «zone camp { cover half }»'),
        good: fight('  zone camp'),
        message: 'Paladins has no rule for cover',
    },
    {
        code: 'paladins-not-modelled',
        name: 'an attack that makes a wall',
        severity: 'error',
        bad: fight('', 'creature Mage { HEA 9 defenses { DEF 0 } attack «Barrier» { damage 1d4 tags spell wall 3 } }'),
        good: fight('', 'creature Mage { HEA 9 defenses { DEF 0 } attack Barrier { damage 1d4 tags spell line 3 } }'),
    },
    {
        code: 'paladins-not-inflictable',
        name: 'an effect that inflicts dying',
        severity: 'error',
        bad: fight('', 'creature Wisp { HEA 9 defenses { DEF 0 } attack «Doom» { damage 1d4 tags spell inflicts dying } }'),
        good: fight('', 'creature Wisp { HEA 9 defenses { DEF 0 } attack Doom { damage 1d4 tags spell inflicts unconscious } }'),
    },
    // §Conditions (Unconscious): "This condition can only be removed through healing or medicine
    // from an ally"; §Conditions (Dying): three death saves end it. Neither runs down in rounds,
    // neither has a save, and no concentration can hold unconsciousness: each is refused, not ignored.
    {
        code: 'condition-takes-no-duration',
        name: 'an ability that inflicts unconscious for a number of rounds',
        severity: 'error',
        bad: fight('', 'character Mage { HEA 9 defenses { DEF 0 } ability Sleep { inflicts unconscious for «1» rounds } }'),
        good: fight('', 'character Mage { HEA 9 defenses { DEF 0 } ability Sleep { inflicts unconscious } }'),
        message: 'healing that brings HEA above 0, or medicine from an ally',
    },
    {
        code: 'condition-takes-no-duration',
        name: 'a participant unconscious for a number of rounds',
        severity: 'error',
        bad: fight('').replace('Bandit x3', 'Bandit x3 is unconscious for «1» rounds'),
        good: fight('').replace('Bandit x3', 'Bandit x3 is unconscious'),
    },
    {
        code: 'condition-takes-no-duration',
        name: 'a participant dying for a number of rounds',
        severity: 'error',
        bad: fight('').replace('Bandit x3', 'Bandit x3 is dying for «2» rounds'),
        good: fight('').replace('Bandit x3', 'Bandit x3 is dying'),
        message: 'death saves; or healing that brings HEA above 0',
    },
    {
        code: 'paladins-condition-takes-no-save',
        name: 'an ability that inflicts unconscious with a save',
        severity: 'error',
        bad: fight('', 'character Mage { HEA 9 defenses { DEF 0 } ability «Sleep» { inflicts unconscious save VIT 1 } }'),
        good: fight('', 'character Mage { HEA 9 defenses { DEF 0 } ability Sleep { inflicts unconscious } }'),
        message: 'unconscious has no save',
    },
    {
        code: 'paladins-condition-takes-no-save',
        name: 'participants dying with a save (reported once for the line)',
        severity: 'error',
        bad: fight('').replace('Bandit x3', '«Bandit x3 is dying save VIT 3»'),
        good: fight('').replace('Bandit x3', 'Bandit x3 is dying'),
        message: 'dying has no save',
    },
    {
        code: 'paladins-unconscious-not-held',
        name: 'a concentration attack that inflicts unconscious',
        severity: 'error',
        bad: fight('', 'character Mage { HEA 9 defenses { DEF 0 } attack «Sleep» { damage 1d4 tags spell concentration 2 inflicts unconscious } }'),
        good: fight('', 'character Mage { HEA 9 defenses { DEF 0 } attack Sleep { damage 1d4 tags spell inflicts unconscious } }'),
        message: 'the end of the concentration could not end it',
    },
    // `to <zone>` goes with what moves the actor on the map (move, shift, crawl); anywhere else the
    // engine has nowhere to take it (RPGStuck's rpgstuck-destination-unused, Rise's rise-destination-unused).
    {
        code: 'paladins-destination-unused',
        name: 'an attack written with `to <zone>`',
        severity: 'error',
        bad: onMap(round(1, 'Kara: move to road; «longsword» -> Bandit#1 to road')),
        good: onMap(round(1, 'Kara: move to road; longsword -> Bandit#1')),
        message: '`to road` goes with a move, shift or crawl',
    },
    {
        code: 'paladins-destination-unused',
        name: 'a rest written with `to <zone>`',
        severity: 'error',
        bad: onMap(round(1, 'Kara: «rest» to road')),
        good: onMap(round(1, 'Kara: rest')),
    },
    {
        code: 'paladins-destination-unused',
        name: 'a flee written with `to <zone>` (fleeing leaves the map)',
        severity: 'error',
        bad: onMap(round(1, 'Kara: «flee» to road')),
        good: onMap(round(1, 'Kara: flee')),
    },
    // The option `creatures_at_zero: dead` is what a monster at 0 HEA becomes; `is dying` starts it at
    // 0 HEA. Under the option a monster cannot be dying.
    {
        code: 'paladins-dying-creature',
        name: 'a creature written dying under creatures_at_zero: dead',
        severity: 'error',
        bad: fight('')
            .replace('ruleset paladins', 'ruleset paladins { creatures_at_zero: dead }')
            .replace('Bandit x3', 'Bandit x2, «Bandit is dying»'),
        good: fight('').replace('ruleset paladins', 'ruleset paladins { creatures_at_zero: dead }').replace('Kara, Doran', 'Kara, Doran is dying'),
        message: 'creatures_at_zero: dead',
    },
    // Stats: DEF is armor + shield "when DEF is not written" — a DEF written in the template counts
    // for the derived combatant too; armor and shield written under it do not change it.
    {
        code: 'paladins-inherited-def',
        name: 'armor and shield under a template that writes DEF',
        severity: 'warning',
        bad: fight(
            '',
            'creature Brute { HEA 9 defenses { DEF 1 } weapon shortsword }\ncreature Knight extends Brute { defenses { «armor 6» shield 2 } }',
        ),
        good: fight(
            '',
            'creature Brute { HEA 9 defenses { DEF 1 } weapon shortsword }\ncreature Knight extends Brute { defenses { DEF 8 armor 6 shield 2 } }',
        ),
        message: 'Knight has DEF 1 from the combatant it extends: that is the DEF attacks subtract, not armor + shield (8)',
    },
    // docs §Attacks: `vs DEF` / `vs FOC` — armor and shield are what DEF is made of, not defenses of their own.
    {
        code: 'paladins-not-a-defense',
        name: 'an attack against armor',
        severity: 'error',
        bad: fight('', 'creature Wisp { HEA 9 defenses { DEF 0 } attack «Pierce» { damage 1d6 vs armor } }'),
        good: fight('', 'creature Wisp { HEA 9 defenses { DEF 0 } attack Pierce { damage 1d6 vs DEF } }'),
        message: 'an attack goes against DEF (armor + shield) or FOC',
    },
    {
        code: 'paladins-not-a-defense',
        name: 'an attack against shield',
        severity: 'error',
        bad: fight('', 'creature Wisp { HEA 9 defenses { DEF 0 } attack «Pierce» { damage 1d6 vs shield } }'),
        good: fight('', 'creature Wisp { HEA 9 defenses { DEF 0 } attack Pierce { damage 1d6 tags spell vs FOC } }'),
    },
    {
        code: 'feature-unsupported',
        name: 'forced movement (the seed has none)',
        severity: 'error',
        bad: fight('', 'creature Ogre { HEA 9 defenses { DEF 0 } attack Shove { damage 1d4 tags melee «pushes 10 ft» } }'),
        good: fight('', 'creature Ogre { HEA 9 defenses { DEF 0 } attack Shove { damage 1d4 tags melee, prone } }'),
    },
    {
        code: 'use-past-limit',
        name: 'a use past its limit per fight',
        severity: 'error',
        bad: fight(
            `${round(1, 'Doran: Rally -> Kara')}\n${round(2, 'Doran: «Rally -> Kara»')}`,
            'character Doran { STA 12 defenses { armor 3 } ability Rally { heals 1d4 uses 1 per fight } }',
        ).replace('character Doran {\n  STR 2 STA 12\n  defenses { armor 3 }\n  weapon maul\n}', ''),
        good: fight(
            `${round(1, 'Doran: Rally -> Kara')}`,
            'character Doran { STA 12 defenses { armor 3 } ability Rally { heals 1d4 uses 1 per fight } }',
        ).replace('character Doran {\n  STR 2 STA 12\n  defenses { armor 3 }\n  weapon maul\n}', ''),
    },
    {
        code: 'unknown-stat',
        name: 'a lowercase score gets did-you-mean',
        severity: 'error',
        bad: fight('', 'creature Ghoul { «dex» 1 HEA 9 defenses { DEF 0 } weapon dagger }'),
        good: fight('', 'creature Ghoul { DEX 1 HEA 9 defenses { DEF 0 } weapon dagger }'),
        fixes: ['DEX'],
    },
];

describe('the fixtures', () => {
    it('a fight using every kind of action gives no diagnostic', async () => {
        const b = await build(
            fight(
                `${round(
                    1,
                    'Kara: move; longsword -> Bandit#1; shield -> Bandit#1',
                    'Doran: maul -> Bandit#2; opportunity_attack -> Bandit#3 using maul',
                    'Bandit#1: shortsword -> Kara',
                    'Bandit#3: move; Daze -> Doran',
                )}\n${round(2, 'Kara: shortsword -> Bandit#1, Bandit#2; dodge -> Bandit#3', 'Bandit#3: shortsword -> Kara', 'Doran: rest')}\n  tactics attack_weakest`,
            ),
        );
        expect(summary(b.main, b.diagnostics)).toEqual([]);
    });
});

describe('on the map', () => {
    it('a fight with zones, moves, an area attack, medicine and a flee gives no diagnostic', async () => {
        const b = await build(
            onMap(
                `${round(1, 'Kara: move to road; longsword -> Bandit#1', 'Doran: medicine -> Kara', 'Bandit#2: shortsword -> Kara', 'Bandit#3: flee')}\n${round(2, 'Doran: move to road; Quake in road')}`,
                'character Doran { STR 2 STA 12 speed 6 defenses { armor 3 } attack Quake { damage 1d6 tags melee close_burst 1 } }',
            ).replace('character Doran {\n  STR 2 STA 12\n  defenses { armor 3 }\n  weapon maul\n}', ''),
        );
        expect(summary(b.main, b.diagnostics)).toEqual([]);
    });

    it('a shift toward a zone more than one square away stops on the way (information)', async () => {
        const b = await build(onMap(round(1, 'Kara: shift to road')));
        expect(b.diagnostics.map(d => [d.code, d.severity])).toEqual([['move-takes-rounds', 3]]);
        expect(b.diagnostics[0].message).toContain('Kara shifts one square (5 ft); road is 30 ft away');
    });

    it('a move longer than the speed stops on the way (information): Kara, speed 6, covers 30 ft', async () => {
        const b = await build(
            onMap(round(1, 'Kara: move to road')).replace('zone camp { distance road 30 ft }', 'zone camp { distance road 35 ft }'),
        );
        expect(b.diagnostics.map(d => [d.code, d.severity])).toEqual([['move-takes-rounds', 3]]);
    });
});

describeDiagnosticCases(CASES);
