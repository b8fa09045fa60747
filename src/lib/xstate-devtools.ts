/**
 * Stands in for XState's devtools hook (its `xstate-dev` module, aliased in vite.config.ts; about 0.1
 * KiB gzip off every flow route, decision 004). XState calls it only for an actor created with
 * `devTools: true`, which no actor here is (the sandbox inspects machines through `inspect`); the real
 * one registers the actor with a `window.__xstate__` browser extension.
 */
export function devToolsAdapter(): void {}
