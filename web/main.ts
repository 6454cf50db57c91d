/**
 * The playground page: wires the workspace (web/workspace.ts), the editor with the language
 * server (web/editor.ts), the engine worker (web/engine-client.ts), share links (web/share.ts) and
 * the example picker (web/examples.ts) to the page's controls (web/index.html).
 */
import examples from 'strife-examples';
import { contributes } from '../package.json';
import { EngineClient } from './engine-client.js';
import { exampleGroups, exampleWorkspace } from './examples.js';
import type { LensRequest, PlaygroundEditor } from './editor.js';
import { PREPARE_ENCOUNTER_METHOD, type EngineJob, type PrepareEncounterParams, type PrepareEncounterResult } from './protocol.js';
import { decodeShare, encodeShare, isShareFragment, MAX_FILES } from './share.js';
import { themedReport } from './report-theme.js';
import { $, notify, dismiss, OutputTabs, Progress } from './ui.js';
import { badFileName, nameOfUri, uriOf, utf8Bytes, WorkspaceStore, type WorkspaceFile, type WorkspaceState } from './workspace.js';

/** The desktop server's file-size limit (`strife.maxFileSizeKB`'s default), in bytes. */
const MAX_FILE_BYTES = contributes.configuration.properties['strife.maxFileSizeKB'].default * 1024;
const DEFAULT_EXAMPLE = 'rise/ambush-at-the-ford.strife';
const MAX_SEED = 4294967295;
const base = new URL('.', import.meta.url);

// The language server's worker starts first: its bundle loads and Langium starts while the page
// loads Monaco (web/editor.ts), on another core.
const languageServer = new Worker(new URL('language-server.js', base), { name: 'Strife language server' });
const store = new WorkspaceStore(safeLocalStorage());
let state: WorkspaceState = exampleWorkspace(examples, DEFAULT_EXAMPLE)!;
let editor: PlaygroundEditor | undefined;
const engine = new EngineClient(new URL('engine.js', base));
const progress = new Progress();
const outputTabs = new OutputTabs();

function safeLocalStorage(): Storage | undefined {
    try {
        return window.localStorage;
    } catch {
        return undefined;
    }
}

// ---------------------------------------------------------------- theme

type ThemeChoice = 'system' | 'light' | 'dark';
const darkQuery = window.matchMedia('(prefers-color-scheme: dark)');

function themeChoice(): ThemeChoice {
    const stored = safeLocalStorage()?.getItem('strife.playground.theme');
    return stored === 'light' || stored === 'dark' ? stored : 'system';
}

function isDark(choice = themeChoice()): boolean {
    return choice === 'dark' || (choice === 'system' && darkQuery.matches);
}

function applyTheme(): void {
    const dark = isDark();
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
    void editor?.setDark(dark);
    void showReport();
}

// ---------------------------------------------------------------- workspace

let saveTimer: ReturnType<typeof setTimeout> | undefined;
let storageWarned = false;

function saveSoon(): void {
    clearTimeout(saveTimer);
    saveTimer = setTimeout(saveNow, 300);
}

function saveNow(): void {
    clearTimeout(saveTimer);
    const saved = store.save(state);
    if (!saved.ok && !storageWarned) {
        storageWarned = true;
        notify({
            id: 'storage',
            kind: 'error',
            text: `Your files cannot be kept in this browser (${saved.reason}): they stay in this tab until you close it. Share them to keep a copy.`,
        });
    } else if (saved.ok && storageWarned) {
        storageWarned = false;
        dismiss('storage');
    }
}

/** Replaces the workspace (an example, a share link, a restore), keeping the old one to restore. */
function replaceWorkspace(next: WorkspaceState, why: string): void {
    const previous = state;
    store.keepPrevious(previous);
    setState(next);
    notify({
        id: 'replaced',
        kind: 'info',
        text: `${why}. Your previous files are kept.`,
        actions: [{ label: 'Restore them', run: () => restorePrevious() }],
    });
}

function restorePrevious(): void {
    const previous = store.previous();
    if (!previous) return;
    const current = state;
    setState(previous);
    store.keepPrevious(current);
    notify({ id: 'replaced', kind: 'info', text: 'Your previous files are back.', actions: [{ label: 'Undo', run: () => restorePrevious() }] });
}

function setState(next: WorkspaceState): void {
    state = next;
    editor?.showFiles(state.files, state.active);
    renderFiles();
    saveNow();
    checkMissingImports();
}

function activeFile(): WorkspaceFile | undefined {
    return state.files.find(f => f.name === state.active);
}

function openFile(name: string): void {
    state = { ...state, active: name };
    const file = activeFile();
    if (file) editor?.open(file);
    renderFiles();
    saveSoon();
}

function renderFiles(): void {
    const list = $('files');
    list.replaceChildren(
        ...state.files.map(file => {
            const tab = document.createElement('button');
            tab.type = 'button';
            tab.role = 'tab';
            tab.textContent = file.name;
            tab.dataset.file = file.name;
            const selected = file.name === state.active;
            tab.setAttribute('aria-selected', String(selected));
            tab.tabIndex = selected ? 0 : -1;
            tab.setAttribute('aria-controls', 'editor');
            tab.addEventListener('click', () => openFile(file.name));
            return tab;
        }),
    );
    $<HTMLButtonElement>('delete-file').disabled = state.files.length <= 1;
}

/** Arrow keys move between file tabs (the tablist pattern). */
$('files').addEventListener('keydown', event => {
    const tabs = [...$('files').querySelectorAll<HTMLButtonElement>('[role=tab]')];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(at + step + tabs.length) % tabs.length];
    openFile(next.dataset.file!);
    $('files')
        .querySelector<HTMLButtonElement>(`[data-file="${CSS.escape(next.dataset.file!)}"]`)
        ?.focus();
});

function addFile(name: string, text = ''): string | undefined {
    if (state.files.length >= MAX_FILES) return `The playground holds ${MAX_FILES} files at most.`;
    const why = badFileName(
        name,
        state.files.map(f => f.name),
    );
    if (why) return why;
    setState({ ...state, files: [...state.files, { name, text }], active: name });
    return undefined;
}

function removeActiveFile(): void {
    if (state.files.length <= 1) return;
    const removed = state.active;
    replaceWorkspace(
        { ...state, files: state.files.filter(f => f.name !== removed), active: state.files.find(f => f.name !== removed)!.name },
        `Removed ${removed}`,
    );
}

/** Imports of files that are not in the playground: the server's `import-not-found`, said in the page. */
function checkMissingImports(): void {
    if (!editor) return;
    const missing = new Map<string, string>();
    for (const file of state.files) {
        for (const marker of editor.markersOf(file.name)) {
            const code = typeof marker.code === 'object' ? marker.code.value : marker.code;
            if (code !== 'import-not-found') continue;
            const imported = /'([^']+)'/.exec(marker.message)?.[1];
            if (imported) missing.set(imported, file.name);
        }
    }
    if (missing.size === 0) {
        dismiss('missing-imports');
        return;
    }
    const [imported, by] = [...missing.entries()][0];
    // The import's path is relative to the importing file, as on the desktop.
    const target = nameOfUri(new URL(imported, uriOf(by)).href) ?? imported;
    notify({
        id: 'missing-imports',
        kind: 'error',
        text: `${by} imports '${imported}', which is not in the playground${missing.size > 1 ? ` (and ${missing.size - 1} more)` : ''}: the names it would bring are unknown. Add the file, or pick an example that has it.`,
        actions: badFileName(
            target,
            state.files.map(f => f.name),
        )
            ? []
            : [{ label: `Add ${target}`, run: () => addFile(target) }],
    });
}

// ---------------------------------------------------------------- run and simulate

function readSeed(): number | undefined | 'bad' {
    const text = $<HTMLInputElement>('seed').value.trim();
    if (text === '') return undefined;
    const seed = Number(text);
    return Number.isSafeInteger(seed) && seed >= 0 && seed <= MAX_SEED ? seed : 'bad';
}

function readRuns(): number | undefined {
    const runs = Number($<HTMLInputElement>('runs').value);
    return Number.isInteger(runs) && runs >= 1 && runs <= 1_000_000 ? runs : undefined;
}

/** What to play: a lens names its encounter; the buttons take the one around the cursor. */
interface Target {
    readonly uri: string;
    readonly encounter?: string;
}

function cursorTarget(): (Target & { offset: number }) | undefined {
    const model = editor?.editor.getModel();
    const position = editor?.editor.getPosition();
    if (!model || !position) return undefined;
    return { uri: model.uri.toString(), offset: model.getOffsetAt(position) };
}

async function prepare(target: Target & { offset?: number }, purpose: 'run' | 'simulate', seed: number | undefined): Promise<PrepareEncounterResult> {
    if (!editor) return { ok: false, message: 'The editor is still loading.' };
    const params: PrepareEncounterParams = { uri: target.uri, encounter: target.encounter, offset: target.offset, purpose, seed };
    return editor.client.sendRequest<PrepareEncounterResult>(PREPARE_ENCOUNTER_METHOD, params);
}

function showLog(text: string, failed = false): void {
    const log = $('log');
    log.textContent = text;
    log.classList.toggle('failed', failed);
    outputTabs.select('log');
}

/** Bumped by every start and every Cancel: a job whose number is no longer current stops where it is. */
let jobNumber = 0;

function cancelJob(): void {
    jobNumber++;
    engine.cancel();
    progress.hide();
}

async function run(target: Target | undefined = cursorTarget()): Promise<void> {
    if (!target) return;
    const seed = readSeed();
    if (seed === 'bad') {
        notify({ id: 'input', kind: 'error', text: `A seed is a whole number from 0 to ${MAX_SEED}; leave it empty for the file's own seed.` });
        $('seed').focus();
        return;
    }
    dismiss('input');
    const job = ++jobNumber;
    progress.show('Preparing the run…');
    const prepared = await prepare(target, 'run', seed);
    if (job !== jobNumber) return;
    if (!prepared.ok) {
        progress.hide();
        showLog(`The encounter cannot run:\n\n${prepared.message}\n`, true);
        return;
    }
    const runJob: EngineJob = { kind: 'run', model: prepared.model, ruleset: prepared.ruleset, seed: prepared.seed };
    progress.show(`Running ${prepared.model.name}…`);
    const outcome = await engine.start(runJob, (done, total) => progress.update(done, total, `Round ${done} (the limit is ${total})`));
    progress.hide();
    if (outcome.kind === 'cancelled') return setStatus('The run was cancelled.');
    if (outcome.kind === 'log') {
        showLog(outcome.output, !outcome.ok);
        setStatus(`Ran ${prepared.model.name} with seed ${prepared.seed}.`);
    } else if (outcome.kind === 'failed') showLog(`The run stopped: ${outcome.message}\n`, true);
}

async function simulate(target: Target | undefined = cursorTarget()): Promise<void> {
    if (!target) return;
    const runs = readRuns();
    const seed = readSeed();
    if (runs === undefined || seed === 'bad') {
        notify({
            id: 'input',
            kind: 'error',
            text:
                runs === undefined
                    ? 'Runs is a whole number from 1 to 1,000,000.'
                    : `A seed is a whole number from 0 to ${MAX_SEED}; leave it empty for the file's own seed.`,
        });
        $(runs === undefined ? 'runs' : 'seed').focus();
        return;
    }
    dismiss('input');
    const job = ++jobNumber;
    progress.show('Preparing the simulation…');
    const prepared = await prepare(target, 'simulate', seed);
    if (job !== jobNumber) return;
    if (!prepared.ok) {
        progress.hide();
        showLog(`The encounter cannot be simulated:\n\n${prepared.message}\n`, true);
        return;
    }
    const simulateJob: EngineJob = { kind: 'simulate', model: prepared.model, ruleset: prepared.ruleset, seed: prepared.seed, runs };
    progress.show(`Simulating ${prepared.model.name}…`);
    const outcome = await engine.start(simulateJob, (done, total) =>
        progress.update(done, total, `${done.toLocaleString('en')} of ${total.toLocaleString('en')} runs`),
    );
    progress.hide();
    if (outcome.kind === 'cancelled') return setStatus('The simulation was cancelled.');
    if (outcome.kind === 'failed') return showLog(`The simulation stopped: ${outcome.message}\n`, true);
    if (outcome.kind !== 'report') return;
    reportHtml = outcome.html;
    await showReport();
    const frame = $<HTMLIFrameElement>('report');
    frame.hidden = false;
    $('report-empty').hidden = true;
    outputTabs.select('report');
    $('status').dataset.simulationMs = String(outcome.ms);
    setStatus(`Simulated ${runs.toLocaleString('en')} runs of ${outcome.title} from seed ${prepared.seed} in ${(outcome.ms / 1000).toFixed(2)} s.`);
}

/** The last report page, shown in the page's theme (shown again when the theme changes). */
let reportHtml: string | undefined;

async function showReport(): Promise<void> {
    if (reportHtml === undefined) return;
    $<HTMLIFrameElement>('report').srcdoc = await themedReport(reportHtml, isDark() ? 'dark' : 'light');
}

function onLens(request: LensRequest): void {
    const target = { uri: request.uri, encounter: request.encounter };
    if (request.kind === 'run') void run(target);
    else if (request.kind === 'simulate') void simulate(target);
    else {
        pendingSeedRun = target;
        notify({ id: 'input', kind: 'info', text: `Type a seed and press Enter to run ${request.encounter}.` });
        $('seed').focus();
    }
}
let pendingSeedRun: Target | undefined;

function setStatus(text: string): void {
    $('status').textContent = text;
}

// ---------------------------------------------------------------- share

/** The open file and every playground file it imports, directly or not (the server's import links). */
async function sharedFiles(): Promise<WorkspaceFile[]> {
    const names = [state.active];
    for (let i = 0; i < names.length; i++) {
        const links =
            (await editor?.client.sendRequest<{ target?: string }[] | null>('textDocument/documentLink', {
                textDocument: { uri: uriOf(names[i]) },
            })) ?? [];
        for (const link of links) {
            const name = link.target ? nameOfUri(link.target) : undefined;
            if (name && !names.includes(name) && state.files.some(f => f.name === name)) names.push(name);
        }
    }
    return names.map(n => state.files.find(f => f.name === n)!).filter(Boolean);
}

async function share(): Promise<void> {
    saveNow();
    const files = await sharedFiles();
    const fragment = await encodeShare({ files, active: state.active });
    const link = `${location.origin}${location.pathname}#${fragment}`;
    let copied = false;
    try {
        await navigator.clipboard.writeText(link);
        copied = true;
    } catch {
        // no clipboard (an insecure origin, a refused permission): the link is shown to copy by hand
    }
    notify({
        id: 'share',
        kind: 'info',
        text: `${copied ? 'Copied a link' : 'A link'} to ${files.map(f => f.name).join(' and ')} (${link.length.toLocaleString('en')} characters)${copied ? '' : ': copy it from the box'}. Opening it loads the files and runs nothing.`,
        link,
    });
}

async function openShareLink(fragment: string): Promise<boolean> {
    const decoded = await decodeShare(fragment, MAX_FILE_BYTES);
    // The fragment goes either way: a reload must not load the link over later edits.
    history.replaceState(null, '', `${location.pathname}${location.search}`);
    if (!decoded.ok) {
        notify({ id: 'share-link', kind: 'error', text: `This share link cannot be opened: ${decoded.reason}. Your own files are unchanged.` });
        return false;
    }
    replaceWorkspace(decoded.state, `Opened a shared ${decoded.state.files.map(f => f.name).join(' and ')} — nothing has run`);
    return true;
}

// ---------------------------------------------------------------- edits: size limit, storage

function watchEdits(): void {
    if (!editor) return;
    const e = editor.editor;
    e.onDidChangeModelContent(() => {
        const model = e.getModel();
        const name = model ? nameOfUri(model.uri.toString()) : undefined;
        if (!model || !name) return;
        const text = model.getValue();
        state = { ...state, files: state.files.map(f => (f.name === name ? { name, text } : f)) };
        saveSoon();
    });
    // A paste that takes a file past the server's limit is undone: the file would not be checked,
    // kept or shared. What was there before the paste stays as it was.
    e.onDidPaste(() => {
        const model = e.getModel();
        if (!model) return;
        const bytes = utf8Bytes(model.getValue());
        if (bytes <= MAX_FILE_BYTES) return;
        model.undo();
        notify({
            id: 'too-large',
            kind: 'error',
            text: `That paste would make ${nameOfUri(model.uri.toString())} ${(bytes / 1024 / 1024).toFixed(1)} MB, over the ${MAX_FILE_BYTES / 1024} KB limit of one Strife file (the desktop's strife.maxFileSizeKB default), so it was undone; your text is as it was.`,
        });
    });
    editor.onMarkersChanged(() => checkMissingImports());
    window.addEventListener('pagehide', saveNow);
}

// ---------------------------------------------------------------- controls

function wireControls(): void {
    const picker = $<HTMLSelectElement>('example');
    for (const group of exampleGroups(examples)) {
        const optgroup = document.createElement('optgroup');
        optgroup.label = group.label;
        for (const entry of group.entries) optgroup.append(new Option(entry.label, entry.id));
        picker.append(optgroup);
    }
    picker.addEventListener('change', () => {
        const next = exampleWorkspace(examples, picker.value);
        picker.value = '';
        if (next) replaceWorkspace(next, `Loaded the ${next.origin}`);
        editor?.editor.focus();
    });
    $('run').addEventListener('click', () => void run());
    $('simulate').addEventListener('click', () => void simulate());
    $('share').addEventListener('click', () => void share());
    $('cancel').addEventListener('click', () => cancelJob());
    $('seed').addEventListener('keydown', event => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        const target = pendingSeedRun;
        pendingSeedRun = undefined;
        void run(target);
    });
    const themeSelect = $<HTMLSelectElement>('theme');
    themeSelect.value = themeChoice();
    themeSelect.addEventListener('change', () => {
        safeLocalStorage()?.setItem('strife.playground.theme', themeSelect.value);
        applyTheme();
    });
    darkQuery.addEventListener('change', () => applyTheme());
    // Outside the editor too: Ctrl+Enter runs, Ctrl+Shift+Enter simulates, Escape cancels.
    document.addEventListener('keydown', event => {
        if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') {
            event.preventDefault();
            void (event.shiftKey ? simulate() : run());
        } else if (event.key === 'Escape' && !$('progress').hidden) cancelJob();
    });
    const form = $<HTMLFormElement>('new-file-form');
    $('new-file').addEventListener('click', () => {
        form.hidden = false;
        $<HTMLInputElement>('new-file-name').select();
    });
    $('new-file-cancel').addEventListener('click', () => {
        form.hidden = true;
        $('new-file').focus();
    });
    form.addEventListener('submit', event => {
        event.preventDefault();
        const why = addFile($<HTMLInputElement>('new-file-name').value.trim());
        if (why) return notify({ id: 'input', kind: 'error', text: why });
        dismiss('input');
        form.hidden = true;
        editor?.editor.focus();
    });
    $('delete-file').addEventListener('click', () => removeActiveFile());
}

// ---------------------------------------------------------------- start

async function start(): Promise<void> {
    applyTheme();
    wireControls();
    const stored = store.load();
    if (stored) state = stored;
    // A share link is read before the editor starts, so the editor opens on its files (no churn of models).
    if (isShareFragment(location.hash)) await openShareLink(location.hash);
    renderFiles();
    const { PlaygroundEditor } = await import('./editor.js');
    editor = await PlaygroundEditor.start(
        { container: $('editor'), base, dark: isDark(), worker: languageServer, onLens },
        activeFile() ?? state.files[0],
    );
    // Read by test/web/bench.mjs: the editor takes input and the language server has answered.
    performance.mark('strife-ready');
    $('loading').hidden = true;
    watchEdits();
    setState(state);
    window.addEventListener('hashchange', () => {
        if (isShareFragment(location.hash)) void openShareLink(location.hash);
    });
    editor.onRunKeys(
        () => void run(),
        () => void simulate(),
    );
    document.body.dataset.ready = 'true';
    setStatus('Ready: the Strife language server checks as you type.');
}

start().catch(error => {
    console.error(error);
    $('loading').textContent =
        `The editor failed to start: ${error instanceof Error ? error.message : String(error)}. Reload the page to try again; your files are kept.`;
});
