/**
 * Placeholders for the side effects a machine declares but does not implement: the screen supplies
 * the real ones with `machine.provide(...)`. Forgetting one fails loudly instead of doing nothing.
 */
export function notProvided(name: string): () => Promise<never> {
  return () => Promise.reject(new Error(`actor "${name}" was not provided`))
}

export function notProvidedAction(name: string): () => void {
  return () => {
    throw new Error(`action "${name}" was not provided`)
  }
}
