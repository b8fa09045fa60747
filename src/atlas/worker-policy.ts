/**
 * The atlas lays machines out in a web worker (layout-service.ts). Under the Content-Security-Policy's
 * `require-trusted-types-for 'script'` a worker's script URL must be a TrustedScriptURL, made by a named
 * Trusted Types policy; sandbox builds allow this one name (`trusted-types`), borrower builds none
 * (docs/decisions/023-origins-and-csp.md). The policy vouches for one URL only: elkjs's worker script.
 */
export const ATLAS_WORKER_POLICY = 'bayad-atlas-worker'

interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): ScriptUrlPolicy
}

let policy: ScriptUrlPolicy | undefined

/** `url` as the Worker constructor accepts it under Trusted Types; any other URL than `allowed` throws. */
export function workerScriptUrl(url: string, allowed: string): string {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes
  if (factory === undefined) return url
  policy ??= factory.createPolicy(ATLAS_WORKER_POLICY, {
    createScriptURL(input) {
      const href = (value: string) => new URL(value, document.baseURI).href
      if (href(input) !== href(allowed))
        throw new TypeError(`${ATLAS_WORKER_POLICY}: not the layout worker: ${input}`)
      return input
    },
  })
  // A TrustedScriptURL, which the Worker constructor takes where its type says string.
  return policy.createScriptURL(url) as string
}
