import { createClients } from '../../src/api/client.ts'
import { createNamedApi as createApi, type NamedApi as Api } from '../../src/api/endpoints.ts'
import type { CallFailure } from '../../machines/shared/notice.ts'
import { createSandboxFetch } from '../../src/sandbox/index.ts'

export const BASE_URL = 'http://sandbox.local/api-sandbox'

export const PAGE_QUERY = {
  deviceId: 'd1',
  sessionId: 's1',
  userId: '10086',
  merchantNumber: 'M0001',
  mobilePhone: '09171234567',
}

/** A Map-backed Storage, so each test starts from an empty "local storage". */
export function memoryStorage(): Storage & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return {
    map,
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  }
}

/** A clock the test moves by hand. */
export function manualClock(start = Date.parse('2026-11-20T09:30:00+08:00')) {
  let current = start
  return { now: () => current, advance: (ms: number) => void (current += ms) }
}

export interface Harness {
  api: Api
  fetch: typeof fetch
}

/** The real API layer (ofetch clients, schemas, envelopes) answered by the sandbox. */
export function harness(storage: Storage, now?: () => number, baseURL = BASE_URL): Harness {
  const fetch = createSandboxFetch(now === undefined ? { storage } : { storage, now })
  const api = createApi(createClients({ baseURL, pageQuery: () => ({ ...PAGE_QUERY }), fetch }))
  return { api, fetch }
}

/** Resolves with the CallFailure a call rejected with; fails the test when the call succeeded. */
export async function failureOf(promise: Promise<unknown>): Promise<CallFailure> {
  try {
    const value = await promise
    throw new Error(`expected the call to fail, it resolved with ${JSON.stringify(value)}`)
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('expected the call to fail')) throw error
    return error as CallFailure
  }
}
