/**
 * The text of a node's property as the file writes it (`9000000000000000000`, not `9e+18`; `d6`,
 * not the converted value). Reads only the node's own syntax, never above it, so item checks
 * (validation/check-context.ts) may use it.
 */
import { type AstNode, GrammarUtils } from 'langium';

/** The property's text with whitespace removed, or undefined when the node has no text for it (built in code, half-written). */
export function writtenText(node: AstNode, property: string): string | undefined {
    const cst = node.$cstNode && GrammarUtils.findNodeForProperty(node.$cstNode, property);
    return cst?.text.replace(/\s+/g, '');
}

/** The whole node's text with runs of whitespace as one space, or undefined. */
export function nodeText(node: AstNode): string | undefined {
    return node.$cstNode?.text.replace(/\s+/g, ' ');
}
