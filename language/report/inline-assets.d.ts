/** Text assets inlined by scripts/inline-assets.mjs (esbuild and vitest plugins). */
declare module 'inline:report-charts' {
    /** The report page's browser script: Chart.js and our chart code, one minified IIFE. */
    const script: string;
    export default script;
}
