// Injected into every bundle: a CommonJS stand-in for import.meta.url.
export const __import_meta_url = typeof document === 'undefined' ? require('node:url').pathToFileURL(__filename).href : '';
