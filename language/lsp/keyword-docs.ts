/**
 * What each keyword of the .strife language means, in our own words with an example line: the
 * language's part of a keyword hover. What a keyword means under one rule system (Rise's `round` is
 * its action phase) is the ruleset's business: `Ruleset.keywordTopics` and `topics`, appended by
 * the hover. Nothing here names a ruleset's own terms.
 */

/** A keyword's meaning in the language and one line that uses it. */
export interface KeywordDoc {
    readonly summary: string;
    readonly example: string;
}

/** Every word keyword of `language/strife.langium` (a test fails when one is missing). */
export const KEYWORD_DOCS: Readonly<Record<string, KeywordDoc>> = {
    ruleset: {
        summary: 'The first line of a file: the rule system every name, check and fight in it follows. Options in braces change how some rules play.',
        example: 'ruleset rise { monsters_at_zero: unconscious }',
    },
    import: {
        summary: 'Brings the creatures and characters of another .strife file (a path relative to this one) into this file.',
        example: 'import "bestiary.strife"',
    },
    creature: {
        summary: 'A reusable template: an encounter may bring several of it, numbered `Name#1`, `Name#2`…',
        example: 'creature Bandit { hit_points 12 }',
    },
    character: {
        summary: 'A unique combatant: it appears at most once in an encounter and never with a count.',
        example: 'character Kara extends Veteran { }',
    },
    extends: {
        summary: 'Starts this combatant from another one: its stats, attacks and tags, which this block may override.',
        example: 'creature Captain extends Bandit { hit_points 20 }',
    },
    resists: {
        summary: 'Damage of the listed categories hurts this combatant less (how much is the ruleset’s rule).',
        example: 'resists fire, cold',
    },
    vulnerable: {
        summary: 'Damage of the listed categories hurts this combatant more (how much is the ruleset’s rule).',
        example: 'vulnerable fire',
    },
    immune: {
        summary: 'Damage of the listed categories does nothing to this combatant.',
        example: 'immune poison',
    },
    attack: {
        summary: 'An attack written out in full: the defense it goes against, its damage formula, tags and per-attack stats.',
        example: 'attack Shortsword { vs armor damage 1d6 + power }',
    },
    weapon: {
        summary: 'An attack taken from the ruleset’s built-in weapon library (its dice, stats and tags); a body in braces may override any of it.',
        example: 'weapon longsword { tags dual }',
    },
    vs: {
        summary: 'The defense (or defenses) of the target this attack is compared with.',
        example: 'attack Bite { vs armor damage 1d6 }',
    },
    damage: {
        summary: 'The attack’s damage formula: dice, numbers and stats with `+ - * /` and parentheses.',
        example: 'damage 2d6 + strength',
    },
    roll: {
        summary: 'The attack roll this attack makes, where the ruleset lets an attack state its own.',
        example: 'roll skills d20',
    },
    uses: {
        summary:
            'With a number, a limited use: how often the attack or ability may be used before a period (a fight, a rest) gives it back. With names, the traits the attack is ruled with, where the ruleset rules attacks by traits.',
        example: 'uses 1 per fight',
    },
    per: {
        summary: 'The period a limited use comes back after: `fight`, or one of the ruleset’s rests.',
        example: 'uses 2 per fight',
    },
    ability: {
        summary:
            'Something a combatant can do that need not strike: a heal, a roar that frightens, a rally. It may still make an attack (`vs`) or deal damage; without either it simply takes effect on its targets.',
        example: 'ability Rally { heals 1d6  removes frightened }',
    },
    inflicts: {
        summary:
            'A condition the attack or ability gives its targets (on a hit, or always for an ability that makes no attack roll), with a rating, a duration and a save that ends it where written.',
        example: 'inflicts frightened for 3 rounds save SPI',
    },
    removes: {
        summary: 'Conditions the targets lose.',
        example: 'removes prone, bleeding',
    },
    heals: {
        summary: 'Hit points (or the ruleset’s pool) the targets regain.',
        example: 'heals 2d6 + 2',
    },
    pushes: {
        summary: 'Forced movement: the targets are moved this many feet away from the user.',
        example: 'pushes 10 ft',
    },
    modifies: {
        summary: 'A buff or debuff: a target’s stat goes up or down, for a number of rounds or for the fight.',
        example: 'modifies armor -2 for 2 rounds',
    },
    for: {
        summary: 'How many rounds a condition or a stat change lasts; after a day’s name, the side that carries through the day.',
        example: 'inflicts stunned for 1 rounds',
    },
    rounds: {
        summary: 'The unit of a duration.',
        example: 'modifies armor 2 for 3 rounds',
    },
    save: {
        summary: 'The save that ends a condition: the stat the holder rolls and, if written, the difficulty to beat.',
        example: 'inflicts paralyzed save END 12',
    },
    by: {
        summary: 'Who causes a condition a participant starts with (the grappler, whoever frightened it).',
        example: 'side goblins { Goblin is grappled by Kara }',
    },
    is: {
        summary: 'The conditions a participant starts the fight with, joined by `and`.',
        example: 'side heroes { Kara at ford is prone and hidden }',
    },
    and: {
        summary: 'Joins the conditions a participant starts with.',
        example: 'Kara is prone and bleeding 2',
    },
    day: {
        summary:
            'An adventuring day: the fights a party meets in order (`fight`), with the ruleset’s rests between them. The party (`for heroes`) carries its wounds, pools, spent uses and lasting conditions from fight to fight; the other sides come fresh to each.',
        example: 'day "The long road" for heroes { fight Ambush  short_rest  fight Bridge }',
    },
    fight: {
        summary: 'One fight of a day: an encounter of this file or its imports, by name (a string for a name with spaces).',
        example: 'fight "Ambush at the ford"',
    },
    in: {
        summary: 'Aims an area attack at a zone: everyone standing there when it resolves is a target.',
        example: 'Mage: Fireball in camp',
    },
    category: {
        summary: 'The damage category of the attack (fire, edged…), which resistances and vulnerabilities read.',
        example: 'category fire',
    },
    tags: {
        summary: 'Labels that switch on rules for this attack or combatant; which tags exist is the ruleset’s list.',
        example: 'tags melee, sweeping',
    },
    encounter: {
        summary:
            'A fight: its sides, the scene (zones, hazards), an optional script of the first rounds, tactics for the rest and expected outcomes.',
        example: 'encounter Ambush { side heroes { Kara } side bandits { Bandit x3 } }',
    },
    zone: {
        summary: 'A named place of the scene, with distances to other zones, features such as cover, and hazards.',
        example: 'zone ford { distance bank 30 ft cover half }',
    },
    distance: {
        summary: 'How far this zone is from another one, in feet (the distance holds both ways).',
        example: 'distance bank 30 ft',
    },
    ft: {
        summary: 'Feet: the unit of a zone distance (may be left out).',
        example: 'distance bank 30 ft',
    },
    hazard: {
        summary: 'Environmental harm each round, in the zone it is written in or, at encounter level, everywhere.',
        example: 'hazard fire 2',
    },
    seed: {
        summary: 'The random seed of this encounter’s runs: the same file and seed give the same fight, roll for roll.',
        example: 'seed 42',
    },
    round_limit: {
        summary: 'The most rounds a run plays before it stops undecided.',
        example: 'round_limit 20',
    },
    side: {
        summary:
            'One side of the fight and who fights on it: combatants, counts of templates (`x3`), where they start (`at`) and what they ride (`aboard`).',
        example: 'side bandits { Bandit x3 at ford, Captain }',
    },
    surprised: {
        summary: 'The sides caught unaware when the fight starts; what surprise costs them is the ruleset’s rule.',
        example: 'surprised bandits',
    },
    at: {
        summary: 'The zone where a participant starts the fight.',
        example: 'side heroes { Kara at bank }',
    },
    aboard: {
        summary: 'The vehicle (another participant) this participant rides in.',
        example: 'side crew { Pilot aboard Skiff, Skiff }',
    },
    round: {
        summary: 'A scripted round: one line per actor saying what it does; combatants without a line follow their side’s tactics.',
        example: 'round 1 { Kara: Longsword -> Bandit#2 }',
    },
    to: {
        summary: 'The zone a scripted action moves the actor to.',
        example: 'Kara: move to ford',
    },
    using: {
        summary: 'The attack a scripted action strikes with, for actions that use a weapon.',
        example: 'Doran: offhand_strike -> Bandit#1 using Dagger',
    },
    with: {
        summary: 'Modifiers of a scripted action, some with a value (a number or a die).',
        example: 'Kara: Longsword -> Bandit#1 with aim d6',
    },
    tactics: {
        summary: 'How sides choose their actions in the rounds after the script: for every side, or for one side with `side:`.',
        example: 'tactics bandits: attack_weakest',
    },
    expect: {
        summary: 'An outcome `strife test` checks over many runs: a side wins, loses or survives.',
        example: 'expect heroes wins',
    },
    wins: {
        summary: 'Expected outcome: the side wins the fight.',
        example: 'expect heroes wins',
    },
    loses: {
        summary: 'Expected outcome: another side wins the fight.',
        example: 'expect bandits loses',
    },
    survives: {
        summary: 'Expected outcome: at least one combatant of the side is still standing when the fight ends.',
        example: 'expect heroes survives',
    },
};

/** The language's hover text for a keyword: its meaning and an example line; undefined for punctuation. */
export function keywordMarkdown(keyword: string): string | undefined {
    const doc = KEYWORD_DOCS[keyword];
    if (!doc) return undefined;
    return [`**${keyword}** — Strife keyword`, doc.summary, `\`\`\`strife\n${doc.example}\n\`\`\``].join('\n\n');
}
