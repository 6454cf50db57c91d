/**
 * RPGStuck's damage die ladder as the shared `DieLadder` (validation of `+1d`, hovers): d2 … d12,
 * 2d8, 2d10, 2d12; past the top each step adds 2P, below d2 each step takes P off — shown here with
 * the default P 2 (the engine pays the real P, or the level under `overflow: level`, per attacker).
 * Source: 000_7e14385943d7d1e7.txt §Damage Dice.
 */
import { TableLadder } from '../../engine/ladder.js';

export const RPGSTUCK_LADDER = new TableLadder(
    "RPGStuck's die-size ladder",
    [2, 3, 4, 6, 8, 10, 12].map(sides => ({ count: 1, sides })).concat([8, 10, 12].map(sides => ({ count: 2, sides }))),
    k => ({ count: 0, sides: 0, flat: -2 * k }),
    k => ({ count: 2, sides: 12, flat: 4 * k }),
);
