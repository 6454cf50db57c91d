import { it } from 'vitest';
import { build, rangeText, RISE_FIGHTERS } from '../helpers.js';
const D = 'defenses { armor 1 fortitude 1 reflex 1 mental 1 }';
it('explore', async () => {
  for (const n of [65, 200, 1000, 3000]) {
    const t0 = performance.now();
    try {
      const b = await build(`ruleset rise\ncreature A { hit_points 3 ${D} attack X { vs armor damage ${'('.repeat(n)}1d6${')'.repeat(n)} } }\n`);
      console.log(n, Math.round(performance.now()-t0), b.diagnostics.map(d => `${d.code}:${d.message.slice(0,80)}`));
    } catch (e) { console.log(n, 'THREW', String(e).slice(0, 200)); }
  }
  for (const n of [65, 1000]) {
    const t0 = performance.now();
    try {
      const b = await build(`ruleset rise\ncreature A { hit_points 3 ${D} attack X { vs armor damage ${'-'.repeat(n)}1d6 } }\n`);
      console.log('neg', n, Math.round(performance.now()-t0), b.diagnostics.map(d => `${d.code}:${d.message.slice(0,80)}`));
    } catch (e) { console.log(n, 'THREW', String(e).slice(0, 200)); }
    try {
      const b = await build(`ruleset rise\ncreature A { hit_points 3 ${D} attack X { vs armor damage 1d6${' + 1'.repeat(n)} } }\n`);
      console.log('sum', n, Math.round(performance.now()-t0), b.diagnostics.map(d => `${d.code}:${d.message.slice(0,80)}`));
    } catch (e) { console.log(n, 'THREW', String(e).slice(0, 200)); }
  }
  const b = await build(`ruleset rise\n${RISE_FIGHTERS}\nencounter E { side a { Kara } side b { Bandit x3 } round 25 { Kara: Longsword -> Bandit#1 } }\n`);
  console.log('r25', b.diagnostics.map(d => `${d.code}:${d.message}`));
}, 120000);
