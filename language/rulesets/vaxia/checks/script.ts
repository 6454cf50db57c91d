/**
 * The encounter's script as the Vaxia checks read it: instances by id, and each round's posts —
 * every action an actor writes in that round, merged from all its lines (the engine plays them as
 * one post) — with who rides what as it opens and its scene frozen at its start.
 */
import type { AttackModel, CombatantModel, PlannedAction } from '../../../engine/model.js';
import type { StaticEncounter, StaticTurn } from '../../ruleset.js';
import { walkRiders } from '../engine/posts.js';
import type { Scene } from '../engine/scene.js';
import type { VaxiaOptions } from '../options.js';

type ScriptAction = StaticTurn['actions'][number];
export type Instance = StaticEncounter['instances'][number];

export interface Script {
    readonly byId: ReadonlyMap<string, Instance>;
    /**
     * Each scripted round with its posts by actor id, in script order; the vehicle each rider is
     * aboard as the round opens — as written, less the riders who left in an earlier round by their
     * own `move to zone` or by leaping out to dodge (engine/posts.ts `walkRiders`, as the run has
     * them off); and the round's scene frozen at its start with those riders, its penalties settled.
     */
    readonly rounds: readonly {
        readonly round: number;
        readonly posts: ReadonlyMap<string, readonly ScriptAction[]>;
        readonly aboard: ReadonlyMap<string, string>;
        readonly scene: Scene;
    }[];
}

export function scriptOf(e: StaticEncounter, options: VaxiaOptions): Script {
    const scripted = [...e.rounds].map(([round, turns]) => {
        const posts = new Map<string, ScriptAction[]>();
        for (const t of turns) posts.set(t.actorId, [...(posts.get(t.actorId) ?? []), ...t.actions]);
        return { round, posts };
    });
    const rounds: Script['rounds'][number][] = [];
    walkRiders(
        e.instances,
        scripted.map(r => r.posts as ReadonlyMap<string, readonly PlannedAction[]>),
        options,
        (scene, riders, i) => {
            const aboard = new Map(riders.flatMap(r => (r.aboard ? [[r.id, r.aboard] as const] : [])));
            rounds.push({ ...scripted[i], aboard, scene });
        },
    );
    return { byId: new Map(e.instances.map(i => [i.id, i])), rounds };
}

/** The attack an action strikes with: the attack it names, or `attack … using` one. */
export function attackOf(actor: CombatantModel, a: ScriptAction): AttackModel | undefined {
    return actor.attacks.find(x => x.name === (a.isAttack ? a.action : a.weapon));
}
