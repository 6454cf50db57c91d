/** Bundled at build time by web/build.mjs: every .strife file under examples/. */
declare module 'strife-examples' {
    const examples: readonly import('./examples.js').ExampleFile[];
    export default examples;
}
