/**
 * Issue 12 — Rise exact where it was wrong: each rule from its sentence in 003_66faa831a56df10d.txt,
 * with scripted dice, each test failing on the code before the fix.
 */
import { describe, expect, it } from 'vitest';
import type { PlannedTurn } from '../../language/engine/model.js';
import { arena, attackEvents, woundEvents } from './harness.js';

const defenses = 'defenses { armor 5 fortitude 5 reflex 5 mental 5 }';
const strike = (actor: string, attack: string, ...targets: string[]): PlannedTurn => ({
    actor,
    actions: [{ action: attack, isAttack: true, targets, modifiers: [] }],
});

describe('§Resolving Actions: allied groups resolve simultaneously with their enemies', () => {
    const duel = `ruleset rise
character Ana { hit_points 20 accuracy 10 ${defenses} attack Sword { vs armor damage 21 } }
character Cid { hit_points 20 accuracy 0 ${defenses} attack Mace { vs armor damage 1 } }
character Bob { hit_points 20 accuracy 0 ${defenses} attack Axe { vs armor damage 1 } }
encounter e { side a { Ana, Cid } side b { Bob } }`;

    it("§Resolving Actions: a vital wound's −2 accuracy from the other side's attack does not touch Bob's attack in the same phase", async () => {
        const a = await arena(duel);
        // Ana: 1 + 10 = 11 hits; 21 damage takes Bob to −1: one vital wound, rolled 8 (−2 accuracy).
        // Bob: 5 + 0 = 5 against armor 5 still hits — his group does not see Ana's wound until the phase ends.
        const events = a.play(1, [1, 8, 5], [strike('Ana', 'Sword', 'Bob'), strike('Bob', 'Axe', 'Ana')]);
        expect(woundEvents(events)[0]).toMatchObject({ who: 'Bob', result: 8 });
        expect(attackEvents(events).find(e => e.actor === 'Bob')).toMatchObject({ total: 5, outcome: 'hit' });
        // From the next round on the wound counts.
        const next = a.play(2, [5], [strike('Bob', 'Axe', 'Ana')]);
        expect(attackEvents(next)[0]).toMatchObject({ total: 3, outcome: 'glance' });
    });

    it("§Resolving Actions: an ally acting later in the same group does see the wound's −2 defenses (one at a time within a group)", async () => {
        const a = await arena(duel);
        // Ana wounds Bob (vital roll 4: −2 defenses); Cid's 3 + 0 = 3 then meets Bob's armor 3.
        const events = a.play(1, [1, 4, 3, 5], [strike('Ana', 'Sword', 'Bob'), strike('Cid', 'Mace', 'Bob'), strike('Bob', 'Axe', 'Ana')]);
        expect(attackEvents(events).find(e => e.actor === 'Cid')).toMatchObject({ defense: 3, outcome: 'hit' });
    });

    it('§Multi-Group Battles: a third group does not see the −2 defenses another group inflicted in the same phase', async () => {
        const a = await arena(`ruleset rise
character Ana { hit_points 20 accuracy 10 ${defenses} attack Sword { vs armor damage 21 } }
character Bob { hit_points 20 accuracy 0 ${defenses} attack Axe { vs armor damage 1 } }
character Dax { hit_points 20 accuracy 0 ${defenses} attack Spear { vs armor damage 1 } }
encounter e { side a { Ana } side b { Bob } side c { Dax } }`);
        const events = a.play(1, [1, 4, 3], [strike('Ana', 'Sword', 'Bob'), strike('Dax', 'Spear', 'Bob')]);
        expect(attackEvents(events).find(e => e.actor === 'Dax')).toMatchObject({ defense: 5, outcome: 'glance' });
    });
});
