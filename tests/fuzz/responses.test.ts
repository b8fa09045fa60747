// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { isCallFailure } from '../../machines/shared/notice.ts'
import { createApi, type AnyEndpoint } from '../../src/api/api.ts'
import { captchaImage } from '../../src/api/captcha.ts'
import { createClients, type Clients } from '../../src/api/client.ts'
import { endpoints } from '../../src/api/endpoints.ts'
import { anyValue, changedAt, fuzz, mistyped, pathsOf, RUNS, sampleOf, timed } from './support.ts'

/**
 * Every response decoder (every endpoint of src/api/endpoints.ts, with its schema, its envelope and,
 * for the legacy calls, the key renamer) answers random bodies with its data or a typed failure, never
 * an exception of another kind (issue 25, point 10). The endpoint list is read, not copied: a new
 * endpoint is fuzzed as it is declared.
 */

const KINDS = ['offline', 'network', 'timeout', 'malformed', 'http', 'rejected']

/** Clients that answer every call with `body` (already parsed, or text as a server may send it). */
function answering(body: () => unknown): Clients {
  const reply = async () => body()
  return { json: reply, form: reply, timeoutMs: 60_000 } as unknown as Clients
}

/** The call's outcome: its data, or the failure it rejected with; anything else fails the property. */
async function outcome(def: AnyEndpoint, body: unknown): Promise<'data' | 'failure'> {
  const api = createApi(answering(() => body))
  let data: unknown
  try {
    data = await api.call(def, {})
  } catch (error) {
    if (!isCallFailure(error) || !KINDS.includes(error.kind)) throw error
    return 'failure'
  }
  expect(negativeAmounts(data)).toEqual([])
  return 'data'
}

/** The amounts of a decoded answer (keys ending in "amount", as numbers) that are negative, NaN or infinite. */
function negativeAmounts(data: unknown): unknown[] {
  const found: unknown[] = []
  const stack = [data]
  for (let value = stack.pop(); value !== undefined; value = stack.pop()) {
    if (typeof value !== 'object' || value === null) continue
    for (const [key, inner] of Object.entries(value)) {
      if (/amount$/i.test(key) && typeof inner === 'number' && !(Number.isFinite(inner) && inner >= 0))
        found.push(inner)
      stack.push(inner)
    }
  }
  return found
}

const named = Object.entries(endpoints) as [string, AnyEndpoint][]

describe(`response decoders, fuzzed (seed 25; ${RUNS.perEndpoint} runs a property, 3 properties an endpoint)`, () => {
  it('fuzzes every declared endpoint, and each has a valid sample its schema accepts', async () => {
    expect(named.length).toBeGreaterThan(20)
    const unsampled = named.filter(([, def]) => sampleOf(def.data) === undefined).map(([name]) => name)
    expect(unsampled).toEqual([])
    // The harness itself: a valid sample in a success envelope is data.
    for (const [, def] of named) {
      expect(await outcome(def, { code: def.success[0], data: sampleOf(def.data) })).toBe('data')
    }
  })

  it.each(named)(
    `%s: ${RUNS.perEndpoint} raw bodies, ${RUNS.perEndpoint} random data, ${RUNS.perEndpoint} samples with one field removed or mistyped`,
    async (name, def) => {
      const code = fc.constantFrom(...def.success, '1', 0)
      const sample = sampleOf(def.data)
      const paths = pathsOf(sample)
      await timed(`response ${name}`, RUNS.perEndpoint * 3, async () => {
        await fuzz(
          fc.asyncProperty(fc.oneof(anyValue, fc.json(), fc.string()), async (body) => {
            await outcome(def, body)
          }),
          RUNS.perEndpoint,
        )
        await fuzz(
          fc.asyncProperty(code, anyValue, async (answerCode, data) => {
            await outcome(def, { code: answerCode, message: 'm', data })
          }),
          RUNS.perEndpoint,
        )
        if (paths.length === 0) return
        await fuzz(
          fc.asyncProperty(
            fc.nat({ max: paths.length - 1 }),
            fc.option(mistyped, { nil: 'remove' as const, freq: 3 }),
            async (index, replacement) => {
              const path = paths[index] ?? []
              const data = changedAt(sample, path, replacement === 'remove' ? 'remove' : { set: replacement })
              await outcome(def, { code: def.success[0], data })
            },
          ),
          RUNS.perEndpoint,
        )
      })
    },
  )

  it(`through the real clients (ofetch parsing the text): ${RUNS.perDecoder} random answers to random endpoints`, async () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.json(),
      fc.jsonValue().map((data) => JSON.stringify({ code: 0, data })),
      fc
        .nat({ max: 20_000 })
        .map((depth) => `{"code":"00","data":{"__proto__":${'['.repeat(depth)}1${']'.repeat(depth)}}}`),
    )
    const contentType = fc.constantFrom('application/json', 'text/plain', 'text/html', '')
    const status = fc.constantFrom(200, 200, 200, 204, 400, 500, 502)
    // destr (ofetch's parser) warns of each `__proto__` key it drops: the bodies below carry many.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    onTestFinished(() => warn.mockRestore())
    await timed('response real clients', RUNS.perDecoder, () =>
      fuzz(
        fc.asyncProperty(
          fc.constantFrom(...named),
          text,
          contentType,
          status,
          async ([, def], body, type, code) => {
            const fetch = (async () =>
              new Response(code === 204 ? null : body, {
                status: code,
                headers: type ? { 'content-type': type } : {},
              })) as typeof globalThis.fetch
            const api = createApi(
              createClients({ baseURL: 'https://lender.test', pageQuery: () => ({ building: '€' }), fetch }),
            )
            try {
              await api.call(def, {})
            } catch (error) {
              if (!isCallFailure(error) || !KINDS.includes(error.kind)) throw error
            }
          },
        ),
        RUNS.perDecoder,
      ),
    )
  })

  it(`the captcha picture (get-captcha): ${RUNS.perDecoder} random answers are a raster picture or a typed failure`, async () => {
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 64 }),
      fc.string().map((text) => new TextEncoder().encode(text)),
      fc
        .constantFrom(
          [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
          [0xff, 0xd8, 0xff],
          [0x47, 0x49, 0x46, 0x38],
        )
        .chain((head) => fc.uint8Array({ maxLength: 16 }).map((tail) => Uint8Array.from([...head, ...tail]))),
    )
    const type = fc.constantFrom(
      '',
      'image/png',
      'image/svg+xml',
      'application/json',
      'text/html',
      'image/jpeg',
    )
    await timed('captcha picture', RUNS.perDecoder, () =>
      fuzz(
        fc.asyncProperty(bytes, type, async (body, contentType) => {
          const clients = answering(() => new Blob([Uint8Array.from(body)], { type: contentType }))
          try {
            const picture = await captchaImage(clients, 'sid')
            expect(['image/png', 'image/jpeg', 'image/gif', 'image/webp']).toContain(picture.type)
          } catch (error) {
            if (!isCallFailure(error) || !KINDS.includes(error.kind)) throw error
          }
        }),
        RUNS.perDecoder,
      ),
    )
  })
})
