/**
 * A limited use spent fight after fight of a day (language/validation/day-checks.ts): a use the
 * script spends once more than its count, with no rest between that may give it back, does not
 * happen — `strife run` says "no use of Firestorm left" — so `check` says so first, on the day's
 * fight line (a GM's day passed `check` clean, then lost the action in `run`). Each ruleset's own
 * rests say what they give back (Rise §Recover: a short rest; Paladins' rest action gives back
 * nothing; RPGStuck's short rest may recharge, so it is never reported).
 */
import { describe, expect, it } from 'vitest';
import { build, codes, rangeText } from '../helpers.js';

const RISE = (steps: string) => `ruleset rise
character Ilse { hit_points 16 defenses { armor 5 fortitude 4 reflex 7 mental 5 }
  attack Longbow { vs armor damage 1d8 }
  ability Firestorm { vs reflex damage 1d6 uses 1 per short_rest }
  ability Smite { vs armor damage 1d6 uses 1 per fight } }
creature Goblin { hit_points 5 defenses { armor 3 fortitude 3 reflex 3 mental 3 } attack Club { vs armor damage 1d4 } }
encounter A { side heroes { Ilse } side gobs { Goblin } round 1 { Ilse: Firestorm -> Goblin } round 2 { Ilse: Smite -> Goblin } tactics attack_weakest }
encounter B { side heroes { Ilse } side gobs { Goblin } round 1 { Ilse: Firestorm -> Goblin } round 2 { Ilse: Smite -> Goblin } tactics attack_weakest }
day D for heroes { ${steps} }`;

async function dayDiagnostics(text: string) {
    const built = await build(text);
    return built.diagnostics
        .filter(d => codes([d])[0] === 'use-past-limit')
        .map(d => `${d.severity === 1 ? 'error' : 'warning'} «${rangeText(built.main, d)}» ${d.message}`);
}

describe('a limited use across the fights of a day', () => {
    it('spent in one fight and scripted again in the next, with no rest between: an error on the second fight', async () => {
        expect(await dayDiagnostics(RISE('fight A  fight B'))).toEqual([
            "error «B» Ilse has used Firestorm 1 time already this day (uses 1 per short_rest; in 'A', and no rest since gives it back): its use in round 1 of 'B' would not happen.",
        ]);
    });

    it('a rest that gives it back between them: nothing to say; a use per fight comes back every fight', async () => {
        expect(await dayDiagnostics(RISE('fight A  short_rest  fight B'))).toEqual([]);
        expect(await dayDiagnostics(RISE('fight A  long_rest  fight B'))).toEqual([]);
    });

    it("a Paladins rest action gives nothing back; RPGStuck's short rest may, so it is not reported", async () => {
        const paladins = `ruleset paladins
character Kara { DEX 0 HEA 12 STA 14 WIL 10 defenses { DEF 0 } attack Smash { damage 1d6 tags melee uses 1 per short_rest } }
creature Rat { DEX 0 HEA 1 STA 6 defenses { DEF 0 } attack Bite { damage 1d4 tags melee } }
encounter A { side party { Kara } side rats { Rat } round 1 { Kara: Smash -> Rat } }
day D for party { fight A  ${'REST'}  fight A }`;
        expect(await dayDiagnostics(paladins.replace('REST', 'rest'))).toHaveLength(1);
        expect(await dayDiagnostics(paladins.replace('REST', 'short_rest'))).toEqual([]);
        const rpgstuck = `ruleset rpgstuck
character Rosa { level 3 P 2 CON 2 hit_die 8 hp 30 attack Surge { vs AC damage d6 uses 1 per short_rest } }
creature Dummy { hp 1 defenses { AC 1 } attack Poke { vs AC damage 1 } }
encounter E { side a { Rosa } side b { Dummy } round 1 { Rosa: Surge -> Dummy } }
day D for a { fight E  REST  fight E }`;
        expect(await dayDiagnostics(rpgstuck.replace('REST', ''))).toEqual([
            expect.stringMatching(/^warning «E» Rosa has used Surge 1 time already this day/),
        ]);
        expect(await dayDiagnostics(rpgstuck.replace('REST', 'short_rest'))).toEqual([]);
    });
});
