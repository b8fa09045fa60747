// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { setScenario, type ScenarioName } from '../../src/sandbox/index.ts'
import { loadState } from '../../src/sandbox/store.ts'
import { failureOf, harness, manualClock, memoryStorage } from './harness.ts'

function inScenario(name: ScenarioName) {
  const storage = memoryStorage()
  setScenario(name, storage)
  return { storage, ...harness(storage) }
}

const eventsOf = (storage: Storage) => loadState(storage, Date.now()).productEvents

describe('sandbox: recommended products (scholarships)', () => {
  it('lists five products with code 00, one of them not offered right now', async () => {
    const { api } = harness(memoryStorage())
    const products = await api.call('legacyRecommended', {})
    expect(products.map((p) => [p.productId, p.isEnable])).toEqual([
      ['201', '1'],
      ['202', '1'],
      ['203', '1'],
      ['204', '1'],
      ['205', '0'],
    ])
    expect(products[1]).toEqual({
      productId: '202',
      logo: expect.stringMatching(/^\/sandbox-(logos|receipts)\/[\w-]+\.svg$/),
      name: 'Sahod Advance',
      buttonText: 'Apply now',
      isEnable: '1',
      amountRange: '₱1,000.00 – ₱15,000.00',
      amountDesc: 'Loan amount',
      rate: '0.04%/day',
      rateDesc: 'Interest rate',
      tags: ['For employees', 'Pay on payday'],
    })
    expect(products[4]).toMatchObject({ name: 'Piso Agad', buttonText: 'Temporarily unavailable' })
    // the same catalogue as the order page's
    const { recProducts } = await api.call('loanDetails', {
      productId: '103',
      orderId: 'BYD20261030000031',
    })
    expect(recProducts).toEqual(products)
  })

  it('scholarshipsFailure: refused with 01 and a message the app shows', async () => {
    const { api } = inScenario('scholarshipsFailure')
    expect(await failureOf(api.call('legacyRecommended', {}))).toEqual({
      kind: 'rejected',
      code: '01',
      message: 'Recommended products are not available right now. Please try again later.',
    })
  })

  it('emptyProducts: an empty list; malformedResponse: not a list', async () => {
    await expect(inScenario('emptyProducts').api.call('legacyRecommended', {})).resolves.toEqual([])
    expect(await failureOf(inScenario('malformedResponse').api.call('legacyRecommended', {}))).toEqual({
      kind: 'malformed',
      code: '00',
    })
  })
})

describe('sandbox: a tap on a recommended product', () => {
  it('records event/save, because and define in the order they arrive', async () => {
    const clock = manualClock()
    const storage = memoryStorage()
    const { api } = harness(storage, clock.now)
    await api.call('saveEvent', { productId: '203', moduleId: 30, positionId: 2 })
    await api.call('legacyProductTrack', { productId: '203', positionId: 2 })
    await expect(api.call('legacyProductLink', { productId: '203' })).resolves.toEqual({
      url: '/product?productId=203',
    })
    const at = clock.now()
    expect(eventsOf(storage)).toEqual([
      { call: 'save', productId: '203', positionId: 2, moduleId: 30, at },
      { call: 'because', productId: '203', positionId: 2, at },
      { call: 'define', productId: '203', at },
    ])
  })

  it('define: the host opens the first product itself (url ""), the app page any other id', async () => {
    const { api } = harness(memoryStorage())
    await expect(api.call('legacyProductLink', { productId: '201' })).resolves.toEqual({ url: '' })
    await expect(api.call('legacyProductLink', { productId: '102' })).resolves.toEqual({
      url: '/product?productId=102',
    })
    await expect(api.call('legacyProductLink', { productId: '9999' })).resolves.toEqual({
      url: '/product?productId=9999',
    })
  })

  it('partnerProduct: 202 opens a partner lender’s page on another origin; the others as before', async () => {
    const { api } = inScenario('partnerProduct')
    await expect(api.call('legacyProductLink', { productId: '202' })).resolves.toEqual({
      url: 'https://partner-lender.example/apply?productId=202',
    })
    await expect(api.call('legacyProductLink', { productId: '203' })).resolves.toEqual({
      url: '/product?productId=203',
    })
  })

  it('refuses a missing productId (and a bad position or module) and records nothing', async () => {
    const storage = memoryStorage()
    const { api } = harness(storage)
    const refusals = [
      [api.call('saveEvent', { productId: '', moduleId: 30, positionId: 0 }), '1', 'productId is required'],
      [
        api.call('saveEvent', { productId: '202', moduleId: 31 as 30, positionId: 0 }),
        '1',
        'moduleId must be 30',
      ],
      [
        api.call('saveEvent', { productId: '202', moduleId: 30, positionId: -1 }),
        '1',
        'positionId must be a whole number from 0',
      ],
      [api.call('legacyProductTrack', { productId: '', positionId: 0 }), '01', 'productId is required'],
      [
        api.call('legacyProductTrack', { productId: '202', positionId: 1.5 }),
        '01',
        'positionId must be a whole number from 0',
      ],
      [api.call('legacyProductLink', { productId: ' ' }), '01', 'productId is required'],
    ] as const
    for (const [call, code, message] of refusals)
      expect(await failureOf(call)).toEqual({ kind: 'rejected', code, message })
    expect(eventsOf(storage)).toEqual([])
  })
})
