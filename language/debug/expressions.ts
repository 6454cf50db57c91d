/**
 * Expressions of the Debug Console, watches and breakpoint conditions, read against the fighters
 * at one step of a fight: `Ogre.hp`, `Ogre.hp < 10 and Kara is prone`, `Bandit#2.status`,
 * `round >= 3`, `Kara` (the whole fighter). A condition may start with `when`
 * (`when Ogre.hp < 10`). Errors are sentences naming what went wrong; nothing throws out of
 * `evaluate`.
 */
import type { FighterState } from '../engine/played-fight.js';
import { snapshotLine } from '../engine/render.js';

/** What an expression is read against. */
export interface Scope {
    readonly fighters: readonly FighterState[];
    readonly round: number;
}

export type Value = number | string | boolean | FighterState | readonly string[];

export type Evaluation = { readonly ok: true; readonly value: Value } | { readonly ok: false; readonly error: string };

/** Reads and evaluates `source` in `scope`. */
export function evaluate(source: string, scope: Scope): Evaluation {
    try {
        const parser = new Parser(tokenize(source.replace(/^\s*when\s+/, '')), scope);
        const value = parser.expression();
        parser.end();
        return { ok: true, value };
    } catch (error) {
        if (error instanceof ExpressionError) return { ok: false, error: error.message };
        throw error;
    }
}

/** Whether a value counts as true for a breakpoint condition: true, a number other than 0, a non-empty text or list, a fighter. */
export function truthy(value: Value): boolean {
    if (typeof value === 'boolean') return value;
    if (typeof value === 'number') return value !== 0;
    if (typeof value === 'string') return value !== '';
    return Array.isArray(value) ? value.length > 0 : true;
}

/** A value as the console prints it; a fighter as one line (`Ogre (ogre): active, 24/34 HP, fatigue 1; prone`). */
export function show(value: Value): string {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
    if (isList(value)) return value.length ? value.join(', ') : 'none';
    return fighterLine(value);
}

/** One line for a fighter: the log's result line (side, status, hit points, resources, conditions), then its zone. */
export function fighterLine(f: FighterState): string {
    return `${snapshotLine(f)}${f.zone ? `; in ${f.zone}` : ''}`;
}

/** The fields a fighter has in expressions, for messages and completion. */
export function fieldsOf(f: FighterState): string[] {
    return ['hp', 'max_hp', 'status', 'side', 'zone', 'conditions', ...Object.keys(f.resources)];
}

class ExpressionError extends Error {}

const isList = (v: Value): v is readonly string[] => Array.isArray(v);
const isFighter = (v: Value): v is FighterState => typeof v === 'object' && !Array.isArray(v);

type Token = { kind: 'number'; value: number } | { kind: 'text'; value: string } | { kind: 'word'; value: string } | { kind: 'op'; value: string };

function tokenize(source: string): Token[] {
    const tokens: Token[] = [];
    const re = /\s*(?:(\d+(?:\.\d+)?)|"([^"]*)"|'([^']*)'|([A-Za-z_][\w#]*)|(<=|>=|==|!=|[<>=().+\-*/]))/y;
    let at = 0;
    while (at < source.length) {
        if (/^\s*$/.test(source.slice(at))) break;
        re.lastIndex = at;
        const m = re.exec(source);
        if (!m) throw new ExpressionError(`Cannot read \`${source.slice(at).trim()}\` in \`${source.trim()}\`.`);
        at = re.lastIndex;
        if (m[1] !== undefined) tokens.push({ kind: 'number', value: Number(m[1]) });
        else if (m[2] !== undefined || m[3] !== undefined) tokens.push({ kind: 'text', value: m[2] ?? m[3] });
        else if (m[4] !== undefined) tokens.push({ kind: 'word', value: m[4] });
        else tokens.push({ kind: 'op', value: m[5] });
    }
    if (tokens.length === 0)
        throw new ExpressionError('Nothing to evaluate: write a fighter (`Ogre`), a field (`Ogre.hp`) or a comparison (`Ogre.hp < 10`).');
    return tokens;
}

/** Recursive descent: or → and → not → comparison → sum → product → atom. */
class Parser {
    private at = 0;
    constructor(
        private readonly tokens: Token[],
        private readonly scope: Scope,
    ) {}

    expression(): Value {
        let left = this.and();
        while (this.word('or')) {
            const right = this.and();
            left = truthy(left) || truthy(right);
        }
        return left;
    }

    end(): void {
        const t = this.tokens[this.at];
        if (t) throw new ExpressionError(`Unexpected \`${t.value}\`: an expression ends before it.`);
    }

    private and(): Value {
        let left = this.not();
        while (this.word('and')) {
            const right = this.not();
            left = truthy(left) && truthy(right);
        }
        return left;
    }

    private not(): Value {
        return this.word('not') ? !truthy(this.not()) : this.comparison();
    }

    private comparison(): Value {
        const left = this.sum();
        if (this.word('is')) {
            const negate = this.word('not');
            const what = this.next('a condition or status after `is`');
            if (what.kind !== 'word' && what.kind !== 'text') throw new ExpressionError('`is` takes a condition or a status: `Kara is prone`.');
            if (!isFighter(left)) throw new ExpressionError('`is` tells about a fighter: `Kara is prone`, `Ogre is not unconscious`.');
            const name = what.value.toLowerCase();
            const holds = left.status.toLowerCase() === name || left.conditions.some(c => c.toLowerCase().split(/\s/)[0] === name);
            return negate ? !holds : holds;
        }
        const op = this.peek();
        if (op?.kind !== 'op' || !['<', '<=', '>', '>=', '==', '!=', '='].includes(op.value)) return left;
        this.at++;
        const right = this.sum(true);
        if (op.value === '==' || op.value === '=' || op.value === '!=') {
            const same = typeof left === 'number' || typeof right === 'number' ? number(left) === number(right) : text(left) === text(right);
            return op.value === '!=' ? !same : same;
        }
        const a = number(left);
        const b = number(right);
        return op.value === '<' ? a < b : op.value === '<=' ? a <= b : op.value === '>' ? a > b : a >= b;
    }

    private sum(bareWords = false): Value {
        let left = this.product(bareWords);
        for (let op = this.peek(); op?.kind === 'op' && (op.value === '+' || op.value === '-'); op = this.peek()) {
            this.at++;
            const right = this.product(bareWords);
            left = op.value === '+' ? number(left) + number(right) : number(left) - number(right);
        }
        return left;
    }

    private product(bareWords: boolean): Value {
        let left = this.atom(bareWords);
        for (let op = this.peek(); op?.kind === 'op' && (op.value === '*' || op.value === '/'); op = this.peek()) {
            this.at++;
            const right = number(this.atom(bareWords));
            if (op.value === '/' && right === 0) throw new ExpressionError('Division by 0.');
            left = op.value === '*' ? number(left) * right : number(left) / right;
        }
        return left;
    }

    /** A number, a text, `round`, a fighter with its fields, `-x`, `(…)`; after a comparison a bare word is a text (`Ogre.status == active`). */
    private atom(bareWords: boolean): Value {
        const t = this.next('a value');
        if (t.kind === 'number' || t.kind === 'text') return t.value;
        if (t.kind === 'op') {
            if (t.value === '-') return -number(this.atom(bareWords));
            if (t.value === '(') {
                const inner = this.expression();
                const close = this.next('`)`');
                if (close.value !== ')') throw new ExpressionError(`Expected \`)\`, found \`${close.value}\`.`);
                return inner;
            }
            throw new ExpressionError(`Unexpected \`${t.value}\`.`);
        }
        if (t.value === 'round') return this.scope.round;
        if (t.value === 'true' || t.value === 'false') return t.value === 'true';
        const fighter =
            this.scope.fighters.find(f => f.id === t.value) ?? this.scope.fighters.find(f => f.id.toLowerCase() === t.value.toLowerCase());
        if (!fighter) {
            if (bareWords && !(this.peek()?.value === '.')) return t.value;
            const names = this.scope.fighters.map(f => f.id).join(', ');
            throw new ExpressionError(`Nobody in the fight is called ${t.value}. The fighters: ${names}.`);
        }
        if (this.peek()?.value !== '.') return fighter;
        this.at++;
        const field = this.next('a field after `.`');
        if (field.kind !== 'word') throw new ExpressionError(`Expected a field after \`${fighter.id}.\` (${fieldsOf(fighter).join(', ')}).`);
        return fieldOf(fighter, field.value);
    }

    private word(w: string): boolean {
        const t = this.peek();
        if (t?.kind === 'word' && t.value === w) {
            this.at++;
            return true;
        }
        return false;
    }

    private peek(): Token | undefined {
        return this.tokens[this.at];
    }

    private next(what: string): Token {
        const t = this.tokens[this.at++];
        if (!t) throw new ExpressionError(`Expected ${what} at the end.`);
        return t;
    }
}

/** A fighter's field by name: hp (or the ruleset's name for it), max_hp, status, side, zone, conditions, or a resource. */
function fieldOf(f: FighterState, name: string): Value {
    const key = name.toLowerCase().replace(/[\s_]/g, '');
    if (key === 'hp' || (f.hpName && key === f.hpName.toLowerCase())) return f.hp;
    if (key === 'maxhp') return f.maxHp;
    if (key === 'status') return f.status;
    if (key === 'side') return f.side;
    if (key === 'zone' || key === 'position') return f.zone ?? 'nowhere in particular';
    if (key === 'conditions') return f.conditions;
    const resource = Object.keys(f.resources).find(r => r.toLowerCase().replace(/[\s_]/g, '') === key);
    if (resource !== undefined) return f.resources[resource];
    throw new ExpressionError(`${f.id} has no ${name}: its fields are ${fieldsOf(f).join(', ')} (a condition: \`${f.id} is prone\`).`);
}

function number(v: Value): number {
    if (typeof v === 'number') return v;
    if (typeof v === 'boolean') return v ? 1 : 0;
    if (isFighter(v)) throw new ExpressionError(`${v.id} is a fighter, not a number: compare one of its fields (\`${v.id}.hp\`).`);
    throw new ExpressionError(`${show(v)} is not a number.`);
}

function text(v: Value): string {
    return isFighter(v) ? v.id : show(v).toLowerCase();
}
