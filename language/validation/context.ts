/** How every check reports: with a stable code, and quick fixes in the diagnostic's data. */
import type { AstNode, ValidationAcceptor } from 'langium';

/** A quick fix attached to a diagnostic: replace the diagnostic's range with `newText`. */
export interface Fix {
    readonly title: string;
    readonly newText: string;
}

/** The `data` of Strife diagnostics, read back by the code action provider. */
export interface StrifeDiagnosticData {
    readonly fixes?: readonly Fix[];
    /** Insert at the start of the document instead of replacing the range. */
    readonly insertAtStart?: boolean;
}

export type Severity = 'error' | 'warning' | 'info';

/** Reports one diagnostic; `property` narrows the range to that feature of the node. */
export function report(
    accept: ValidationAcceptor,
    severity: Severity,
    code: string,
    message: string,
    node: AstNode,
    property?: string,
    options: { index?: number; fixes?: Fix[]; insertAtStart?: boolean } = {},
): void {
    const data: StrifeDiagnosticData = { fixes: options.fixes, insertAtStart: options.insertAtStart };
    // Langium types `property` per node type; our checks pass plain feature names.
    accept(severity, message, { node, property: property as never, index: options.index, code, data });
}
