/**
 * Generators of valid Rise `.strife` text for the benchmarks: a large file of many characters,
 * creatures (some `extends`) and encounters whose scripted rounds reference them, with varied
 * names and numbers; and the 4-against-6 encounter of the engine benchmark.
 */

const ADJECTIVES = ['Grim', 'Swift', 'Pale', 'Iron', 'Ashen', 'Bold', 'Quiet', 'Red', 'Hollow', 'Wild', 'Stone', 'Frost'];
const HEROES = ['Kara', 'Doran', 'Sera', 'Tomas', 'Ilse', 'Brann', 'Mira', 'Odo', 'Yara', 'Fenn', 'Lio', 'Rhea'];
const MONSTERS = ['Bandit', 'Ghoul', 'Wolf', 'Cultist', 'Ogre', 'Goblin', 'Skeleton', 'Drake', 'Troll', 'Harpy', 'Mauler', 'Shade'];
const WEAPONS = ['Sword', 'Axe', 'Spear', 'Mace', 'Hammer', 'Glaive', 'Pick', 'Flail'];
const DICE = ['1d6', '1d8', '1d10', '2d6', '1d10!', '4d6kh3', '2d8', '1d4 + 1d4'];

/** Deterministic small pseudo-random numbers for varying the text (not the engine's RNG). */
function lcg(seed: number): () => number {
    let s = seed >>> 0;
    return () => {
        s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
        return s / 2 ** 32;
    };
}

function pick<T>(rand: () => number, list: readonly T[]): T {
    return list[Math.floor(rand() * list.length)];
}

function between(rand: () => number, lo: number, hi: number): number {
    return lo + Math.floor(rand() * (hi - lo + 1));
}

function character(name: string, weapon: string, rand: () => number): string[] {
    return [
        `character ${name} {`,
        `  level ${between(rand, 1, 6)}`,
        `  strength ${between(rand, 0, 3)}`,
        `  dexterity ${between(rand, 1, 3)}`,
        `  perception ${between(rand, 1, 4)}`,
        `  power ${between(rand, 1, 4)}`,
        `  hit_points ${between(rand, 16, 30)}`,
        `  damage_resistance ${between(rand, 2, 8)}`,
        `  defenses { armor ${between(rand, 5, 9)}  fortitude ${between(rand, 4, 8)}  reflex ${between(rand, 4, 8)}  mental ${between(rand, 3, 7)} }`,
        `  attack ${weapon} { vs armor  damage ${pick(rand, DICE)} + power  tags melee }`,
        `  attack Dagger { vs armor  damage 1d4 + power  tags melee, light }`,
        `}`,
        ``,
    ];
}

function creature(name: string, weapon: string, rand: () => number, base?: string): string[] {
    if (base) {
        return [
            `// A tougher ${base}.`,
            `creature ${name} extends ${base} {`,
            `  level ${between(rand, 2, 5)}`,
            `  hit_points ${between(rand, 18, 30)}`,
            `  attack ${weapon} { vs armor  damage ${pick(rand, DICE)} + power  tags melee }`,
            `}`,
            ``,
        ];
    }
    return [
        `creature ${name} {`,
        `  level ${between(rand, 1, 4)}`,
        `  strength ${between(rand, 0, 3)}`,
        `  accuracy ${between(rand, 1, 4)}`,
        `  power ${between(rand, 1, 3)}`,
        `  hit_points ${between(rand, 10, 20)}`,
        `  damage_resistance ${between(rand, 1, 4)}`,
        `  defenses { armor ${between(rand, 4, 7)}  fortitude ${between(rand, 3, 6)}  reflex ${between(rand, 3, 6)}  mental ${between(rand, 2, 5)} }`,
        `  attack ${weapon} { vs armor  damage ${pick(rand, DICE)} + power  tags melee }`,
        `}`,
        ``,
    ];
}

/** Where the benchmarks aim their requests, as 0-based line/character positions. */
export interface Landmarks {
    /** Start of a combatant name used as a scripted actor (a cross-reference) in the last encounter. */
    readonly actorRef: { line: number; character: number };
    /** Start of an attack name used as a scripted action in the last encounter. */
    readonly actionRef: { line: number; character: number };
    /** Start of a dice token in the last combatant's attack. */
    readonly diceLit: { line: number; character: number };
    /** Start of a stat value (a digit) in a combatant in the middle of the file: the edit point. */
    readonly editDigit: { line: number; character: number };
    /** Start of a stat name in the last combatant (stat-name completion). */
    readonly statName: { line: number; character: number };
}

export interface GeneratedFile {
    readonly text: string;
    readonly lines: number;
    readonly combatants: number;
    readonly encounters: number;
    readonly landmarks: Landmarks;
}

/**
 * A valid Rise file of at least `targetLines` lines. Each group declares two characters, two
 * creatures (the second extends the first) and one encounter scripting two rounds between them and
 * the previous group's creatures, so references cross the whole file.
 */
export function generateRiseFile(targetLines: number, seed = 1): GeneratedFile {
    const rand = lcg(seed);
    const out: string[] = ['ruleset rise', '', '// Generated for the benchmarks: many combatants and encounters.', ''];
    let combatants = 0;
    let encounters = 0;
    let prevMonster: { name: string; weapon: string } | undefined;
    const marks: Partial<Record<keyof Landmarks, { line: number; character: number }>> = {};
    for (let g = 0; out.length < targetLines; g++) {
        const tag = `${pick(rand, ADJECTIVES)}${g}`;
        const h1 = `${HEROES[g % HEROES.length]}${tag}`;
        const h2 = `${HEROES[(g + 5) % HEROES.length]}${tag}B`;
        const m1 = `${MONSTERS[g % MONSTERS.length]}${tag}`;
        const m2 = `${MONSTERS[(g + 7) % MONSTERS.length]}Chief${tag}`;
        const w1 = `${pick(rand, WEAPONS)}${g}`;
        const w2 = `${pick(rand, WEAPONS)}${g}b`;
        const mw1 = `Claw${g}`;
        const mw2 = `Cleaver${g}`;
        const c1Start = out.length;
        out.push(...character(h1, w1, rand));
        // The edit point: the hit points of a character in the middle of a 10k-line file.
        if (g === 75) marks.editDigit = { line: c1Start + 6, character: out[c1Start + 6].indexOf('hit_points ') + 'hit_points '.length };
        out.push(...character(h2, w2, rand));
        out.push(...creature(m1, mw1, rand));
        out.push(...creature(m2, mw2, rand, m1));
        combatants += 4;
        const other = prevMonster ?? { name: m1, weapon: mw1 };
        const enc = [
            `encounter "${tag} skirmish ${g}" {`,
            `  seed ${g + 1}`,
            `  round_limit ${between(rand, 10, 20)}`,
            `  side heroes { ${h1}, ${h2} }`,
            other.name === m1 ? `  side monsters { ${m1} x3, ${m2} }` : `  side monsters { ${m1} x3, ${m2}, ${other.name} }`,
            `  round 1 {`,
            `    ${h1}: move; ${w1} -> ${m1}#1`,
            `    ${h2}: ${w2} -> ${m1}#2; offhand_strike -> ${m1}#2 using Dagger`,
            `    ${m1}#1, ${m1}#2: ${mw1} -> ${h1}`,
            `    ${m1}#3: ${mw1} -> ${h2}`,
            `    ${m2}: total_defense`,
            `  }`,
            `  round 2 {`,
            `    ${h1}: ${w1} -> ${m1}#1 with desperate_exertion`,
            `    ${h2}: ${w2} -> ${m2}`,
            `    ${m2}: charge -> ${h2} using ${mw2}`,
            other.name === m1 ? `    ${m1}#3: ${mw1} -> ${h1}` : `    ${other.name}: ${other.weapon} -> ${h1}`,
            `  }`,
            `  tactics heroes: attack_weakest`,
            `  tactics monsters: attack_first`,
            `  expect heroes wins`,
            `}`,
            ``,
        ];
        const encStart = out.length;
        out.push(...enc);
        encounters++;
        // Landmarks in the last group: overwritten every group, so the final values point near the end.
        marks.actorRef = { line: encStart + 6, character: 4 };
        marks.actionRef = { line: encStart + 6, character: out[encStart + 6].indexOf(w1) };
        const diceLine = c1Start + 9;
        marks.diceLit = { line: diceLine, character: out[diceLine].indexOf('damage ') + 'damage '.length };
        marks.statName = { line: c1Start + 5, character: 2 };
        prevMonster = { name: m1, weapon: mw1 };
    }
    if (!marks.editDigit) {
        // Small files: edit the first character's hit points.
        const line = out.findIndex(l => l.startsWith('  hit_points '));
        marks.editDigit = { line, character: '  hit_points '.length };
    }
    return { text: out.join('\n'), lines: out.length, combatants, encounters, landmarks: marks as Landmarks };
}

/** The engine benchmark's encounter: four characters against six creatures, tactics only. */
export const FOUR_VS_SIX = `ruleset rise

character Kara {
  level 3  strength 2  perception 2  power 3
  hit_points 24  damage_resistance 6
  defenses { armor 7  fortitude 6  reflex 5  mental 4 }
  attack Longsword { vs armor  damage 1d10 + power  tags melee }
}
character Doran {
  level 3  strength 1  dexterity 2  perception 4  power 2
  hit_points 20  damage_resistance 4
  defenses { armor 6  fortitude 5  reflex 7  mental 5 }
  attack Spear { vs armor  damage 1d8 + power  tags melee }
  attack Dagger { vs armor  damage 1d4 + power  tags melee, light }
}
character Sera {
  level 3  strength 3  perception 2  power 4
  hit_points 26  damage_resistance 8
  defenses { armor 8  fortitude 7  reflex 5  mental 5 }
  attack Warhammer { vs armor  damage 1d10 + power  tags melee }
}
character Tomas {
  level 3  willpower 3  perception 2  power 3
  hit_points 18  damage_resistance 5
  defenses { armor 6  fortitude 5  reflex 7  mental 8 }
  attack Firebolt { vs reflex  damage 1d8 + power  tags magical }
  attack Staff { vs armor  damage 1d6 + power  tags melee }
}
creature Bandit {
  level 1  strength 1  accuracy 2  power 1
  hit_points 12  damage_resistance 2
  defenses { armor 5  fortitude 4  reflex 5  mental 3 }
  attack Shortsword { vs armor  damage 1d6 + power  tags melee }
}
creature BanditCaptain extends Bandit {
  level 3  accuracy 4  power 2
  hit_points 20  damage_resistance 4
  defenses { armor 7  fortitude 6  reflex 6  mental 4 }
  attack Longsword { vs armor  damage 1d10 + power  tags melee }
}

encounter "Four against six" {
  seed 1
  round_limit 20
  side heroes { Kara, Doran, Sera, Tomas }
  side bandits { Bandit x4, BanditCaptain x2 }
  tactics attack_weakest
}
`;

/** The RPGStuck engine benchmark's encounter: four tier-1 characters against six imps and ogres, by tactics. */
export const RPGSTUCK_FOUR_VS_SIX = `ruleset rpgstuck

character Karkat { level 3 P 2 STR 3 DEX 1 CON 2 hit_die 10 defenses { AC 15 reflex 12 fortitude 14 will 11 } tags shieldkind
  attack Sickle { vs AC damage 2d6 + STR } }
character Nepeta { level 3 P 2 Q 2 DEX 3 CON 1 crit_range 2 defenses { AC 14 reflex 15 fortitude 12 will 12 }
  attack Claws { vs AC damage Q d6 + DEX } }
character Kanaya { level 3 P 2 STR 2 DEX 2 CON 2 defenses { AC 15 reflex 13 fortitude 13 will 13 }
  attack Chainsaw { vs AC damage d10 + STR + 1d } }
character Sollux { level 3 P 2 INT 3 CON 1 defenses { AC 13 reflex 14 fortitude 11 will 15 }
  attack Psiblast { vs reflex damage 2d6 + INT uses INT tags psionic } }

creature Imp { level 1 tier 1 cr 1 P 1 Q 1 STR 1 DEX 2 damage_mod 1 hp 12 defenses { AC 12 reflex 12 fortitude 10 will 9 }
  attack Claw { vs AC damage Q d6 + DEX } }
creature Ogre { level 3 tier 1 cr 2 P 2 STR 4 DEX -1 CON 3 damage_mod 3 hp 40 defenses { AC 13 reflex 10 fortitude 15 will 10 }
  attack Club { vs AC damage 2d8 + STR }
  attack Stomp { vs reflex damage 3d6 + STR cooldown 2 } }

encounter "Bench: four against six" {
  round_limit 20
  side heroes { Karkat, Nepeta, Kanaya, Sollux }
  side monsters { Imp x4, Ogre x2 }
  tactics attack_weakest
}
`;

/** A generated file of Langium's domainmodel example language (the stock-Langium anchor's). */
export interface GeneratedDomainModel {
    readonly text: string;
    readonly lines: number;
    /** A letter of a feature name in the middle of the file (names nobody references): the edit point. */
    readonly editChar: { line: number; character: number };
    /** The start of a type reference in the last entity: completion lists every type in scope there. */
    readonly typeRef: { line: number; character: number };
}

/**
 * A valid domainmodel file of at least `targetLines` lines, shaped like the Rise file above: each
 * group is a package of datatypes and entities whose features reference the package's own types and
 * the previous package's by qualified name, so linking crosses the whole file.
 */
export function generateDomainModelFile(targetLines: number): GeneratedDomainModel {
    const out: string[] = ['// Generated for the benchmarks: the stock-Langium anchor (domainmodel).', ''];
    let editChar: { line: number; character: number } | undefined;
    let typeRef = { line: 0, character: 0 };
    for (let g = 0; out.length < targetLines; g++) {
        const prev = Math.max(0, g - 1);
        const start = out.length;
        out.push(
            `package P${g} {`,
            `    datatype Text${g}`,
            `    datatype Count${g}`,
            `    // Entities of group ${g}: local types and the previous package's.`,
            `    entity Item${g} {`,
            `        title: Text${g}`,
            `        amount: Count${g}`,
            `        many parts: P${prev}.Item${prev}`,
            `        owner: Owner${g}`,
            `    }`,
            `    entity Owner${g} extends Item${g} {`,
            `        label: P${prev}.Text${prev}`,
            `        many items: Item${g}`,
            `    }`,
            `}`,
            ``,
        );
        // The edit point: the last letter of `title`, in a group near the middle of a 10k-line file.
        if (g === 310) editChar = { line: start + 5, character: '        titl'.length };
        typeRef = { line: start + 11, character: '        label: '.length };
    }
    return { text: out.join('\n'), lines: out.length, editChar: editChar ?? { line: 5, character: '        titl'.length }, typeRef };
}
