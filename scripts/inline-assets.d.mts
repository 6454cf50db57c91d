// Types of inline-assets.mjs for vitest.config.ts.
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin as VitePlugin } from 'vite';
export function inlineAsset(id: string): string;
export const inlineAssetsEsbuild: EsbuildPlugin;
export const inlineAssetsVite: VitePlugin;
