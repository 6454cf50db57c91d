/** Converts the COUNT terminal (`x3`) to its number; everything else as Langium does. */
import { DefaultValueConverter, type CstNode, type GrammarAST, type ValueType } from 'langium';

export class StrifeValueConverter extends DefaultValueConverter {
    protected override runConverter(rule: GrammarAST.AbstractRule, input: string, cstNode: CstNode): ValueType {
        if (rule.name === 'COUNT') return Number(input.slice(1));
        return super.runConverter(rule, input, cstNode);
    }
}
