/**
 * The simulation report (language/report/html.ts, the same page as VS Code's webview) in the
 * playground's theme. The report takes its colours from VS Code's `--vscode-*` variables, falling
 * back to the system's light or dark scheme; in VS Code the webview sets them, here a small style
 * sheet sets them from the page's palette, so the report follows the theme picked in the page. The
 * report's Content-Security-Policy pins every style by its hash, so that sheet's hash is added to
 * its `style-src`; nothing else of the report changes.
 */

/** The playground's palette in VS Code's variable names (the ones the report reads). */
const PALETTES = {
    light: {
        '--vscode-foreground': '#1f2328',
        '--vscode-descriptionForeground': '#59636e',
        '--vscode-editor-background': '#ffffff',
        '--vscode-editorWidget-background': '#f3f4f6',
        '--vscode-panel-border': '#d1d9e0',
        '--vscode-editorIndentGuide-background1': '#d1d9e0',
        '--vscode-charts-blue': '#1f6feb',
        '--vscode-charts-red': '#cf222e',
        '--vscode-charts-green': '#1a7f37',
        '--vscode-charts-yellow': '#9a6700',
        '--vscode-charts-purple': '#8250df',
        '--vscode-charts-orange': '#bc4c00',
        '--vscode-button-foreground': '#ffffff',
        '--vscode-button-background': '#9a3412',
    },
    dark: {
        '--vscode-foreground': '#e6edf3',
        '--vscode-descriptionForeground': '#9198a1',
        '--vscode-editor-background': '#1f1f1f',
        '--vscode-editorWidget-background': '#181818',
        '--vscode-panel-border': '#3d444d',
        '--vscode-editorIndentGuide-background1': '#3d444d',
        '--vscode-charts-blue': '#4493f8',
        '--vscode-charts-red': '#f85149',
        '--vscode-charts-green': '#3fb950',
        '--vscode-charts-yellow': '#d29922',
        '--vscode-charts-purple': '#ab7df8',
        '--vscode-charts-orange': '#db6d28',
        '--vscode-button-foreground': '#1f1f1f',
        '--vscode-button-background': '#f0883e',
    },
} as const;

async function sha256Base64(text: string): Promise<string> {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
    let binary = '';
    for (const byte of digest) binary += String.fromCharCode(byte);
    return btoa(binary);
}

/**
 * The report page with the theme's variables set. A page without the expected CSP and head is
 * returned unchanged (it then follows the system's scheme).
 */
export async function themedReport(html: string, theme: 'light' | 'dark'): Promise<string> {
    const variables = Object.entries(PALETTES[theme])
        .map(([name, value]) => `${name}: ${value};`)
        .join(' ');
    const style = `:root { color-scheme: ${theme}; ${variables} }`;
    const hash = `'sha256-${await sha256Base64(style)}'`;
    if (!/style-src /.test(html) || !html.includes('</head>')) return html;
    return html.replace(/style-src /, `style-src ${hash} `).replace('</head>', `<style>${style}</style>\n</head>`);
}
