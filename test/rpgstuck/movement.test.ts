/**
 * §Special Types of Movement and §Mounted Combat (000_7e14385943d7d1e7.txt) through the checks and
 * the engine, on the zones of the scene: climbing and swimming at two feet per foot, jumps by
 * Strength, teleports (seen, in range, out of a grapple, bringing the held), flying over a drop and
 * falling when a flier loses its wings, riding (the mount's speed, its initiative, dismounting, a
 * prone mount throwing its rider unless the rider spends its reaction).
 */
import { describe, expect, it } from 'vitest';
import type { PlannedAction, PlannedTurn } from '../../language/engine/model.js';
import { actionTexts, allCodes, arena, conditionEvents, damageEvents, duel, duelText, heldBy, noteEvents } from './harness.js';

const go = (actor: string, action: string, destination?: string, extra: Partial<PlannedAction> = {}): PlannedTurn => ({
    actor,
    actions: [{ action, isAttack: false, targets: [], modifiers: [], ...(destination ? { destination } : {}), ...extra }],
});

describe('climbing and swimming: two feet of movement per foot', () => {
    const setup = { scene: 'zone wall { distance top 20 ft terrain difficult } zone top', rosaAt: 'wall', round: 'Rosa: move to top' };
    it('20 ft up a climb from a zone with `terrain difficult` takes 40 ft: speed 30 gets 15 ft up, and the check says it takes rounds', async () => {
        expect(await allCodes(duelText(setup))).toEqual(['move-takes-rounds']);
        const { events } = await duel(setup, []);
        expect(actionTexts(events)).toEqual(['Rosa moves 15 ft toward top (not there yet) (climbing or swimming: 15 ft for 30 ft of speed).']);
    });
});

describe('jumping: STR feet across with a running start, half without', () => {
    const scene = { scene: 'zone here { distance across 3 ft } zone across', rosaAt: 'here' };
    it('STR 3 clears 3 ft', async () => {
        expect(await allCodes(duelText({ ...scene, round: 'Rosa: jump to across' }))).toEqual([]);
        const { events } = await duel({ ...scene, round: 'Rosa: jump to across' }, []);
        expect(actionTexts(events)).toEqual(['Rosa jumps 3 ft to across.']);
    });
    it('without a running start, 1 ft (half of 3, rounded down): too far — refused by the check, and the engine does not jump', async () => {
        expect(await allCodes(duelText({ ...scene, round: 'Rosa: jump to across with standing' }))).toEqual(['rpgstuck-jump-too-far']);
        const a = await arena(duelText(scene));
        const events = a.play(1, [20, 1], [go('Rosa', 'jump', 'across', { modifiers: ['standing'] })]);
        expect(noteEvents(events).map(n => n.text)).toEqual(['Rosa cannot jump 3 ft to across: it jumps 1 ft without a running start.']);
    });
    it('a jump needs a zone to land in', async () => {
        expect(await allCodes(duelText({ ...scene, round: 'Rosa: jump' }))).toEqual(['rpgstuck-needs-destination']);
    });
});

describe('teleporting: to a place it can see, within its range', () => {
    const scene = {
        scene: 'zone here { distance near 20 ft distance dark 20 ft distance far 40 ft } zone near { hazard falling 10 } zone dark { concealment heavy } zone far',
        rosaAt: 'here',
        dummyAt: 'here',
        rosa: 'teleport 30',
    };
    it('not into darkness (it cannot see there), not past its range, not without a teleport', async () => {
        expect(await allCodes(duelText({ ...scene, round: 'Rosa: teleport to near' }))).toEqual([]);
        expect(await allCodes(duelText({ ...scene, round: 'Rosa: teleport to dark' }))).toEqual(['rpgstuck-teleport']);
        expect(await allCodes(duelText({ ...scene, round: 'Rosa: teleport to far' }))).toEqual(['rpgstuck-teleport']);
        expect(await allCodes(duelText({ ...scene, rosa: 'teleport 0', round: 'Rosa: teleport to near' }))).toEqual(['rpgstuck-teleport']);
    });
    it('a grappled creature that teleports escapes the grapple', async () => {
        const { arena: a, events } = await duel({ ...scene, rosaIs: 'grappled by Dummy', round: 'Rosa: teleport to near' }, [3]);
        expect(heldBy(a, 'Rosa')).toBeUndefined();
        expect(conditionEvents(events).at(-1)).toMatchObject({
            who: 'Rosa',
            condition: 'grappled',
            gained: false,
            note: 'teleports out of the grapple',
        });
        expect(damageEvents(events).map(d => [d.target, d.note])).toEqual([['Rosa', 'falls 10 ft']]);
    });
    it('a grappler that teleports brings the one it holds: both land over the drop', async () => {
        const { events } = await duel({ ...scene, dummyIs: 'grappled by Rosa', round: 'Rosa: teleport to near' }, [3, 4]);
        expect(actionTexts(events)).toEqual(['Rosa teleports 20 ft to near, bringing Dummy.']);
        expect(damageEvents(events).map(d => [d.target, d.amount])).toEqual([
            ['Rosa', 3],
            ['Dummy', 4],
        ]);
    });
});

describe('flying', () => {
    const scene = { scene: 'zone pit { hazard falling 20 }', rosaAt: 'pit', dummyAt: 'pit', dummy: 'hp 1000 defenses { AC 1 } parts { wings 4 }' };
    it('a flier over a drop does not fall; hit on the wings, it cannot fly for a round and falls (2d6 for 20 ft)', async () => {
        const { arena: a, events } = await duel({ ...scene, dummyIs: 'flying', round: 'Rosa: A -> Dummy.wings' }, [10, 3, 2, 5]);
        expect(damageEvents(events).map(d => [d.amount, d.note ?? ''])).toEqual([
            [3 + 3, ''],
            [7, 'falls 20 ft'],
        ]);
        expect(conditionEvents(events).map(c => `${c.condition} ${c.gained}`)).toEqual(['flying true', 'grounded true']);
        const later = a.play(2, []);
        expect(noteEvents(later).map(n => n.text)).toEqual(['Dummy can fly again.']);
    });
    it('one that does not fly starts at the bottom of the drop: the same hit makes nobody fall', async () => {
        const { damage } = await duel({ ...scene, round: 'Rosa: A -> Dummy.wings' }, [10, 3]);
        expect(damage).toHaveLength(1);
    });
});

describe('mounted combat', () => {
    const text = (riderLine: string, horse = 'size 3 speed 60', dummies = 1) => `ruleset rpgstuck
character Rosa { level 3 P 2 STR 3 defenses { AC 10 } attack A { vs AC damage d6 + STR } }
creature Horse { ${horse} hp 30 defenses { AC 10 } attack Kick { vs AC damage 1 } }
creature Dummy { hp 1000 defenses { AC 1 } attack Jab { vs AC damage 1 } attack Poke { vs AC damage 1 pushes 5 ft } attack Trip { vs AC damage 1 inflicts prone } }
encounter E {
  zone here { distance far 60 ft } zone far
  side a { Horse at here, ${riderLine} } side b { Dummy x${dummies} at here }
  round 1 { Rosa: move to far }
}`;
    it("check measures a rider's move at its mount's speed, as the run moves it (60 ft: not 'stops on the way' at its own 30)", async () => {
        expect(await allCodes(text('Rosa at here'))).toEqual(['move-takes-rounds']);
        expect(await allCodes(text('Rosa at here aboard Horse'))).toEqual([]);
        // Dismounted, it goes on its own feet again.
        expect(
            await allCodes(
                text('Rosa at here aboard Horse').replace(
                    'round 1 { Rosa: move to far }',
                    'round 1 { Rosa: dismount } round 2 { Rosa: move to far }',
                ),
            ),
        ).toEqual(['move-takes-rounds']);
    });
    it('a rider rides a willing creature at least one size larger, of its own side', async () => {
        expect(await allCodes(text('Rosa aboard Horse'))).toEqual([]);
        expect(await allCodes(text('Rosa aboard Horse', 'size 2 speed 60'))).toEqual(['rpgstuck-mount']);
    });
    // §Mounted Combat: the rider moves its mount. A ridden mount's own `move` is not played (the run
    // logs "Horse is ridden by Rosa: its rider moves it."): the check says so.
    it("a ridden mount's own move is a warning: its rider moves it, the run plays the line as nothing", async () => {
        const own = text('Rosa aboard Horse').replace('round 1 { Rosa: move to far }', 'round 1 { Horse: move to far }');
        expect(await allCodes(own)).toEqual(['rpgstuck-ridden-mount-moves']);
        const a = await arena(own);
        expect(noteEvents(a.play(1, [12, 3])).map(n => n.text)).toEqual(['Horse is ridden by Rosa: its rider moves it.']);
        // The rider's own move takes the mount along and unseats nobody: the mount's line is still not played.
        const both = own.replace('round 1 { Horse: move to far }', 'round 1 { Rosa: move to far  Horse: move to far }');
        expect(await allCodes(both)).toEqual(['rpgstuck-ridden-mount-moves']);
        const after = own.replace('round 1 { Horse: move to far }', 'round 1 { Rosa: dismount } round 2 { Horse: move to far }');
        expect(await allCodes(after)).toEqual([]);
    });
    it("the rider moves at its mount's speed, and the mount shares its initiative (it rolls none, acting right after)", async () => {
        const a = await arena(text('Rosa aboard Horse'));
        const events = a.play(1, [12, 3]); // Rosa 12, Dummy 3: the Horse rolls nothing
        expect(actionTexts(events)).toEqual(['Rosa moves 60 ft to far (riding Horse).']);
        const order = events.find(e => e.kind === 'order');
        expect(order?.kind === 'order' && order.order.map(o => o.id)).toEqual(['Rosa', 'Dummy']);
        const turns = events.flatMap(e => (e.kind === 'phase' ? [e.name] : []));
        expect(turns).toEqual(["Rosa's turn (initiative 12)", "Horse's turn (initiative 12)", "Dummy's turn (initiative 3)"]);
    });
    it('a rider hit with forced movement is dismounted', async () => {
        const a = await arena(text('Rosa aboard Horse'));
        const events = a.play(1, [3, 12, 15], [{ actor: 'Dummy', actions: [{ action: 'Poke', isAttack: true, targets: ['Rosa'], modifiers: [] }] }]);
        expect(actionTexts(events)).toContain('Rosa dismounts Horse: forced movement.');
    });
    it('a mount knocked prone throws its rider, who spends its reaction to land on its feet', async () => {
        const a = await arena(text('Rosa aboard Horse'));
        const events = a.play(1, [3, 12, 15], [{ actor: 'Dummy', actions: [{ action: 'Trip', isAttack: true, targets: ['Horse'], modifiers: [] }] }]);
        expect(actionTexts(events)).toContain('Rosa dismounts Horse: its mount falls prone: it spends its reaction to land on its feet.');
        expect(conditionEvents(events).map(c => `${c.who} ${c.condition}`)).toEqual(['Horse prone']);
    });
    it('a rider whose reaction is spent (a Block earlier this round) falls prone beside it', async () => {
        const a = await arena(text('Rosa aboard Horse', 'size 3 speed 60', 2).replace('attack A {', 'tags shieldkind attack A {'));
        const strike = (actor: string, action: string, target: string) => ({
            actor,
            actions: [{ action, isAttack: true, targets: [target], modifiers: [] }],
        });
        // Initiative Rosa 12, Dummy#1 5, Dummy#2 3. Rosa blocks Dummy#1's Jab (15 + 2 − block d4 2 = 15 hits AC 10); Dummy#2 trips the Horse.
        const events = a.play(
            1,
            [12, 5, 3, 15, 2, 15],
            [
                { actor: 'Rosa', actions: [{ action: 'block', isAttack: false, targets: [], modifiers: [] }] },
                strike('Dummy#1', 'Jab', 'Rosa'),
                strike('Dummy#2', 'Trip', 'Horse'),
            ],
        );
        expect(conditionEvents(events).map(c => `${c.who} ${c.condition}`)).toEqual(['Horse prone', 'Rosa prone']);
    });
});
