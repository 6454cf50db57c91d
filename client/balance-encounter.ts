// The `strife.balanceEncounter` command (the Balance… lens): quick picks of what to vary (one or
// two of the encounter's participant counts, stats and rule options, with a range to start from)
// and of the target, then `strife/balanceEncounter` in the server with progress and Cancel, and the
// answer in the report webview. Its "Write … into the file" buttons apply a setting's edits as one
// workspace edit, which Undo takes back; nothing is written without that click, and nothing when
// the file no longer says what the balance read.
import * as vscode from 'vscode';
import { type BaseLanguageClient, NotificationType, RequestType } from 'vscode-languageclient/node';
import {
    BALANCE_CHOICES_METHOD,
    BALANCE_ENCOUNTER_METHOD,
    BALANCE_PROGRESS_METHOD,
    type BalanceChoicesParams,
    type BalanceChoicesResult,
    type BalanceEncounterParams,
    type BalanceEncounterResult,
    type BalanceProgressParams,
} from './protocol.js';
import { openReportPanel } from './report-panel.js';
import { commandDocumentUri } from './command-target.js';

const ChoicesRequest = new RequestType<BalanceChoicesParams, BalanceChoicesResult, void>(BALANCE_CHOICES_METHOD);
const BalanceRequest = new RequestType<BalanceEncounterParams, BalanceEncounterResult, void>(BALANCE_ENCOUNTER_METHOD);
const ProgressNotification = new NotificationType<BalanceProgressParams>(BALANCE_PROGRESS_METHOD);
const TITLE = 'Strife: Balance Encounter';

interface VaryItem extends vscode.QuickPickItem {
    /** The `--vary` text to start from; undefined for "nothing else". */
    readonly suggested?: string;
    /** Ask for the values (counts and stats); an option tries all its values. */
    readonly askRange?: boolean;
    readonly key?: string;
}

/** Registers the command. CodeLenses pass [uri, encounter]; the palette uses the active editor and its cursor. */
export function registerBalanceCommand(client: BaseLanguageClient): vscode.Disposable {
    const listeners = new Map<string, (p: BalanceProgressParams) => void>();
    let subscribed: vscode.Disposable | undefined;
    let next = 0;
    return vscode.Disposable.from(
        vscode.commands.registerCommand('strife.balanceEncounter', async (uriArg?: unknown, encounterArg?: unknown) => {
            const editor = vscode.window.activeTextEditor;
            const uri = commandDocumentUri(uriArg);
            if (!uri) {
                void vscode.window.showErrorMessage('Strife: open a .strife file to balance an encounter.');
                return;
            }
            const where: Pick<BalanceChoicesParams, 'encounter' | 'position'> = {};
            if (typeof encounterArg === 'string' && encounterArg !== '') where.encounter = encounterArg;
            else if (editor && editor.document.uri.toString() === uri.toString())
                where.position = { line: editor.selection.active.line, character: editor.selection.active.character };

            const choices = await client.sendRequest(ChoicesRequest, { uri: uri.toString(), ...where });
            if (!choices.ok) {
                void vscode.window.showWarningMessage(`Strife: the encounter cannot be balanced. ${choices.message ?? ''}`);
                return;
            }
            const first = await pickVariation(choices, undefined);
            if (!first) return;
            const second = await pickVariation(choices, first);
            if (second === undefined) return;
            const target = await pickTarget();
            if (!target) return;

            const settings = vscode.workspace.getConfiguration('strife', uri);
            const seedSetting = settings.get<number | null>('simulation.seed', null);
            const params: BalanceEncounterParams = {
                uri: uri.toString(),
                ...where,
                encounter: choices.encounter,
                vary: second === '' ? [first.text] : [first.text, second.text],
                defaultSeed: settings.get<number>('defaultSeed', 1),
                progressToken: `balance-${++next}`,
            };
            if (target.target !== undefined) params.target = target.target;
            if (typeof seedSetting === 'number' && Number.isSafeInteger(seedSetting)) params.seed = seedSetting;
            subscribed ??= client.onNotification(ProgressNotification, p => listeners.get(p.progressToken)?.(p));
            const result = await vscode.window.withProgress(
                { location: vscode.ProgressLocation.Notification, title: `Strife: balancing ${choices.encounter}`, cancellable: true },
                async (progress, token) => {
                    let shown = 0;
                    listeners.set(params.progressToken, p => {
                        if (p.total) {
                            const percent = (100 * p.runs) / p.total;
                            progress.report({
                                increment: percent - shown,
                                message: `${p.runs.toLocaleString('en')} / ${p.total.toLocaleString('en')} runs`,
                            });
                            shown = percent;
                        } else progress.report({ message: `${p.runs.toLocaleString('en')} runs` });
                    });
                    try {
                        return await client.sendRequest(BalanceRequest, params, token);
                    } catch (error) {
                        if (token.isCancellationRequested) return undefined;
                        return { ok: false, message: error instanceof Error ? error.message : String(error) } satisfies BalanceEncounterResult;
                    } finally {
                        listeners.delete(params.progressToken);
                    }
                },
            );
            if (!result) return; // cancelled
            if (!result.ok || result.html === undefined) {
                void vscode.window.showWarningMessage(`Strife: the encounter was not balanced. ${result.message ?? ''}`);
                return;
            }
            openReportPanel('Balance', result, point => applySetting(result, point));
        }),
        { dispose: () => subscribed?.dispose() },
    );
}

/**
 * Picks one thing to vary and its values. With `first` given, the second (optional) thing: the
 * first item is "Nothing else" (answered as ''). Undefined when the GM cancels.
 */
async function pickVariation(
    choices: BalanceChoicesResult,
    first: { key: string } | undefined,
): Promise<{ key: string; text: string } | '' | undefined> {
    const items: VaryItem[] = [];
    if (first) items.push({ label: 'Nothing else', description: 'vary only the first', alwaysShow: true });
    const counts = (choices.counts ?? []).filter(c => `count:${c.name}` !== first?.key);
    if (counts.length) items.push({ label: 'How many', kind: vscode.QuickPickItemKind.Separator });
    for (const c of counts)
        items.push({
            label: c.name,
            description: `x${c.current} in the file`,
            detail: 'how many the encounter brings',
            suggested: c.suggested,
            askRange: true,
            key: `count:${c.name}`,
        });
    const options = (choices.options ?? []).filter(o => `option:${o.name}` !== first?.key);
    if (options.length) items.push({ label: 'Rule options', kind: vscode.QuickPickItemKind.Separator });
    for (const o of options)
        items.push({
            label: o.name,
            description: `${o.current} in the file · tries ${o.values.join(', ')}`,
            suggested: o.suggested,
            key: `option:${o.name}`,
        });
    const stats = (choices.stats ?? []).filter(s => `stat:${s.combatant}.${s.stat}` !== first?.key);
    if (stats.length) items.push({ label: 'Stats', kind: vscode.QuickPickItemKind.Separator });
    for (const s of stats)
        items.push({
            label: `${s.combatant}.${s.stat}`,
            description: `${s.current} in the file`,
            suggested: s.suggested,
            askRange: true,
            key: `stat:${s.combatant}.${s.stat}`,
        });
    const picked = await vscode.window.showQuickPick(items, {
        title: TITLE,
        placeHolder: first ? 'Vary something else at the same time? (optional)' : `What should vary in ${choices.encounter}?`,
        matchOnDescription: true,
    });
    if (!picked) return undefined;
    if (picked.suggested === undefined || picked.key === undefined) return '';
    if (!picked.askRange) return { key: picked.key, text: picked.suggested };
    const text = await vscode.window.showInputBox({
        title: TITLE,
        prompt: 'The values to try: lo..hi, lo..hi step k, or a list a,b,c',
        value: picked.suggested,
        valueSelection: [picked.suggested.search(/x?-?\d/), picked.suggested.length],
        validateInput: value => (value.trim() === '' ? 'Write the values to try, e.g. Bandit x1..8.' : undefined),
    });
    return text === undefined ? undefined : { key: picked.key, text: text.trim() };
}

/** The target: a verdict band, a win rate, or a sweep of every value (no target). Undefined when cancelled. */
async function pickTarget(): Promise<{ target?: string } | undefined> {
    const items: (vscode.QuickPickItem & { target?: string; ask?: boolean })[] = [
        { label: 'Hard', description: 'the judged side wins 40–70% of fights', target: 'hard' },
        { label: 'Medium', description: '70–90% wins, a death in under 15% of fights', target: 'medium' },
        { label: 'Easy', description: '90–98% wins, a death in under 5%', target: 'easy' },
        { label: 'Trivial', description: '98% wins or more, a death in under 1%', target: 'trivial' },
        { label: 'Deadly', description: 'under 40% wins', target: 'deadly' },
        { label: 'A win rate…', description: 'e.g. 60%', ask: true },
        { label: 'Sweep', description: 'play every value and show them all (no target)' },
    ];
    const picked = await vscode.window.showQuickPick(items, { title: TITLE, placeHolder: 'Which setting are you looking for?' });
    if (!picked) return undefined;
    if (!picked.ask) return { target: picked.target };
    const text = await vscode.window.showInputBox({
        title: TITLE,
        prompt: 'The win rate of the judged side, e.g. 60% (±5 points unless you write ±N)',
        value: '60%',
        validateInput: value =>
            /^\s*\d+(\.\d+)?\s*%?\s*((±|\+-)\s*\d+(\.\d+)?\s*%?)?\s*$/.test(value) ? undefined : 'Write a percentage such as 60% or 60% ±3.',
    });
    return text === undefined ? undefined : { target: `win ${text.trim()}` };
}

/** Writes setting `point` of a balance into its files, if they still say what the balance read. */
async function applySetting(result: BalanceEncounterResult, point: number): Promise<void> {
    const setting = result.settings?.[point];
    if (!setting) return;
    if (setting.edits.length === 0) {
        void vscode.window.showInformationMessage(`Strife: ${setting.label} is the file's own setting: nothing to write.`);
        return;
    }
    const edit = new vscode.WorkspaceEdit();
    let shown: { document: vscode.TextDocument; range: vscode.Range } | undefined;
    for (const e of setting.edits) {
        const uri = vscode.Uri.parse(e.uri);
        const document = await vscode.workspace.openTextDocument(uri);
        const range = new vscode.Range(e.range.start.line, e.range.start.character, e.range.end.line, e.range.end.character);
        if (document.getText(range) !== e.oldText) {
            void vscode.window.showWarningMessage(
                `Strife: ${vscode.workspace.asRelativePath(uri)} changed since the balance ran, so ${setting.label} was not written. Run Balance… again.`,
            );
            return;
        }
        edit.replace(uri, range, e.newText);
        shown ??= { document, range };
    }
    if (!(await vscode.workspace.applyEdit(edit))) {
        void vscode.window.showWarningMessage(`Strife: ${setting.label} could not be written.`);
        return;
    }
    if (shown) {
        const start = shown.range.start;
        const editor = await vscode.window.showTextDocument(shown.document, { viewColumn: vscode.ViewColumn.One, preserveFocus: false });
        editor.selection = new vscode.Selection(start, start);
        editor.revealRange(new vscode.Range(start, start), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
    }
    void vscode.window.showInformationMessage(`Strife: wrote ${setting.label} into the file (Undo takes it back; nothing is saved).`);
}
