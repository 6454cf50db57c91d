import { it } from 'vitest';
import { build } from '../helpers.js';
it('x', async () => {
  Error.stackTraceLimit = 60;
  try { await build(`ruleset rise\ncreature A { hit_points 3 attack X { vs armor damage ${'('.repeat(200)}1d6${')'.repeat(200)} } }\n`); }
  catch (e: any) { const lines = String(e.stack).split('\n'); console.log(lines.slice(0, 12).join('\n')); console.log(lines.slice(-25).join('\n')); }
});
