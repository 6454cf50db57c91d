/** Types of static-server.mjs. */
export interface Served {
    readonly path: string;
    readonly file: string;
    readonly bytes: number;
}
export function serveStatic(dir: string): Promise<{ url: string; served: Served[]; close(): Promise<void> }>;
export function compressedSizes(served: readonly Served[]): (Served & { readonly gzip: number; readonly brotli: number })[];
