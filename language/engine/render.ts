/**
 * Renders a run's combat log as text (the terminal and the VS Code output channel), markdown, or
 * JSON with a versioned schema (docs/language.md §Run output). Pure functions of the events, so
 * the same run gives the same bytes.
 */
import { type CombatEvent, DEFAULT_HP_NAME, type FighterSnapshot, type LoggedTerm, type RollRecord, type UsesLeft } from './log.js';
import { recordText } from './roll-text.js';
import type { CombatantSummary } from './summary.js';
import type { RunResult } from './runner.js';
import { markdownText } from './terminal-text.js';
import { RunRenderer } from './render-stream.js';

export type LogFormat = 'text' | 'json' | 'markdown';

/** Version of the JSON run schema; bump on any incompatible change (3: roll records hold `parts`, no pre-rendered `shown`). */
export const RUN_JSON_VERSION = 3;

/**
 * The whole log in the chosen format, ending with a newline: the streaming renderer
 * (render-stream.ts) fed the finished log, so a streamed run and this give the same bytes. Control
 * characters in names (an encounter's name is any quoted text) are written out visibly.
 */
export function renderRun(result: RunResult, format: LogFormat): string {
    const chunks: string[] = [];
    const renderer = new RunRenderer(format, chunk => chunks.push(chunk));
    for (const e of result.log.events) renderer.event(e);
    renderer.finish(result);
    return chunks.join('');
}

/**
 * An outcome counted in the summary: "1 hit", "3 hits", "2 glancing blows", "2 CRITICAL HITS", "3 CRITS"; a
 * label that is no noun ("FAILED", "FIZZLED") stays as it is.
 */
export function countedOutcome(n: number, label: string): string {
    if (n === 1) return `${n} ${label}`;
    return `${n} ${label.replace(/(hit|blow|miss|crit)$/i, word => word + plural(word))}`;
}

/** The plural ending of `word` in its own case ("miss" → "es", "HIT" → "S"). */
function plural(word: string): string {
    const ending = /miss$/i.test(word) ? 'es' : 's';
    return word === word.toUpperCase() ? ending.toUpperCase() : ending;
}

/** The fight summary: one line (text) or table row (markdown) per combatant. */
export function renderSummary(
    summary: readonly CombatantSummary[],
    format: Exclude<LogFormat, 'json'>,
    outcomes: Readonly<Record<string, string>>,
): string[] {
    if (summary.length === 0) return [];
    const attacks = (s: CombatantSummary) =>
        Object.entries(s.attacks)
            .map(([id, n]) => countedOutcome(n, outcomes[id] ?? id))
            .join(', ') || 'none';
    const down = (s: CombatantSummary) => {
        const status = s.final.status;
        if (s.downInRound !== undefined) return `down in round ${s.downInRound}${status === 'active' ? ', back up' : ''}`;
        // Never down in this fight: standing, gone (fled), or down before it began (carried in, or written so).
        if (status === 'active') return 'standing';
        return status === 'fled' ? 'fled' : `${status} from the start`;
    };
    if (format === 'markdown') {
        return [
            '## Summary',
            '',
            '| combatant | side | dealt | taken (lost) | attacks | defeated | at the end |',
            '|---|---|---:|---:|---|---|---|',
            ...summary.map(
                s => `| ${s.id} | ${s.side} | ${s.dealt} | ${s.taken} (${s.lost}) | ${attacks(s)} | ${s.defeated.join(', ') || '—'} | ${down(s)} |`,
            ),
        ];
    }
    return [
        '',
        'Summary',
        ...summary.map(
            s =>
                `  ${s.id} (${s.side}): dealt ${s.dealt} damage, took ${s.taken} (lost ${s.lost}); attacks: ${attacks(s)}${s.defeated.length ? `; defeated ${s.defeated.join(', ')}` : ''}; ${down(s)}`,
        ),
    ];
}

/** Rolls as the log shows them: each with its faces, e.g. `2d6 [6, 3] + power (3)`; Markdown strikes dropped dice its own way. */
function shown(rolls: readonly RollRecord[] | undefined, format: Exclude<LogFormat, 'json'>): string {
    return (rolls ?? []).map(r => recordText(r, format)).join(', ');
}

/** A place in the order: its roll with the total it makes, then any tie-breaking rolls after it (`d10 [5] = 5; roll-off d20 [17]`). */
function orderRolls(rolls: readonly RollRecord[], total: number | undefined, format: Exclude<LogFormat, 'json'>): string {
    const [first, ...rest] = rolls;
    return `${recordText(first, format)} = ${total}${rest.length ? `; ${shown(rest, format)}` : ''}`;
}

/** Terms after the first: ` + 2`, ` − 7 dodge`. */
function continuation(terms: readonly LoggedTerm[]): string {
    return terms.map(t => ` ${(t.subtract ? t.value >= 0 : t.value < 0) ? '−' : '+'} ${Math.abs(t.value)}${t.label ? ` ${t.label}` : ''}`).join('');
}

/** A computed sum: `3 − 1 DEF + 4 exposed`. */
function sum(terms: readonly LoggedTerm[]): string {
    if (terms.length === 0) return '0';
    const [first, ...rest] = terms;
    return `${first.value}${first.label ? ` ${first.label}` : ''}${continuation(rest)}`;
}

/**
 * The roll part of an event as the log prints it: an attack's `1d8 [5] + DEX (2) − 7 dodge`, a
 * damage's `2d6 [6, 3] + power (3)` or `7 − 2 DEF`, a check's or wound's roll; undefined for others.
 */
export function rollText(e: CombatEvent, format: Exclude<LogFormat, 'json'> = 'text'): string | undefined {
    switch (e.kind) {
        case 'attack':
            return `${shown(e.rolls, format)}${continuation(e.bonuses)}`;
        case 'damage':
            return e.rolls?.length ? shown(e.rolls, format) : e.terms?.length ? sum(e.terms) : undefined;
        case 'check':
        case 'wound':
            return shown(e.rolls, format);
        default:
            return undefined;
    }
}

/** The lines of one event (text or markdown). */
export function renderEvent(e: CombatEvent, format: Exclude<LogFormat, 'json'>, outcomes: Readonly<Record<string, string>>): string[] {
    const md = format === 'markdown';
    const item = (depth: number, text: string) => (md ? `${'  '.repeat(Math.max(0, depth - 1))}- ${text}` : `${'  '.repeat(depth)}${text}`);
    switch (e.kind) {
        case 'start': {
            const title = `${md ? markdownText(e.encounter) : e.encounter} — ruleset ${e.ruleset}, seed ${e.seed}`;
            const sides = e.sides.map(s => `${s.name} (${s.members.join(', ')})`).join(' vs ');
            return md ? [`# ${title}`, '', `Sides: ${sides}`] : [title, `Sides: ${sides}`];
        }
        case 'round':
            return md ? ['', `## Round ${e.round}`] : ['', `Round ${e.round}`];
        case 'phase':
            return md ? ['', `### ${capitalize(e.name)}`, ''] : [item(1, capitalize(e.name))];
        case 'order':
            return [
                item(2, `${e.label}: ${e.order.map(o => (o.rolls?.length ? `${o.id} (${orderRolls(o.rolls, o.total, format)})` : o.id)).join(', ')}`),
            ];
        case 'action':
            return [item(2, e.text)];
        case 'attack': {
            const mult = e.multiplier ? ` ×${e.multiplier}` : '';
            // A pool's total is a count of the dice that met the defense, never a sum: it says so.
            const result = e.counts
                ? `${rollText(e, format)}, each vs ${e.versus} ${e.defense}: ${e.total} ${e.total === 1 ? e.counts[0] : e.counts[1]}`
                : `${rollText(e, format)} = ${e.total} vs ${e.versus} ${e.defense}`;
            const lines = [item(2, `${e.actor} attacks ${e.target} with ${e.attack}: ${result} → ${outcomes[e.outcome] ?? e.outcome}${mult}`)];
            if (e.note) lines.push(item(3, e.note));
            return lines;
        }
        case 'damage': {
            const parts = [`${e.target} takes ${e.amount} damage`];
            const source = rollText(e, format);
            if (source) parts.push(`(${source})`);
            // Damage resistance (Rise) is always there, so its 0 is news; an absorber a ruleset names
            // (RPGStuck's temp HP, a Paladins shield) is mentioned only when it took something.
            const absorbed =
                e.absorbed > 0 || (e.pool === undefined && e.absorbedBy === undefined)
                    ? `${e.absorbed} absorbed by ${e.absorbedBy ?? 'damage resistance'}, `
                    : '';
            const split =
                e.pool === undefined
                    ? `${absorbed}${e.hpLost} ${e.hpLost === 1 ? 'hit point' : 'hit points'} lost → ${e.hp}/${e.maxHp} HP`
                    : `${absorbed}${e.hpLost} ${e.pool} lost → ${e.hp}/${e.maxHp} ${e.pool}`;
            return [item(3, `${parts.join(' ')}: ${split}${e.note ? ` [${e.note}]` : ''}`)];
        }
        case 'resource':
            return [
                item(
                    3,
                    `${e.who} ${e.delta >= 0 ? 'gains' : 'loses'} ${Math.abs(e.delta)} ${e.resource} (${e.reason}${e.rolls?.length ? `: ${shown(e.rolls, format)} = ${e.rolls[0].total}` : ''}${e.note ? `; ${e.note}` : ''}) → ${e.value}`,
                ),
            ];
        case 'check':
            return [
                item(
                    e.own ? 2 : 3,
                    `${e.who} — ${e.what}: ${shown(e.rolls, format)}${e.counts ? `: ${e.total} ${e.total === 1 ? e.counts[0] : e.counts[1]}` : ` = ${e.total}`}, needs ${e.needs} → ${e.success ? 'success' : 'failure'}${e.note ? ` (${e.note})` : ''}`,
                ),
            ];
        case 'wound':
            return [item(3, `${e.who} takes a vital wound: vital roll ${shown(e.rolls, format)} → ${e.effect}`)];
        case 'condition':
            return [item(3, `${e.who} ${e.gained ? 'becomes' : 'is no longer'} ${e.condition}${e.note ? ` (${e.note})` : ''}`)];
        case 'defeated':
            return [item(3, `${e.who} ${e.how}.`)];
        case 'note':
            return [item(2, e.text)];
        case 'end': {
            const head = md ? ['', '## Result', ''] : ['', 'Result'];
            const verdict = `${e.winner ? `${e.winner} won` : 'No winner'} after ${e.rounds} round${e.rounds === 1 ? '' : 's'}: ${e.reason}.`;
            return [...head, md ? verdict : item(1, verdict), ...(md ? [''] : []), ...e.final.map(f => item(1, snapshotLine(f)))];
        }
    }
}

/** A limited use's count left as every log line writes it: `0/1 per short rest`. */
export function usesLeftText(u: UsesLeft): string {
    return `${u.left}/${u.count} per ${u.per.replace(/_/g, ' ')}`;
}

/** One fighter as the log's result lists it: `Kara (heroes): active, 14/22 HP, fatigue 1; prone`. */
export function snapshotLine(f: FighterSnapshot): string {
    const resources = Object.entries(f.resources).map(([k, v]) => `${k.replace(/_/g, ' ')} ${v}`);
    for (const u of f.uses ?? []) resources.push(`${u.name} ${usesLeftText(u)}`);
    const conditions = f.conditions.length ? `; ${f.conditions.join(', ')}` : '';
    return `${f.id} (${f.side}): ${f.statusWord ?? f.status}, ${f.hp}/${f.maxHp} ${f.hpName ?? DEFAULT_HP_NAME}${resources.length ? `, ${resources.join(', ')}` : ''}${conditions}`;
}

function capitalize(s: string): string {
    return s.charAt(0).toUpperCase() + s.slice(1);
}
