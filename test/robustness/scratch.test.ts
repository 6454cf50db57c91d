import { it } from 'vitest';
import { build, codes } from '../helpers.js';
import { runDocumentEncounter } from '../../language/run-service.js';
const fighter = (name: string, dmg: string) => `character ${name} {\n  level 1 hit_points 12\n  defenses { armor 5 fortitude 4 reflex 5 mental 3 }\n  attack Hit { vs armor damage ${dmg} }\n}\n`;
const enc = `encounter E {\n  seed 3\n  round_limit 5\n  side a { A }\n  side b { B }\n  tactics attack_first\n}\n`;
const cases: Record<string,string> = {
  parens: `ruleset rise\n${fighter('A', '('.repeat(5000) + '1d6' + ')'.repeat(5000))}${fighter('B','1d6')}${enc}`,
  parens60: `ruleset rise\n${fighter('A', '('.repeat(60) + '1d6' + ')'.repeat(60))}${fighter('B','1d6')}${enc}`,
  huge: `ruleset rise\n${fighter('A', '100000d100000')}${fighter('B','1d6')}${enc}`,
  explode: `ruleset rise\n${fighter('A', '1d1!')}${fighter('B','1d6')}${enc}`,
  braces: '{'.repeat(10000),
  empty: '',
  rs: 'ruleset rise',
  longline: 'ruleset rise ' + Array.from({length: 6000}, (_, i) => `creature C${i} { hit_points 1 }`).join(' ').slice(0, 100000),
};
it('explore', async () => {
  for (const [k, t] of Object.entries(cases)) {
    const s = performance.now();
    try {
      const b = await build(t);
      const c = codes(b.diagnostics);
      console.log(k, (performance.now()-s).toFixed(0), c.length, [...new Set(c)].slice(0,10), b.diagnostics.slice(0,2).map(d => d.message.slice(0,150) + JSON.stringify(d.range)));
      if (!b.diagnostics.some(d => d.severity === 1)) { const s2 = performance.now(); const o = runDocumentEncounter(b.main, [], {}, d => d.uri.toString()); console.log('  run', o.ok, (performance.now()-s2).toFixed(0), o.output.slice(0, 300)); }
    } catch (e) { console.log(k, 'THREW', String(e).slice(0, 300)); }
  }
}, 120000);
