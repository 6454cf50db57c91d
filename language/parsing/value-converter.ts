/**
 * Converts the COUNT terminal (`x3`) to its number; everything else as Langium does. The converter
 * of each rule is chosen once: Langium's `runConverter` upper-cases the rule's name (a new string)
 * for every token it converts, ~40,000 times when a 10,000-line file is opened.
 */
import { DefaultValueConverter, ValueConverter, type CstNode, type GrammarAST, type ValueType } from 'langium';

type Converter = (input: string, cstNode: CstNode) => ValueType;

export class StrifeValueConverter extends DefaultValueConverter {
    private readonly byRule = new Map<GrammarAST.AbstractRule, Converter>();

    protected override runConverter(rule: GrammarAST.AbstractRule, input: string, cstNode: CstNode): ValueType {
        let convert = this.byRule.get(rule);
        if (!convert) {
            convert = this.converterFor(rule);
            this.byRule.set(rule, convert);
        }
        return convert(input, cstNode);
    }

    private converterFor(rule: GrammarAST.AbstractRule): Converter {
        if (rule.name === 'COUNT') return input => Number(input.slice(1));
        // The terminals Langium converts by name (DefaultValueConverter.runConverter's first switch).
        switch (rule.name.toUpperCase()) {
            case 'INT':
                return input => ValueConverter.convertInt(input);
            case 'STRING':
                return input => ValueConverter.convertString(input);
            case 'ID':
                return input => ValueConverter.convertID(input);
        }
        return (input, cstNode) => super.runConverter(rule, input, cstNode);
    }
}
