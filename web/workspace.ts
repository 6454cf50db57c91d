/**
 * The playground's in-memory workspace: a few named `.strife` files (an encounter and the bestiary
 * it imports, say) and which one is open. Files live at `inmemory:///<name>`, so an
 * `import "bestiary.strife"` in one resolves to the other exactly as two files of a folder do on
 * the desktop. Kept in the browser's local storage on every change (a reload or a crashed tab
 * loses nothing); the previous workspace is kept too whenever an example or a share link replaces
 * it, so that can be undone.
 *
 * No DOM here: the page wires it to Monaco's models (web/editor.ts) and tests drive it directly.
 */

export interface WorkspaceFile {
    /** A file name ending in `.strife`, unique in the workspace; may hold `/` (a folder). */
    readonly name: string;
    readonly text: string;
}

export interface WorkspaceState {
    readonly files: readonly WorkspaceFile[];
    /** The open file's name (one of `files`). */
    readonly active: string;
    /** Where it came from, for the page's title line: an example's label, "a share link", … */
    readonly origin?: string;
}

/** The URI scheme of playground files (never `file:`: the language server reads no disk). */
export const FILE_SCHEME = 'inmemory';

export function uriOf(name: string): string {
    return `${FILE_SCHEME}:///${name.split('/').map(encodeURIComponent).join('/')}`;
}

/** The file name of a playground URI, in either spelling of an empty authority (`inmemory:///a` as sent, `inmemory:/a` as Monaco and Langium print it). */
export function nameOfUri(uri: string): string | undefined {
    const match = /^inmemory:(?:\/\/)?\/(.+)$/.exec(uri);
    if (!match) return undefined;
    try {
        return match[1].split('/').map(decodeURIComponent).join('/');
    } catch {
        return undefined;
    }
}

/** UTF-8 size of a text, the unit of the desktop's `strife.maxFileSizeKB`. */
export function utf8Bytes(text: string): number {
    return new TextEncoder().encode(text).length;
}

/** Why a name cannot be a playground file's, or undefined when it can. */
export function badFileName(name: string, taken: readonly string[]): string | undefined {
    if (!/^[A-Za-z0-9_][A-Za-z0-9_ .\-/]*\.strife$/.test(name) || name.includes('//') || name.split('/').some(p => p === '..' || p === '.'))
        return 'A file name is letters, digits, spaces, dots, dashes and underscores, may hold folders (a/b.strife), and ends in .strife.';
    if (taken.includes(name)) return `There is already a file named ${name}.`;
    return undefined;
}

/** Checks a decoded or stored value is a workspace; returns why not. */
export function validateState(value: unknown): { ok: true; state: WorkspaceState } | { ok: false; reason: string } {
    if (typeof value !== 'object' || value === null) return { ok: false, reason: 'it holds no files' };
    const { files, active, origin } = value as Record<string, unknown>;
    if (!Array.isArray(files) || files.length === 0) return { ok: false, reason: 'it holds no files' };
    const names: string[] = [];
    for (const f of files) {
        if (typeof f !== 'object' || f === null || typeof f.name !== 'string' || typeof f.text !== 'string')
            return { ok: false, reason: 'a file in it has no name or no text' };
        const why = badFileName(f.name, names);
        if (why) return { ok: false, reason: `'${String(f.name).slice(0, 80)}': ${why}` };
        names.push(f.name);
    }
    const open = typeof active === 'string' && names.includes(active) ? active : names[0];
    return {
        ok: true,
        state: {
            files: files.map(f => ({ name: f.name, text: f.text })),
            active: open,
            ...(typeof origin === 'string' ? { origin } : {}),
        },
    };
}

/** Where the workspace is kept; the browser's localStorage in the page, a Map in tests. */
export interface KeyValueStore {
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
    removeItem(key: string): void;
}

const CURRENT_KEY = 'strife.playground.workspace';
const PREVIOUS_KEY = 'strife.playground.previous';

export type SaveResult = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/** Reads and writes the workspace in a store; never throws (a full or missing store is reported). */
export class WorkspaceStore {
    constructor(private readonly store: KeyValueStore | undefined) {}

    load(): WorkspaceState | undefined {
        return this.read(CURRENT_KEY);
    }

    /** The workspace an example or share link replaced, if any. */
    previous(): WorkspaceState | undefined {
        return this.read(PREVIOUS_KEY);
    }

    save(state: WorkspaceState): SaveResult {
        return this.write(CURRENT_KEY, state);
    }

    /** Keeps `state` as the one to restore. */
    keepPrevious(state: WorkspaceState): SaveResult {
        return this.write(PREVIOUS_KEY, state);
    }

    forgetPrevious(): void {
        try {
            this.store?.removeItem(PREVIOUS_KEY);
        } catch {
            // nothing to forget
        }
    }

    private read(key: string): WorkspaceState | undefined {
        try {
            const text = this.store?.getItem(key);
            if (!text) return undefined;
            const checked = validateState(JSON.parse(text));
            return checked.ok ? checked.state : undefined;
        } catch {
            return undefined;
        }
    }

    private write(key: string, state: WorkspaceState): SaveResult {
        if (!this.store) return { ok: false, reason: 'this browser gives the page no local storage' };
        try {
            this.store.setItem(key, JSON.stringify(state));
            return { ok: true };
        } catch (error) {
            const full = error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);
            return { ok: false, reason: full ? "the browser's local storage for this page is full" : String(error) };
        }
    }
}
