/**
 * What can lie below a syntax-tree node, read from the grammar, so that whole-tree walks skip
 * subtrees that cannot matter: linking needs only the nodes that hold references, validation only
 * the nodes some check is registered for. On a generated 10,000-line file most nodes are stats,
 * attack properties and dice formulas, which hold neither.
 *
 * A node of type T is made by a parser rule of type T (named T, or `infers` / `returns` T) or by an
 * action `{infer T}` inside a rule; everything below it is made while that rule runs: by the
 * actions in it and by the rules it calls, at any depth. So the types that may lie below a T node
 * are, over every rule that makes T, the types made by its actions and by the rules it reaches
 * through calls. The answer is conservative: it may say a type can appear where none ever does,
 * never the other way round.
 */
import { AstUtils, GrammarAST, GrammarUtils, type Grammar } from 'langium';

type ParserRule = GrammarAST.ParserRule;

export class SubtreeTypes {
    /** Rules that make each node type. */
    private readonly makers = new Map<string, ParserRule[]>();
    /** Types each rule's nodes may have below them. */
    private readonly below = new Map<ParserRule, ReadonlySet<string>>();

    constructor(grammar: Grammar) {
        const rules = grammar.rules.filter(GrammarAST.isParserRule).filter(rule => !GrammarUtils.isDataTypeRule(rule));
        const made = new Map(rules.map(rule => [rule, madeBy(rule)] as const));
        const calls = new Map(rules.map(rule => [rule, calledBy(rule)] as const));
        for (const [rule, types] of made) {
            for (const type of types) this.makers.set(type, [...(this.makers.get(type) ?? []), rule]);
        }
        for (const rule of rules) {
            const types = new Set(actionTypes(rule));
            const seen = new Set<ParserRule>();
            const stack = [...(calls.get(rule) ?? [])];
            while (stack.length > 0) {
                const next = stack.pop()!;
                if (seen.has(next)) continue;
                seen.add(next);
                for (const type of made.get(next) ?? []) types.add(type);
                stack.push(...(calls.get(next) ?? []));
            }
            this.below.set(rule, types);
        }
    }

    /**
     * Whether a node of type `type` can have, anywhere below it, a node whose type satisfies
     * `wanted`. True for a type no rule makes (nothing is known about it).
     */
    mayHaveBelow(type: string, wanted: (type: string) => boolean): boolean {
        const makers = this.makers.get(type);
        if (!makers) return true;
        return makers.some(rule => [...(this.below.get(rule) ?? [])].some(wanted));
    }

    /** The types whose nodes can have nothing satisfying `wanted` below them: walks may skip their children. */
    typesWithNothingBelow(types: readonly string[], wanted: (type: string) => boolean): ReadonlySet<string> {
        return new Set(types.filter(type => !this.mayHaveBelow(type, wanted)));
    }
}

/** The node types a rule makes: its own type and its actions' types. */
function madeBy(rule: ParserRule): string[] {
    return [GrammarUtils.getRuleTypeName(rule), ...actionTypes(rule)];
}

// `streamAst`, not `streamAllContents`: a rule whose whole body is one call (`DiceExpr: Additive;`)
// has that call as its definition, which `streamAllContents` leaves out.
function actionTypes(rule: ParserRule): string[] {
    return AstUtils.streamAst(rule.definition)
        .filter(GrammarAST.isAction)
        .map(action => GrammarUtils.getActionType(action))
        .filter((type): type is string => type !== undefined)
        .toArray();
}

/** The parser rules a rule calls (not data-type rules or terminals: they make no nodes). */
function calledBy(rule: ParserRule): ParserRule[] {
    return AstUtils.streamAst(rule.definition)
        .filter(GrammarAST.isRuleCall)
        .map(call => call.rule.ref)
        .filter((called): called is ParserRule => GrammarAST.isParserRule(called) && !GrammarUtils.isDataTypeRule(called))
        .toArray();
}
