/** Judges an encounter's `expect` lines against one run's result (`strife test`). */
import type { ExpectationModel } from './model.js';
import type { RunResult } from './runner.js';

export interface ExpectationVerdict {
    readonly expectation: ExpectationModel;
    readonly passed: boolean;
    /** What happened, in words: "heroes won", "bandits lost", "no side won". */
    readonly actual: string;
}

/** wins: the side is the winner; loses: another side won; survives: a member is still active. */
export function judgeExpectation(expectation: ExpectationModel, result: RunResult): ExpectationVerdict {
    const { side, outcome } = expectation;
    const members = result.final.filter(f => f.side === side);
    const standing = members.filter(f => f.status === 'active').length;
    const actual = result.winner === undefined ? 'no side won' : result.winner === side ? `${side} won` : `${result.winner} won`;
    switch (outcome) {
        case 'wins':
            return { expectation, passed: result.winner === side, actual };
        case 'loses':
            return { expectation, passed: result.winner !== undefined && result.winner !== side, actual };
        case 'survives':
            return { expectation, passed: standing > 0, actual: `${standing} of ${members.length} ${side} standing; ${actual}` };
    }
}
