/**
 * `node:crypto` in the playground's engine worker: the report page (language/report/html.ts) pins
 * its style and script by their SHA-256 in its Content-Security-Policy, computed synchronously with
 * `createHash('sha256').update(text, 'utf8').digest('base64')`. Web Crypto only hashes
 * asynchronously, so @noble/hashes (audited, no dependencies) computes the same digest.
 * Aliased by web/build.mjs for the worker bundle only.
 */
import { sha256 } from '@noble/hashes/sha2.js';

class Sha256 {
    private readonly parts: Uint8Array[] = [];

    update(text: string, _encoding?: 'utf8'): this {
        this.parts.push(new TextEncoder().encode(text));
        return this;
    }

    digest(encoding: 'base64'): string {
        if (encoding !== 'base64') throw new Error(`digest('${encoding}') is not available in the browser playground`);
        const length = this.parts.reduce((n, p) => n + p.length, 0);
        const all = new Uint8Array(length);
        let at = 0;
        for (const p of this.parts) {
            all.set(p, at);
            at += p.length;
        }
        let binary = '';
        for (const byte of sha256(all)) binary += String.fromCharCode(byte);
        return btoa(binary);
    }
}

export function createHash(algorithm: string): Sha256 {
    if (algorithm !== 'sha256') throw new Error(`createHash('${algorithm}') is not available in the browser playground`);
    return new Sha256();
}
