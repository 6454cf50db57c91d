// Post-generation step for the TextMate grammar. `langium generate` writes
// syntaxes/strife.tmLanguage.json with keywords, comments and strings only; this adds scopes for
// dice formulas, instance references (`Bandit#3`), the target arrow `->` and plain numbers.
// Idempotent: patterns it added before (tagged by MARKER) are removed and re-inserted, so running it
// twice, or on a freshly generated file, gives the same result.
// Usage (after `langium generate`): node scripts/refine-textmate.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('../', import.meta.url);
const grammarPath = fileURLToPath(new URL('language/strife.langium', root));
const textMatePath = fileURLToPath(new URL('syntaxes/strife.tmLanguage.json', root));
const MARKER = 'added by scripts/refine-textmate.mjs';

/**
 * Returns the source of a terminal's regular expression from the Langium grammar, so the dice
 * highlighting follows the DICE terminal instead of a copy that could drift from it.
 */
export function terminalRegex(grammarText, name) {
    const match = new RegExp(String.raw`terminal\s+${name}\b[^:]*:\s*\/(.+)\/[a-z]*\s*;`).exec(grammarText);
    if (!match) {
        throw new Error(`terminal ${name} not found in ${grammarPath}`);
    }
    return match[1];
}

/**
 * Returns the grammar with the Strife patterns inserted: before the first generated numeric
 * pattern if there is one, else right after the comments include (comments must stay first).
 */
export function refine(textMate, diceRegex, selectorRegex) {
    const isOurs = p => p.comment === MARKER;
    const isNumeric = p => typeof p.name === 'string' && p.name.startsWith('constant.numeric');
    const patterns = (textMate.patterns ?? []).filter(p => !isOurs(p));

    // Lookarounds keep `1d6` inside a longer word (an ID such as Hd8) from being painted as dice.
    const added = [
        { name: 'constant.numeric.dice.strife', match: String.raw`(?<![\w#])(?:${diceRegex})(?!\w)`, comment: MARKER },
        // A group's selector right after its bracket (`{4d6+3, 2d8}kh1`): the SELECTOR terminal.
        ...(selectorRegex ? [{ name: 'constant.numeric.dice.strife', match: selectorRegex, comment: MARKER }] : []),
        { name: 'constant.numeric.instance.strife', match: String.raw`#\d+\b`, comment: MARKER },
        { name: 'keyword.operator.strife', match: '->', comment: MARKER },
    ];
    // Only supply a number pattern while the generator does not emit one itself.
    if (!patterns.some(isNumeric)) {
        added.push({ name: 'constant.numeric.strife', match: String.raw`(?<![\w#])\d+(?!\w)`, comment: MARKER });
    }

    let at = patterns.findIndex(isNumeric);
    if (at < 0) {
        at = patterns.findIndex(p => p.include === '#comments') + 1; // 0 when there is no comments include
    }
    patterns.splice(at, 0, ...added);
    return { ...textMate, patterns };
}

// Run only as a script, so tests can import terminalRegex/refine without touching the file.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
    const diceRegex = terminalRegex(readFileSync(grammarPath, 'utf8'), 'DICE');
    const textMate = JSON.parse(readFileSync(textMatePath, 'utf8'));
    const selectorRegex = terminalRegex(readFileSync(grammarPath, 'utf8'), 'SELECTOR');
    writeFileSync(textMatePath, `${JSON.stringify(refine(textMate, diceRegex, selectorRegex), null, 2)}\n`);
    console.log(`Refined ${textMatePath}`);
}
