// Types of check-package.mjs for test/package/.
export const SIZE_BUDGET_BYTES: number;
export const ALLOWED_FILES: readonly RegExp[];
export const REQUIRED_FILES: readonly string[];
export function contentProblems(files: readonly string[]): string[];
export function sizeProblems(bytes: number, budget?: number): string[];
export function formatSize(bytes: number): string;
