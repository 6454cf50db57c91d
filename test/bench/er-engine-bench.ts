/**
 * Engine, Enchanted Realms: 10,000 seeded runs (seeds 1..10000) of a 4-against-6 encounter of
 * d20 pools (crits, resistances, a polearm, ranged attacks across zones) under `tactics
 * attack_weakest`, round_limit 20. Run by engine-bench.ts; bar: under 1 s on one core (keepLog: false).
 */

export const ER_FOUR_VS_SIX = `ruleset enchanted-realms
character Brannoc { strength 8 agility 6 resilience 8 body 26 defenses { armor 10 ac_other 1 } skills { melee 1 swords 1 cleaving 1 }
  attack Bastard_Sword { roll skills d20 category edged weight 2 tags crits } }
character Ysolde { strength 6 agility 8 resilience 6 body 20 initiative 2 defenses { armor 8 } skills { melee 1 polearms 1 }
  attack Spear { roll skills d20 category piercing weight 2 tags reach, polearm } }
character Mira { agility 10 resilience 6 body 18 initiative 3 defenses { armor 6 } skills { ranged 1 archery 1 }
  attack Shortbow { roll skills d20 category piercing weight 1 tags ranged uses agility } }
character Hild { strength 8 agility 6 resilience 8 body 22 defenses { armor 8 } skills { melee 1 martial_arts 1 }
  attack Fist { roll skills d20 category blunt } }
creature Goblin { strength 2 agility 6 resilience 3 body 8 size 2 defenses { armor 8 }
  attack Dagger { roll 1d20 category piercing weight 1 tags light uses agility } }
creature Orc { strength 8 agility 4 resilience 6 body 16 defenses { armor 10 } attack Cleaver { roll 2d20 category edged weight 2 tags heavy, crits } }
creature Skeleton { strength 4 agility 6 body 10 defenses { armor 9 } resists piercing, edged vulnerable blunt attack Rusty_Sword { roll 1d20 category edged weight 1 } }
encounter "Four against six" {
  zone gate
  zone road { distance gate 40 ft }
  side wardens { Brannoc at gate, Ysolde at gate, Mira at gate, Hild at gate }
  side raiders { Orc x2 at road, Goblin x2 at road, Skeleton x2 at gate }
  tactics attack_weakest
  round_limit 20
}
`;
