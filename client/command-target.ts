// The document a Strife command is about, from its arguments: a CodeLens passes the document's URI
// (a `vscode.Uri` or its string); the palette passes nothing, and the active `.strife` editor is used.
import * as vscode from 'vscode';

/** The URI a command's first argument names, else the active `.strife` editor's; undefined when neither. */
export function commandDocumentUri(uriArg: unknown): vscode.Uri | undefined {
    if (uriArg instanceof vscode.Uri) return uriArg;
    if (typeof uriArg === 'string' && uriArg !== '') return vscode.Uri.parse(uriArg);
    const editor = vscode.window.activeTextEditor;
    return editor?.document.languageId === 'strife' ? editor.document.uri : undefined;
}
