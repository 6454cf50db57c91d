/**
 * The simulation progress bar (cli-progress), on a terminal only: never when stdout or stderr is a
 * pipe or a file, never for JSON, so scripts read clean output.
 */
import { Presets, SingleBar } from 'cli-progress';

export interface Progress {
    update(done: number, total: number): void;
    stop(): void;
}

const silent: Progress = { update() {}, stop() {} };

/** A bar on stderr when both streams are terminals and `enabled`; otherwise a no-op. */
export function progressBar(label: string, enabled: boolean): Progress {
    if (!enabled || !process.stderr.isTTY || !process.stdout.isTTY) return silent;
    const bar = new SingleBar(
        {
            format: `${label} {bar} {percentage}% | {value}/{total} runs | {eta_formatted} left`,
            stream: process.stderr,
            hideCursor: true,
            clearOnComplete: true,
        },
        Presets.shades_classic,
    );
    let started = false;
    return {
        update(done, total) {
            if (!started) {
                bar.start(total, 0);
                started = true;
            }
            bar.update(done);
        },
        stop() {
            if (started) bar.stop();
        },
    };
}
