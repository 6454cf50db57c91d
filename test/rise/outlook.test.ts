/**
 * The hover (and so the inlay hint) on a scripted Rise attack carries every modifier its line and
 * scene carry — `with unaware`, `with desperate_exertion`, `with subdual`, the conditions the
 * combatants start with, cover and concealment of where they stand, range — never the odds of a
 * plainer attack. Expected odds worked out by hand from the exploding d10 (faces 1–9 at 10% each; a
 * 10 adds another d10). Source: 003_66faa831a56df10d.txt §Attack Rolls, §Glancing Blows,
 * §Critical Hits, §Awareness and Surprise, §Desperate Exertion, §Subdual Damage, §Cover,
 * §Concealment, §Trip.
 */
import { describe, expect, it } from 'vitest';
import { hoverAt as hover } from './harness.js';

const DEF = 'defenses { armor 5 fortitude 5 reflex 5 mental 5 }';
const file = (line: string, o: { zones?: string; kara?: string; orc?: string } = {}) => `ruleset rise
character Kara { accuracy 0 hit_points 30 ${DEF}
  attack Sword { vs armor damage 4 tags melee }
  attack Bow { vs armor damage 4 tags projectile range 60 } }
creature Orc { accuracy 0 hit_points 50 ${DEF} attack Axe { vs armor damage 3 tags melee } }
encounter e {
  ${o.zones ?? ''}
  side h { Kara${o.kara ?? ''} } side o { Orc${o.orc ?? ''} }
  round 1 { Kara: ${line} }
}`;

// Plain, d10! + 0 against 5: miss on 1–2 (20%), glance on 3–4 (20%), hit on 5–9 and 10 + 1…4 (54%), critical on 10 + 5…9 (6%).
const PLAIN = 'hit 54.0%, critical 6.0%, glancing 20.0%, miss 20.0%';

describe('the hover on a scripted attack', () => {
    it('a plain line shows the plain odds', async () => {
        expect(await hover(file('Sword -> Orc'), 'Sword -> Orc')).toContain(PLAIN);
    });

    it('with unaware: −5 Armor (0): every roll hits, a 10 is a critical', async () => {
        const text = await hover(file('Sword -> Orc with unaware'), 'Sword -> Orc');
        expect(text).toContain('hit 90.0%, critical 10.0%, glancing 0.0%, miss 0.0%');
        expect(text).toContain('unaware −5 armor');
    });

    it('with desperate_exertion: a roll that does not hit (40%) is rerolled with +2', async () => {
        // Reroll: d10! + 2 against 5: glance on 1–2 (20%), hit on 3–9 and 10 + 1…2 (72%), critical 10 + 3…9 (8%).
        // hit 54 + 0.4 × 72 = 82.8; critical 6 + 0.4 × 8 = 9.2; glance 0.4 × 20 = 8; miss 0.
        expect(await hover(file('Sword -> Orc with desperate_exertion'), 'Sword -> Orc')).toContain(
            'hit 82.8%, critical 9.2%, glancing 8.0%, miss 0.0%',
        );
    });

    it('with subdual: half damage (4 → 2)', async () => {
        const text = await hover(file('Sword -> Orc with subdual'), 'Sword -> Orc');
        expect(text).toContain('subdual strike: half damage');
        expect(text).toMatch(/mean 1\.6 · max 2 /); // (54 + 6 + 20)% × 2: glancing blows deal the flat damage too, halved
    });

    it('a target that starts prone: −2 Armor (3)', async () => {
        expect(await hover(file('Sword -> Orc', { orc: ' is prone' }), 'Sword -> Orc')).toContain(
            'hit 72.0%, critical 8.0%, glancing 20.0%, miss 0.0%',
        );
    });

    it('cover: +2 Armor (7), and a miss by 1 or 2 hits the cover — no glancing blows', async () => {
        // d10! against 7: miss on 1–6 (60%, the glances on 5–6 included), hit on 7–9 and 10 + 1…6 (36%), critical 10 + 7…9 (4%).
        const zones = 'zone field { distance wall 30 ft }\n  zone wall { cover partial }';
        const text = await hover(file('Bow -> Orc', { zones, kara: ' at field', orc: ' at wall' }), 'Bow -> Orc');
        expect(text).toContain('hit 36.0%, critical 4.0%, glancing 0.0%, miss 60.0%');
        expect(text).toContain('cover +2');
    });

    it('concealment: a 20% miss chance on every outcome that is not a miss', async () => {
        const zones = 'zone field { distance trees 30 ft }\n  zone trees { concealment partial }';
        const text = await hover(file('Bow -> Orc', { zones, kara: ' at field', orc: ' at trees' }), 'Bow -> Orc');
        expect(text).toContain('hit 43.2%, critical 4.8%, glancing 16.0%, miss 36.0%');
    });

    it('out of reach: no attack at all', async () => {
        const zones = 'zone a { distance b 30 ft }\n  zone b';
        expect(await hover(file('Sword -> Orc', { zones, kara: ' at a', orc: ' at b' }), 'Sword -> Orc')).toContain('no attack: out of reach');
    });

    it('a move to the foe scripted before the attack puts them together: the plain odds again', async () => {
        const zones = 'zone a { distance b 30 ft }\n  zone b';
        expect(await hover(file('move to b; Sword -> Orc', { zones, kara: ' at a', orc: ' at b' }), 'Sword -> Orc')).toContain(PLAIN);
    });

    it('a move toward the foe (`move -> Orc`) puts them together too: the plain odds, not "out of reach"', async () => {
        const zones = 'zone a { distance b 30 ft }\n  zone b';
        expect(await hover(file('move -> Orc; Sword -> Orc', { zones, kara: ' at a', orc: ' at b' }), 'Sword -> Orc')).toContain(PLAIN);
    });

    it("the foe's own attack in that round reaches the one who moved to it (the movement phase comes first)", async () => {
        const zones = 'zone a { distance b 30 ft }\n  zone b';
        const text = file('move -> Orc\n    Orc: Axe -> Kara', { zones, kara: ' at a', orc: ' at b' });
        expect(await hover(text, 'Axe -> Kara')).toContain(PLAIN);
    });
});

describe('the hover on an ability without an attack roll', () => {
    it('says it lands, with its damage; a heal alone has no damage outlook', async () => {
        const text = file('Smite -> Orc').replace('attack Sword {', 'ability Smite { damage 3 }\n  attack Sword {');
        const shown = await hover(text, 'Smite -> Orc');
        expect(shown).toContain('no attack roll: it lands; damage 3');
        expect(shown).toMatch(/min 3 · mean 3 · max 3 · no damage 0\.0%/);
        const heal = file('Mend -> Kara').replace('attack Sword {', 'ability Mend { heals 3 }\n  attack Sword {');
        expect(await hover(heal, 'Mend -> Kara')).not.toContain('against Kara');
    });
});
