// The webview that shows a report page (a simulation's or a balance's): the page comes whole from
// the server, with its own hash-pinned CSP; its Export buttons save it as HTML or Markdown, and a
// balance's "Write … into the file" buttons are passed to `onApply`.
import * as vscode from 'vscode';

/** Opens `html` beside the editor. `onApply` gets the setting index of a balance's apply button. */
export function openReportPanel(
    heading: string,
    report: { title?: string; html?: string; markdown?: string },
    onApply?: (point: number) => unknown,
): vscode.WebviewPanel {
    const panel = vscode.window.createWebviewPanel('strife.report', `${heading}: ${report.title ?? 'encounter'}`, vscode.ViewColumn.Beside, {
        enableScripts: true,
        localResourceRoots: [],
    });
    panel.webview.html = report.html ?? '';
    panel.webview.onDidReceiveMessage(async (message: { command?: string; format?: string; point?: unknown }) => {
        if (message.command === 'apply' && typeof message.point === 'number' && onApply) {
            await onApply(message.point);
            return;
        }
        if (message.command !== 'export') return;
        const markdown = message.format === 'markdown';
        const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
        const target = await vscode.window.showSaveDialog({
            title: `Export the ${heading.toLowerCase()} report`,
            filters: markdown ? { Markdown: ['md'] } : { HTML: ['html'] },
            defaultUri: folder?.with({ path: `${folder.path}/${(report.title ?? 'report').replace(/[^\w-]+/g, '-')}.${markdown ? 'md' : 'html'}` }),
        });
        if (!target) return;
        await vscode.workspace.fs.writeFile(target, new TextEncoder().encode((markdown ? report.markdown : report.html) ?? ''));
        void vscode.window.showInformationMessage(`Strife: report saved to ${target.fsPath || target.toString()}`);
    });
    return panel;
}
