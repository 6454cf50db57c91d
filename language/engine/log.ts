/**
 * The combat log: structured events first (what the JSON format prints), text second
 * (`render.ts`). Events carry display-ready values (rolls already formatted with their faces) so
 * every renderer prints the same facts.
 */

export type AttackOutcome = 'critical' | 'hit' | 'glance' | 'miss';

/** A combatant's state at the end, as every format prints it. */
export interface FighterSnapshot {
    readonly id: string;
    readonly side: string;
    readonly status: string;
    readonly hp: number;
    readonly maxHp: number;
    /** What the ruleset calls `hp` (Paladins: HEA); "HP" when unset. */
    readonly hpName?: string;
    /** Ruleset resources and tracks by name (Rise: damage_resistance, fatigue, vital_wounds). */
    readonly resources: Readonly<Record<string, number>>;
    readonly conditions: readonly string[];
}

export type CombatEvent =
    | {
          readonly kind: 'start';
          readonly encounter: string;
          readonly ruleset: string;
          readonly seed: number;
          readonly sides: readonly { name: string; members: readonly string[] }[];
      }
    | { readonly kind: 'round'; readonly round: number }
    | { readonly kind: 'phase'; readonly name: string }
    | { readonly kind: 'order'; readonly label: string; readonly order: readonly { id: string; roll?: string; total?: number }[] }
    | { readonly kind: 'action'; readonly actor: string; readonly action: string; readonly target?: string; readonly text: string }
    | {
          readonly kind: 'attack';
          readonly actor: string;
          readonly attack: string;
          readonly target: string;
          readonly roll: string;
          readonly total: number;
          readonly versus: string;
          readonly defense: number;
          readonly outcome: AttackOutcome;
          readonly multiplier?: number;
          readonly note?: string;
      }
    | {
          readonly kind: 'damage';
          readonly target: string;
          readonly roll?: string;
          readonly amount: number;
          readonly absorbed: number;
          readonly hpLost: number;
          readonly hp: number;
          readonly maxHp: number;
          readonly note?: string;
          /** The pool the damage comes off when the ruleset names it (Paladins: HEA, STA, WIL); `hp`/`maxHp` then hold that pool. Unset: hit points. */
          readonly pool?: string;
          /** What absorbed `absorbed` (Paladins: shield); unset: damage resistance. */
          readonly absorbedBy?: string;
      }
    /** A check or save: `roll` with every face, its `total`, what it needed (e.g. "over 6") and whether it succeeded. */
    | {
          readonly kind: 'check';
          readonly who: string;
          readonly what: string;
          readonly roll: string;
          readonly total: number;
          readonly needs: string;
          readonly success: boolean;
          readonly note?: string;
      }
    | {
          readonly kind: 'resource';
          readonly who: string;
          readonly resource: string;
          readonly delta: number;
          readonly value: number;
          readonly reason: string;
      }
    | { readonly kind: 'wound'; readonly who: string; readonly roll: string; readonly result: number; readonly effect: string }
    | { readonly kind: 'condition'; readonly who: string; readonly condition: string; readonly gained: boolean; readonly note?: string }
    | { readonly kind: 'defeated'; readonly who: string; readonly how: string }
    | { readonly kind: 'note'; readonly text: string }
    | {
          readonly kind: 'end';
          readonly winner?: string;
          readonly reason: string;
          readonly rounds: number;
          readonly final: readonly FighterSnapshot[];
      };

/** Append-only event list of one run. */
export class CombatLog {
    readonly events: CombatEvent[] = [];
    /** Simulations turn logging off: events are then dropped at the door. */
    constructor(readonly enabled = true) {}

    /** Appends an event; pass a function to skip building it (and its text) when the log is off. */
    add(event: CombatEvent | (() => CombatEvent)): void {
        if (this.enabled) this.events.push(typeof event === 'function' ? event() : event);
    }
}
