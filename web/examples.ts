/**
 * The example picker's entries: every `.strife` file under examples/, grouped by folder (one per
 * ruleset, and the sketches). Picking one loads its whole folder — an encounter with the bestiary
 * it imports and the folder's other encounters — with the picked file open. The files are bundled
 * in at build time (web/build.mjs, `strife-examples`).
 */
import type { WorkspaceState } from './workspace.js';

export interface ExampleFile {
    /** Path under examples/, e.g. `rise/ambush-at-the-ford.strife`. */
    readonly path: string;
    readonly text: string;
}

/** The picker's group label of each folder under examples/ (a test checks every folder has one). */
export const FOLDER_LABELS: Readonly<Record<string, string>> = {
    rise: 'Rise',
    paladins: 'Paladins of Awoudan',
    rpgstuck: 'RPGStuck',
    'enchanted-realms': 'Enchanted Realms',
    vaxia: 'Vaxia / Sirian',
    sketches: 'Sketches (one file per ruleset)',
};

export interface ExampleGroup {
    readonly folder: string;
    readonly label: string;
    readonly entries: readonly { readonly id: string; readonly label: string }[];
}

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/'));
const fileOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Groups in FOLDER_LABELS order, files by name (bestiaries first: they are what the others import). */
export function exampleGroups(examples: readonly ExampleFile[]): ExampleGroup[] {
    const folders = [...new Set(examples.map(e => folderOf(e.path)))];
    const order = Object.keys(FOLDER_LABELS);
    folders.sort((a, b) => (order.indexOf(a) + 1 || order.length + 1) - (order.indexOf(b) + 1 || order.length + 1) || a.localeCompare(b));
    return folders.map(folder => ({
        folder,
        label: FOLDER_LABELS[folder] ?? folder,
        entries: examples
            .filter(e => folderOf(e.path) === folder)
            .map(e => e.path)
            .sort((a, b) => Number(fileOf(b) === 'bestiary.strife') - Number(fileOf(a) === 'bestiary.strife') || a.localeCompare(b))
            .map(path => ({
                id: path,
                label: fileOf(path)
                    .replace(/\.strife$/, '')
                    .replace(/-/g, ' '),
            })),
    }));
}

/** The workspace of an example: its folder's files (names without the folder), the picked one open. */
export function exampleWorkspace(examples: readonly ExampleFile[], id: string): WorkspaceState | undefined {
    const picked = examples.find(e => e.path === id);
    if (!picked) return undefined;
    const folder = folderOf(id);
    const files = examples.filter(e => folderOf(e.path) === folder).map(e => ({ name: fileOf(e.path), text: e.text }));
    return { files, active: fileOf(id), origin: `example ${FOLDER_LABELS[folder] ?? folder} › ${fileOf(id)}` };
}
