/**
 * Issue 25, "Logs that add up", for Rise: the attack line names what is added to the d10
 * (§Attack Rolls: 1d10 + accuracy against a defense), and a combatant down in the action phase
 * who still acts or is still struck is told apart by a line that says why (§Resolving Actions:
 * allied groups act at the same time, so blows from another group do not interrupt).
 */
import { describe, expect, it } from 'vitest';
import { renderEvent } from '../../language/engine/render.js';
import type { CombatEvent } from '../../language/engine/log.js';
import { arena } from './harness.js';

const lines = (events: readonly CombatEvent[]) => events.flatMap(e => renderEvent(e, 'text', { hit: 'hit' }).map(l => l.trim()));

const fight = (script: string) => `ruleset rise
character Hero { hit_points 20 accuracy 4 defenses { armor 5 fortitude 5 reflex 5 mental 5 } attack Axe { vs armor damage 60 } }
character Ally { hit_points 20 accuracy 2 defenses { armor 5 fortitude 5 reflex 5 mental 5 } attack Fist { vs armor damage 1 } }
creature Brute { hit_points 30 accuracy 10 defenses { armor 5 fortitude 5 reflex 5 mental 5 } attack Club { vs armor damage 1 } }
encounter e { side a { Hero Ally } side b { Brute } round 1 { ${script} } }`;

describe('the Rise attack line', () => {
    it('shows the d10, then the accuracy by name, adding up to the total compared with the defense', async () => {
        const a = await arena(fight('Hero: Axe -> Brute'));
        // d10 of 1 + accuracy 4 = 5 against armor 5: a hit exactly on the defense.
        expect(lines(a.play(1, [1]))).toContain('Hero attacks Brute with Axe: 1d10! [1] + 4 accuracy = 5 vs armor 5 → hit');
    });

    // §Fatigue and §Vital Wounds lower accuracy: the line names each penalty, so a GM sees why the
    // same hero's accuracy fell (it read "+ 0 accuracy", then "− 2 accuracy", with no reason).
    it('names what fatigue and vital wounds take off the accuracy', async () => {
        const tired = await arena(fight('Hero: Axe -> Brute').replace('side a { Hero', 'side a { Hero is fatigue 2'));
        expect(lines(tired.play(1, [3]))).toContain('Hero attacks Brute with Axe: 1d10! [3] + 4 accuracy − 2 fatigue = 5 vs armor 5 → hit');
        // A vital roll of 8 (−2 accuracy, §Vital Wounds' table) on top of the fatigue.
        const wounded = await arena(fight('Hero: Axe -> Brute').replace('side a { Hero', 'side a { Hero is vital_wound 8 and fatigue 2'));
        expect(lines(wounded.play(1, [5]))).toContain(
            'Hero attacks Brute with Axe: 1d10! [5] + 4 accuracy − 2 fatigue − 2 vital wounds = 5 vs armor 5 → hit',
        );
    });
});

// §Offhand Strike: −2 accuracy and −1 per non-Light weapon struck with this phase, and no power.
// The line named the penalty nowhere ("+ 0 accuracy" for a hero of accuracy 3) and the damage read
// "1d4 [3] + 0"; the GM now sees the penalty by name and the power left out.
describe('an offhand strike on the attack line', () => {
    const twoWeapons = `ruleset rise
character Doran { dexterity 1 hit_points 20 accuracy 3 power 2 defenses { armor 5 fortitude 5 reflex 5 mental 5 }
  attack Spear { vs armor damage 1d8 + power tags melee }
  attack Dagger { vs armor damage 1d4 + power tags melee, light } }
creature Post { hit_points 100 defenses { armor 9 fortitude 5 reflex 5 mental 5 } attack Nothing { vs armor damage 0 } }
encounter e { side a { Doran } side b { Post } round 1 { Doran: Spear -> Post; offhand_strike -> Post using Dagger } }`;

    it('names the offhand penalty and leaves the power out of the damage', async () => {
        const a = await arena(twoWeapons);
        // The spear misses on a 1 (1 + 3 = 4 vs armor 9); the dagger rolls 9: 9 + 3 − 3 = 9, a hit; 1d4 rolls 3.
        const shown = lines(a.play(1, [1, 9, 3]));
        expect(shown).toContain('Doran makes an offhand strike with Dagger (−3 accuracy, no power).');
        expect(shown).toContain('Doran attacks Post with Dagger: 1d10! [9] + 3 accuracy − 3 offhand strike = 9 vs armor 9 → hit');
        expect(shown.find(l => l.startsWith('Post takes'))).toMatch(/^Post takes 3 damage \(1d4 \[3\]\):/);
    });
});

// What happens at the end of the round (§Negative Hit Points' reset, an untreated vital wound's
// death, conditions that run out) stands under an "End of the round" heading, as hazards do: it sat
// under the round's last attack as if that attack had done it.
describe('the end of the round', () => {
    it('has a heading of its own for the hit points reset to 0', async () => {
        const a = await arena(fight('Brute: Club -> Hero').replace('attack Club { vs armor damage 1 }', 'attack Club { vs armor damage 25 }'));
        const shown = lines(a.play(1, [1, 10]));
        const reset = shown.indexOf("Hero's hit points reset from -5 to 0 at the end of the round.");
        expect(reset).toBeGreaterThan(0);
        expect(shown[reset - 1]).toBe('End of the round');
    });
});

describe('simultaneous resolution in the action phase', () => {
    it('a combatant dropped by the other side still acts, and the log says why', async () => {
        const a = await arena(fight('Hero: Axe -> Brute\n Brute: Club -> Hero'));
        const shown = lines(a.play(1, [1, 1]));
        const dropped = shown.findIndex(l => l.startsWith('Brute drops'));
        const acts = shown.findIndex(l => l.startsWith('Brute attacks Hero'));
        expect(dropped).toBeGreaterThan(-1);
        expect(acts).toBeGreaterThan(dropped);
        expect(shown[acts - 1]).toBe(
            'Brute is dead but still acts this phase: the sides act at the same time, so a blow from another side does not interrupt it (simultaneous resolution).',
        );
    });

    it('an attack on a target already down in this phase says why it still resolves', async () => {
        const a = await arena(fight('Hero: Axe -> Brute\n Ally: Fist -> Brute'));
        const shown = lines(a.play(1, [1, 3]));
        const struck = shown.findIndex(l => l.startsWith('Ally attacks Brute'));
        expect(shown[struck - 1]).toBe(
            "Brute is already dead; Ally's attack on it still resolves: the phase's attacks were chosen as it began, and targets stand as they did then.",
        );
    });

    it('says nothing of the kind in an ordinary exchange', async () => {
        const a = await arena(fight('Ally: Fist -> Brute\n Brute: Club -> Ally'));
        expect(lines(a.play(1, [3, 1])).join('\n')).not.toMatch(/simultaneous resolution|still resolves/);
    });
});
