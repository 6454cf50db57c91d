/**
 * Prone movement: standing up and crawling, each spending movement (movement-details.ts), and what
 * rough ground adds. (What prone does to attacks is the restrictions table's.)
 * Seed: 001_66230f9a082df360.txt §Knocked Down.
 */

/**
 * Standing up costs half the normal movement rate, rounded down (a human in medium armour at 40 ft
 * spends 20); with less left it waits until the next turn. Seed §Knocked Down.
 */
export function standUpCost(normalSpeed: number): number {
    return Math.floor(normalSpeed / 2);
}

/**
 * The movement `feet` of travel cost: crawling costs an extra foot per foot, 2 extra through rough
 * terrain (seed §Knocked Down); walking through rough terrain an extra foot per foot (assumption: the
 * seed prices rough ground only for crawling; a hex held by another creature counts as rough). Dropping
 * prone is free.
 */
export function moveCost(feet: number, crawling: boolean, rough: boolean): number {
    if (crawling) return feet * (rough ? 3 : 2);
    return rough ? feet * 2 : feet;
}

/** The restrictions of a mount that throw its rider. Seed §Knocked Down ("becomes prone or unconscious"). */
export const MOUNT_THROWN_BY: ReadonlySet<string> = new Set(['prone', 'unconscious']);

/**
 * A rider whose mount falls prone or unconscious: with a reaction left it dismounts and lands safely,
 * else it falls prone within 5 ft of the mount (the mount's zone). Seed §Knocked Down.
 */
export function riderThrown(reactionLeft: boolean): 'lands' | 'falls prone' {
    return reactionLeft ? 'lands' : 'falls prone';
}

/**
 * Why `rider` cannot ride `mount`, or undefined. Assumptions (the chapter sets no terms): a mount is
 * willing — of the rider's side — carries one rider, and starts where its rider does.
 */
export function mountRefusal(
    rider: { side: string; zone?: string },
    mount: { id: string; side: string; zone?: string },
    takenBy: string | undefined,
): string | undefined {
    if (mount.side !== rider.side) return `${mount.id} is on another side (a mount is willing)`;
    if (takenBy) return `${takenBy} already rides ${mount.id}`;
    if (rider.zone && mount.zone && rider.zone !== mount.zone) return `it starts at ${rider.zone}, ${mount.id} at ${mount.zone}`;
    return undefined;
}
