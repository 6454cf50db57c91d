/** Markdown for rule docs and stat blocks, shared by hovers and completion items. */
import { diceRange, distribution, formatExpr, type DiceExpr } from '../engine/dice.js';
import type { CombatantModel } from '../engine/model.js';
import type { Slot } from '../grammar-slots.js';
import { isGivenUp, type OutlookGivenUp, outlookFigures } from './attack-outlook.js';
import { COMPUTATION_BUDGET_MS, withinTime } from './time-budget.js';
import { formatCitation, type DamageOutlook, type RuleDoc, type Ruleset, type StatSpec } from '../rulesets/ruleset.js';

/** `**name** — kind` + summary + assumption + source line. */
export function ruleDocMarkdown(doc: RuleDoc, kind: string, extra: string[] = []): string {
    const parts = [`**${doc.name}** — ${kind}`, doc.summary, ...extra];
    if (doc.assumption) parts.push(`*Assumption:* ${doc.assumption}`);
    parts.push(`Source: ${formatCitation(doc.cite)}`);
    return parts.join('\n\n');
}

/** A ruleset word as hovers and completion explain it: a stat with its range and default, or a rule with its citation. */
export function slotWordMarkdown(slot: Slot, word: RuleDoc, ruleset: Ruleset): string {
    if (slot.describe === 'stat') return statMarkdown(word as StatSpec, ruleset, slot.label);
    return ruleDocMarkdown(word, `${ruleset.name} ${slot.hoverLabel?.(word) ?? slot.label}`, slot.hoverExtra?.(word) ?? []);
}

export function statMarkdown(spec: StatSpec, ruleset: Ruleset, kind = 'stat'): string {
    const facts: string[] = [];
    if (spec.min !== undefined || spec.max !== undefined) facts.push(`range ${spec.min ?? '−∞'}..${spec.max ?? '∞'}`);
    if (spec.required) facts.push('required');
    else if (spec.derivation) facts.push(`when not written: ${spec.derivation}`);
    else if (typeof spec.fallback === 'number') facts.push(`default ${spec.fallback}`);
    return ruleDocMarkdown(spec, `${ruleset.name} ${spec.group === 'defenses' ? 'defense' : kind}`, facts.length ? [`*${facts.join('; ')}*`] : []);
}

const round2 = (n: number) => (Math.round(n * 100) / 100).toString();

/** min / mean / max of a formula, and the most likely results when the distribution is small. */
export function diceMarkdown(expr: DiceExpr, stat: (name: string) => number, label?: string): string {
    try {
        const range = diceRange(expr, stat);
        const lines = [`**${label ?? formatExpr(expr)}** — min ${range.min} · mean ${round2(range.mean)} · max ${range.max}`];
        // The exact distribution is bounded by dice-stats' work budget; the time budget bounds it again.
        const exact = withinTime(COMPUTATION_BUDGET_MS, () => distribution(expr, stat));
        const dist = exact.ok ? exact.value : undefined;
        if (!exact.ok) lines.push(`Its distribution was given up: it takes longer than the editor's budget of ${COMPUTATION_BUDGET_MS} ms.`);
        if (dist && dist.size > 1 && dist.size <= 40) {
            const entries = [...dist.entries()].sort((a, b) => a[0] - b[0]);
            lines.push(`| result | chance |\n|---:|---:|\n${entries.map(([v, p]) => `| ${v} | ${(p * 100).toFixed(1)}% |`).join('\n')}`);
        }
        return lines.join('\n\n');
    } catch (error) {
        return `**${label ?? formatExpr(expr)}** — ${error instanceof Error ? error.message : 'cannot be evaluated'}`;
    }
}

/** One target's line of an attack hover: the formula against its defense, min / mean / max and the chance of no damage. */
export function outlookMarkdown(target: string, outlook: DamageOutlook | OutlookGivenUp): string {
    if (isGivenUp(outlook)) return `**against ${target}**: odds given up — ${outlook.gaveUp}.`;
    const figures = outlookFigures(outlook);
    if (!figures) return `**against ${target}** (${outlook.versus}): cannot be evaluated`;
    // An attack whose outcome is not damage (a non-damaging effect) says what it does instead.
    if (outlook.hint) return `**against ${target}** (${outlook.versus}): \`${outlook.formula}\` — ${outlook.hint.label}`;
    return `**against ${target}** (${outlook.versus}): \`${outlook.formula}\` — min ${figures.min} · mean ${round2(figures.mean)} · max ${figures.max} · no damage ${(figures.noDamage * 100).toFixed(1)}%`;
}

/** A resolved stat block: every stat, marking derived values and where inherited ones come from. */
export function statBlockMarkdown(model: CombatantModel, ruleset: Ruleset, origins: Map<string, string>): string {
    const rows: string[] = [];
    for (const spec of ruleset.stats) {
        const value = model.stats[spec.name];
        if (value === undefined) continue;
        const origin = origins.get(spec.name);
        const note =
            origin === undefined ? (spec.derivation ? `derived: ${spec.derivation}` : 'default') : origin === model.name ? '' : `from ${origin}`;
        rows.push(`| ${spec.name} | ${value} | ${note} |`);
    }
    const attacks = model.attacks.map(
        a =>
            `- **${a.name}**${a.defense ? ` vs ${a.defense}` : ''}${a.damage ? `, damage ${formatExpr(a.damage)}` : ''}${a.tags.length ? ` (${a.tags.join(', ')})` : ''}`,
    );
    return [
        `**${model.name}** — ${model.kind === 'character' ? 'unique character' : 'creature template'} (${ruleset.name})`,
        `| stat | value | |\n|---|---:|---|\n${rows.join('\n')}`,
        ...(attacks.length ? [attacks.join('\n')] : []),
    ].join('\n\n');
}
