/**
 * Lenses above each encounter: Run, Run with seed, Debug, Simulate, Balance… (the client's commands do the
 * work), and, with "difficulty as you type", the verdict of the last small background simulation of
 * the encounter as it is now (`Hard · heroes win 62% ±4`; clicking it opens the full simulation).
 * Above each day: Run day and Simulate day (the same commands, with the day's name as their third argument).
 * An editor other than VS Code gets the lenses the server runs itself (Run, Simulate, the verdict;
 * `command-handler.ts`).
 */
import type { LangiumDocument, MaybePromise } from 'langium';
import type { CodeLensProvider } from 'langium/lsp';
import type { CodeLens, CodeLensParams } from 'vscode-languageserver';
import type { Document } from '../generated/ast.js';
import type { StrifeServices } from '../strife-module.js';
import type { StrifeCommandHandler } from './command-handler.js';
import type { DifficultyStore, LiveVerdict } from './difficulty-store.js';

export class StrifeCodeLensProvider implements CodeLensProvider {
    private readonly difficulty: DifficultyStore;
    private readonly commands: StrifeCommandHandler;

    constructor(services: StrifeServices) {
        this.difficulty = services.shared.lsp.DifficultyStore;
        this.commands = services.shared.lsp.ExecuteCommandHandler;
    }

    provideCodeLens(document: LangiumDocument, _params: CodeLensParams): MaybePromise<CodeLens[] | undefined> {
        const root = document.parseResult.value as Document;
        const uri = document.textDocument.uri;
        const version = document.textDocument.version;
        return root.elements
            .filter(e => (e.$type === 'Encounter' || e.$type === 'Day') && e.$cstNode && e.name)
            .flatMap(encounter => {
                const start = encounter.$cstNode!.range.start;
                const range = { start, end: start };
                if (encounter.$type === 'Day')
                    return [
                        { range, command: { title: '▶ Run day', command: 'strife.runEncounter', arguments: [uri, null, encounter.name] } },
                        { range, command: { title: 'Simulate day', command: 'strife.simulateEncounter', arguments: [uri, null, encounter.name] } },
                    ];
                const live = this.difficulty.get(uri, encounter.name, version);
                // An editor other than VS Code runs what the server runs for it (`workspace/executeCommand`): Run and Simulate.
                if (this.commands.commands.length > 0)
                    return [
                        { range, command: { title: '▶ Run encounter', command: 'strife.runEncounter', arguments: [uri, encounter.name] } },
                        { range, command: { title: 'Simulate', command: 'strife.simulateEncounter', arguments: [uri, encounter.name] } },
                        ...(live ? [{ range, command: verdictCommand(live, uri, encounter.name) }] : []),
                    ];
                return [
                    { range, command: { title: '▶ Run encounter', command: 'strife.runEncounter', arguments: [uri, encounter.name] } },
                    { range, command: { title: 'Run with seed…', command: 'strife.runEncounterWithSeed', arguments: [uri, encounter.name] } },
                    { range, command: { title: 'Debug encounter', command: 'strife.debugEncounter', arguments: [uri, encounter.name] } },
                    { range, command: { title: 'Simulate', command: 'strife.simulateEncounter', arguments: [uri, encounter.name] } },
                    { range, command: { title: 'Balance…', command: 'strife.balanceEncounter', arguments: [uri, encounter.name] } },
                    ...(live ? [{ range, command: verdictCommand(live, uri, encounter.name) }] : []),
                ];
            });
    }
}

/** `Hard · heroes win 62% ±4`: the verdict, the judged side's win rate and half its 95% interval, in whole points. */
export function liveVerdictTitle(live: LiveVerdict): string {
    const points = (x: number) => Math.round(x * 100);
    const half = Math.max(points(live.high - live.rate), points(live.rate - live.low));
    return `${live.verdict[0].toUpperCase()}${live.verdict.slice(1)} · ${live.judgedSide} win ${points(live.rate)}% ±${half}`;
}

function verdictCommand(live: LiveVerdict, uri: string, encounter: string) {
    const more = live.runs < live.budget ? `, more coming (up to ${live.budget.toLocaleString('en')})` : '';
    return {
        title: liveVerdictTitle(live),
        tooltip: `Difficulty as you type: ${live.runs.toLocaleString('en')} runs from seed ${live.seed}${more}. Click for the full simulation. Setting: strife.difficultyAsYouType.`,
        command: 'strife.simulateEncounter',
        arguments: [uri, encounter],
    };
}
