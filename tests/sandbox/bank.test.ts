// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { MAX_LOGGED_CALLS } from '../../src/sandbox/handlers/common.ts'
import { BANK_INIT_FAILURE_MESSAGE, BIND_FAILURE_MESSAGE } from '../../src/sandbox/handlers/bank.ts'
import { setScenario, type ScenarioName } from '../../src/sandbox/index.ts'
import { loadState, saveState } from '../../src/sandbox/store.ts'
import { decodeBankForm } from '../../src/screens/bank-form/bank-form.impl.ts'
import { failureOf, harness, manualClock, memoryStorage, PAGE_QUERY } from './harness.ts'

/**
 * The sandbox's payment account form (src/sandbox/handlers/bank.ts): card-init, and binding checked as
 * a lender's backend does (bind-card-new, card-change), through the app's real api and schemas.
 */

const ORDER = 'BYD20261105000017'
const BANK = {
  product_id: '101',
  cardType: '1',
  channelNumber: '90011',
  bankCode: 'BDO',
  cardNo: '1234567890123',
  bankCity: 'MAKATI',
  payDay: '15',
}
const WALLET = {
  product_id: '101',
  cardType: '2',
  walletType: 'GCASH',
  walletNo: '09171234567',
  payDay: '30',
}

const callsOf = (storage: Storage) => loadState(storage, Date.now()).bankCalls
const cardsOf = (storage: Storage) => loadState(storage, Date.now()).cards

function withScenario(scenario: ScenarioName) {
  const storage = memoryStorage()
  setScenario(scenario, storage)
  return { storage, ...harness(storage) }
}

const refusal = (message: string) => ({ kind: 'rejected', code: '1', message })

describe('sandbox: card-init', () => {
  it('answers a form with both card types and every cate, which the app reads', async () => {
    const { api } = harness(memoryStorage())
    const data = await api.call('cardInit', { product_id: '101' })
    expect(data.cardType).toBe('1')
    expect(data.items.map((i) => [i.code, i.cate, i.cardTypeMi])).toEqual([
      ['bankCode', 'enum', '1'],
      ['cardNo', 'text', '1'],
      ['bankCity', 'city select', '1'],
      ['walletType', 'enum', '2'],
      ['walletNo', 'text', '2'],
      ['payDay', 'day', '0'],
    ])
    expect(data.items[0]?.note.map((n) => [n.type, n.channelNumber])).toEqual([
      ['BDO', '90011'],
      ['BPI', '90012'],
      ['MBTC', '90013'],
      ['LBP', '90014'],
      ['SECB', '90015'],
      ['UBP', '90016'],
    ])
    expect(data.items[2]?.note.map((n) => n.type)).toEqual([
      'QUEZON_CITY',
      'MANILA',
      'DAVAO_CITY',
      'CALOOCAN',
      'TAGUIG',
      'ZAMBOANGA_CITY',
      'CEBU_CITY',
      'ANTIPOLO',
      'PASIG',
      'CAGAYAN_DE_ORO',
      'MAKATI',
      'ILOILO_CITY',
      'BAGUIO',
    ])
    expect(data.items[2]?.note.slice(0, 2).map((n) => [n.name, n.type])).toEqual([
      ['Quezon City', 'QUEZON_CITY'],
      ['Manila', 'MANILA'],
    ])
    expect(data.items[3]?.note.map((n) => n.name)).toEqual(['GCash', 'Maya'])

    const form = decodeBankForm(data)
    expect(form.cardTypes).toEqual([
      { value: '1', label: 'Bank account' },
      { value: '2', label: 'E-wallet' },
    ])
    expect(new Set(form.fields.map((f) => f.kind))).toEqual(new Set(['text', 'city', 'day', 'enum']))
    expect(form.fields.map((f) => f.options.length)).toEqual([6, 0, 13, 2, 0, 31])
    expect(form.fields.map((f) => f.title)).toEqual([
      'Bank',
      'Account number',
      'Branch city',
      'E-wallet',
      'E-wallet number',
      'Salary day',
    ])
  })

  it.each([
    ['no product_id', {}],
    ['an empty product_id', { product_id: '' }],
  ])('refuses %s', async (_what, payload) => {
    const { api } = harness(memoryStorage())
    expect(await failureOf(api.call('cardInit', payload))).toEqual(refusal('product_id is required'))
  })

  it('bankInitFailure: refused with the message the borrower sees', async () => {
    const { api } = withScenario('bankInitFailure')
    expect(await failureOf(api.call('cardInit', { product_id: '101' }))).toEqual(
      refusal(BANK_INIT_FAILURE_MESSAGE),
    )
    expect(BANK_INIT_FAILURE_MESSAGE).toBe(
      'Payment accounts cannot be added right now. Please try again later.',
    )
  })

  it("malformedResponse: data of the wrong shape, which the app's schema refuses as malformed", async () => {
    const { api } = withScenario('malformedResponse')
    expect(await failureOf(api.call('cardInit', { product_id: '101' }))).toEqual({
      kind: 'malformed',
      code: '0',
    })
  })
})

describe('sandbox: binding a payment account (bind-card-new)', () => {
  it.each([
    ['a bank account (10 digits)', { ...BANK, cardNo: '1234567890' }],
    ['a bank account (19 digits)', { ...BANK, cardNo: '1'.repeat(19) }],
    ['each bank with its own channel', { ...BANK, bankCode: 'UBP', channelNumber: '90016' }],
    ['salary day 1', { ...BANK, payDay: '1' }],
    ['salary day 31', { ...BANK, payDay: '31' }],
    ['an e-wallet', WALLET],
    ['an e-wallet (no channel needed, any ignored)', { ...WALLET, walletType: 'MAYA', channelNumber: '1' }],
    ['each branch city by its type', { ...BANK, bankCity: 'CAGAYAN_DE_ORO' }],
  ])('accepts %s: the cards list grows by one', async (_what, payload) => {
    const storage = memoryStorage()
    const { api } = harness(storage)
    expect(cardsOf(storage)).toHaveLength(3)
    await api.call('bindCard', payload)
    expect(cardsOf(storage)).toHaveLength(4)
  })

  it.each([
    ['no product_id', { ...BANK, product_id: undefined }, 'product_id is required'],
    ['no salary day', { ...BANK, payDay: undefined }, 'please select your salary day'],
    ['salary day 0', { ...BANK, payDay: '0' }, 'please select your salary day'],
    ['salary day 32', { ...BANK, payDay: '32' }, 'please select your salary day'],
    ['salary day 1.5', { ...BANK, payDay: '1.5' }, 'please select your salary day'],
    ['an e-wallet without a salary day', { ...WALLET, payDay: '' }, 'please select your salary day'],
    ['no bank', { ...BANK, bankCode: '' }, 'please select your bank'],
    ['an unknown bank', { ...BANK, bankCode: 'GCASH' }, 'please select your bank'],
    [
      'a 9 digit account number',
      { ...BANK, cardNo: '123456789' },
      'please enter a valid account number (10 to 19 digits)',
    ],
    [
      'a 20 digit account number',
      { ...BANK, cardNo: '1'.repeat(20) },
      'please enter a valid account number (10 to 19 digits)',
    ],
    [
      'an account number with spaces',
      { ...BANK, cardNo: '1234 5678 90' },
      'please enter a valid account number (10 to 19 digits)',
    ],
    ['no branch city', { ...BANK, bankCity: '' }, 'please select the city of your branch'],
    ['a branch city left out', { ...BANK, bankCity: undefined }, 'please select the city of your branch'],
    [
      "a branch city's name, not its type",
      { ...BANK, bankCity: 'Makati' },
      'please select the city of your branch',
    ],
    ['a branch city in lower case', { ...BANK, bankCity: 'makati' }, 'please select the city of your branch'],
    [
      'a city that is not a branch city',
      { ...BANK, bankCity: 'ATLANTIS' },
      'please select the city of your branch',
    ],
    ['no channel', { ...BANK, channelNumber: undefined }, 'the channel of BDO Unibank is 90011'],
    ['the default channel', { ...BANK, channelNumber: '90006' }, 'the channel of BDO Unibank is 90011'],
    ["another bank's channel", { ...BANK, bankCode: 'BPI' }, 'the channel of BPI is 90012'],
    ['no e-wallet', { ...WALLET, walletType: '' }, 'please select your e-wallet'],
    ['a bank as the e-wallet', { ...WALLET, walletType: 'BDO' }, 'please select your e-wallet'],
    [
      'a 10 digit e-wallet number',
      { ...WALLET, walletNo: '0917123456' },
      'please enter your 11 digit e-wallet number (09XXXXXXXXX)',
    ],
    [
      'a 12 digit e-wallet number',
      { ...WALLET, walletNo: '091712345678' },
      'please enter your 11 digit e-wallet number (09XXXXXXXXX)',
    ],
    [
      'an e-wallet number not starting 09',
      { ...WALLET, walletNo: '08171234567' },
      'please enter your 11 digit e-wallet number (09XXXXXXXXX)',
    ],
    ['the bank fields under card type 2', { ...BANK, cardType: '2' }, 'please select your e-wallet'],
    ['card type 3', { ...BANK, cardType: '3' }, 'unknown card type'],
    ['no card type', { ...BANK, cardType: undefined }, 'unknown card type'],
  ])('refuses %s', async (_what, payload, message) => {
    const storage = memoryStorage()
    const { api } = harness(storage)
    expect(await failureOf(api.call('bindCard', payload))).toEqual(refusal(message))
    expect(cardsOf(storage)).toHaveLength(3)
  })

  it('bindFailure: every bind and change is refused with the message the borrower sees', async () => {
    const { api, storage } = withScenario('bindFailure')
    expect(await failureOf(api.call('bindCard', BANK))).toEqual(refusal(BIND_FAILURE_MESSAGE))
    expect(await failureOf(api.call('changeCard', { ...WALLET, orderId: ORDER }))).toEqual(
      refusal(BIND_FAILURE_MESSAGE),
    )
    expect(BIND_FAILURE_MESSAGE).toBe(
      'This account could not be verified. Please check the number and try again.',
    )
    expect(cardsOf(storage)).toHaveLength(3)
  })

  it('malformedResponse: bind and change answer an envelope without a code, which the app reads as malformed', async () => {
    const { api, storage } = withScenario('malformedResponse')
    const bound = await failureOf(api.call('bindCard', BANK))
    expect(bound).toEqual({ kind: 'malformed' })
    expect(bound).not.toHaveProperty('code')
    const changed = await failureOf(api.call('changeCard', { ...WALLET, orderId: ORDER }))
    expect(changed).toEqual({ kind: 'malformed' })
    expect(changed).not.toHaveProperty('code')
    // Nothing was bound, and the calls are recorded without a code.
    expect(cardsOf(storage)).toHaveLength(3)
    expect(callsOf(storage).map((c) => [c.call, c.code])).toEqual([
      ['bind', ''],
      ['change', ''],
    ])
  })
})

describe('sandbox: a bound account is a repayment card', () => {
  it.each([
    ['bind-card-new', 'bindCard', BANK],
    ['card-change', 'changeCard', { ...BANK, orderId: ORDER }],
  ] as const)('%s: the bank account shows in repayment-way, masked, once', async (_what, call, payload) => {
    const { api } = harness(memoryStorage())
    const before = await api.call('repaymentWay', { orderId: ORDER })
    expect(before.bankCards).toHaveLength(3)
    await api.call(call, payload)
    const after = await api.call('repaymentWay', { orderId: ORDER })
    expect(after.bankCards.slice(0, 3)).toEqual(before.bankCards)
    expect(after.bankCards.slice(3)).toEqual([
      { id: '7004', bankName: 'BDO Unibank', cardNo: '**** **** **** 0123', bankCode: 'BDO' },
    ])
    // The same account again is not a second card.
    await api.call(call, payload)
    expect((await api.call('repaymentWay', { orderId: ORDER })).bankCards).toHaveLength(4)
  })

  it('an e-wallet is a card too; another account of the same bank is a new card', async () => {
    const { api } = harness(memoryStorage())
    await api.call('bindCard', WALLET)
    await api.call('changeCard', { ...BANK, cardNo: '99998888777766665' })
    const { bankCards } = await api.call('repaymentWay', { orderId: ORDER })
    expect(bankCards.slice(3)).toEqual([
      { id: '7004', bankName: 'GCash', cardNo: '**** **** **** 4567', bankCode: 'GCASH' },
      { id: '7005', bankName: 'BDO Unibank', cardNo: '**** **** **** 6665', bankCode: 'BDO' },
    ])
  })
})

describe('sandbox: the bank calls it answered (state.bankCalls)', () => {
  it('records card-init, bind and change with every field sent, refused ones too, oldest first', async () => {
    const clock = manualClock()
    const storage = memoryStorage()
    const { api } = harness(storage, clock.now)
    await api.call('cardInit', { product_id: '101' })
    clock.advance(1_000)
    await failureOf(api.call('bindCard', { ...BANK, cardNo: '123' }))
    clock.advance(1_000)
    await api.call('bindCard', BANK)
    await api.call('changeCard', { ...WALLET, orderId: ORDER })
    const start = Date.parse('2026-11-20T09:30:00+08:00')
    // The form client adds the common query and mirrors product_id as productId (spec §7).
    const common = { ...PAGE_QUERY, productId: '101' }
    expect(callsOf(storage)).toEqual([
      { call: 'cardInit', fields: { ...common, product_id: '101' }, code: '0', at: start },
      { call: 'bind', fields: { ...common, ...BANK, cardNo: '123' }, code: '1', at: start + 1_000 },
      { call: 'bind', fields: { ...common, ...BANK }, code: '0', at: start + 2_000 },
      { call: 'change', fields: { ...common, ...WALLET, orderId: ORDER }, code: '0', at: start + 2_000 },
    ])
  })

  it('records the scenario refusals', async () => {
    const { api, storage } = withScenario('bankInitFailure')
    await failureOf(api.call('cardInit', { product_id: '101' }))
    expect(callsOf(storage).map((c) => [c.call, c.code])).toEqual([['cardInit', '1']])
  })

  it(`keeps the last ${MAX_LOGGED_CALLS}: the oldest goes first`, async () => {
    const clock = manualClock()
    const storage = memoryStorage()
    const state = loadState(storage, clock.now())
    state.bankCalls = Array.from({ length: MAX_LOGGED_CALLS }, (_, i) => ({
      call: 'cardInit' as const,
      fields: { product_id: `OLD${i}` },
      code: '0',
      at: i,
    }))
    saveState(storage, state)
    const { api } = harness(storage, clock.now)
    await api.call('bindCard', BANK)
    const calls = callsOf(storage)
    expect(MAX_LOGGED_CALLS).toBe(100)
    expect(calls).toHaveLength(100)
    expect(calls[0]?.fields.product_id).toBe('OLD1')
    expect(calls.at(-1)).toMatchObject({ call: 'bind', fields: BANK, code: '0' })
  })
})
