// @chunk xstate
/**
 * Placeholders for the side effects a machine declares but does not implement: the screen supplies
 * the real ones with `machine.provide(...)`. Forgetting one fails loudly instead of doing nothing, and
 * `placeholdersLeft` names what a provided machine still lacks (tests/screens/implementations.test.ts
 * proves every screen's implementation provides them all).
 */
const placeholders = new WeakSet<object>()

/** A function that throws (or rejects, for an actor) with the name of what was not provided. */
function placeholder(name: string, actor?: boolean): () => never {
  const fail = (): never => {
    const error = new Error(`"${name}" not provided`)
    if (actor === true) return Promise.reject(error) as never
    throw error
  }
  placeholders.add(fail)
  return fail
}

/** An actor's promise creator: `fromPromise<Output, Input>(notProvided('loadCards'))`. */
export const notProvided = (name: string) => placeholder(name, true) as () => Promise<never>

/** An action, typed by its params: `showToast: notProvidedAction<ToastParams>('showToast')`. */
export const notProvidedAction = <TParams = undefined>(name: string) =>
  placeholder(name) as (args: unknown, params: TParams) => void

/** A guard that only the screen can answer (it reads something outside the machine). */
export const notProvidedGuard = <TParams = undefined>(name: string) =>
  placeholder(name) as (args: unknown, params: TParams) => boolean

export function isPlaceholder(implementation: unknown): boolean {
  return typeof implementation === 'function' && placeholders.has(implementation)
}

interface Implementations {
  actions?: Record<string, unknown>
  guards?: Record<string, unknown>
  actors?: Record<string, unknown>
}

/**
 * The names of the placeholders a machine still holds: `action showToast`, `actor loadCards`. An actor
 * counts when its logic was made from a placeholder (`fromPromise(notProvided(…))` keeps it as `config`).
 */
export function placeholdersLeft(machine: { implementations: Implementations }): string[] {
  const { actions = {}, guards = {}, actors = {} } = machine.implementations
  const left: string[] = []
  for (const [name, action] of Object.entries(actions)) if (isPlaceholder(action)) left.push(`action ${name}`)
  for (const [name, guard] of Object.entries(guards)) if (isPlaceholder(guard)) left.push(`guard ${name}`)
  for (const [name, actor] of Object.entries(actors)) {
    const config =
      typeof actor === 'object' && actor !== null ? (actor as { config?: unknown }).config : undefined
    if (isPlaceholder(config)) left.push(`actor ${name}`)
  }
  return left
}
