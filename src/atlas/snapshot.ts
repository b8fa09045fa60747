import type { AnyMachineSnapshot, AnyStateNode } from 'xstate'

/*
 * What the atlas reads of a machine snapshot, the same way in the simulation and in the live publisher (the
 * coverage file's steps do the same in the model harness). Reads `snapshot._nodes` (xstate 5.33, pinned).
 */

/** Ids of the active state nodes, the machine's root left out. */
export function activeStates(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as AnyStateNode[]).filter((node) => node.parent !== undefined).map((n) => n.id)
}
