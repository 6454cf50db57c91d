/**
 * The books Strife's rulesets implement, by the seed file that holds each one's combat chapter.
 * A GM knows the book, not the file: citations print the book (`Rise, Combat §Critical Hits`);
 * the file name stays in `Citation.file` for maintainers (docs/rulesets/README.md lists both).
 */

/** Seed file → `System, Chapter`, as the seed index (/work/shared/seeds/README.md) names them. */
const BOOKS: Readonly<Record<string, string>> = {
    '000_7e14385943d7d1e7.txt': 'RPGStuck, Combat Miscellany',
    '001_66230f9a082df360.txt': 'Enchanted Realms, Combat Detailed',
    '002_508f9552a4514e32.txt': 'Paladins of Awoudan, Combat',
    '003_66faa831a56df10d.txt': 'Rise, Combat',
    '004_941aee309a07cd38.txt': 'Vaxia / Sirian, Ruling Guides',
};

/** The book and chapter a seed file holds (`Rise, Combat`); the file name itself when it is not one of ours. */
export function bookOf(file: string): string {
    return Object.hasOwn(BOOKS, file) ? BOOKS[file] : file;
}
