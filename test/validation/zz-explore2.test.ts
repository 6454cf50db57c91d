import { it } from 'vitest';
import { build, rangeText, RISE_FIGHTERS } from '../helpers.js';
import { combatantModel, attacksOf } from '../../language/encounter-model.js';
import { findRuleset } from '../../language/rulesets/registry.js';
const D = 'defenses { armor 1 fortitude 1 reflex 1 mental 1 }';
const cases: Record<string, string | Record<string, string>> = {
  trans: { 'a.strife': `ruleset rise\nimport "b.strife"\ncharacter K { hit_points 3 ${D} attack A { vs armor damage 1d6 } }\nencounter E { side a { K } side b { Gob } }\n`, 'b.strife': `ruleset rise\nimport "sub/c.strife"\n`, 'sub/c.strife': `ruleset rise\ncreature Gob { hit_points 3 ${D} }\n` },
  cyc: { 'a.strife': `ruleset rise\nimport "b.strife"\ncreature A { hit_points 3 ${D} }\n`, 'b.strife': `ruleset rise\nimport "a.strife"\ncreature B extends A { }\n` },
  shadow: { 'a.strife': `ruleset rise\nimport "b.strife"\ncreature Gob { hit_points 9 ${D} }\nencounter E { side a { Gob } side b { Gob } }\n`, 'b.strife': `ruleset rise\ncreature Gob { hit_points 3 ${D} }\n` },
  reverse: { 'a.strife': `ruleset rise\ncreature A { hit_points 3 ${D} }\n`, 'b.strife': `ruleset rise\nimport "a.strife"\ncreature B extends A { }\n`, 'c.strife': `ruleset rise\ncreature C extends B { }\n` },
  inherit: `ruleset rise\n${RISE_FIGHTERS}\ncreature Boss extends Bandit { hit_points 30 attack Shortsword { vs reflex damage 2d8 } attack Axe { vs armor damage 1d8 } }\ncreature Thug extends Bandit { power 4 }\nencounter E { side a { Kara } side b { Boss, Thug }\n round 1 { Thug: Shortsword -> Kara\n Boss: Shortsword -> Kara\n Thug, Boss: Shortsword -> Kara\n Boss, Thug: Axe -> Kara } }\n`,
  multiActorDerivedFirst: `ruleset rise\n${RISE_FIGHTERS}\ncreature Thug extends Bandit { power 4 }\nencounter E { side a { Kara } side b { Thug, Bandit }\n round 1 { Bandit, Thug: Shortsword -> Kara } }\n`,
  emptyFile: ``,
  commentOnly: `// hello\n`,
  dupEnc: `ruleset rise\n${RISE_FIGHTERS}\nencounter X { side a { Kara } side b { Bandit } }\nencounter "X" { side a { Kara } side b { Bandit } }\n`,
  sameNameEncCombatant: `ruleset rise\n${RISE_FIGHTERS}\nencounter Kara { side a { Kara } side b { Bandit } }\n`,
  creatureCharDup: `ruleset rise\ncreature A { hit_points 3 ${D} }\ncharacter A { hit_points 3 ${D} }\n`,
  reroll: `ruleset rise\ncreature A { hit_points 3 ${D} attack X { vs armor damage 1d6r<7 } attack Y { vs armor damage 1d6ro<7 } attack Z { vs armor damage 1d6r>6 } attack K { vs armor damage 2d6kh3 } attack N { vs armor damage 2d6kh0 } attack P { vs armor damage 2d6dl2 } attack Q { vs armor damage 2d6mi4ma3 } attack R { vs armor damage 1d6!>6 } attack S { vs armor damage 2d6cs>6 } }\n`,
  ladderBig: `ruleset rise\ncreature A { hit_points 3 ${D} attack X { vs armor damage 200d6 } attack Y { vs armor damage d% } attack Z { vs armor damage 1d5 } attack W { vs armor damage 1d7 } }\n`,
  attackRange: `ruleset rise\ncreature A { hit_points 3 ${D} attack X { vs armor damage 1d6 accuracy 41 } }\n`,
  unresolvedExtends: `ruleset rise\n${RISE_FIGHTERS}\ncreature B extends Bandti { }\n`,
  ofChar: `ruleset rise\n${RISE_FIGHTERS}\nencounter E { side a { Kara x1 } side b { Bandit } round 1 { Kara#1: Longsword -> Bandit#1 } }\n`,
  chargeAlly: `ruleset rise\n${RISE_FIGHTERS}\nencounter E { side a { Kara, Bandit } side b { Bandit x2 } round 1 { Kara: charge -> Bandit#1 using Longsword } }\n`,
  allyTD: `ruleset rise\n${RISE_FIGHTERS}\nencounter E { side a { Kara } side b { Bandit x2 } round 1 { Kara: Longsword -> Kara } }\n`,
  expectSide: `ruleset rise\n${RISE_FIGHTERS}\nencounter E { side heroes { Kara } side b { Bandit x2 } expect heros wins }\n`,
};
it('explore', async () => {
  for (const [name, src] of Object.entries(cases)) {
    const b = await build(src);
    console.log(`=== ${name}`);
    for (const [fn, doc] of Object.entries(b.docs)) for (const d of doc.diagnostics ?? []) console.log(`  [${fn}] ${d.severity} ${d.code ?? JSON.stringify(d.data)} «${rangeText(doc, d)}» ${d.message} ${JSON.stringify((d.data as any)?.fixes?.map((f: any) => f.newText) ?? null)}`);
    if (name === 'inherit') {
      const rs = findRuleset('rise')!;
      for (const e of b.root.elements) if (e.$type === 'Combatant') console.log(e.name, JSON.stringify(combatantModel(e, rs)));
      const enc = b.root.elements.find(e => e.$type === 'Encounter') as any;
      const r = enc.members.find((m: any) => m.$type === 'ScriptRound');
      for (const t of r.turns) for (const u of t.actions) console.log('ref', u.action.$refText, u.action.ref?.$container?.name, JSON.stringify(u.action.ref?.props?.find((p:any)=>p.$type==='TargetDefense')?.defense));
    }
  }
}, 120000);
