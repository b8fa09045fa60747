import * as v from 'valibot'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { BankForm, BankFormEvent } from '../../machines/bank-form.types.ts'
import { kindOf } from '../../machines/bank-form-items.ts'
import { createApi, type DataOf } from '../../src/api/api.ts'
import { bindCard, cardInit, changeCard } from '../../src/api/bank.ts'
import { createClients } from '../../src/api/client.ts'
import { schemas as s } from '../../src/api/bank.ts'
import { parseQuery } from '../../src/lib/query.ts'
import { createSandboxFetch } from '../../src/sandbox/index.ts'
import { loadState, saveState } from '../../src/sandbox/store.ts'
import { createSubmissions } from '../../src/lib/submissions.ts'
import {
  bankFormWith,
  bindBinding,
  unsettledBinding,
  decodeBankForm,
  decodeBankQuery,
  loadBankOutcome,
} from '../../src/screens/bank-form/bank-form.impl.ts'
import { memoryStorage } from '../sandbox/harness.ts'
import { fakeServices, flush, type FakeServices } from './fake-services.ts'

/**
 * The real side effects of the payment account form (src/screens/bank-form/bank-form.impl.ts): how
 * the link and card-init's answer are read, which bind call goes out with which payload, and what the
 * host is told. The machine's own rules are tested in tests/machines/bank-form.machine.test.ts.
 */

const ORDER = 'BYD20261105000017'
const COMMON = { deviceId: 'd1', sessionId: 's1', userId: '100234', merchantNumber: 'M0001' }

/** A card-init item as the server sends it; only code and cate are required. */
const item = (fields: Record<string, unknown>) => ({ title: '', subtitle: '', value: '', ...fields })

/** card-init's answer: both card types, every cate, numbers where text is expected. */
const RAW = {
  cardType: 1,
  items: [
    item({
      code: 'bankCode',
      cate: 'enum',
      title: 'Bank',
      subtitle: 'Select your bank',
      cardTypeMi: 1,
      note: [
        { name: 'BDO Unibank', type: 'BDO', channelNumber: 90011 },
        { name: 'BPI', type: 'BPI', channelNumber: '90012' },
        { name: 'CIMB Bank', type: 'CIMB' },
      ],
    }),
    item({ code: 'cardNo', cate: 'text', title: 'Account number', cardTypeMi: '1', note: 'digits only' }),
    item({
      code: 'bankCity',
      cate: 'city select',
      title: 'Branch city',
      cardTypeMi: '1',
      note: [
        { name: 'Manila', type: 'MANILA' },
        { name: 'Makati', type: 'MAKATI' },
      ],
    }),
    item({
      code: 'walletType',
      cate: 'select',
      title: 'E-wallet',
      cardTypeMi: 2,
      note: [
        { name: 'GCash', type: 'GCASH' },
        { name: 'Maya', type: 'MAYA' },
      ],
    }),
    item({ code: 'walletNo', cate: 'text', title: 'E-wallet number', cardTypeMi: '2' }),
    item({ code: 'payDay', cate: 'day', title: 'Salary day', cardTypeMi: 0 }),
  ],
}

const parsed = (raw: unknown): DataOf<typeof cardInit> => v.parse(s.cardInit, raw)
const decode = (raw: unknown): BankForm => decodeBankForm(parsed(raw))
const form = (...items: Record<string, unknown>[]) => decode({ items })
const codes = (decoded: BankForm) => decoded.fields.map((f) => f.code)
const fieldOf = (decoded: BankForm, code: string) => decoded.fields.find((f) => f.code === code)
const values = (decoded: BankForm, code: string) => fieldOf(decoded, code)?.options.map((o) => o.value)

/** What a call threw (decodeBankForm throws a CallFailure, not an Error). */
function thrown(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

// --------------------------------------------------------------------------------------- the link

// A binding's trace and its check load on demand: load them before the fake clock, as the page does
// from Next.
beforeAll(async () => {
  await loadBankOutcome()
})

describe('decodeBankQuery', () => {
  it('reads the product; the order is optional, and only source=loanDetail is a card change', () => {
    expect(decodeBankQuery({ ...COMMON, productId: '101' })).toEqual({
      productId: '101',
      orderId: '',
      fromLoanDetail: false,
    })
    expect(decodeBankQuery({ productId: '101', orderId: ORDER, source: 'loanDetail' })).toEqual({
      productId: '101',
      orderId: ORDER,
      fromLoanDetail: true,
    })
    expect(decodeBankQuery({ productId: '101', orderId: ORDER, source: 'home' })?.fromLoanDetail).toBe(false)
    expect(decodeBankQuery({ productId: ' P-1.a_2 ' })?.productId).toBe('P-1.a_2')
  })

  it('a link with product_id alone works: the page query mirrors it as productId', () => {
    expect(decodeBankQuery(parseQuery('?product_id=101&deviceId=d1'))).toEqual({
      productId: '101',
      orderId: '',
      fromLoanDetail: false,
    })
    expect(decodeBankQuery(parseQuery('?product_id=101&orderId=BYD1&source=loanDetail'))).toEqual({
      productId: '101',
      orderId: 'BYD1',
      fromLoanDetail: true,
    })
  })

  it('a card change (source=loanDetail) without its order is refused: the order page could not open', () => {
    expect(decodeBankQuery(parseQuery('?productId=101&source=loanDetail'))).toBeNull()
    expect(decodeBankQuery(parseQuery('?productId=101&source=loanDetail&orderId='))).toBeNull()
    expect(decodeBankQuery(parseQuery('?product_id=101&source=loanDetail&orderId=%20%20'))).toBeNull()
    expect(decodeBankQuery({ productId: '101', source: 'loanDetail' })).toBeNull()
    expect(decodeBankQuery({ productId: '101', orderId: '', source: 'loanDetail' })).toBeNull()
  })

  it.each([
    ['no product', { orderId: ORDER }],
    ['an empty product', { productId: '' }],
    ['a blank product', { productId: '   ' }],
    ['a product with a path', { productId: '1/../x' }],
    ['a product with markup', { productId: '<script>' }],
    ['a product longer than 64', { productId: '1'.repeat(65) }],
    ['a forged order', { productId: '101', orderId: '1/../x' }],
    ['an order with markup', { productId: '101', orderId: '<script>alert(1)</script>' }],
  ])('refuses a link with %s', (_what, query) => {
    expect(decodeBankQuery(query)).toBeNull()
  })

  it('refuses a forged product_id that the page query mirrors', () => {
    expect(decodeBankQuery(parseQuery('?product_id=%3Cscript%3E'))).toBeNull()
  })
})

// ------------------------------------------------------------------------------------- card-init

describe('kindOf: the cate, however the server spells it', () => {
  it.each([
    ['text', false, 'text'],
    ['Text', false, 'text'],
    ['input', false, 'text'],
    ['city select', false, 'city'],
    ['citySelect', false, 'city'],
    ['city_select', true, 'city'],
    ['city', false, 'city'],
    ['day', false, 'day'],
    ['daySelect', true, 'day'],
    ['enum', false, 'enum'],
    ['enum', true, 'enum'],
    ['select', false, 'enum'],
    ['radio', true, 'enum'],
    ['radio', false, 'text'],
    ['', false, 'text'],
    ['', true, 'enum'],
  ] as const)('%j (with entries: %s) is %s', (cate, hasEntries, kind) => {
    expect(kindOf(cate, hasEntries)).toBe(kind)
  })
})

describe('decodeBankForm', () => {
  it('reads the whole form: fields in order, kinds, choices, tabs and the starting card type', () => {
    const decoded = decode(RAW)
    expect(decoded.fields.map((f) => [f.code, f.kind, f.cardType, f.title])).toEqual([
      ['bankCode', 'enum', '1', 'Bank'],
      ['cardNo', 'text', '1', 'Account number'],
      ['bankCity', 'city', '1', 'Branch city'],
      ['walletType', 'enum', '2', 'E-wallet'],
      ['walletNo', 'text', '2', 'E-wallet number'],
      ['payDay', 'day', '0', 'Salary day'],
    ])
    expect(fieldOf(decoded, 'bankCode')?.options).toEqual([
      { value: 'BDO', label: 'BDO Unibank', channelNumber: '90011' },
      { value: 'BPI', label: 'BPI', channelNumber: '90012' },
      { value: 'CIMB', label: 'CIMB Bank', channelNumber: '' },
    ])
    expect(fieldOf(decoded, 'bankCode')?.placeholder).toBe('Select your bank')
    expect(fieldOf(decoded, 'bankCity')?.options).toEqual([
      { value: 'MANILA', label: 'Manila', channelNumber: '' },
      { value: 'MAKATI', label: 'Makati', channelNumber: '' },
    ])
    // A text item's hint note gives no choices.
    expect(fieldOf(decoded, 'cardNo')?.options).toEqual([])
    expect(decoded.cardTypes).toEqual([
      { value: '1', label: 'Bank account' },
      { value: '2', label: 'E-wallet' },
    ])
    expect(decoded.cardType).toBe('1')
    expect(decoded.values).toEqual({
      bankCode: '',
      cardNo: '',
      bankCity: '',
      walletType: '',
      walletNo: '',
      payDay: '',
    })
  })

  it('the cardType item gives the tabs and the starting tab, and is not a field', () => {
    const decoded = decode({
      cardType: '1',
      items: [
        item({
          code: 'cardType',
          cate: 'enum',
          value: 2,
          note: [
            { name: 'Bank', type: 1 },
            { name: 'GCash or Maya', type: '2' },
          ],
        }),
        ...RAW.items,
      ],
    })
    expect(codes(decoded)).toEqual(['bankCode', 'cardNo', 'bankCity', 'walletType', 'walletNo', 'payDay'])
    expect(decoded.cardTypes).toEqual([
      { value: '1', label: 'Bank' },
      { value: '2', label: 'GCash or Maya' },
    ])
    expect(decoded.cardType).toBe('2')
    expect(decoded.values).not.toHaveProperty('cardType')
  })

  it("a cardType item without a value starts on the answer's cardType", () => {
    const typeItem = item({
      code: 'cardType',
      cate: 'enum',
      note: [
        { name: 'A', type: '1' },
        { name: 'B', type: '2' },
      ],
    })
    expect(decode({ cardType: 2, items: [typeItem, ...RAW.items] }).cardType).toBe('2')
  })

  it("the cardType item's entries are read like a field's: trimmed, typeless dropped, each type once", () => {
    const typeItem = item({
      code: 'cardType',
      cate: 'enum',
      value: '2',
      note: [
        { name: 'Bank', type: '1' },
        { name: 'Bank again', type: '1' },
        { name: 'Nothing', type: '' },
        { name: 'No type at all' },
        { name: 'Null type', type: null },
        { name: 'Wallet', type: ' 2 ' },
      ],
    })
    const decoded = decode({ items: [typeItem, ...RAW.items] })
    expect(decoded.cardTypes).toEqual([
      { value: '1', label: 'Bank' },
      { value: '2', label: 'Wallet' },
    ])
    expect(decoded.cardType).toBe('2')
  })

  it("a cardType entry with a blank name gets the tab's own name", () => {
    const typeItem = item({
      code: 'cardType',
      cate: 'enum',
      note: [{ name: '', type: '1' }, { name: '  ', type: '2' }, { type: '7' }],
    })
    expect(decode({ items: [typeItem, ...RAW.items] }).cardTypes).toEqual([
      { value: '1', label: 'Bank account' },
      { value: '2', label: 'E-wallet' },
      { value: '7', label: 'Card type 7' },
    ])
  })

  it('a second cardType item is not a field either', () => {
    const typeItem = item({ code: 'cardType', cate: 'enum', value: '1', note: [{ name: 'Bank', type: '1' }] })
    expect(codes(decode({ items: [typeItem, ...RAW.items, { ...typeItem, value: '2' }] }))).toEqual([
      'bankCode',
      'cardNo',
      'bankCity',
      'walletType',
      'walletNo',
      'payDay',
    ])
  })

  it('a cardType item without entries leaves the tabs to the fields', () => {
    const decoded = decode({ items: [item({ code: 'cardType', cate: 'enum', value: '2' }), ...RAW.items] })
    expect(codes(decoded)).not.toContain('cardType')
    expect(decoded.cardTypes).toEqual([
      { value: '1', label: 'Bank account' },
      { value: '2', label: 'E-wallet' },
    ])
    expect(decoded.cardType).toBe('2')
  })

  it.each([
    ['the default when it is offered', ['1', '2'], '1'],
    ['the first tab when the default is not offered', ['3', '2'], '3'],
  ])('a server card type that is not a tab starts on %s', (_what, types, cardType) => {
    const typeItem = item({
      code: 'cardType',
      cate: 'enum',
      value: '5',
      note: types.map((type) => ({ name: `Type ${type}`, type })),
    })
    expect(decode({ cardType: '5', items: [typeItem, ...RAW.items] }).cardType).toBe(cardType)
  })

  it('without a cardType item the tabs are the server type plus every cardTypeMi, in number order', () => {
    const decoded = decode({
      cardType: '2',
      items: [
        item({ code: 'a', cate: 'text', cardTypeMi: '10' }),
        item({ code: 'b', cate: 'text', cardTypeMi: ' 2 ' }),
        item({ code: 'c', cate: 'text', cardTypeMi: '0' }),
      ],
    })
    expect(decoded.cardTypes).toEqual([
      { value: '2', label: 'E-wallet' },
      { value: '10', label: 'Card type 10' },
    ])
    expect(decoded.cardType).toBe('2')
    expect(fieldOf(decoded, 'b')?.cardType).toBe('2')
  })

  it.each([
    ['only an e-wallet field', [item({ code: 'walletNo', cate: 'text', cardTypeMi: 2 })], ['2'], '2'],
    [
      'fields of 3 and 2',
      [item({ code: 'a', cate: 'text', cardTypeMi: 3 }), item({ code: 'b', cate: 'text', cardTypeMi: 2 })],
      ['2', '3'],
      '2',
    ],
    [
      'fields of 2 and 1',
      [item({ code: 'a', cate: 'text', cardTypeMi: 2 }), item({ code: 'b', cate: 'text', cardTypeMi: 1 })],
      ['1', '2'],
      '1',
    ],
    ['only shared fields', [item({ code: 'a', cate: 'text' }), item({ code: 'b', cate: 'day' })], ['1'], '1'],
  ])(
    'without a server type the tabs are the types the fields name (%s: %j), starting on %j',
    (_what, items, tabs, cardType) => {
      const decoded = decode({ items })
      expect(decoded.cardTypes.map((t) => t.value)).toEqual(tabs)
      expect(decoded.cardType).toBe(cardType)
    },
  )

  it('a tab that would show no field is left out', () => {
    // The bank fields and the e-wallet fields, nothing shared.
    const items = [
      item({ code: 'cardNo', cate: 'text', cardTypeMi: '1' }),
      item({ code: 'walletNo', cate: 'text', cardTypeMi: '2' }),
    ]
    const named = item({
      code: 'cardType',
      cate: 'enum',
      value: '3',
      note: [
        { name: 'Bank', type: '1' },
        { name: 'Wallet', type: '2' },
        { name: 'Credit card', type: '3' },
      ],
    })
    // The server's type names a tab without fields: it is not a tab, and the form starts on 1.
    expect(decode({ cardType: '3', items })).toMatchObject({
      cardTypes: [
        { value: '1', label: 'Bank account' },
        { value: '2', label: 'E-wallet' },
      ],
      cardType: '1',
    })
    expect(decode({ items: [named, ...items] })).toMatchObject({
      cardTypes: [
        { value: '1', label: 'Bank' },
        { value: '2', label: 'Wallet' },
      ],
      cardType: '1',
    })
    // Only the e-wallet has fields: the server's 1 is no tab, the form starts on 2.
    expect(decode({ cardType: '1', items: [items[1]] })).toMatchObject({
      cardTypes: [{ value: '2', label: 'E-wallet' }],
      cardType: '2',
    })
  })

  it("a shared field (cardTypeMi 0) keeps the server's tab: it shows that field", () => {
    const decoded = decode({
      cardType: '3',
      items: [
        item({ code: 'cardNo', cate: 'text', cardTypeMi: '1' }),
        item({ code: 'payDay', cate: 'day', cardTypeMi: '0' }),
      ],
    })
    expect(decoded.cardTypes).toEqual([
      { value: '1', label: 'Bank account' },
      { value: '3', label: 'Card type 3' },
    ])
    expect(decoded.cardType).toBe('3')
  })

  it.each([
    ['absent', {}],
    ['null', { cardTypeMi: null }],
    ['blank', { cardTypeMi: '  ' }],
  ])('a cardTypeMi that is %s shows the field for every card type', (_what, changes) => {
    expect(fieldOf(form(item({ code: 'x', cate: 'text', ...changes })), 'x')?.cardType).toBe('0')
  })

  it('a code given twice keeps its first item', () => {
    const decoded = form(
      item({ code: 'cardNo', cate: 'text', title: 'Account number', value: '1234567890' }),
      item({ code: 'cardNo', cate: 'enum', title: 'Again', value: 'X', note: [{ name: 'X', type: 'X' }] }),
    )
    expect(decoded.fields).toHaveLength(1)
    expect(fieldOf(decoded, 'cardNo')).toMatchObject({ kind: 'text', title: 'Account number', options: [] })
    expect(decoded.values).toEqual({ cardNo: '1234567890' })
  })

  it('entries without a type are dropped; a type given twice keeps its first name; a nameless entry shows its type', () => {
    const decoded = form(
      item({
        code: 'bankCode',
        cate: 'enum',
        note: [
          { name: 'No type', type: '' },
          { name: 'Blank type', type: '  ' },
          { name: 'Missing type' },
          { name: 'Null type', type: null },
          { name: 'BDO Unibank', type: ' BDO ', channelNumber: ' 90011 ' },
          { name: 'BDO again', type: 'BDO', channelNumber: '99999' },
          { name: '', type: 'UBP' },
          { name: null, type: 'PNB' },
          { type: 'RCBC' },
        ],
      }),
    )
    expect(fieldOf(decoded, 'bankCode')?.options).toEqual([
      { value: 'BDO', label: 'BDO Unibank', channelNumber: '90011' },
      { value: 'UBP', label: 'UBP', channelNumber: '' },
      { value: 'PNB', label: 'PNB', channelNumber: '' },
      { value: 'RCBC', label: 'RCBC', channelNumber: '' },
    ])
  })

  it('a day field without entries offers 1 to 31; with entries, those', () => {
    const decoded = form(
      item({ code: 'payDay', cate: 'day' }),
      item({
        code: 'payDay2',
        cate: 'day',
        note: [
          { name: '15th', type: 15 },
          { name: '30th', type: 30 },
        ],
      }),
    )
    expect(values(decoded, 'payDay')).toEqual(Array.from({ length: 31 }, (_, d) => String(d + 1)))
    expect(fieldOf(decoded, 'payDay')?.options[0]).toEqual({ value: '1', label: '1', channelNumber: '' })
    expect(fieldOf(decoded, 'payDay')?.options[30]).toEqual({ value: '31', label: '31', channelNumber: '' })
    expect(fieldOf(decoded, 'payDay2')?.options).toEqual([
      { value: '15', label: '15th', channelNumber: '' },
      { value: '30', label: '30th', channelNumber: '' },
    ])
  })

  it('a select that could never be filled (an enum or city without entries) is left out', () => {
    const decoded = form(
      item({ code: 'enum', cate: 'enum', value: 'BDO' }),
      item({ code: 'select', cate: 'select', note: null }),
      item({ code: 'typeless', cate: 'enum', note: [{ name: 'Nothing', type: '' }, { name: 'Missing' }] }),
      // An unknown cate whose entries have no type is a text field, not an empty select.
      item({ code: 'radio', cate: 'radio', note: [{ name: 'Nothing', type: ' ' }] }),
      item({ code: 'city', cate: 'city' }),
      item({ code: 'citySelect', cate: 'citySelect', value: 'Manila' }),
      item({ code: 'citySpaced', cate: 'city select', note: [] }),
      item({ code: 'cityHint', cate: 'city select', note: 'Choose your city' }),
      item({ code: 'cardNo', cate: 'text' }),
      item({ code: 'payDay', cate: 'day' }),
      item({ code: 'city2', cate: 'city', note: [{ name: 'Manila', type: 'MNL' }] }),
    )
    expect(codes(decoded)).toEqual(['radio', 'cardNo', 'payDay', 'city2'])
    expect(decoded.fields[0]).toMatchObject({ code: 'radio', kind: 'text', options: [] })
    expect(values(decoded, 'city2')).toEqual(['MNL'])
    expect(decoded.values).toEqual({ radio: '', cardNo: '', payDay: '', city2: '' })
  })

  it('a note may be the JSON text of a list: read as that list; other text is a hint, not entries', () => {
    const decoded = form(
      item({
        code: 'bankCode',
        cate: 'enum',
        value: 'BPI',
        note: '[{"name":"BDO Unibank","type":"BDO","channelNumber":90011},{"name":"","type":"BPI"}]',
      }),
      item({ code: 'walletType', cate: 'radio', note: ' [{"name":"GCash","type":"GCASH"}] ' }),
      item({ code: 'payDay', cate: 'day', note: '[{"name":"15th","type":15}]' }),
      item({ code: 'cardNo', cate: 'text', note: '[{"name":"BDO","type":"BDO"}]' }),
      item({ code: 'hinted', cate: 'enum', note: 'Choose your bank' }),
      item({ code: 'object', cate: 'enum', note: '{"name":"BDO","type":"BDO"}' }),
      item({ code: 'empty', cate: 'enum', note: '[]' }),
    )
    expect(codes(decoded)).toEqual(['bankCode', 'walletType', 'payDay', 'cardNo'])
    expect(fieldOf(decoded, 'bankCode')?.options).toEqual([
      { value: 'BDO', label: 'BDO Unibank', channelNumber: '90011' },
      { value: 'BPI', label: 'BPI', channelNumber: '' },
    ])
    expect(fieldOf(decoded, 'walletType')).toMatchObject({
      kind: 'enum',
      options: [{ value: 'GCASH', label: 'GCash', channelNumber: '' }],
    })
    expect(fieldOf(decoded, 'payDay')?.options).toEqual([{ value: '15', label: '15th', channelNumber: '' }])
    expect(fieldOf(decoded, 'cardNo')).toMatchObject({ kind: 'text', options: [] })
    expect(decoded.values).toEqual({ bankCode: 'BPI', walletType: '', payDay: '', cardNo: '' })
  })

  it.each([
    ['an entry whose type is an object', '[{"name":"BDO","type":{"code":"BDO"}}]'],
    ['an entry whose name is a list', '[{"name":["BDO"],"type":"BDO"}]'],
    ['a list of strings', '["BDO","BPI"]'],
    ['a good entry and a bad one', '[{"name":"BDO","type":"BDO"},{"name":"BPI","type":[1]}]'],
  ])('a note that is the JSON text of a list with %s is refused by the schema (malformed)', (_what, note) => {
    const raw = {
      items: [item({ code: 'bankCode', cate: 'enum', note }), item({ code: 'cardNo', cate: 'text' })],
    }
    expect(v.safeParse(s.cardInit, raw).success).toBe(false)
  })

  it('cleans the server values by the field rules', () => {
    const decoded = form(
      item({ code: 'cardNo', cate: 'text', value: ' 1234567890 ' }),
      item({ code: 'walletNo', cate: 'text', value: 9171234567 }),
      item({ code: 'longNo', cate: 'text', value: '9'.repeat(40) }),
      item({ code: 'none', cate: 'text', value: null }),
      item({ code: 'bank', cate: 'enum', value: 'BPI', note: [{ name: 'BPI', type: 'BPI' }] }),
      item({ code: 'bank2', cate: 'enum', value: 'Atlantis', note: [{ name: 'BPI', type: 'BPI' }] }),
      item({ code: 'bank3', cate: 'enum', value: ' BPI ', note: [{ name: 'BPI', type: 'BPI' }] }),
      item({ code: 'payDay', cate: 'day', value: 15 }),
      item({ code: 'payDay2', cate: 'day', value: '32' }),
      item({ code: 'payDay3', cate: 'day', value: '0' }),
      item({ code: 'city', cate: 'city', value: 'MNL', note: [{ name: 'Manila', type: 'MNL' }] }),
      item({ code: 'city2', cate: 'city', value: 'Manila', note: [{ name: 'Manila', type: 'MNL' }] }),
    )
    expect(decoded.values).toEqual({
      cardNo: '1234567890',
      walletNo: '9171234567',
      longNo: '99999999999999999999999999999999',
      none: '',
      bank: 'BPI',
      bank2: '',
      bank3: 'BPI',
      payDay: '15',
      payDay2: '',
      payDay3: '',
      // The name is not the value: the type is.
      city: 'MNL',
      city2: '',
    })
  })

  it.each([
    ['masked', '**** 1234'],
    ['masked without a space', '****1234'],
    ['masked in the middle', '0917***4567'],
    ['with spaces', '1234 5678 90'],
    ['with dashes and letters', ' 1234-5678 90ab '],
    ['with a plus', '+639171234567'],
    ['negative', '-5'],
    ['a decimal', '12.5'],
    ['blank', '   '],
  ])('a text value that is not a plain number (%s: %j) starts empty', (_what, value) => {
    expect(form(item({ code: 'cardNo', cate: 'text', value })).values).toEqual({ cardNo: '' })
  })

  it.each([
    ['05', '5'],
    ['5', '5'],
    [' 7 ', '7'],
    ['007', '7'],
    ['31', '31'],
    ['00', ''],
    ['5th', ''],
    ['5.0', ''],
    ['-5', ''],
  ])('a day value %j is kept as %j', (value, kept) => {
    expect(form(item({ code: 'payDay', cate: 'day', value })).values).toEqual({ payDay: kept })
  })

  it("a day with entries of its own takes '015' as its 15", () => {
    const decoded = form(
      item({ code: 'payDay', cate: 'day', value: '015', note: [{ name: '15th', type: '15' }] }),
    )
    expect(decoded.values).toEqual({ payDay: '15' })
  })

  it("a day whose own entries are zero-padded keeps '05' as sent", () => {
    const decoded = form(
      item({
        code: 'payDay',
        cate: 'day',
        value: '05',
        note: [
          { name: '4th', type: '04' },
          { name: '5th', type: '05' },
        ],
      }),
    )
    expect(decoded.values).toEqual({ payDay: '05' })
  })

  it('the title falls back to the subtitle, then to the code; the subtitle is the placeholder', () => {
    const decoded = form(
      item({ code: 'a', cate: 'text', title: 'Account', subtitle: 'Enter it' }),
      item({ code: 'b', cate: 'text', title: '  ', subtitle: 'Enter your number' }),
      item({ code: 'c', cate: 'text', title: null, subtitle: ' ' }),
    )
    expect(decoded.fields.map((f) => [f.title, f.placeholder])).toEqual([
      ['Account', 'Enter it'],
      ['Enter your number', 'Enter your number'],
      ['c', ' '],
    ])
  })

  it.each([
    ['no items', { items: [] }],
    [
      'only the cardType item',
      { items: [item({ code: 'cardType', cate: 'enum', note: [{ name: 'A', type: '1' }] })] },
    ],
    [
      'only selects without entries (every field left out)',
      {
        items: [
          item({ code: 'bankCode', cate: 'enum' }),
          item({ code: 'bankCity', cate: 'city select', note: 'Choose your city' }),
          item({ code: 'walletType', cate: 'select', note: [{ name: 'GCash' }] }),
        ],
      },
    ],
    [
      'tabs none of which shows a field',
      {
        cardType: '5',
        items: [
          item({ code: 'cardType', cate: 'enum', value: '5', note: [{ name: 'Other', type: '5' }] }),
          item({ code: 'cardNo', cate: 'text', cardTypeMi: '1' }),
        ],
      },
    ],
  ])('a form with %s is malformed', (_what, raw) => {
    expect(thrown(() => decode(raw))).toEqual({ kind: 'malformed' })
  })
})

// ------------------------------------------------------------------------------------ the wiring

const FILL_BANK: BankFormEvent[] = [
  { type: 'picker.open', code: 'bankCode' },
  { type: 'picker.change', value: 'BPI' },
  { type: 'picker.confirm' },
  { type: 'field.change', code: 'cardNo', value: '1234 5678 9012' },
  { type: 'picker.open', code: 'bankCity' },
  { type: 'picker.change', value: 'MAKATI' },
  { type: 'picker.confirm' },
  { type: 'picker.open', code: 'payDay' },
  { type: 'picker.change', value: '15' },
  { type: 'picker.confirm' },
]
const BANK_PAYLOAD = {
  channelNumber: '90012',
  bankCode: 'BPI',
  cardNo: '123456789012',
  bankCity: 'MAKATI',
  payDay: '15',
  cardType: '1',
  product_id: '101',
}

/** The flow over fake services that answer the sandbox-like form and every bind; `configure` changes them. */
function start(
  pageQuery: Record<string, string>,
  configure: (services: FakeServices) => void = () => {},
  reuse?: FakeServices,
) {
  // As the app reads it (src/app/compose.ts): parsed from the search string, product_id mirrored.
  const services = reuse ?? fakeServices({ pageQuery: parseQuery(new URLSearchParams(pageQuery).toString()) })
  services.answer(cardInit, () => parsed(RAW))
  services.answer(bindCard, () => null)
  services.answer(changeCard, () => null)
  configure(services)
  const input = decodeBankQuery(services.pageQuery())
  if (input === null) throw new Error('the test page query does not decode')
  // As the screen does: a binding of this form whose outcome is unknown is reopened and checked.
  const unsettled = unsettledBinding(createSubmissions(services.store), input)
  const actor = createActor(bankFormWith(services), { input: { ...input, unsettled } })
  actor.start()
  return { services, actor }
}

type Flow = ReturnType<typeof start>
const submit = async (flow: Flow, events: BankFormEvent[] = FILL_BANK) => {
  await flush()
  events.forEach((event) => flow.actor.send(event))
  flow.actor.send({ type: 'form.submit' })
  await flush()
}

describe('the payment account form: the calls and the host', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('POST /card-init with product_id at once; startBank with the product and order once the form shows', async () => {
    const flow = start({ ...COMMON, productId: '101', orderId: ORDER })
    expect(cardInit).toMatchObject({ method: 'POST', path: '/card-init', send: 'form' })
    await flush()
    expect(flow.services.api.calls.map((c) => c.endpoint)).toEqual([cardInit])
    expect(flow.services.api.callsTo(cardInit)).toEqual([{ product_id: '101' }])
    expect(flow.services.bridge.sent).toEqual([{ type: 'startBank', productId: '101', orderId: ORDER }])
    expect(flow.actor.getSnapshot().context.fields.map((f) => f.code)).toEqual([
      'bankCode',
      'cardNo',
      'bankCity',
      'walletType',
      'walletNo',
      'payDay',
    ])
  })

  it('startBank leaves out an order the link does not have', async () => {
    const flow = start({ product_id: '101' })
    await flush()
    expect(flow.services.bridge.sent).toEqual([{ type: 'startBank', productId: '101' }])
  })

  it.each([
    ['a refusal', { kind: 'rejected', code: '1', message: 'Not now' }, { text: 'Not now' }],
    ['a lost connection', { kind: 'network' }, { id: 'error.network' }],
  ])('%s of card-init toasts and starts nothing', async (_what, error, notice) => {
    const flow = start({ productId: '101' }, (services) => services.fail(cardInit, error))
    const { services } = flow
    await flush()
    expect(flow.actor.getSnapshot().value).toBe('loadFailed')
    expect(services.toasts).toEqual([{ notice, tone: 'failure' }])
    expect(services.bridge.sent).toEqual([])
  })

  it.each([
    ['without items', { items: [] }],
    ['whose every select has no entries', { items: [item({ code: 'bankCode', cate: 'enum' })] }],
  ])('a form %s is a malformed answer: the malformed message, nothing started', async (_what, raw) => {
    const flow = start({ productId: '101' }, (services) => services.answer(cardInit, () => parsed(raw)))
    const { services } = flow
    await flush()
    expect(flow.actor.getSnapshot().value).toBe('loadFailed')
    expect(services.toasts).toEqual([{ notice: { id: 'error.malformed' }, tone: 'failure' }])
    expect(services.bridge.sent).toEqual([])
  })

  it('Next binds with POST /bind-card-new and the bank payload, then endBank and closeWebview', async () => {
    const flow = start({ ...COMMON, productId: '101', orderId: ORDER })
    await submit(flow)
    expect(bindCard).toMatchObject({ method: 'POST', path: '/bind-card-new', send: 'form' })
    expect(flow.services.api.callsTo(bindCard)).toEqual([BANK_PAYLOAD])
    expect(flow.services.api.callsTo(changeCard)).toEqual([])
    expect(flow.services.bridge.sent).toEqual([
      { type: 'startBank', productId: '101', orderId: ORDER },
      { type: 'endBank' },
      { type: 'closeWebview' },
    ])
    expect(flow.services.navigate.go).not.toHaveBeenCalled()
    expect(flow.services.navigate.leave).not.toHaveBeenCalled()
    expect(flow.services.toasts).toEqual([])
  })

  it('an e-wallet binds with its own fields and no channelNumber', async () => {
    const flow = start({ productId: '101' })
    await submit(flow, [
      { type: 'cardType.choose', cardType: '2' },
      { type: 'picker.open', code: 'walletType' },
      { type: 'picker.change', value: 'MAYA' },
      { type: 'picker.confirm' },
      { type: 'field.change', code: 'walletNo', value: '0917 123 4567' },
      { type: 'picker.open', code: 'payDay' },
      { type: 'picker.confirm' },
    ])
    expect(flow.services.api.callsTo(bindCard)).toEqual([
      { walletType: 'MAYA', walletNo: '09171234567', payDay: '1', cardType: '2', product_id: '101' },
    ])
  })

  it('from the order page: POST /card-change with the payload and the order, then the order page replaces the form', async () => {
    const flow = start({ ...COMMON, productId: '101', orderId: ORDER, source: 'loanDetail' })
    await submit(flow)
    expect(changeCard).toMatchObject({ method: 'POST', path: '/card-change', send: 'form' })
    expect(flow.services.api.callsTo(changeCard)).toEqual([{ ...BANK_PAYLOAD, orderId: ORDER }])
    expect(flow.services.api.callsTo(bindCard)).toEqual([])
    expect(flow.services.bridge.sent).toEqual([
      { type: 'startBank', productId: '101', orderId: ORDER },
      { type: 'endBank' },
      { type: 'closeWebview' },
    ])
    expect(flow.services.navigate.go.mock.calls).toEqual([
      ['/order', { productId: '101', orderId: ORDER, source: 'loanDetail' }, { replace: true }],
    ])
  })

  it("a refused bind toasts the server's message; nothing more for the host; Next binds again", async () => {
    const flow = start({ productId: '101', orderId: ORDER, source: 'loanDetail' })
    const { services } = flow
    services.fail(changeCard, { kind: 'rejected', code: '1', message: 'the channel of BPI is 90012' })
    await submit(flow)
    expect(services.toasts).toEqual([{ notice: { text: 'the channel of BPI is 90012' }, tone: 'failure' }])
    expect(services.bridge.sent.map((a) => a.type)).toEqual(['startBank'])
    expect(services.navigate.go).not.toHaveBeenCalled()
    expect(flow.actor.getSnapshot().context.values).toMatchObject({ bankCode: 'BPI', cardNo: '123456789012' })
    services.answer(changeCard, () => null)
    await submit(flow, [])
    expect(services.api.callsTo(changeCard)).toHaveLength(2)
    expect(services.bridge.sent.map((a) => a.type)).toEqual(['startBank', 'endBank', 'closeWebview'])
  })
})

describe('the payment account form over the sandbox (the real api)', () => {
  it('loads the sandbox form, binds the chosen bank with its channel, and the sandbox records it', async () => {
    const storage = memoryStorage()
    const pageQuery = { ...COMMON, product_id: '101' }
    const api = createApi(
      createClients({
        baseURL: 'http://sandbox.local/api-sandbox',
        pageQuery: () => parseQuery(new URLSearchParams(pageQuery).toString()),
        fetch: createSandboxFetch({ storage }),
      }),
    )
    const services = {
      ...fakeServices({ pageQuery: parseQuery(new URLSearchParams(pageQuery).toString()) }),
      api,
    }
    const input = decodeBankQuery(services.pageQuery())
    if (input === null) throw new Error('the test page query does not decode')
    const actor = createActor(bankFormWith(services), { input })
    actor.start()
    await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true))
    for (const event of FILL_BANK) actor.send(event)
    actor.send({ type: 'form.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('bound'))
    expect(services.toasts).toEqual([])
    expect(services.bridge.sent.map((a) => a.type)).toEqual(['startBank', 'endBank', 'closeWebview'])
    const calls = loadState(storage, Date.now()).bankCalls
    expect(calls.map((c) => [c.call, c.code])).toEqual([
      ['cardInit', '0'],
      ['bind', '0'],
    ])
    expect(calls[1]?.fields).toMatchObject(BANK_PAYLOAD)
  })
})

describe('the payment account form: a binding whose answer was lost (issue 24)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const keysTo = (flow: Flow, endpoint: typeof bindCard | typeof changeCard) =>
    flow.services.api.calls.filter((c) => c.endpoint === endpoint).map((c) => c.options?.idempotencyKey)
  const trace = (flow: Flow) => createSubmissions(flow.services.store).find('bind-card')

  it('bind-card-new carries a key, stored with the binding before it leaves; bound: the trace goes', async () => {
    let stored: unknown
    const flow = start({ productId: '101' }, (services) =>
      services.answer(bindCard, () => {
        stored = createSubmissions(services.store).find('bind-card')
      }),
    )
    await submit(flow)
    const [key] = keysTo(flow, bindCard)
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    expect(stored).toMatchObject({
      key,
      binding: bindBinding({ fromLoanDetail: false, orderId: '', payload: BANK_PAYLOAD }),
      data: BANK_PAYLOAD,
    })
    expect(trace(flow)).toBeUndefined()
    expect(flow.actor.getSnapshot().value).toBe('bound')
  })

  it('a lost answer is checked by sending the same binding with the same key: bound, endBank, closeWebview', async () => {
    const flow = start({ productId: '101' }, (services) => services.fail(bindCard, { kind: 'timeout' }))
    await submit(flow)
    expect(flow.actor.getSnapshot().matches({ editing: { form: 'checkingOutcome' } })).toBe(true)
    expect(flow.services.toasts).toEqual([])
    flow.services.answer(bindCard, () => null)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(flow.services.api.callsTo(bindCard)).toEqual([BANK_PAYLOAD, BANK_PAYLOAD])
    const [first, replay] = keysTo(flow, bindCard)
    expect(replay).toBe(first)
    expect(flow.actor.getSnapshot().value).toBe('bound')
    expect(flow.services.bridge.sent.map((a) => a.type)).toEqual(['startBank', 'endBank', 'closeWebview'])
    expect(trace(flow)).toBeUndefined()
  })

  it("the replay refused: not bound, the server's reason; the trace goes and Next binds with a new key", async () => {
    const flow = start({ productId: '101' }, (services) =>
      services.fail(bindCard, { kind: 'http', code: '502' }),
    )
    await submit(flow)
    flow.services.fail(bindCard, { kind: 'rejected', code: '1', message: 'the channel of BPI is 90012' })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(flow.actor.getSnapshot().matches({ editing: { form: 'filling' } })).toBe(true)
    expect(flow.services.toasts).toEqual([
      { notice: { text: 'the channel of BPI is 90012' }, tone: 'failure' },
    ])
    expect(trace(flow)).toBeUndefined()
    flow.services.answer(bindCard, () => null)
    await submit(flow, [])
    const [first, replay, next] = keysTo(flow, bindCard)
    expect(replay).toBe(first)
    expect(next).not.toBe(first)
  })

  it('no answer to the replays either: unknown, then Check again binds once with the same key', async () => {
    const flow = start({ productId: '101' }, (services) => services.fail(bindCard, { kind: 'network' }))
    await submit(flow)
    await vi.advanceTimersByTimeAsync(15_000)
    expect(flow.actor.getSnapshot().matches({ editing: { form: 'outcomeUnknown' } })).toBe(true)
    expect(flow.services.api.callsTo(bindCard)).toHaveLength(1 + 4)
    expect(trace(flow)).toBeDefined()
    flow.actor.send({ type: 'service.open' })
    expect(flow.services.navigate.go.mock.calls).toEqual([['/customerService']])
    flow.services.answer(bindCard, () => null)
    flow.actor.send({ type: 'outcome.check' })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(flow.actor.getSnapshot().value).toBe('bound')
    expect(new Set(keysTo(flow, bindCard)).size).toBe(1)
  })

  it('a reload while unknown reopens on the binding (values on the form) and checks it with the same key', async () => {
    const flow = start({ ...COMMON, productId: '101', orderId: ORDER, source: 'loanDetail' }, (services) =>
      services.fail(changeCard, { kind: 'timeout' }),
    )
    await submit(flow)
    const [first] = keysTo(flow, changeCard)
    flow.actor.stop()

    // The same page again, over the same storage: the form reopens on the binding and checks it.
    const again = start(
      { ...COMMON, productId: '101', orderId: ORDER, source: 'loanDetail' },
      () => {},
      flow.services,
    )
    await flush()
    expect(again.actor.getSnapshot().matches({ editing: { form: 'checkingOutcome' } })).toBe(true)
    expect(again.actor.getSnapshot().context.values).toMatchObject({
      bankCode: 'BPI',
      cardNo: '123456789012',
    })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(flow.services.api.callsTo(changeCard)).toEqual([
      { ...BANK_PAYLOAD, orderId: ORDER },
      { ...BANK_PAYLOAD, orderId: ORDER },
    ])
    expect(keysTo(flow, changeCard)).toEqual([first, first])
    expect(again.actor.getSnapshot().value).toBe('bound')
    expect(flow.services.navigate.go.mock.calls).toEqual([
      ['/order', { productId: '101', orderId: ORDER, source: 'loanDetail' }, { replace: true }],
    ])

    // A new binding afterwards: a new key.
    const next = start({ productId: '101' }, () => {}, flow.services)
    await submit(next)
    expect(keysTo(next, bindCard)[0]).not.toBe(first)
  })

  it('another product or call does not take the unsettled binding', async () => {
    const flow = start({ productId: '101' }, (services) => services.fail(bindCard, { kind: 'timeout' }))
    await submit(flow)
    const submissions = createSubmissions(flow.services.store)
    expect(unsettledBinding(submissions, { productId: '101', orderId: '', fromLoanDetail: false })).toEqual(
      BANK_PAYLOAD,
    )
    expect(unsettledBinding(submissions, { productId: '102', orderId: '', fromLoanDetail: false })).toBeNull()
    expect(
      unsettledBinding(submissions, { productId: '101', orderId: ORDER, fromLoanDetail: true }),
    ).toBeNull()
  })
})

describe('the payment account form over the sandbox: a gateway error after binding', () => {
  it('one binding in the ledger; the check (the same binding, the same key) finds it bound', async () => {
    const storage = memoryStorage()
    const pageQuery = { ...COMMON, product_id: '101' }
    const api = createApi(
      createClients({
        baseURL: 'http://sandbox.local/api-sandbox',
        pageQuery: () => parseQuery(new URLSearchParams(pageQuery).toString()),
        fetch: createSandboxFetch({ storage }),
      }),
    )
    const state = loadState(storage, Date.now())
    saveState(storage, { ...state, scenario: 'gatewayError' })
    const services = {
      ...fakeServices({ pageQuery: parseQuery(new URLSearchParams(pageQuery).toString()) }),
      api,
    }
    const input = decodeBankQuery(services.pageQuery())
    if (input === null) throw new Error('the test page query does not decode')
    const actor = createActor(bankFormWith(services), { input })
    actor.start()
    await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true))
    for (const event of FILL_BANK) actor.send(event)
    actor.send({ type: 'form.submit' })
    await vi.waitFor(() =>
      expect(actor.getSnapshot().matches({ editing: { form: 'checkingOutcome' } })).toBe(true),
    )
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('bound'), { timeout: 3_000 })
    const ledger = loadState(storage, Date.now()).ledger
    expect(ledger.map((entry) => entry.call)).toEqual(['bind-card'])
    expect(services.toasts).toEqual([])
  })
})
