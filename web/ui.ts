/** Small DOM pieces of the playground page: notices, the output tabs, the progress line. */

/** The element with this id (the page's markup has them all: a missing one is a bug). */
export function $<T extends HTMLElement = HTMLElement>(id: string): T {
    const element = document.getElementById(id);
    if (!element) throw new Error(`the page has no #${id}`);
    return element as T;
}

export interface Notice {
    /** A notice replaces the one with the same id. */
    readonly id: string;
    readonly kind: 'info' | 'error';
    readonly text: string;
    readonly actions?: readonly { readonly label: string; readonly run: () => void }[];
    /** A link shown in a read-only box, selected for copying. */
    readonly link?: string;
}

/** Shows a notice above the editor (a polite live region: screen readers read it out). */
export function notify(notice: Notice): void {
    const box = document.createElement('div');
    box.className = `notice ${notice.kind}`;
    box.dataset.notice = notice.id;
    if (notice.kind === 'error') box.setAttribute('role', 'alert');
    const text = document.createElement('span');
    text.textContent = notice.text;
    box.append(text);
    if (notice.link !== undefined) {
        const input = document.createElement('input');
        input.readOnly = true;
        input.value = notice.link;
        input.className = 'link';
        input.setAttribute('aria-label', 'Share link');
        input.addEventListener('focus', () => input.select());
        box.append(input);
    }
    for (const action of notice.actions ?? []) {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'small';
        button.textContent = action.label;
        button.addEventListener('click', () => {
            dismiss(notice.id);
            action.run();
        });
        box.append(button);
    }
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'small close';
    close.textContent = '×';
    close.setAttribute('aria-label', 'Dismiss');
    close.addEventListener('click', () => dismiss(notice.id));
    box.append(close);
    const old = document.querySelector(`[data-notice="${CSS.escape(notice.id)}"]`);
    if (old) old.replaceWith(box);
    else $('notices').append(box);
}

export function dismiss(id: string): void {
    document.querySelector(`[data-notice="${CSS.escape(id)}"]`)?.remove();
}

/** The Log and Report tabs (the tablist pattern: arrow keys move, one tab in the tab order). */
export class OutputTabs {
    private readonly names = ['log', 'report'] as const;

    constructor() {
        for (const name of this.names) $(`tab-${name}`).addEventListener('click', () => this.select(name));
        $('tab-log').parentElement!.addEventListener('keydown', event => {
            if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
            event.preventDefault();
            const at = this.names.findIndex(n => $(`tab-${n}`).getAttribute('aria-selected') === 'true');
            const next = this.names[(at + 1) % this.names.length];
            this.select(next);
            $(`tab-${next}`).focus();
        });
    }

    select(name: 'log' | 'report'): void {
        for (const n of this.names) {
            const tab = $(`tab-${n}`);
            tab.setAttribute('aria-selected', String(n === name));
            tab.tabIndex = n === name ? 0 : -1;
            $(`panel-${n}`).hidden = n !== name;
        }
    }
}

/** The progress line of a run or simulation, with its Cancel button (keyboard focus moves to it and back). */
export class Progress {
    private returnFocus: HTMLElement | undefined;

    show(text: string): void {
        $('progress').hidden = false;
        $<HTMLProgressElement>('progress-bar').removeAttribute('value');
        $('progress-text').textContent = text;
        const focused = document.activeElement;
        for (const id of ['run', 'simulate']) {
            const button = $<HTMLButtonElement>(id);
            if (focused === button) {
                this.returnFocus = button;
                $('cancel').focus();
            }
            button.disabled = true;
        }
    }

    update(done: number, total: number, text: string): void {
        const bar = $<HTMLProgressElement>('progress-bar');
        bar.max = total;
        bar.value = done;
        $('progress-text').textContent = text;
    }

    hide(): void {
        const hadFocus = document.activeElement === $('cancel');
        $('progress').hidden = true;
        for (const id of ['run', 'simulate']) $<HTMLButtonElement>(id).disabled = false;
        if (hadFocus) this.returnFocus?.focus();
        this.returnFocus = undefined;
    }
}
