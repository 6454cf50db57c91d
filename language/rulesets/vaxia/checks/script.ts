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
    /** Each scripted round with its posts by actor id, in script order. */
    readonly rounds: readonly { readonly round: number; readonly posts: ReadonlyMap<string, readonly ScriptAction[]> }[];
}

export function scriptOf(e: StaticEncounter): Script {
    const rounds = [...e.rounds].map(([round, turns]) => {
        const posts = new Map<string, ScriptAction[]>();
        for (const t of turns) posts.set(t.actorId, [...(posts.get(t.actorId) ?? []), ...t.actions]);
        return { round, posts };
    });
    return { byId: new Map(e.instances.map(i => [i.id, i])), rounds };
}

/** The attack an action strikes with: the attack it names, or `attack … using` one. */
export function attackOf(actor: CombatantModel, a: ScriptAction): AttackModel | undefined {
    return actor.attacks.find(x => x.name === (a.isAttack ? a.action : a.weapon));
}
