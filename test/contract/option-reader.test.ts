import { describe, expect, it } from 'vitest';
import type { OptionSpec } from '../../language/rulesets/ruleset.js';
import { readDieOption, readOption } from '../../language/rulesets/shared/option-reader.js';

const cite = { file: 'x.txt', section: 'y' };
const SPECS = [
    { name: 'rounding', values: ['down', 'nearest', 'up'], default: 'down', summary: '', cite },
    { name: 'aim_die', values: ['d4', 'd6', 'd8'], default: 'd4', summary: '', cite },
] as const satisfies readonly OptionSpec[];

describe('readOption: the schema is the one source of values and defaults', () => {
    it('reads a written, allowed value', () => {
        expect(readOption(SPECS, { rounding: 'up' }, 'rounding')).toBe('up');
    });
    it('falls back to the schema default when the option is missing or its value is not allowed', () => {
        expect(readOption(SPECS, {}, 'rounding')).toBe('down');
        expect(readOption(SPECS, { rounding: 'sideways' }, 'rounding')).toBe('down');
    });
    it('reads a die option as its number of sides', () => {
        expect(readDieOption(SPECS, { aim_die: 'd8' }, 'aim_die')).toBe(8);
        expect(readDieOption(SPECS, {}, 'aim_die')).toBe(4);
    });
    it('refuses a die option whose value is not a die', () => {
        expect(() => readDieOption(SPECS, {}, 'rounding')).toThrow(/not a die/);
    });
});
