/**
 * The Paladins of Awoudan engine behind the Ruleset interface (002_508f9552a4514e32.txt, the
 * "Combat" page). The fight lives by concern in fighter.ts (state), round.ts (surprise, initiative,
 * the order of turns), turn.ts (one turn's actions), upkeep.ts (start and end of a turn), strike.ts
 * (one attack), effects.ts (what a hit does besides damage), reactions.ts, movement.ts and
 * positions.ts (the battle map), harm.ts (the pools), rolls.ts, tactics.ts and carry.ts (a day's
 * party between fights); the rules they apply are in ../rules/.
 */
import { Battlefield } from '../../../engine/battlefield.js';
import type { FighterSnapshot } from '../../../engine/log.js';
import type { EncounterModel, InstanceModel, PlannedTurn } from '../../../engine/model.js';
import { UseLedger, withUsesLeft } from '../../../engine/uses.js';
import type { RoundContext, RulesetEngine, TacticsContext } from '../../ruleset.js';
import type { PaladinsOptions } from '../options.js';
import { carryOut, fighterFromCarried, type PaladinsCarried } from './carry.js';
import { applyStartingConditions, createPaladinsFighter, type PaladinsFighter, snapshotOf } from './fighter.js';
import { playPaladinsRound, type RoundState } from './round.js';
import { planPaladinsTactics } from './tactics.js';

/** Each side's tactics policy (`tactics bandits: attack_first`, else the encounter's default), as the runner reads them. */
function sidePolicies(encounter: EncounterModel | undefined): Map<string, string> {
    const out = new Map<string, string>();
    if (!encounter) return out;
    const fallback = encounter.tactics.find(t => t.side === undefined)?.policy;
    for (const side of encounter.sides) {
        const policy = encounter.tactics.find(t => t.side === side.name)?.policy ?? fallback;
        if (policy) out.set(side.name, policy);
    }
    return out;
}

export class PaladinsEngine implements RulesetEngine<PaladinsFighter> {
    private readonly state: RoundState;

    constructor(
        private readonly options: PaladinsOptions,
        encounter?: EncounterModel,
    ) {
        // A fight without zones has no map: everyone stands next to everyone, as before positions.
        const field = encounter && encounter.zones.length > 0 ? new Battlefield(encounter.zones) : undefined;
        this.state = {
            aware: new Set(),
            policies: new Map(),
            sidePolicies: sidePolicies(encounter),
            uses: new UseLedger(),
            zones: encounter?.zones.map(z => z.name) ?? [],
            field,
        };
    }

    createFighter(instance: InstanceModel, carried?: unknown): PaladinsFighter {
        const f = carried ? fighterFromCarried(instance, carried as PaladinsCarried, this.state.uses) : createPaladinsFighter(instance);
        if (instance.conditions) applyStartingConditions(f, instance.conditions);
        this.state.field?.place(f.id, instance.zone);
        return f;
    }

    carryOut(f: PaladinsFighter): PaladinsCarried {
        return carryOut(f, this.state.uses);
    }

    snapshot(f: PaladinsFighter): FighterSnapshot {
        return withUsesLeft(snapshotOf(f), this.state.uses, f);
    }

    planTactics(self: PaladinsFighter, policy: string, ctx: TacticsContext<PaladinsFighter>): PlannedTurn {
        let ofRound = this.state.policies.get(ctx.round);
        if (!ofRound) this.state.policies.set(ctx.round, (ofRound = new Map()));
        ofRound.set(self.id, policy);
        // On the map, tactics decide when the fighter's turn comes (round.ts): where everyone stands by then matters.
        if (this.state.field) return { actor: self.id, actions: [] };
        return planPaladinsTactics(self, policy, ctx, this.state);
    }

    playRound(ctx: RoundContext<PaladinsFighter>): void {
        playPaladinsRound(ctx, this.options, this.state);
    }
}
