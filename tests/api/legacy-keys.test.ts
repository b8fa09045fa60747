// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { createApi } from '../../src/api/api.ts'
import { legacyAgreementJump, legacyAgreements, legacyConfirm, legacyPush } from '../../src/api/legacy.ts'
import { legacyProductLink, legacyProductTrack, legacyRecommended } from '../../src/api/legacy-products.ts'
import { loanPush } from '../../src/api/loan.ts'
import type { Clients } from '../../src/api/client.ts'
import {
  decodeKeyTable,
  keyRenamer,
  LEGACY_KEYS,
  MAX_DEPTH,
  parseKeyTable,
  type LegacyKeyTable,
} from '../../src/api/legacy-keys.ts'

/**
 * The legacy key table (src/api/legacy-keys.ts, docs/legacy-keys.md): one table renames the
 * variant-2 calls' keys, logical name → wire name, on the way out (payloads) and back (responses,
 * at every depth), so screens only ever see logical names.
 */

interface Sent {
  client: 'json' | 'form'
  path: string
  method: string
  /** The form body's fields, or the query's. */
  fields: Record<string, string>
}

/** Clients that record what goes out and answer with `reply` (already the parsed JSON body). */
function fakeClients(reply: (sent: Sent) => unknown) {
  const sent: Sent[] = []
  const client =
    (kind: Sent['client']) =>
    async (path: string, options: { method: string; body?: string; query?: Record<string, unknown> }) => {
      const fields =
        kind === 'form'
          ? Object.fromEntries(new URLSearchParams(options.body ?? ''))
          : Object.fromEntries(Object.entries(options.query ?? {}).map(([k, v]) => [k, String(v)]))
      const entry = { client: kind, path, method: options.method, fields }
      sent.push(entry)
      return reply(entry)
    }
  const clients = { json: vi.fn(client('json')), form: vi.fn(client('form')) } as unknown as Clients
  return { clients, sent }
}

const SCRAMBLED: LegacyKeyTable = { amount: 'xq1', details: 'zz', text: 't', scene: 'sc', attachUrl: 'au' }

/** A satire answer as a backend with the SCRAMBLED table sends it. */
const scrambledOffer = {
  xq1: '500000',
  flag: '1',
  comProductLogo: 'https://cdn.bayad.test/logo.png',
  comProductName: 'RupeeNow',
  periods: 91,
  termUnit: '1',
  firstPayTime: '2026-12-05',
  zz: [
    { t: 'Service fee', value: '₹300.00' },
    { t: 'Amount received', value: '₹4,700.00' },
  ],
  // Nested `amount` is renamed too: xq1 inside each plan row.
  repay_plans: [{ title: 'Repayment', description: '', xq1: 531850, pay_time: '2026-12-05' }],
  NewButtonMsg: '',
  NewPopMsg: { image: '/promo.svg' },
  // An unknown key travels as it is.
  extra: { t: 'kept?' },
}

describe('the legacy key table: defaults', () => {
  it('is the identity: every logical name travels as itself', () => {
    const identity = keyRenamer()
    const payload = Object.fromEntries(LEGACY_KEYS.map((key) => [key, key]))
    expect(identity.toWire(payload)).toEqual(payload)
    const nested = { data: [{ title: 'A', details: [{ text: 'x', value: 'y' }] }], other: 1 }
    expect(identity.toLogical(nested)).toEqual({ ok: true, value: nested })
  })

  it('names every key the variant-2 calls read or write', () => {
    for (const key of [
      'productId',
      'scene',
      'position',
      'orderId',
      'marker',
      'amount',
      'periods',
      'termUnit',
    ])
      expect(LEGACY_KEYS).toContain(key)
    for (const key of [
      'flag',
      'details',
      'repay_plans',
      'NewButtonMsg',
      'NewPopMsg',
      'contract_url',
      'attachUrl',
    ])
      expect(LEGACY_KEYS).toContain(key)
  })

  it('an identity api sends and reads the logical names', async () => {
    const { clients, sent } = fakeClients(() => ({ code: '00', data: { attachUrl: 'https://x.test/a' } }))
    const api = createApi(clients)
    const data = await api.call(legacyPush, {
      amount: 500000,
      periods: '91',
      termUnit: '1',
      productId: 'P-17',
      marker: 'h5',
    })
    expect(data).toEqual({ attachUrl: 'https://x.test/a' })
    expect(sent[0]?.fields).toEqual({
      amount: '500000',
      periods: '91',
      termUnit: '1',
      productId: 'P-17',
      product_id: 'P-17',
      marker: 'h5',
    })
  })
})

describe('the legacy key table: an override', () => {
  it('renames payload keys on the way out (form body of depush), the others unchanged', async () => {
    const { clients, sent } = fakeClients(() => ({ code: '00', data: { au: 'https://x.test/attach' } }))
    const api = createApi(clients, undefined, { legacyKeys: { ...SCRAMBLED, marker: 'mk9' } })
    const data = await api.call(legacyPush, {
      amount: 500000,
      periods: '91',
      termUnit: '1',
      productId: 'P-17',
      marker: 'h5',
    })
    expect(sent).toHaveLength(1)
    expect(sent[0]?.client).toBe('form')
    expect(sent[0]?.path).toBe('/gopia/goya/depush')
    expect(sent[0]?.fields).toEqual({
      xq1: '500000',
      periods: '91',
      termUnit: '1',
      productId: 'P-17',
      product_id: 'P-17',
      mk9: 'h5',
    })
    // The response's `au` reads as attachUrl.
    expect(data).toEqual({ attachUrl: 'https://x.test/attach' })
  })

  it('renames the query of a GET call (cultures: scene → sc) and reads a scrambled list', async () => {
    const { clients, sent } = fakeClients(() => ({ code: '00', data: [{ title: 'Loan Agreement' }] }))
    const api = createApi(clients, undefined, { legacyKeys: SCRAMBLED })
    const data = await api.call(legacyAgreements, { productId: 'P-17', scene: 3 })
    expect(sent[0]?.client).toBe('json')
    expect(sent[0]?.fields).toEqual({ productId: 'P-17', sc: '3' })
    expect(data).toEqual([{ title: 'Loan Agreement' }])
  })

  it('decodes a scrambled satire answer into the logical offer, nested keys included', async () => {
    const { clients, sent } = fakeClients(() => ({ code: '00', message: '', data: scrambledOffer }))
    const api = createApi(clients, undefined, { legacyKeys: SCRAMBLED })
    const offer = await api.call(legacyConfirm, { productId: 'P-17' })
    expect(sent[0]?.fields).toEqual({ productId: 'P-17', product_id: 'P-17' })
    expect(offer.amount).toBe(500000)
    expect(offer.flag).toBe('1')
    expect(offer.periods).toBe('91')
    expect(offer.details).toEqual([
      { text: 'Service fee', value: '₹300.00' },
      { text: 'Amount received', value: '₹4,700.00' },
    ])
    expect(offer.repay_plans).toEqual([
      { title: 'Repayment', description: '', amount: 531850, pay_time: '2026-12-05' },
    ])
    expect(offer.NewButtonMsg).toBe('')
    expect(offer.NewPopMsg).toBe('/promo.svg')
    // The wire names are gone; a key the table does not know is kept as it is (with `t` inside renamed).
    expect(offer).not.toHaveProperty('xq1')
    expect(offer).not.toHaveProperty('zz')
    expect((offer as Record<string, unknown>).extra).toEqual({ text: 'kept?' })
  })

  it('the same scrambled answer read with the identity table is malformed (amount missing)', async () => {
    const { clients } = fakeClients(() => ({ code: '00', data: scrambledOffer }))
    await expect(createApi(clients).call(legacyConfirm, { productId: 'P-17' })).rejects.toEqual({
      kind: 'malformed',
      code: '00',
    })
  })

  it('misunderstood: payload renamed, contract_url read back', async () => {
    const { clients, sent } = fakeClients(() => ({ code: '00', data: { cu: '/agreement/1' } }))
    const api = createApi(clients, undefined, { legacyKeys: { position: 'ps', contract_url: 'cu' } })
    const data = await api.call(legacyAgreementJump, {
      productId: 'P-17',
      scene: 3,
      position: 1,
      orderId: 'ORD-9',
      marker: 'h5',
    })
    expect(sent[0]?.fields).toEqual({
      productId: 'P-17',
      scene: '3',
      ps: '1',
      orderId: 'ORD-9',
      marker: 'h5',
    })
    expect(data).toEqual({ contract_url: '/agreement/1' })
  })

  it('a code other than "00" is rejected with the server\'s message, whatever the table', async () => {
    const { clients } = fakeClients(() => ({ code: '01', msg: 'Offer expired.' }))
    const api = createApi(clients, undefined, { legacyKeys: SCRAMBLED })
    await expect(api.call(legacyConfirm, { productId: 'P-17' })).rejects.toEqual({
      kind: 'rejected',
      code: '01',
      message: 'Offer expired.',
    })
  })

  it('leaves the calls that are not legacy alone (v3 loan-detail-push keeps `amount`)', async () => {
    const { clients, sent } = fakeClients(() => ({ code: '0', data: { lendDetailsUrl: '/lend' } }))
    const api = createApi(clients, undefined, { legacyKeys: SCRAMBLED })
    await api.call(loanPush, { amount: 5, periods: '91', termUnit: '1', productId: 'P-1', marker: 'h5' })
    expect(sent[0]?.fields.amount).toBe('5')
    expect(sent[0]?.fields).not.toHaveProperty('xq1')
  })
})

/** Every key of a recommended product (and because's positionId, define's url) scrambled. */
const PRODUCT_KEYS: LegacyKeyTable = {
  productId: 'pid',
  positionId: 'pos',
  logo: 'lg',
  name: 'nm',
  buttonText: 'bt',
  isEnable: 'en',
  amountRange: 'ar',
  amountDesc: 'ad',
  rate: 'rt',
  rateDesc: 'rd',
  tags: 'tg',
  url: 'u',
}

describe('the legacy key table: recommended products (scholarships, because, define)', () => {
  it('names every key those calls read or write', () => {
    for (const key of Object.keys(PRODUCT_KEYS)) expect(LEGACY_KEYS).toContain(key)
  })

  it('scholarships: a scrambled list reads as logical products', async () => {
    const { clients, sent } = fakeClients(() => ({
      code: '00',
      data: [
        {
          pid: 901,
          lg: 'https://cdn.bayad.test/pf.png',
          nm: 'PesoFlex',
          bt: 'Apply',
          en: 1,
          ar: '₱1,000 - ₱20,000',
          ad: 'Loan amount',
          rt: '0.05%',
          rd: 'Daily rate',
          tg: ['Fast'],
        },
      ],
    }))
    const api = createApi(clients, undefined, { legacyKeys: PRODUCT_KEYS })
    const products = await api.call(legacyRecommended, {})
    expect(sent[0]?.path).toBe('/panda/honey/scholarships')
    expect(products).toEqual([
      {
        productId: '901',
        logo: 'https://cdn.bayad.test/pf.png',
        name: 'PesoFlex',
        buttonText: 'Apply',
        isEnable: '1',
        amountRange: '₱1,000 - ₱20,000',
        amountDesc: 'Loan amount',
        rate: '0.05%',
        rateDesc: 'Daily rate',
        tags: ['Fast'],
      },
    ])
  })

  it('scholarships: only name and productId scrambled, the rest as itself', async () => {
    const { clients } = fakeClients(() => ({
      code: '00',
      data: [{ pid: 'P-1', nm: 'PesoFlex', isEnable: '0' }],
    }))
    const api = createApi(clients, undefined, { legacyKeys: { name: 'nm', productId: 'pid' } })
    const [product] = await api.call(legacyRecommended, {})
    expect(product?.productId).toBe('P-1')
    expect(product?.name).toBe('PesoFlex')
    expect(product?.isEnable).toBe('0')
    expect(product).not.toHaveProperty('nm')
    expect(product).not.toHaveProperty('pid')
  })

  it('scholarships: the scrambled list read with the identity table is malformed (productId missing)', async () => {
    const { clients } = fakeClients(() => ({ code: '00', data: [{ pid: 'P-1', nm: 'PesoFlex' }] }))
    await expect(createApi(clients).call(legacyRecommended, {})).rejects.toEqual({
      kind: 'malformed',
      code: '00',
    })
  })

  it('because: productId and positionId are sent under their wire names', async () => {
    const { clients, sent } = fakeClients(() => ({ code: '00', data: null }))
    const api = createApi(clients, undefined, { legacyKeys: PRODUCT_KEYS })
    await api.call(legacyProductTrack, { productId: 'P-1', positionId: 2 })
    expect(sent[0]?.client).toBe('form')
    expect(sent[0]?.path).toBe('/gopia/goya/because')
    expect(sent[0]?.fields).toEqual({ pid: 'P-1', pos: '2' })
  })

  it('define: productId sent under its wire name, the scrambled url read back', async () => {
    const { clients, sent } = fakeClients(() => ({ code: '00', data: { u: 'https://lender.example/p/1' } }))
    const api = createApi(clients, undefined, { legacyKeys: PRODUCT_KEYS })
    const link = await api.call(legacyProductLink, { productId: 'P-1' })
    expect(sent[0]?.path).toBe('/gopia/goya/define')
    expect(sent[0]?.fields).toEqual({ pid: 'P-1' })
    expect(link).toEqual({ url: 'https://lender.example/p/1' })
  })

  it('with the identity table they send and read the logical names', async () => {
    const { clients, sent } = fakeClients((entry) =>
      entry.path.endsWith('/define') ? { code: '00', data: { url: '/p/1' } } : { code: '00', data: null },
    )
    const api = createApi(clients)
    await api.call(legacyProductTrack, { productId: 'P-1', positionId: 0 })
    expect(await api.call(legacyProductLink, { productId: 'P-1' })).toEqual({ url: '/p/1' })
    expect(sent.map((entry) => entry.fields)).toEqual([
      { productId: 'P-1', product_id: 'P-1', positionId: '0' },
      { productId: 'P-1', product_id: 'P-1' },
    ])
  })
})

/** `depth` lists, each holding the next, around `inner`. */
function nestedLists(depth: number, inner: unknown = 'x'): unknown {
  let value: unknown = inner
  for (let i = 0; i < depth; i += 1) value = [value]
  return value
}

describe('the legacy key table: deep bodies (issue 25)', () => {
  it('renames iteratively: 64 levels are read, keys in their order, a repeated key keeps its last value', () => {
    const renamer = keyRenamer(SCRAMBLED)
    // MAX_DEPTH containers in all: the lists, the object, zz's list and the object in it.
    const deep = nestedLists(MAX_DEPTH - 3, { xq1: 5, zz: [{ t: 'a' }], other: null })
    const result = renamer.toLogical(deep)
    expect(result).toEqual({
      ok: true,
      value: nestedLists(MAX_DEPTH - 3, { amount: 5, details: [{ text: 'a' }], other: null }),
    })
    const twice = renamer.toLogical(JSON.parse('{"amount":1,"b":2,"xq1":3}'))
    expect(twice).toEqual({ ok: true, value: { amount: 3, b: 2 } })
    expect(Object.keys((twice as { value: object }).value)).toEqual(['amount', 'b'])
    // `__proto__` from JSON is a key like any other, never the object's prototype.
    const proto = renamer.toLogical(JSON.parse('{"__proto__":{"polluted":1}}'))
    expect(proto.ok && Object.getPrototypeOf(proto.value)).toBe(Object.prototype)
    expect(proto.ok && Object.hasOwn(proto.value as object, '__proto__')).toBe(true)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('a body nested deeper than the limit is refused, never a RangeError (100 000 deep)', () => {
    const renamer = keyRenamer(SCRAMBLED)
    expect(renamer.toLogical(nestedLists(MAX_DEPTH + 1))).toEqual({ ok: false })
    expect(() => renamer.toLogical(nestedLists(100_000))).not.toThrow()
    expect(renamer.toLogical(nestedLists(100_000))).toEqual({ ok: false })
    let objects: unknown = 1
    for (let i = 0; i < 100_000; i += 1) objects = { xq1: objects }
    expect(renamer.toLogical(objects)).toEqual({ ok: false })
  })

  it('a legacy call answering a 100 000-deep body fails as malformed', async () => {
    const body = `{"code":"00","data":{"xq1":1,"zz":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`
    const { clients } = fakeClients(() => body)
    const api = createApi(clients, undefined, { legacyKeys: SCRAMBLED })
    await expect(api.call(legacyConfirm, { productId: 'P-17' })).rejects.toEqual({
      kind: 'malformed',
      code: '00',
    })
  })
})

describe('parseKeyTable / decodeKeyTable: VITE_LEGACY_KEYS', () => {
  it('reads a JSON object of logical name → wire name, trimmed', () => {
    expect(parseKeyTable('{"amount":"xq1","details":" zz ","text":"t"}')).toEqual({
      amount: 'xq1',
      details: 'zz',
      text: 't',
    })
  })

  it.each([undefined, '', '   ', 'not json', '{"amount":', '[]', '["amount"]', 'null', '42', '"amount"'])(
    'reads %j as the identity table',
    (raw) => {
      expect(parseKeyTable(raw)).toEqual({})
    },
  )

  it('ignores unknown names, non-string and empty wire names', () => {
    expect(
      parseKeyTable(
        JSON.stringify({
          amount: 'xq1',
          notAKey: 'nk',
          flag: 1,
          title: '',
          image: '  ',
          data: null,
          scene: 's',
        }),
      ),
    ).toEqual({ amount: 'xq1', scene: 's' })
    // Names of Object.prototype are not keys either.
    expect(parseKeyTable('{"__proto__":"x","toString":"y","amount":"a1"}')).toEqual({ amount: 'a1' })
    expect(decodeKeyTable(new Map([['amount', 'a1']]))).toEqual({})
  })

  it('an api built with the parsed table renames as configured', async () => {
    const { clients, sent } = fakeClients(() => ({ code: '00', data: [] }))
    const api = createApi(clients, undefined, { legacyKeys: parseKeyTable('{"productId":"pz","bogus":"b"}') })
    await api.call(legacyAgreements, { productId: 'P-17', scene: 3 })
    expect(sent[0]?.fields).toEqual({ pz: 'P-17', scene: '3' })
  })
})
