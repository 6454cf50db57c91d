/**
 * Share links: the workspace (the encounter and the files it imports) in the URL's fragment,
 * `#share=1.<data>`, where data is the workspace as JSON, deflated (the browser's own
 * CompressionStream) and base64url-encoded. The fragment never reaches the server, so a static
 * host serves any link. Opening a link only loads its files: nothing runs until the user asks.
 */
import { utf8Bytes, validateState, type WorkspaceState } from './workspace.js';

export const SHARE_PREFIX = 'share=';
const VERSION = '1';

export type DecodeResult = { readonly ok: true; readonly state: WorkspaceState } | { readonly ok: false; readonly reason: string };

async function pipe(bytes: Uint8Array, transform: CompressionStream | DecompressionStream, limit = Number.POSITIVE_INFINITY): Promise<Uint8Array> {
    const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(transform);
    const reader = stream.getReader();
    const parts: Uint8Array[] = [];
    let length = 0;
    for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        length += value.length;
        if (length > limit) {
            await reader.cancel();
            throw new RangeError('too large');
        }
        parts.push(value);
    }
    const out = new Uint8Array(length);
    let at = 0;
    for (const p of parts) {
        out.set(p, at);
        at += p.length;
    }
    return out;
}

function toBase64Url(bytes: Uint8Array): string {
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | undefined {
    if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
    try {
        const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
        return Uint8Array.from(binary, c => c.charCodeAt(0));
    } catch {
        return undefined;
    }
}

/** The fragment (without `#`) that shares `state`. */
export async function encodeShare(state: WorkspaceState): Promise<string> {
    const json = JSON.stringify({ files: state.files, active: state.active });
    const packed = await pipe(new TextEncoder().encode(json), new CompressionStream('deflate-raw'));
    return `${SHARE_PREFIX}${VERSION}.${toBase64Url(packed)}`;
}

/** True when a URL fragment (with or without `#`) is a share link, good or broken. */
export function isShareFragment(fragment: string): boolean {
    return fragment.replace(/^#/, '').startsWith(SHARE_PREFIX);
}

/**
 * Reads a share fragment. Never throws: a cut, altered or foreign link gives a reason in words.
 * @param maxFileBytes the per-file limit (the desktop's `strife.maxFileSizeKB` default); a shared
 *   file over it is refused, and so is data that inflates past the limit times the file count cap.
 */
export async function decodeShare(fragment: string, maxFileBytes: number): Promise<DecodeResult> {
    const body = fragment.replace(/^#/, '').slice(SHARE_PREFIX.length);
    const dot = body.indexOf('.');
    if (dot < 0 || body.slice(0, dot) !== VERSION)
        return { ok: false, reason: 'it was not made by this version of the playground (or its start was cut off)' };
    const packed = fromBase64Url(body.slice(dot + 1));
    if (!packed || packed.length === 0) return { ok: false, reason: 'its data holds characters a share link never has (was it cut or altered?)' };
    let json: string;
    try {
        json = new TextDecoder('utf-8', { fatal: true }).decode(await pipe(packed, new DecompressionStream('deflate-raw'), MAX_FILES * maxFileBytes));
    } catch (error) {
        return {
            ok: false,
            reason:
                error instanceof RangeError
                    ? 'its files are larger than the playground accepts'
                    : 'its data is damaged (was the link cut short or altered?)',
        };
    }
    let value: unknown;
    try {
        value = JSON.parse(json);
    } catch {
        return { ok: false, reason: 'its data is damaged (was the link cut short or altered?)' };
    }
    const checked = validateState(value);
    if (!checked.ok) return { ok: false, reason: checked.reason };
    if (checked.state.files.length > MAX_FILES)
        return { ok: false, reason: `it holds ${checked.state.files.length} files; the playground takes ${MAX_FILES} at most` };
    const large = checked.state.files.find(f => utf8Bytes(f.text) > maxFileBytes);
    if (large) return { ok: false, reason: `${large.name} is over the ${Math.round(maxFileBytes / 1024)} KB limit for one file` };
    return { ok: true, state: { ...checked.state, origin: 'a share link' } };
}

/** Most files one workspace (and one share link) holds. */
export const MAX_FILES = 20;
