import type { AnyMachineSnapshot, AnyStateNode, StateValue } from 'xstate'

/*
 * What the coverage file's steps (the model harness), the atlas's simulation and the live publisher read of a
 * machine snapshot, all the same way.
 */

/**
 * A state value as one line, the form the coverage file's steps, the atlas's simulation and the live view
 * show: `verifying.code`, parallel regions as `(a.x + b.y)`.
 */
export function valueToString(value: StateValue): string {
  if (typeof value === 'string') return value
  const parts = Object.entries(value).map(([key, child]) =>
    child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)
      ? key
      : `${key}.${valueToString(child)}`,
  )
  return parts.length === 1 ? (parts[0] ?? '') : `(${parts.join(' + ')})`
}

/** The snapshot's state value as one line (`valueToString`). */
export function snapshotValueText(snapshot: AnyMachineSnapshot): string {
  return valueToString(snapshot.value as StateValue)
}

/** Ids of the active state nodes, the root left out. Reads `snapshot._nodes` (xstate 5.33, pinned). */
export function activeStates(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as AnyStateNode[]).filter((node) => node.parent !== undefined).map((n) => n.id)
}
