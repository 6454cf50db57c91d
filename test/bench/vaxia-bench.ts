/**
 * Vaxia engine: 10,000 seeded runs (seeds 1..10000) of a 4-against-6 Vaxia encounter driven by
 * `tactics attack_weakest`, round_limit 20. Run by engine-bench.ts; bar: under 1 s on one core (keepLog: false).
 */

export const VAXIA_FOUR_VS_SIX = `ruleset vaxia
character Kael { STR 30 DEX 35 END 25 INT 20 SPIR 20 CHA 25 LIF 30 skills { swords 15 parry 10 } attack Saber { uses DEX, STR vs DEX, END } }
character Brenna { STR 35 DEX 25 END 35 INT 20 SPIR 25 CHA 25 LIF 35 skills { axes 10 shield_block 20 } attack Axe { uses DEX, STR vs DEX, END } }
character Mira { STR 20 DEX 25 END 25 INT 35 SPIR 30 CHA 25 LIF 25 skills { fire_magic 20 magic_block 10 } attack Fireball { uses INT, SPIR vs INT, CHA tags magic } }
character Vess { STR 20 DEX 30 END 25 INT 30 SPIR 25 CHA 30 LIF 25 skills { pistols 15 dodge 10 } attack Blaster { uses DEX, STR vs DEX, END } }
creature Raider { STR 30 DEX 30 END 30 INT 20 SPIR 20 CHA 20 LIF 30 skills { rifles 10 dodge 5 } attack Rifle { uses DEX, STR vs DEX, END } }
creature Thug { STR 30 DEX 25 END 30 INT 15 SPIR 15 CHA 20 LIF 28 skills { brawling 10 } attack Club { uses DEX, STR vs DEX, END } }
encounter "Four against six" {
    round_limit 20
    side heroes { Kael, Brenna, Mira, Vess }
    side raiders { Raider x3, Thug x3 }
    tactics attack_weakest
}
`;
