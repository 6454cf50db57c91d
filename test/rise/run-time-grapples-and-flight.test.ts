/**
 * What a run does where the script cannot be checked ahead: a maneuver's one roll against several
 * defenses as the summary counts it, prone and flight meeting mid-fight, a grapple given across
 * zones, and a grapple ended by an effect. From 003_66faa831a56df10d.txt §Grapple ("a melee attack
 * … against Fortitude and Reflex defenses"), §Trip, §Escape Grapple ("it stops being grappled by
 * you and you stop being grappled by it"), §Flight ("it falls just like any other creature"), and
 * Rise's condition table (prone is held apart from flying and gliding).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NodeFileSystem } from 'langium/node';
import { describe, expect, it } from 'vitest';
import type { CombatEvent, FighterSnapshot } from '../../language/engine/log.js';
import { renderEvent, renderSummary } from '../../language/engine/render.js';
import { FightTally } from '../../language/engine/summary.js';
import { createStrifeServices } from '../../language/strife-module.js';
import { loadAndBuild } from '../../language/workspace/load-documents.js';
import { runDocumentEncounter } from '../../language/workspace/run-service.js';
import { RISE_OUTCOMES as OUTCOME_SPECS } from '../../language/rulesets/rise/schema.js';
import { arena, attackEvents } from './harness.js';

/** Each outcome id with the words the log prints it with. */
const RISE_OUTCOMES: Record<string, string> = Object.fromEntries(OUTCOME_SPECS.map(o => [o.name, o.label]));

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const text = (o: {
    zones?: string;
    kara?: string;
    ally?: string;
    orc?: string;
    attacks?: string;
    allyAttacks?: string;
    script: string;
}) => `ruleset rise
character Kara { accuracy 0 hit_points 30 defenses { armor 5 fortitude 5 reflex 5 mental 5 }
  attack Sword { vs armor damage 4 tags melee }
  attack Flail { vs armor damage 1d6 accuracy 1 tags melee, tripping }
  ${o.attacks ?? ''} }
character Ally { accuracy 0 hit_points 30 defenses { armor 5 fortitude 5 reflex 5 mental 5 }
  attack Club { vs armor damage 2 tags melee }
  ${o.allyAttacks ?? ''} }
creature Orc { accuracy 0 hit_points 50 defenses { armor 6 fortitude 6 reflex 4 mental 5 } attack Axe { vs armor damage 3 tags melee } }
encounter e {
  ${o.zones ?? ''}
  side h { Kara${o.kara ?? ''}, Ally${o.ally ?? ''} } side o { Orc${o.orc ?? ''} }
  ${o.script}
}`;
const lines = (events: CombatEvent[]) => events.flatMap(e => renderEvent(e, 'text', RISE_OUTCOMES));
const notes = (events: CombatEvent[]) => events.flatMap(e => (e.kind === 'action' || e.kind === 'note' ? [e.text] : []));

/** The summary's attack counts of `who`, as the run's "Summary" prints them, for these events. */
function summaryAttacks(events: CombatEvent[], who: string): string {
    const outcomes = RISE_OUTCOMES;
    const snap = (id: string): FighterSnapshot => ({ id, side: 's', status: 'active', hp: 1, maxHp: 1, resources: {}, conditions: [] });
    const tally = new FightTally();
    tally.add({ kind: 'start', encounter: 'e', ruleset: 'rise', seed: 1, sides: [], outcomes });
    for (const e of events) tally.add(e);
    tally.add({ kind: 'end', winner: undefined, reason: '', rounds: 1, final: [snap(who)] });
    const line = renderSummary(tally.summary(), 'text', outcomes).find(l => l.includes(`${who} (`)) ?? '';
    return /attacks: ([^;]*)/.exec(line)?.[1] ?? '';
}

describe('a maneuver counts once per target in the summary, with every defense it was rolled against in the log', () => {
    it('§Grapple: one grapple that beats Fortitude 6 and Reflex 4 is one hit', async () => {
        const a = await arena(text({ script: 'round 1 { Kara: grapple -> Orc }' }));
        const events = a.play(1, [6]);
        expect(summaryAttacks(events, 'Kara')).toBe('1 hit');
        const shown = lines(events).join('\n');
        expect(shown).toContain('fortitude 6');
        expect(shown).toContain('reflex 4');
    });

    it('§Grapple: a roll that beats Reflex but glances off Fortitude is one glancing blow, and no grapple', async () => {
        const a = await arena(text({ script: 'round 1 { Kara: grapple -> Orc }' }));
        const events = a.play(1, [5]);
        expect(summaryAttacks(events, 'Kara')).toBe('1 glancing blow');
        expect(attackEvents(events)).toHaveLength(1);
        expect(a.byId('Orc').conds.has('grappled')).toBe(false);
    });

    it('§Trip with a tripping weapon: Fortitude, Reflex and Armor are one attack, one hit', async () => {
        const a = await arena(text({ script: 'round 1 { Kara: trip -> Orc using Flail }' }));
        const events = a.play(1, [5, 4]);
        expect(summaryAttacks(events, 'Kara')).toBe('1 hit');
        const shown = lines(events).join('\n');
        for (const d of ['fortitude 6', 'reflex 4', 'armor 6']) expect(shown).toContain(d);
    });

    it('the mill ford, seed 1: Doran grapples once and strikes twice with his spear — "2 hits, 1 miss"', async () => {
        const services = createStrifeServices(NodeFileSystem);
        const { roots, all } = await loadAndBuild(services.shared, [path.join(ROOT, 'examples/rise/mill-ford.strife')]);
        const [document] = roots;
        const outcome = runDocumentEncounter(
            document,
            all.filter(d => d !== document),
            { encounter: 'The mill ford', seed: 1, format: 'text' },
            d => d.uri.path,
        );
        expect(outcome.ok).toBe(true);
        const doran = outcome.output.split('\n').find(l => l.trim().startsWith('Doran (heroes): dealt'));
        expect(doran).toContain('attacks: 2 hits, 1 miss;');
    });
});

describe('prone and flight exclude each other (§Trip, §Flight, the condition table)', () => {
    it('an area attack that inflicts prone does not lay a flyer down: it keeps flying, and the log says why', async () => {
        const a = await arena(
            text({
                zones: 'zone a { distance b 20 ft }\n  zone b',
                attacks: 'attack Quake { vs reflex tags magical, area range 30 inflicts prone }',
                kara: ' at a',
                ally: ' at a',
                orc: ' at b is flying',
                script: 'round 1 { Kara: Quake in b }',
            }),
        );
        const events = a.play(1, [9]);
        expect(a.byId('Orc').conds.has('prone')).toBe(false);
        expect(a.byId('Orc').conds.has('flying')).toBe(true);
        expect(notes(events).join('\n')).toMatch(/Orc is flying: .*not knocked prone/);
    });

    it('a trip at a flyer something could land (so `check` lets it pass) hits, but the flyer is not laid prone', async () => {
        const a = await arena(text({ allyAttacks: 'ability Ground { removes flying }', orc: ' is flying', script: 'round 1 { Kara: trip -> Orc }' }));
        const events = a.play(1, [9]);
        expect(a.byId('Orc').conds.has('prone')).toBe(false);
        expect(notes(events).join('\n')).toMatch(/Orc is flying: .*not knocked prone/);
    });

    it('`inflicts flying` on a prone creature does not lift it: it stays prone, and the log says why', async () => {
        const a = await arena(text({ attacks: 'ability Wings { inflicts flying }', orc: ' is prone', script: 'round 1 { Kara: Wings -> Orc }' }));
        const events = a.play(1, []);
        expect(a.byId('Orc').conds.has('flying')).toBe(false);
        expect(a.byId('Orc').conds.has('prone')).toBe(true);
        expect(notes(events).join('\n')).toMatch(/Orc lies prone: .*does not take to the air/);
    });

    it('a creature given flight mid-fight and then tripped is not both', async () => {
        const a = await arena(
            text({
                allyAttacks: 'ability Wings { inflicts flying }\n  ability Ground { removes flying }',
                script: 'round 1 { Ally: Wings -> Orc }\n  round 2 { Kara: trip -> Orc }',
            }),
        );
        a.play(1, []);
        a.play(2, [9]);
        const orc = a.byId('Orc').conds;
        expect(orc.has('flying') && orc.has('prone')).toBe(false);
    });
});

describe('§Grapple: a grapple holds creatures side by side', () => {
    it('an ability that inflicts grappled on a creature in another zone does not grapple it', async () => {
        const a = await arena(
            text({
                zones: 'zone a { distance b 30 ft }\n  zone b',
                attacks: 'ability Grab { inflicts grappled }',
                kara: ' at a',
                ally: ' at a',
                orc: ' at b',
                script: 'round 1 { Kara: Grab -> Orc }',
            }),
        );
        const events = a.play(1, []);
        expect(a.byId('Orc').conds.has('grappled')).toBe(false);
        expect(notes(events).join('\n')).toMatch(/cannot grapple Orc: .*30 ft apart/);
    });
});

describe('§Escape Grapple: a grapple ends on both sides', () => {
    it('`removes grappled` on one of two creatures grappling each other frees both', async () => {
        const a = await arena(
            text({
                allyAttacks: 'ability Free { removes grappled }',
                kara: ' is grappled by Orc',
                orc: ' is grappled by Kara',
                script: 'round 1 { Ally: Free -> Kara }',
            }),
        );
        const events = a.play(1, []);
        expect(a.byId('Kara').conds.has('grappled')).toBe(false);
        expect(a.byId('Orc').conds.has('grappled')).toBe(false);
        expect(lines(events).join('\n')).toContain('Orc is no longer grappled by Kara');
    });
});
