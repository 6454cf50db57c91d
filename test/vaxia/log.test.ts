/**
 * The log a GM reads: outcomes that agree with their rulings, stops credited to what stopped them,
 * armour and shields named only where a combatant has them, and lines that fit a laptop screen.
 * Expected PP computed by hand from the dice ruler's curve (Python, values pasted).
 * Seed: 004_941aee309a07cd38.txt §Attacking and Defending, §Armor and Environmental Damage,
 * §Ruling Narration.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NodeFileSystem } from 'langium/node';
import { describe, expect, it } from 'vitest';
import { createStrifeServices } from '../../language/strife-module.js';
import { loadAndBuild } from '../../language/workspace/load-documents.js';
import { encountersOf, runDocumentEncounter } from '../../language/workspace/run-service.js';
import { eventsOf, vaxiaArena } from './harness.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const CAST = `ruleset vaxia
character Fighter { STR 35 DEX 30 END 25 INT 25 LIF 40 skills { swords 10 } attack Sword { uses DEX, STR vs DEX, END } }
character Guard { STR 25 DEX 30 END 35 INT 30 SPIR 25 CHA 35 LIF 40 attack Fist { uses DEX, STR vs DEX, END } }
character Wall { STR 35 DEX 35 END 35 INT 35 SPIR 30 CHA 30 LIF 40 attack Fist { uses DEX, STR vs DEX, END } }
`;
const duel = (target: string, post = '', extra = '') =>
    vaxiaArena(
        `${CAST.replace(`character ${target} {`, `character ${target} { ${extra}`)}encounter E { side a { Fighter } side b { ${target} } round 1 { Fighter: Sword -> ${target}${post ? ` ${target}: ${post}` : ''} } }`,
    );

describe('outcomes agree with their rulings', () => {
    it('rolls 35 and 37 succeed (combined winsby 0.63) but make 0.27 → 0 PP: NO PP, not FAILED', async () => {
        const a = await duel('Guard');
        const [attack] = eventsOf(a.play(1, [35, 37]), 'attack');
        expect(attack.outcome).toBe('no_pp');
        expect(attack.note).toContain('success');
    });

    it('rolls 10 and 10 fail: FAILED, and the note says failure', async () => {
        const a = await duel('Guard');
        const [attack] = eventsOf(a.play(1, [10, 10]), 'attack');
        expect(attack.outcome).toBe('missed');
        expect(attack.note).toContain('failure');
    });
});

describe('a stop says what stopped it (§Attacking and Defending: a shield adds absorb to a block)', () => {
    it('the block’s 8 PP leave 3 of the attack’s 11, and Wall’s shield 5 takes them: the shield stopped it', async () => {
        const a = await duel('Wall', 'block', 'shield 5');
        const [attack] = eventsOf(a.play(1, [70, 60, 90, 80]), 'attack');
        expect(attack.outcome).toBe('stopped');
        expect(attack.note).toContain('stopped by the shield');
    });

    it('a block whose PP take it all: stopped by the block', async () => {
        const a = await duel('Wall', 'block', 'shield 5');
        const [attack] = eventsOf(a.play(1, [70, 60, 100, 100]), 'attack');
        expect(attack.note).toContain('stopped by the block');
    });

    it('a creature with only a shield: the damage line names the shield, never armour', async () => {
        const a = await duel('Wall', 'block', 'shield 2');
        const [damage] = eventsOf(a.play(1, [70, 60, 90, 80]), 'damage');
        expect(damage.terms?.map(t => t.label)).toEqual(['attack PP', 'block PP', 'shield']);
        expect(damage.amount).toBe(1);
    });

    it('armour 1 and shield 2 against the 3 left: each named for what it took', async () => {
        const a = await duel('Wall', 'block', 'armor 1 shield 2');
        const [attack] = eventsOf(a.play(1, [70, 60, 90, 80]), 'attack');
        expect(attack.note).toContain('stopped by armour 1 and the shield 2');
    });

    it('hazards name armour and shields only for whoever has them (§Armor and Environmental Damage)', async () => {
        const a = await vaxiaArena(
            `${CAST.replace('character Wall {', 'character Wall { shield 3').replace('character Guard {', 'character Guard { armor 2')}encounter E { hazard fire side a { Fighter } side b { Wall, Guard } }`,
        );
        const notes = eventsOf(a.play(1, [1, 1, 1]), 'damage').map(d => `${d.target}: ${d.note}`);
        expect(notes).toEqual(['Fighter: fire', 'Wall: fire; the shield does not help', 'Guard: fire; armour does not help']);
    });
});

describe('lines a GM reads on a laptop', () => {
    const examples = fs.readdirSync(path.join(ROOT, 'examples/vaxia')).filter(f => f.endsWith('.strife'));

    it.each(examples)(
        '%s: no line of a run (seeds 1–5) is longer than 180 characters (a laptop terminal at 1366 px; they were up to 540)',
        async file => {
            const services = createStrifeServices(NodeFileSystem);
            const { roots, all } = await loadAndBuild(services.shared, [path.join(ROOT, 'examples/vaxia', file)]);
            const [document] = roots;
            for (const encounter of encountersOf(document)) {
                for (const seed of [1, 2, 3, 4, 5]) {
                    const { output } = runDocumentEncounter(
                        document,
                        all.filter(d => d !== document),
                        { encounter: encounter.name, seed },
                        d => d.uri.path,
                    );
                    const long = output.split('\n').filter(line => line.length > 180);
                    expect(long, long[0]).toEqual([]);
                }
            }
        },
    );
});

describe('a check line adds up', () => {
    // §Ruling Narration: a success's PP are its winsby, as a percentage, of the traits' mean might,
    // rounded. Every successful defense or stay-conscious line shows both, beside the PP it totals.
    it.each(['duel.strife', 'mage-vs-blocker.strife', 'mind-duel.strife'])(
        '%s (seeds 1–5): every success shows winsby × might, and its PP are that product rounded',
        async file => {
            const services = createStrifeServices(NodeFileSystem);
            const { roots, all } = await loadAndBuild(services.shared, [path.join(ROOT, 'examples/vaxia', file)]);
            const [document] = roots;
            let seen = 0;
            for (const seed of [1, 2, 3, 4, 5]) {
                const { output } = runDocumentEncounter(
                    document,
                    all.filter(d => d !== document),
                    { seed },
                    d => d.uri.path,
                );
                for (const line of output.split('\n')) {
                    if (!/ — .*→ success \(/.test(line)) continue;
                    const m = / = (\d+), needs .* → success \(winsby ([\d.]+)% × might ([\d.]+)/.exec(line);
                    expect(m, line).not.toBeNull();
                    const [, pp, winsby, might] = m!.map(Number);
                    expect(Math.abs(pp - (winsby * might) / 100), line).toBeLessThanOrEqual(0.5 + 0.01);
                    seen++;
                }
            }
            expect(seen).toBeGreaterThan(0);
        },
    );
});
