/**
 * Vehicles through the engine and the validator: the pilot's capped mights, the END a closed
 * vehicle lends, what a vehicle may do, disabled and destroyed, repair. Expected PP computed by
 * hand from the dice ruler's curve (Python, values pasted). Seed: 004_941aee309a07cd38.txt
 * §Understanding Vehicle Stats, §Vehicle Combat, §Open Vehicles, §Vehicle Death.
 */
import { describe, expect, it } from 'vitest';
import { snapshotLine } from '../../language/engine/render.js';
import { build, codes } from '../helpers.js';
import { codesOf, eventsOf, hoverAt, mightsOf, vaxiaArena } from './harness.js';

const V = `ruleset vaxia
character Ace { STR 25 DEX 30 END 28 INT 35 LIF 40 skills { piloting 20 } attack Blaster { uses DEX, STR vs DEX, END } }
character Rookie { STR 25 DEX 15 END 25 INT 20 LIF 40 skills { piloting 20 } attack Blaster { uses DEX, STR vs DEX, END } }
character Pax { STR 25 DEX 30 END 28 INT 25 LIF 40 attack Knife { uses DEX, STR vs DEX, END } }
character Wrench { INT 30 LIF 30 skills { repair 15 } attack Spanner { uses DEX, STR vs DEX, END } }
creature Raider { STR 30 DEX 30 END 30 LIF 60 attack Rifle { uses DEX, STR vs DEX, END } }
creature Jet { LIF 50 END 60 STR 50 DEX 40 tags vehicle, closed attack Guns { uses DEX, STR vs DEX, END } }
creature Bike { LIF 20 END 30 STR 20 DEX 60 tags vehicle, open attack Ram { uses DEX, STR vs DEX, END } }
`;

describe('§Understanding Vehicle Stats / §Vehicle Combat: the pilot’s mights', () => {
    it('DEX 30 + piloting 20 = 50 is capped by the Jet’s DEX 40; STR is the Jet’s 50 + piloting 20: 25 PP against DEX 30, END 30', async () => {
        const a = await vaxiaArena(`${V}encounter E { side a { Jet, Ace aboard Jet } side b { Raider } round 1 { Jet: Guns -> Raider } }`);
        const [attack] = eventsOf(a.play(1, [70, 70]), 'attack');
        expect(mightsOf(attack)).toEqual([
            ['DEX', 40, 30],
            ['STR', 70, 30],
        ]);
        expect(a.byId('Raider').damage).toBe(25);
    });

    it('a pilot under the cap keeps their own might: DEX 15 + 20 = 35 → 22 PP', async () => {
        const a = await vaxiaArena(`${V}encounter E { side a { Jet, Rookie aboard Jet } side b { Raider } round 1 { Jet: Guns -> Raider } }`);
        const [attack] = eventsOf(a.play(1, [70, 70]), 'attack');
        expect(mightsOf(attack)[0]).toEqual(['DEX', 35, 30]);
        expect(a.byId('Raider').damage).toBe(22);
    });

    it('an attacked vehicle stands on the pilot’s capped DEX and its END + piloting (40, 80): 4 PP', async () => {
        const a = await vaxiaArena(`${V}encounter E { side a { Jet, Ace aboard Jet } side b { Raider } round 1 { Raider: Rifle -> Jet } }`);
        const [attack] = eventsOf(a.play(1, [90, 90]), 'attack');
        expect(mightsOf(attack)).toEqual([
            ['DEX', 30, 40],
            ['STR', 30, 80],
        ]);
        expect(a.byId('Jet').damage).toBe(4);
    });
});

describe('§Vehicle Combat / §Open Vehicles: whose END soaks', () => {
    it('closed vehicle, outside attack: a passenger soaks with the Jet’s END 60 (7 damage), the pilot with 60 + piloting 20 (6)', async () => {
        const a = await vaxiaArena(
            `${V}encounter E { side a { Jet, Ace aboard Jet, Pax aboard Jet } side b { Raider x2 } round 1 { Raider#1: Rifle -> Pax Raider#2: Rifle -> Ace } }`,
        );
        const [onPax, onAce] = eventsOf(a.play(1, [90, 90, 90, 90]), 'attack');
        expect(mightsOf(onPax)[1]).toEqual(['STR', 30, 60]);
        expect(mightsOf(onAce)[1]).toEqual(['STR', 30, 80]);
        expect(a.byId('Pax').damage).toBe(7);
        expect(a.byId('Ace').damage).toBe(6);
    });

    it('an attack from inside the vehicle meets the passenger’s own END 28: 12 damage', async () => {
        const a = await vaxiaArena(
            `${V}encounter E { side a { Jet, Ace aboard Jet, Pax aboard Jet } side b { Raider aboard Jet } round 1 { Raider: Rifle -> Pax } }`,
        );
        const [attack] = eventsOf(a.play(1, [90, 90]), 'attack');
        expect(mightsOf(attack)[1]).toEqual(['STR', 30, 28]);
        expect(a.byId('Pax').damage).toBe(12);
    });

    it('an open vehicle lends nothing: the rider soaks with their own END 28', async () => {
        const a = await vaxiaArena(
            `${V}encounter E { side a { Bike, Ace aboard Bike, Pax aboard Bike } side b { Raider } round 1 { Raider: Rifle -> Pax } }`,
        );
        const [attack] = eventsOf(a.play(1, [90, 90]), 'attack');
        expect(mightsOf(attack)[1]).toEqual(['STR', 30, 28]);
        expect(a.byId('Pax').damage).toBe(12);
    });

    it('an attack aimed at the open vehicle itself meets its stats: capped DEX min(30 + 20, 60) = 50, END 30 + 20', async () => {
        const a = await vaxiaArena(`${V}encounter E { side a { Bike, Ace aboard Bike } side b { Raider } round 1 { Raider: Rifle -> Bike } }`);
        const [attack] = eventsOf(a.play(1, [90, 90]), 'attack');
        expect(mightsOf(attack)).toEqual([
            ['DEX', 30, 50],
            ['STR', 30, 50],
        ]);
    });

    it('a passenger dodges only by leaping out, with their own stats (DEX 30, INT 25), and is off the vehicle after the round', async () => {
        const a = await vaxiaArena(
            `${V}encounter E { side a { Jet, Ace aboard Jet, Pax aboard Jet } side b { Raider } round 1 { Raider: Rifle -> Pax Pax: dodge } }`,
        );
        const events = a.play(1, [50, 50, 50, 50]);
        const [dodge] = eventsOf(events, 'check');
        expect(dodge.what).toBe("leaps out from Raider's Rifle");
        expect(mightsOf(dodge)).toEqual([
            ['DEX', 30, 30],
            ['INT', 25, 30],
        ]);
        expect(eventsOf(events, 'note').map(n => n.text)).toContain('Pax has leapt out of Jet.');
        expect(a.byId('Pax').aboard).toBeUndefined();
    });
});

describe('§Vehicle Combat: what a vehicle may do (strife check)', () => {
    const encounter = (post: string, tags = 'vehicle, closed') =>
        `${V.replace('tags vehicle, closed', `tags ${tags}`)}encounter E { zone bay zone yard side a { Jet at bay, Ace aboard Jet } side b { Raider at bay } round 1 { Jet: ${post} } }`;

    it.each(['Guns -> Raider', 'dodge', 'parry', 'defend', 'move to yard'])('%s: allowed', async post => {
        expect(await codesOf(encounter(post))).not.toContain('vaxia-vehicle-action');
    });

    it.each(['counter', 'redirect -> Raider', 'disarm', 'leap_out', 'heal -> Ace', 'stay_conscious'])('%s: vaxia-vehicle-action', async post => {
        expect(await codesOf(encounter(post))).toContain('vaxia-vehicle-action');
    });

    it('block only with shields', async () => {
        expect(await codesOf(encounter('block'))).toContain('vaxia-vehicle-action');
        expect(await codesOf(encounter('block', 'vehicle, closed, shields'))).not.toContain('vaxia-vehicle-action');
    });

    it('a vehicle that moves carries its riders', async () => {
        const a = await vaxiaArena(encounter('move to yard'));
        a.play(1, []);
        expect(a.byId('Jet').zone).toBe('yard');
    });
});

describe('§Vehicle Death', () => {
    it('LIF 20: operational at 19 damage, disabled at 20 and 39, destroyed at 40', async () => {
        const a = await vaxiaArena(`${V}encounter E { side a { Bike } side b { Raider } }`);
        const bike = a.byId('Bike');
        const states: string[] = [];
        for (const [round, damage] of [
            [1, 19],
            [2, 20],
            [3, 39],
            [4, 40],
        ]) {
            bike.damage = damage;
            a.play(round, []);
            states.push(bike.status);
        }
        expect(states).toEqual(['active', 'unconscious', 'unconscious', 'dead']);
    });

    // A vehicle is not unconscious or dead: the result line says it as the seed does (it read
    // "Bike (raiders): unconscious, -1/25 LIF, damage 26; disabled").
    it('the result line says disabled and destroyed, where a creature would be unconscious and dead', async () => {
        const a = await vaxiaArena(`${V}encounter E { side a { Bike } side b { Raider } }`);
        const bike = a.byId('Bike');
        const line = () => snapshotLine(a.engine.snapshot(bike));
        bike.damage = 20;
        a.play(1, []);
        expect(line()).toMatch(/^Bike \(a\): disabled, \S+ LIF, damage 20$/);
        bike.damage = 40;
        a.play(2, []);
        expect(line()).toMatch(/^Bike \(a\): destroyed, \S+ LIF, damage 40$/);
    });

    it('repair: one LIF per PP (INT 30 + repair 15 against 25, roll 35: 6 PP); back above 0 the vehicle works again', async () => {
        const a = await vaxiaArena(`${V}encounter E { side a { Bike, Wrench } side b { Raider } round 2 { Wrench: repair -> Bike } }`);
        const bike = a.byId('Bike');
        bike.damage = 25;
        a.play(1, []);
        expect(bike.status).toBe('unconscious');
        const events = a.play(2, [35]);
        expect(bike.damage).toBe(19);
        expect(bike.status).toBe('active');
        expect(eventsOf(events, 'defeated').map(e => e.how)).toEqual(['is operational again']);
    });

    it('a destroyed vehicle cannot be repaired: no roll', async () => {
        const a = await vaxiaArena(`${V}encounter E { side a { Bike, Wrench } side b { Raider } round 2 { Wrench: repair -> Bike } }`);
        a.byId('Bike').damage = 40;
        a.play(1, []);
        const events = a.play(2, []);
        expect(eventsOf(events, 'note').map(n => n.text)).toEqual(['Wrench cannot repair Bike.']);
        expect(a.byId('Bike').damage).toBe(40);
    });
});

describe('§Open Vehicles: a rider who moves on its own steps off first', () => {
    // "A passenger or pilot may ... flee the vehicle (jumping off a bike or out of a shuttle)": a
    // rider's own `move` takes it off the vehicle; it then stands where it moved to.
    const RIDE = `${V}creature Foe { LIF 30 attack Claw { uses DEX, STR vs DEX, END } }
encounter E {
  zone ford { distance bank 30 ft } zone bank { hazard lava }
  side a { Bike at ford, Ace aboard Bike, Pax aboard Bike } side b { Foe at ford }`;

    it('Pax steps off the Bike (the log says so), moves to the bank and takes its lava (15 on a roll of 1); the Bike and Ace stay at the ford', async () => {
        const a = await vaxiaArena(`${RIDE} round 1 { Pax: move to bank } }`);
        const events = a.play(1, [1]);
        expect(eventsOf(events, 'note').map(n => n.text)).toContain('Pax steps off Bike.');
        expect(eventsOf(events, 'action').map(e => e.text)).toContain('Pax moves to bank.');
        const pax = a.byId('Pax');
        expect([pax.aboard, pax.zone, pax.damage]).toEqual([undefined, 'bank', 15]);
        expect([a.byId('Ace').aboard, a.byId('Bike').zone]).toEqual(['Bike', 'ford']);
    });

    it('a pilot who steps off still flies that round (posts happen together); from the next round the Bike has no pilot and does not act, and the log says so', async () => {
        const a = await vaxiaArena(`${RIDE} round 1 { Ace: move to ford  Bike: Ram -> Foe } round 2 { Bike: Ram -> Foe } }`);
        expect(eventsOf(a.play(1, [50, 50]), 'attack')).toHaveLength(1);
        expect(a.byId('Ace').aboard).toBeUndefined();
        // Pax (no piloting) is still aboard: he pilots.
        expect(eventsOf(a.play(2, [50, 50]), 'attack')).toHaveLength(1);
        const b = await vaxiaArena(
            `${V}creature Foe { LIF 30 } encounter E { zone ford zone bank side a { Bike at ford, Ace aboard Bike } side b { Foe at ford } round 1 { Ace: move to ford } round 2 { Bike: Ram -> Foe } }`,
        );
        b.play(1, []);
        const events = b.play(2, []);
        expect(eventsOf(events, 'attack')).toEqual([]);
        expect(eventsOf(events, 'note').map(n => n.text)).toEqual(['Bike has nobody aboard to pilot it, so it does not act: Ram -> Foe.']);
    });

    it('strife check: a rider stands where its vehicle is, so `at bank aboard Bike` is refused (vaxia-aboard-zone) unless the Bike is at the bank', async () => {
        const enc = (rider: string) => `${V}encounter E { zone ford zone bank side a { Bike at ford, ${rider} } side b { Raider at ford } }`;
        expect(await codesOf(enc('Ace at bank aboard Bike'))).toEqual(['vaxia-aboard-zone']);
        expect(await codesOf(enc('Ace at ford aboard Bike'))).toEqual([]);
        expect(await codesOf(`${V}encounter E { zone ford zone bank side a { Bike, Ace at bank aboard Bike } side b { Raider at ford } }`)).toEqual([
            'vaxia-aboard-zone',
        ]);
    });

    it('strife check follows the step-off: a pilot gone leaves the vehicle unpiloted (vaxia-no-pilot); a rider off a closed hull fires freely', async () => {
        const jet = (script: string) =>
            `${V}encounter E { zone bay zone yard side a { Jet at bay, Ace aboard Jet, Pax aboard Jet } side b { Raider at bay } ${script} }`;
        expect(await codesOf(jet('round 1 { Ace: move to yard  Pax: move to yard } round 2 { Jet: Guns -> Raider }'))).toEqual(['vaxia-no-pilot']);
        expect(await codesOf(jet('round 1 { Ace: move to yard  Jet: Guns -> Raider }'))).toEqual([]);
        expect(await codesOf(jet('round 1 { Pax: Knife -> Raider }'))).toEqual(['vaxia-no-gun-ports']);
        expect(await codesOf(jet('round 1 { Pax: move to yard } round 2 { Pax: Knife -> Raider }'))).toEqual([]);
    });

    // §Open Vehicles: a rider dodges an attack only by leaping out, and the engine has it off the
    // vehicle after that round (round.ts): check walks the script the same way, so a pilot who
    // leapt out leaves the vehicle unpiloted, and a passenger who leapt out of a closed hull fires freely.
    it('strife check follows a leap out as the run does: the pilot who dodged an attack is off the Jet from the next round (vaxia-no-pilot)', async () => {
        const text = `${V}encounter E { zone bay side a { Jet at bay, Ace aboard Jet } side b { Raider at bay } round 1 { Raider: Rifle -> Ace  Ace: dodge } round 2 { Jet: Guns -> Raider } }`;
        expect(await codesOf(text)).toEqual(['vaxia-no-pilot']);
        const a = await vaxiaArena(text);
        a.play(1, [50, 50, 50, 50]);
        expect(a.byId('Ace').aboard).toBeUndefined();
        expect(eventsOf(a.play(2, []), 'note').map(n => n.text)).toEqual(['Jet has nobody aboard to pilot it, so it does not act: Guns -> Raider.']);
    });

    it('strife check: a leap out nobody attacks is never rolled, so the rider stays aboard; a passenger who leapt out of the closed Jet fires freely', async () => {
        const jet = (script: string) =>
            `${V}encounter E { zone bay side a { Jet at bay, Ace aboard Jet, Pax aboard Jet } side b { Raider at bay } ${script} }`;
        expect(await codesOf(jet('round 1 { Ace: leap_out } round 2 { Jet: Guns -> Raider }'))).toEqual([]);
        expect(await codesOf(jet('round 1 { Pax: leap_out } round 2 { Pax: Knife -> Raider }'))).toEqual(['vaxia-no-gun-ports']);
        expect(await codesOf(jet('round 1 { Raider: Rifle -> Pax  Pax: leap_out } round 2 { Pax: Knife -> Raider }'))).toEqual([]);
    });
});

describe('hovers see who is aboard as the run does', () => {
    // A rider who stepped off the closed Jet in round 1 stands on its own END 28 in round 2; aboard it
    // would soak with the Jet's END 60 (§Vehicle Combat, §Open Vehicles). The hover walks the earlier
    // rounds' posts (AttackScene.earlierPosts) with engine/posts.ts walkRiders, as the checks do.
    it('an attack on a rider who stepped off in an earlier round meets its own END, as the run rolls it', async () => {
        const text = `${V}encounter E { zone bay zone yard side a { Jet at bay, Ace aboard Jet, Pax aboard Jet } side b { Raider at bay } round 1 { Pax: move to yard } round 2 { Raider: Rifle -> Pax } }`;
        const a = await vaxiaArena(text);
        a.play(1, []);
        const [attack] = eventsOf(a.play(2, [50, 50]), 'attack');
        expect(mightsOf(attack)).toEqual([
            ['DEX', 30, 30],
            ['STR', 30, 28],
        ]);
        expect(await hoverAt(text, 'Rifle -> Pax')).toContain('standing: DEX 30, END 28');
    });
});

describe('§Vehicle Combat: a vehicle with nobody aboard does not act', () => {
    it('strife check warns for any of its actions (vaxia-no-pilot), a move too; the run says so', async () => {
        const text = `${V}encounter E { zone ford zone bank side a { Bike at ford, Pax at ford } side b { Raider at bank } round 1 { Bike: move to bank } }`;
        const built = await build(text);
        expect(codes(built.diagnostics)).toEqual(['vaxia-no-pilot']);
        expect(built.diagnostics[0].severity).toBe(2);
        const a = await vaxiaArena(text);
        const events = a.play(1, []);
        expect(eventsOf(events, 'note').map(n => n.text)).toEqual(['Bike has nobody aboard to pilot it, so it does not act: move to bank.']);
        expect(a.byId('Bike').zone).toBe('ford');
    });
});
