/**
 * RPGStuck through the paths users get: documents checked as `strife check` checks them, fights
 * played by the engine with scripted dice, and hovers and inlay hints of scripted attacks.
 */
import type { CombatEvent } from '../../language/engine/log.js';
import type { RpgStuckEngine } from '../../language/rulesets/rpgstuck/engine.js';
import type { RpgFighter } from '../../language/rulesets/rpgstuck/fighter.js';
import { rpgstuck } from '../../language/rulesets/rpgstuck/index.js';
import { type Arena as ArenaOf, rulesetArena } from '../arena.js';
import { build } from '../helpers.js';

export type Arena = ArenaOf<RpgStuckEngine, RpgFighter>;

/** Builds the text's first encounter and its fighters (the text must have no errors); plans default to its script. */
export function arena(text: string): Promise<Arena> {
    return rulesetArena<RpgStuckEngine, RpgFighter>(rpgstuck, text);
}

type Event<K extends CombatEvent['kind']> = Extract<CombatEvent, { kind: K }>;
const ofKind =
    <K extends CombatEvent['kind']>(kind: K) =>
    (events: readonly CombatEvent[]): Event<K>[] =>
        events.filter((e): e is Event<K> => e.kind === kind);

export const attackEvents = ofKind('attack');
export const damageEvents = ofKind('damage');
export const noteEvents = ofKind('note');
export const conditionEvents = ofKind('condition');
export const checkEvents = ofKind('check');

/** The RPGStuck diagnostic codes (`rpgstuck-…`) a document gets, sorted. */
export async function rpgCodes(text: string): Promise<string[]> {
    const built = await build(text);
    return built.diagnostics
        .map(d => String(d.code))
        .filter(c => c.startsWith('rpgstuck-'))
        .sort();
}

/** Every diagnostic code of a document, in order. */
export async function allCodes(text: string): Promise<string[]> {
    return (await build(text)).diagnostics.map(d => String(d.code));
}

/** The hover's Markdown at the `occurrence`-th `needle` (offset `at` into it). */
export async function hoverAt(text: string, needle: string, at = 1, occurrence = 0): Promise<string> {
    const built = await build(text);
    let index = -1;
    for (let i = 0; i <= occurrence; i++) index = text.indexOf(needle, index + 1);
    if (index < 0) throw new Error(`no "${needle}" in the text`);
    const position = built.main.textDocument.positionAt(index + at);
    const hover = await built.services.Strife.lsp.HoverProvider!.getHoverContent(built.main, {
        textDocument: { uri: built.main.uri.toString() },
        position,
    });
    return hover ? (hover.contents as { value: string }).value : '';
}

/** Every inlay hint label of the document, with the line it sits on. */
export async function inlayHints(text: string): Promise<{ line: number; label: string }[]> {
    const built = await build(text);
    const doc = built.main.textDocument;
    const range = { start: doc.positionAt(0), end: doc.positionAt(text.length) };
    const hints =
        (await built.services.Strife.lsp.InlayHintProvider!.getInlayHints(built.main, { textDocument: { uri: built.main.uri.toString() }, range })) ??
        [];
    return hints.map(h => ({ line: h.position.line, label: String(h.label) }));
}
