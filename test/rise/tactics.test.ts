/**
 * Rise tactics move toward or away from their foes, not only attack: from 003_66faa831a56df10d.txt
 * §Movement Abilities (Hustle, Follow, Withdraw), §Charge, §Trip (standing up), §Grapple Actions,
 * §Resolving Actions; limited uses are skipped once spent.
 */
import { describe, expect, it } from 'vitest';
import type { CombatEvent } from '../../language/engine/log.js';
import { arena, attackEvents } from './harness.js';

const DEF = 'defenses { armor 5 fortitude 5 reflex 5 mental 5 }';
const text = (o: { zones?: string; kara?: string; orc?: string; attacks?: string }) => `ruleset rise
character Kara { accuracy 0 hit_points 30 ${DEF}
  ${o.attacks ?? 'attack Sword { vs armor damage 4 tags melee }'} }
creature Orc { accuracy 0 hit_points 50 ${DEF} attack Axe { vs armor damage 3 tags melee } }
encounter e {
  ${o.zones ?? ''}
  side h { Kara${o.kara ?? ''} } side o { Orc${o.orc ?? ''} }
  tactics attack_first
}`;
const acts = (events: CombatEvent[]) => events.flatMap(e => (e.kind === 'action' || e.kind === 'note' ? [e.text] : []));
const KARA = { Kara: 'attack_first' };

describe('tactics with positions and conditions', () => {
    it('a foe within one movement: move to it in the movement phase, strike in the action phase', async () => {
        const a = await arena(text({ zones: 'zone a { distance b 30 ft }\n  zone b', kara: ' at a', orc: ' at b' }));
        const events = a.play(1, [5], [], KARA);
        expect(acts(events)).toContain('Kara moves 30 ft after Orc, now in b.');
        expect(attackEvents(events)[0]).toMatchObject({ actor: 'Kara', outcome: 'hit' });
    });

    it('a foe beyond one movement: move, then charge the rest of the way', async () => {
        const a = await arena(text({ zones: 'zone a { distance b 50 ft }\n  zone b', kara: ' at a', orc: ' at b' }));
        const events = a.play(1, [5], [], KARA);
        expect(acts(events)).toEqual([
            'Kara moves 30 ft after Orc and stops on the way to b.',
            'Kara charges Orc, to strike with Sword at the end of its move; −2 to defenses briefly afterwards.',
            'Kara moves 20 ft toward Orc, now in b.',
        ]);
        expect(attackEvents(events)[0].outcome).toBe('hit');
    });

    it('a foe beyond a movement and a charge: a second movement instead (§Charge would cost −2 defenses for no strike)', async () => {
        // 70 ft: 30 ft in the movement phase, 30 more as the standard action (a movement in its place,
        // §Resolving Actions), still 10 ft short; no charge, so no −2 to defenses.
        const a = await arena(text({ zones: 'zone a { distance b 70 ft }\n  zone b', kara: ' at a', orc: ' at b' }));
        const events = a.play(1, [], [], KARA);
        expect(acts(events)).toEqual([
            'Kara moves 30 ft after Orc and stops on the way to b.',
            'Kara moves 30 ft after Orc and stops on the way to b.',
        ]);
        expect(attackEvents(events)).toEqual([]);
        expect(a.byId('Kara').effects).toEqual([]); // no charge: no −2 to defenses
    });

    it('a prone combatant stands up first', async () => {
        const a = await arena(text({ kara: ' is prone' }));
        const events = a.play(1, [5], [], KARA);
        expect(acts(events)[0]).toBe('Kara stands up.');
        expect(attackEvents(events)[0].total).toBe(5); // no prone −2: she stood up in the movement phase
    });

    it('a combatant with only ranged attacks withdraws from a foe beside it, then shoots', async () => {
        const a = await arena(
            text({
                zones: 'zone a { distance b 30 ft }\n  zone b',
                kara: ' at a',
                orc: ' at a',
                attacks: 'attack Bow { vs armor damage 4 tags projectile range 60 }',
            }),
        );
        const events = a.play(1, [5], [], KARA);
        expect(acts(events)[0]).toBe('Kara moves 30 ft away from Orc, now in b.');
        expect(attackEvents(events)[0].outcome).toBe('hit');
    });

    it('grapplers maintain their grapple (Swift, before the strikes); a foe in reach is struck, not escaped', async () => {
        const a = await arena(text({ kara: ' is grappled by Orc', orc: ' is grappled by Kara' }));
        const events = a.play(1, [4, 6, 7, 5], [], { Kara: 'attack_first', Orc: 'attack_first' });
        expect(events.filter(e => e.kind === 'check').map(e => (e.kind === 'check' ? [e.who, e.total] : []))).toEqual([
            ['Kara', 4],
            ['Orc', 6],
        ]);
        expect(attackEvents(events).map(e => e.actor)).toEqual(['Kara', 'Orc']);
    });

    it('a grappled combatant whose foe is out of reach escapes the grapple', async () => {
        const zones = 'zone a { distance b 30 ft }\n  zone b';
        const a = await arena(
            text({ zones, kara: ' at a is grappled by Orc' })
                .replace('side o { Orc }', 'side o { Goblin at b, Orc at a }')
                .replace('encounter e', `creature Goblin { hit_points 5 ${DEF} attack Stab { vs armor damage 1 } }\nencounter e`),
        );
        const events = a.play(1, [1], [], KARA);
        expect(attackEvents(events)[0]).toMatchObject({ attack: 'escape_grapple', defense: 0, outcome: 'hit' });
        expect(a.byId('Kara').conds.has('grappled')).toBe(false);
    });

    it('a limited attack is skipped once spent', async () => {
        const a = await arena(
            text({ attacks: 'attack Smite { vs armor damage 9 uses 1 per fight tags melee }\n  attack Sword { vs armor damage 4 tags melee }' }),
        );
        expect(attackEvents(a.play(1, [5], [], KARA))[0].attack).toBe('Smite');
        expect(attackEvents(a.play(2, [5], [], KARA))[0].attack).toBe('Sword');
    });
});
