/**
 * The encounter's script as the Vaxia checks read it: instances by id, and each round's posts —
 * every action an actor writes in that round, merged from all its lines (the engine plays them as
 * one post).
 */
import type { AttackModel, CombatantModel } from '../../../engine/model.js';
import type { StaticEncounter, StaticTurn } from '../../ruleset.js';

type ScriptAction = StaticTurn['actions'][number];
export type Instance = StaticEncounter['instances'][number];

export interface Script {
    readonly byId: ReadonlyMap<string, Instance>;
    /**
     * Each scripted round with its posts by actor id, in script order, and the vehicle each rider
     * is aboard as the round opens: as written, less the riders who moved off in an earlier round
     * (a rider's own `move to zone` steps it off, engine/support.ts).
     */
    readonly rounds: readonly {
        readonly round: number;
        readonly posts: ReadonlyMap<string, readonly ScriptAction[]>;
        readonly aboard: ReadonlyMap<string, string>;
    }[];
}

export function scriptOf(e: StaticEncounter): Script {
    let aboard = new Map(e.instances.flatMap(i => (i.aboard ? [[i.id, i.aboard] as const] : [])));
    const rounds = [...e.rounds].map(([round, turns]) => {
        const posts = new Map<string, ScriptAction[]>();
        for (const t of turns) posts.set(t.actorId, [...(posts.get(t.actorId) ?? []), ...t.actions]);
        const atStart = aboard;
        const off = [...posts].filter(([id, actions]) => atStart.has(id) && actions.some(steppingOff)).map(([id]) => id);
        if (off.length) aboard = new Map([...atStart].filter(([id]) => !off.includes(id)));
        return { round, posts, aboard: atStart };
    });
    return { byId: new Map(e.instances.map(i => [i.id, i])), rounds };
}

/** A move to a zone: a rider who writes one steps off its vehicle. */
function steppingOff(a: ScriptAction): boolean {
    return !a.isAttack && a.action === 'move' && a.destination !== undefined;
}

/** The attack an action strikes with: the attack it names, or `attack … using` one. */
export function attackOf(actor: CombatantModel, a: ScriptAction): AttackModel | undefined {
    return actor.attacks.find(x => x.name === (a.isAttack ? a.action : a.weapon));
}
