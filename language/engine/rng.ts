/**
 * The one source of randomness in Strife: a seeded pure-rand generator wrapped so every draw is
 * counted and can be recorded. Same seed, same sequence of draws, on any machine.
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

type Generator = ReturnType<typeof xoroshiro128plus>;

/** One draw as the log shows it: a die of `sides` faces that came up `value`. */
export interface Draw {
    readonly sides: number;
    readonly value: number;
}

/**
 * The rejection bound of a die of `sides` faces for 32-bit draws: the largest multiple of `sides`
 * at or below 2^32 (every draw below it maps to a face evenly), as pure-rand's uniformInt has it.
 */
function dieBound(sides: number): number {
    return sides > 2 ? Math.floor(4294967296 / sides) * sides : 4294967296;
}

/** Die sizes below this have their constants worked out once, here (d2 to d100 and beyond). */
const DIE_TABLE_SIZE = 129;
const DIE_BOUNDS = Float64Array.from({ length: DIE_TABLE_SIZE }, (_, sides) => (sides ? dieBound(sides) : 0));
const DIE_INVERSES = Float64Array.from({ length: DIE_TABLE_SIZE }, (_, sides) => (sides ? 1 / sides : 0));

export class SeededRng {
    private generator: Generator;
    /** Number of draws taken so far (a cheap fingerprint of how far the sequence has advanced). */
    drawCount = 0;
    private recording: Draw[] | undefined;
    /** The die size `die` last rolled (0: none yet), its rejection bound and 1 / sides. */
    private dieSides = 0;
    private dieBound = 0;
    private dieInverse = 0;
    /** True when a subclass overrides `int`: then every die goes through it. */
    private readonly customInt: boolean;

    /** @param seed any integer; it is folded into 32 bits (pure-rand seeds are 32-bit). */
    constructor(readonly seed: number) {
        this.generator = xoroshiro128plus(seed | 0);
        // A subclass that draws differently (test/arena.ts scripts its dice) overrides `int`; its
        // dice must keep going through it, so they never take the fast path of `die`.
        this.customInt = this.int !== SeededRng.prototype.int;
    }

    /** A uniform integer in [min, max], both included. */
    int(min: number, max: number): number {
        this.drawCount++;
        return uniformInt(this.generator, min, max);
    }

    /** One die: a uniform integer in [1, sides]. Recorded when a recording is open. */
    die(sides: number): number {
        // The hot path: the die size of the last draw (dice loops roll one size over and over).
        if (sides !== this.dieSides) return this.firstDie(sides);
        this.drawCount++;
        // pure-rand's uniformInt(1, sides), step for step (same draws, same rejections, same face),
        // with its per-call division and floating-point `%` replaced by constants of the die size:
        // a third of the time of a dice roll otherwise (test/engine/rng.test.ts holds it to
        // uniformInt). `q` is exact or one too small (when `delta` is a multiple of `sides`, the
        // product can round just under an integer): the correction fixes that.
        let delta = this.generator.next() + 2147483648;
        while (delta >= this.dieBound) delta = this.generator.next() + 2147483648;
        const q = Math.floor(delta * this.dieInverse);
        let r = delta - q * sides;
        if (r >= sides) r -= sides;
        const value = r + 1;
        if (this.recording !== undefined) this.recording.push({ sides, value });
        return value;
    }

    /**
     * A die of another size than the last: its constants are set up for the next draws, then it is
     * drawn. Sizes no die has (fractions, past 2^31) always come here and go through uniformInt,
     * and so does every die of a subclass with its own `int`.
     */
    private firstDie(sides: number): number {
        if (this.customInt) {
            const scripted = this.int(1, sides);
            if (this.recording !== undefined) this.recording.push({ sides, value: scripted });
            return scripted;
        }
        if (Number.isInteger(sides) && sides >= 1 && sides <= 2 ** 31) {
            this.dieSides = sides;
            // Fights alternate dice (Rise: a d10 to hit, then the damage dice): the common sizes'
            // constants are looked up, not divided out again at every change of size.
            this.dieBound = sides < DIE_TABLE_SIZE ? DIE_BOUNDS[sides] : dieBound(sides);
            this.dieInverse = sides < DIE_TABLE_SIZE ? DIE_INVERSES[sides] : 1 / sides;
            // This class's own `die`, not a subclass's: a subclass that overrides `die` and calls
            // `super.die` (table dice, engine/table-dice.ts) must see each die once.
            return SeededRng.prototype.die.call(this, sides);
        }
        this.drawCount++;
        const value = uniformInt(this.generator, 1, sides);
        if (this.recording !== undefined) this.recording.push({ sides, value });
        return value;
    }

    /** Runs `fn` and returns its result with every die drawn while it ran. Recordings nest. */
    record<T>(fn: () => T): { result: T; draws: Draw[] } {
        const outer = this.recording;
        const draws: Draw[] = [];
        this.recording = draws;
        try {
            const result = fn();
            return { result, draws };
        } finally {
            this.recording = outer;
            outer?.push(...draws);
        }
    }

    /** The seed of run number `index` of a simulation seeded with `seed`: each run's own, independent stream. */
    static seedForRun(seed: number, index: number): number {
        // Mix the run index in with a large odd constant so neighbouring runs do not share streams.
        return (Math.imul(seed | 0, 0x9e3779b1) + Math.imul(index + 1, 0x85ebca6b)) | 0;
    }
}
