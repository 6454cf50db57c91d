/**
 * Strife in Emacs with eglot, a second real LSP client that is not VS Code: Debian's Emacs 28 and
 * its eglot run in batch mode with exactly the set-up docs/editors.md gives (the Emacs Lisp block
 * after its `emacs-config` marker) and a `strife` on the PATH as `npm link` makes it, on a workspace
 * with a mistake in it. A driver types what a user would (the commands, then what Emacs's command
 * loop runs after each: `post-command-hook`, where eglot-ensure connects) and records what the user
 * would see: the Flymake diagnostic with its code, the ElDoc hover with the rule's citation,
 * `eglot-format-buffer` laying out a messy line, `M-.` on a creature, `M-x strife-run-encounter`'s
 * log, and no error anywhere. Waits have deadlines only so that a hang fails instead of blocking.
 * Run with `npm run test:e2e` (scripts/e2e/setup.sh installs emacs-nox and elpa-eglot).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RISE_STATS } from '../../language/rulesets/rise/schema.js';
import { ROOT } from './harness.js';

/** The Emacs Lisp block of docs/editors.md that follows the `emacs-config` marker. */
function documentedConfig(): string {
    const doc = readFileSync(join(ROOT, 'docs/editors.md'), 'utf8');
    const m = /<!-- emacs-config:[^>]*-->\s*```elisp\n([\s\S]*?)```/.exec(doc);
    if (!m) throw new Error('docs/editors.md has no Emacs Lisp block after its emacs-config marker');
    return m[1];
}

/**
 * Loaded with `emacs --batch -l probe.el`. Batch Emacs reads no init file and so, unlike an
 * interactive one, activates no packages: the driver does what startup does before an init file
 * (`package-activate-all`, which makes Debian's eglot autoload), then loads the documented block
 * as the init file. It writes what it saw to probe.json, and any error it hit, and always exits.
 */
const PROBE = String.raw`
(require 'json)
(defvar probe-out nil)
(defun probe-put (key value) (push (cons key value) probe-out))
(defun probe-wait (pred seconds)
  "Serve the server's messages and timers until PRED holds or SECONDS pass; PRED's value."
  (let ((deadline (+ (float-time) seconds)))
    (while (and (not (funcall pred)) (< (float-time) deadline))
      (accept-process-output nil 0.1))
    (funcall pred)))
(defun probe-command (command &rest args)
  "Run COMMAND as typed (M-x, or a key), then what the command loop runs after every command."
  (if args (apply #'funcall-interactively command args) (call-interactively command))
  (run-hooks 'post-command-hook))
(defun probe-line ()
  (buffer-substring-no-properties (line-beginning-position) (line-end-position)))

(package-activate-all)
(load (expand-file-name "init.el") nil t)
(condition-case err
    (progn
      (probe-command #'find-file "gob.strife")
      (probe-put 'mode (symbol-name major-mode))
      (probe-put 'managed (and (probe-wait #'eglot-managed-p 60) t))
      (probe-wait #'flymake-diagnostics 30)
      (probe-put 'diagnostics
                 (vconcat (mapcar (lambda (d)
                                    (list (cons 'line (line-number-at-pos (flymake-diagnostic-beg d)))
                                          (cons 'type (symbol-name (flymake-diagnostic-type d)))
                                          (cons 'text (flymake-diagnostic-text d))))
                                  (flymake-diagnostics))))
      ;; M-x eldoc on the stat, then what M-x eldoc-doc-buffer shows.
      (goto-char (point-min))
      (search-forward "damage_resistance")
      (goto-char (match-beginning 0))
      (probe-command #'eldoc)
      (probe-wait (lambda () (and (buffer-live-p eldoc--doc-buffer) (> (buffer-size eldoc--doc-buffer) 0))) 30)
      (when (buffer-live-p eldoc--doc-buffer)
        (probe-put 'hover (with-current-buffer eldoc--doc-buffer
                            (buffer-substring-no-properties (point-min) (point-max)))))
      (probe-command #'eglot-format-buffer)
      (probe-put 'text (buffer-substring-no-properties (point-min) (point-max)))
      ;; M-. on the ogre of 'side ogre { Ogre }': xref jumps to the bestiary that defines it.
      (probe-command #'find-file "ogre-bridge.strife")
      (probe-wait #'eglot-managed-p 60)
      (goto-char (point-min))
      (search-forward "side ogre { ")
      (probe-command #'xref-find-definitions)
      (probe-put 'definition (list (cons 'file (file-name-nondirectory buffer-file-name))
                                   (cons 'line (line-number-at-pos))
                                   (cons 'text (probe-line))))
      ;; M-x strife-run-encounter on the encounter's first line.
      (probe-command #'find-file "ogre-bridge.strife")
      (goto-char (point-min))
      (search-forward "encounter \"")
      (probe-command #'strife-run-encounter)
      (when (get-buffer "*strife run*")
        (probe-put 'run (list (cons 'shown (and (get-buffer-window "*strife run*") t))
                              (cons 'log (with-current-buffer "*strife run*"
                                           (buffer-substring-no-properties (point-min) (point-max))))))))
  (error (probe-put 'error (format "%S" err))))
(let ((server (car (hash-table-values eglot--servers-by-project))))
  (when server
    (setq server (car server))
    (probe-put 'stderr (with-current-buffer (jsonrpc-stderr-buffer server) (buffer-string)))
    (probe-put 'events (with-current-buffer (jsonrpc-events-buffer server) (buffer-string)))))
(probe-put 'messages (with-current-buffer "*Messages*" (buffer-string)))
(eglot-shutdown-all)
(with-temp-file "probe.json" (insert (json-encode probe-out)))
(kill-emacs 0)
`;

const MESSY = `ruleset rise
creature Gob {   level 1  hit_points 8   damage_resistance 2
  defenses { armor 4  fortitude 3  reflex 3  mental 3 }
  hp 3
}
`;

interface Probe {
    readonly mode: string;
    /** eglot manages the buffer: the server started and answered `initialize`. */
    readonly managed: boolean;
    /** Flymake's diagnostics as `flymake-show-buffer-diagnostics` lists them (the text includes the code). */
    readonly diagnostics: readonly { line: number; type: string; text: string }[];
    /** The ElDoc buffer after M-x eldoc. */
    readonly hover?: string;
    readonly text: string;
    /** Where M-. landed. */
    readonly definition?: { file: string; line: number; text: string };
    readonly run?: { shown: boolean; log: string };
    /** An error the driver hit (a missing function, a request that failed). */
    readonly error?: string;
    /** The server's stderr, eglot's log of every message (client and server), and Emacs's *Messages*. */
    readonly stderr: string;
    readonly events: string;
    readonly messages: string;
}

describe('Strife in Emacs (eglot), set up as docs/editors.md says', () => {
    let dir: string;
    let probe: Probe;

    beforeAll(() => {
        dir = mkdtempSync(join(tmpdir(), 'strife-emacs-'));
        mkdirSync(join(dir, 'bin'));
        mkdirSync(join(dir, 'home'));
        // What `npm link` puts on the PATH: a symlink to the clone's bin/strife.cjs.
        symlinkSync(join(ROOT, 'bin/strife.cjs'), join(dir, 'bin/strife'));
        writeFileSync(join(dir, 'init.el'), documentedConfig());
        writeFileSync(join(dir, 'probe.el'), PROBE);
        writeFileSync(join(dir, 'gob.strife'), MESSY);
        for (const name of ['ogre-bridge.strife', 'bestiary.strife']) copyFileSync(join(ROOT, 'examples/rise', name), join(dir, name));
        const r = spawnSync('emacs', ['--batch', '-l', 'probe.el'], {
            cwd: dir,
            // A HOME of its own: no user's ~/.emacs.d, and nothing written to the real one.
            env: { ...process.env, PATH: `${join(dir, 'bin')}:${process.env.PATH}`, HOME: join(dir, 'home') },
            encoding: 'utf8',
            timeout: 240_000,
        });
        if (r.error) throw r.error;
        probe = JSON.parse(readFileSync(join(dir, 'probe.json'), 'utf8')) as Probe;
    }, 300_000);

    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('opens .strife files in strife-mode and eglot starts the server without an error', () => {
        expect(probe.error).toBeUndefined();
        expect(probe.mode).toBe('strife-mode');
        expect(probe.managed).toBe(true);
    });

    it('shows the mistake in Flymake with its code, on its line', () => {
        expect(probe.diagnostics).toEqual([
            {
                line: 4,
                type: 'eglot-error',
                text: "strife [other-ruleset-stat]: Rise calls hit points 'hit_points'; 'hp' is RPGStuck's word.",
            },
        ]);
    });

    it('explains a stat in the ElDoc buffer, with its citation', () => {
        const stat = RISE_STATS.find(s => s.name === 'damage_resistance')!;
        expect(probe.hover).toContain('**damage_resistance**');
        expect(probe.hover).toContain(stat.summary);
        // Cited by book and chapter (Rise's "Combat" chapter), not by the file a maintainer knows it by.
        expect(probe.hover).toContain(`Source: Rise, Combat §${stat.cite.section}`);
    });

    it('formats the messy line with the two-space indentation strife-mode sets', () => {
        expect(probe.text).toBe(`ruleset rise
creature Gob {
  level 1  hit_points 8  damage_resistance 2
  defenses { armor 4  fortitude 3  reflex 3  mental 3 }
  hp 3
}
`);
    });

    it('jumps with M-. from a creature in a side to its definition in the imported bestiary', () => {
        const bestiary = readFileSync(join(ROOT, 'examples/rise/bestiary.strife'), 'utf8').split('\n');
        expect(probe.definition).toEqual({ file: 'bestiary.strife', line: bestiary.indexOf('creature Ogre {') + 1, text: 'creature Ogre {' });
    });

    it('runs the encounter at point with M-x strife-run-encounter and shows its log in a buffer', () => {
        expect(probe.run?.shown).toBe(true);
        expect(probe.run?.log).toContain('Ogre on the bridge — ruleset rise, seed 42');
        expect(probe.run?.log).toContain('Ogre attacks Wren with Greatclub: 1d10! [6] + 4 accuracy = 10 vs armor 8 → hit');
    });

    // The server's stderr, a request eglot could not handle or the server refused (an :error
    // reply in eglot's events log), and eglot's warnings in *Messages* are what an Emacs user would
    // find wrong.
    it('leaves nothing on stderr, no error reply, and no eglot warning in *Messages*', () => {
        expect(probe.stderr).toBe('');
        expect(probe.events).toContain('textDocument/publishDiagnostics');
        expect(probe.events).not.toMatch(/:error\b/);
        expect(probe.messages).not.toMatch(/warning|error/i);
    });
});
