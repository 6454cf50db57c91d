/**
 * A day's run as text, Markdown or JSON (`strife run` on a day, the editor's Run lens on a day): each
 * fight's own log (render.ts) between the party as it came in and as it went out, the rests between
 * them, and how the day ended. Pure functions of the result: the same day and seed, the same bytes.
 */
import type { DayResult, RestChange } from './day.js';
import { DEFAULT_HP_NAME, type FighterSnapshot } from './log.js';
import { type LogFormat, renderEvent, renderRun, snapshotLine, usesLeftText } from './render.js';
import { wordList } from './terminal-text.js';

/** Version of the JSON day schema; bump on any incompatible change. */
const DAY_JSON_VERSION = 1;

/** The whole day in the chosen format, ending with a newline. */
export function renderDay(result: DayResult, format: LogFormat): string {
    if (format === 'json') return `${JSON.stringify(dayJson(result), null, 2)}\n`;
    const md = format === 'markdown';
    const fights = result.events.filter(e => e.kind === 'fight').length;
    const total = result.totalFights;
    const heading = (level: number, text: string) => (md ? `${'#'.repeat(level)} ${text}` : text);
    const party = (title: string, snapshots: readonly FighterSnapshot[]) => [
        md ? `**${title}**` : title,
        ...(md ? [''] : []),
        ...snapshots.map(s => (md ? `- ${snapshotLine(s)}` : `  ${snapshotLine(s)}`)),
    ];
    const lines = [heading(1, `Day ${result.day} — party ${result.party}, seed ${result.seed}`)];
    let n = 0;
    for (const event of result.events) {
        lines.push('');
        if (event.kind === 'rest') {
            lines.push(md ? `*Rest: ${event.rest}*` : `~ ${event.rest} ~`);
            if (event.changes?.length) {
                if (md) lines.push('');
                // Members the rest left as they were, and that rolled nothing, share one line.
                const quiet = event.changes.filter(c => c.events.length === 0 && !restChanged(c));
                for (const change of event.changes) {
                    if (quiet.includes(change)) continue;
                    lines.push(md ? `- ${restChangeText(change)}` : `  ${restChangeText(change)}`);
                    for (const e of change.events) lines.push(...renderEvent(e, md ? 'markdown' : 'text', {}));
                }
                if (quiet.length) {
                    const text = `Unchanged: ${quiet.map(c => `${c.after.id} (${c.after.statusWord ?? c.after.status}, ${c.after.hp}/${c.after.maxHp} ${c.after.hpName ?? DEFAULT_HP_NAME})`).join(', ')}`;
                    lines.push(md ? `- ${text}` : `  ${text}`);
                }
            }
            continue;
        }
        n++;
        const { run, entering } = event.fight;
        lines.push(heading(2, `Fight ${n} of ${total}: ${run.encounter}`), '', ...party('Carried in', entering), '');
        // The fight's own log, its headings one level down in Markdown.
        const log = renderRun(run, format).trimEnd();
        lines.push(md ? log.replace(/^(#+) /gm, '#$1 ') : log, '');
        // What the party takes out of the fight (a use per fight is back; the fight's own result above shows its end).
        lines.push(...party('Carried out', event.fight.leaving ?? run.final.filter(s => s.side === result.party)));
    }
    lines.push('', heading(2, 'The day'), ...(md ? [''] : []));
    const end = result.through
        ? `${result.party} got through ${total === 1 ? 'its one fight' : total === 2 ? 'both fights' : `all ${total} fights`}.`
        : `${result.party} did not get through fight ${fights} of ${total} (${lastEncounter(result)}): the day ends there.`;
    lines.push(md ? end : `  ${end}`);
    const down = result.final.filter(s => s.status !== 'active');
    const downText = down.length
        ? `Down at the end: ${down.map(s => `${s.id} (${s.statusWord ?? s.status})`).join(', ')}.`
        : 'Nobody is down at the end.';
    lines.push(md ? `\n${downText}` : `  ${downText}`);
    return `${lines.join('\n')}\n`;
}

/**
 * What a rest did to one member, from its snapshots before and after: `Kara: 6/12 → 12/12 HEA,
 * STA 8 → 14; no longer bleeding 2`, or `Kara: nothing changes (dead)`.
 */
function restChangeText(change: RestChange): string {
    const { after } = change;
    const parts = restChanges(change);
    return parts
        ? `${after.id}: ${parts}`
        : `${after.id}: nothing changes (${after.statusWord ?? after.status}, ${after.hp}/${after.maxHp} ${after.hpName ?? DEFAULT_HP_NAME})`;
}

/** Whether the rest changed anything the member's snapshot shows. */
function restChanged(change: RestChange): boolean {
    return restChanges(change) !== '';
}

/** What changed between the snapshots, in words ('' for nothing). */
function restChanges({ before, after }: RestChange): string {
    const word = (f: FighterSnapshot) => f.statusWord ?? f.status;
    const hpName = after.hpName ?? DEFAULT_HP_NAME;
    const parts: string[] = [];
    if (word(before) !== word(after)) parts.push(`${word(before)} → ${word(after)}`);
    if (before.hp !== after.hp || before.maxHp !== after.maxHp)
        parts.push(`${before.hp}${before.maxHp === after.maxHp ? '' : `/${before.maxHp}`} → ${after.hp}/${after.maxHp} ${hpName}`);
    for (const key of new Set([...Object.keys(before.resources), ...Object.keys(after.resources)])) {
        const [was, now] = [before.resources[key] ?? 0, after.resources[key] ?? 0];
        if (was !== now) parts.push(`${key.replace(/_/g, ' ')} ${was} → ${now}`);
    }
    for (const u of after.uses ?? []) {
        const was = before.uses?.find(b => b.name === u.name)?.left;
        if (was !== undefined && was !== u.left) parts.push(`${u.name} ${was} → ${usesLeftText(u)}`);
    }
    const lost = before.conditions.filter(c => !after.conditions.includes(c));
    const gained = after.conditions.filter(c => !before.conditions.includes(c));
    const conditions = [lost.length ? `no longer ${wordList(lost, 'or')}` : '', gained.length ? `now ${wordList(gained, 'and')}` : ''].filter(
        Boolean,
    );
    return `${parts.join(', ')}${conditions.length ? `${parts.length ? '; ' : ''}${conditions.join('; ')}` : ''}`;
}

function lastEncounter(result: DayResult): string {
    for (let i = result.events.length - 1; i >= 0; i--) {
        const e = result.events[i];
        if (e.kind === 'fight') return e.fight.run.encounter;
    }
    return '';
}

/** `{ version, day, seed, party, through, stoppedAt, events: [{ kind: 'fight', entering, run } | { kind: 'rest', rest, changes: [{ before, after, events }] }], final }`. */
function dayJson(result: DayResult): object {
    return {
        version: DAY_JSON_VERSION,
        day: result.day,
        seed: result.seed,
        party: result.party,
        through: result.through,
        stoppedAt: result.stoppedAt ?? null,
        events: result.events.map(e => (e.kind === 'rest' ? e : { kind: 'fight', entering: e.fight.entering, run: runJson(e.fight.run) })),
        final: result.final,
    };
}

/** A fight's run as `strife run --format json` writes it (the same document, read back as an object). */
function runJson(run: Parameters<typeof renderRun>[0]): unknown {
    return JSON.parse(renderRun(run, 'json'));
}
