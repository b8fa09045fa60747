import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { bankFormMachine, KEYBOARD_THRESHOLD_PX } from '../../machines/bank-form.machine.ts'
import type {
  BankField,
  BankFieldKind,
  BankForm,
  BankFormEvent,
  BankFormInput,
  BankOption,
  BindCheckInput,
  BindCheckOutcome,
  BindInput,
} from '../../machines/bank-form.types.ts'
import type { CallFailure, ToastParams } from '../../machines/shared/notice.ts'
import { CHECK_BACKOFF_MS } from '../../machines/shared/submission.ts'
import { createControllable } from '../model/harness.ts'

/**
 * The payment account form (machines/bank-form.machine.ts) with card-init and the bind call replaced
 * by stubs the test settles, and every effect the page asks of the host recorded in order.
 */

type Effect =
  | { type: 'showToast'; params: ToastParams }
  | { type: 'startBank'; params: { productId: string; orderId: string } }
  | { type: 'endBank' }
  | { type: 'closeWebview' }
  | { type: 'openOrderPage'; params: { productId: string; orderId: string } }
  | { type: 'openCustomerService' }

const input: BankFormInput = { productId: '101', orderId: 'BYD20261105000017', fromLoanDetail: false }

const option = (value: string, label = value, channelNumber = ''): BankOption => ({
  value,
  label,
  channelNumber,
})
const field = (
  code: string,
  kind: BankFieldKind,
  cardType: string,
  options: BankOption[] = [],
  channelNumber = '',
): BankField => ({ code, kind, title: `Title of ${code}`, placeholder: '', options, cardType, channelNumber })

const DAYS = Array.from({ length: 31 }, (_, day) => option(String(day + 1)))
const bankCode = field('bankCode', 'enum', '1', [
  option('BDO', 'BDO Unibank', '90011'),
  option('BPI', 'BPI', '90012'),
  option('CIMB', 'CIMB Bank'),
])
const cardNo = field('cardNo', 'text', '1')
const bankCity = field('bankCity', 'city', '1', [option('Manila'), option('Cebu City')])
const walletType = field('walletType', 'enum', '2', [
  option('GCASH', 'GCash', '90030'),
  option('MAYA', 'Maya'),
])
const walletNo = field('walletNo', 'text', '2')
const payDay = field('payDay', 'day', '0', DAYS)

/** Both card types with every kind of field; nothing filled yet. */
const FORM: BankForm = {
  fields: [bankCode, cardNo, bankCity, walletType, walletNo, payDay],
  cardTypes: [
    { value: '1', label: 'Bank account' },
    { value: '2', label: 'E-wallet' },
  ],
  cardType: '1',
  values: { bankCode: '', cardNo: '', bankCity: '', walletType: '', walletNo: '', payDay: '' },
}

function start(pageInput: BankFormInput = input) {
  const loadForm = createControllable<BankForm, { productId: string }>('loadForm')
  const bindAccount = createControllable<void, BindInput>('bindAccount')
  const checkBinding = createControllable<BindCheckOutcome, BindCheckInput>('checkBinding')
  const effects: Effect[] = []
  const record =
    <T extends Effect['type']>(type: T) =>
    (_: unknown, params: unknown): void =>
      void effects.push((params === undefined ? { type } : { type, params }) as Effect)
  const actor = createActor(
    bankFormMachine.provide({
      actors: { loadForm: loadForm.logic, bindAccount: bindAccount.logic, checkBinding: checkBinding.logic },
      actions: {
        showToast: record('showToast'),
        startBank: record('startBank'),
        endBank: record('endBank'),
        closeWebview: record('closeWebview'),
        openOrderPage: record('openOrderPage'),
        openCustomerService: record('openCustomerService'),
      },
    }),
    { input: pageInput },
  )
  actor.start()
  return { actor, loadForm, bindAccount, checkBinding, effects }
}

type Flow = ReturnType<typeof start>

const flush = () => vi.advanceTimersByTimeAsync(0)
const send = (flow: Flow, ...events: BankFormEvent[]) => events.forEach((event) => flow.actor.send(event))
const snap = (flow: Flow) => flow.actor.getSnapshot()
const ctx = (flow: Flow) => snap(flow).context
const editing = (
  form: 'filling' | 'picking' | 'submitting' | 'checkingOutcome' | 'outcomeUnknown',
  keyboard: 'closed' | 'open' = 'closed',
) => ({
  editing: { form, keyboard },
})

/** The form on screen: card-init answered with `form`. */
async function loaded(form: BankForm = FORM, pageInput: BankFormInput = input) {
  const flow = start(pageInput)
  flow.loadForm.resolve(form)
  await flush()
  return flow
}

/** Picks `value` in the picker of `code` and confirms it. */
function pick(flow: Flow, code: string, value: string) {
  send(flow, { type: 'picker.open', code }, { type: 'picker.change', value }, { type: 'picker.confirm' })
}

/** Every field of the bank account tab filled: BDO, an account number, a city and a salary day. */
function fillBank(flow: Flow, bank = 'BDO') {
  pick(flow, 'bankCode', bank)
  send(flow, { type: 'field.change', code: 'cardNo', value: '1234 5678 9012' })
  pick(flow, 'bankCity', 'Cebu City')
  pick(flow, 'payDay', '15')
}

const refused: CallFailure = {
  kind: 'rejected',
  code: '1',
  message: 'This account could not be verified. Please check the number and try again.',
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('bankForm: loading the form (card-init)', () => {
  it('asks card-init at once with the product only, shows busy and tells the host nothing yet', () => {
    const flow = start()
    expect(snap(flow).value).toBe('loading')
    expect(snap(flow).hasTag('busy')).toBe(true)
    expect(flow.loadForm.calls.map((c) => c.input)).toEqual([{ productId: '101' }])
    expect(flow.effects).toEqual([])
  })

  it('stores the form, starts on its card type and sends startBank once with productId and orderId', async () => {
    const flow = await loaded({ ...FORM, cardType: '2', values: { ...FORM.values, walletNo: '09171234567' } })
    expect(snap(flow).value).toEqual(editing('filling'))
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(ctx(flow)).toMatchObject({
      fields: FORM.fields,
      cardTypes: FORM.cardTypes,
      cardType: '2',
      values: { ...FORM.values, walletNo: '09171234567' },
      picker: null,
      missing: null,
    })
    expect(flow.effects).toEqual([
      { type: 'startBank', params: { productId: '101', orderId: 'BYD20261105000017' } },
    ])
    expect(flow.loadForm.calls).toHaveLength(1)
  })

  it('a link without an order starts the bank flow with an empty orderId', async () => {
    const flow = await loaded(FORM, { productId: 'P-7', orderId: '', fromLoanDetail: false })
    expect(flow.loadForm.calls.map((c) => c.input)).toEqual([{ productId: 'P-7' }])
    expect(flow.effects).toEqual([{ type: 'startBank', params: { productId: 'P-7', orderId: '' } }])
  })

  it('Try again is not taken while loading', () => {
    const flow = start()
    send(flow, { type: 'form.retry' })
    expect(snap(flow).can({ type: 'form.retry' })).toBe(false)
    expect(flow.loadForm.calls).toHaveLength(1)
  })

  it.each([
    ["the server's refusal", refused, { text: refused.message }],
    ['a refusal without a message', { kind: 'rejected', code: '1' }, { id: 'error.processingFailed' }],
    ['a lost connection', { kind: 'network' }, { id: 'error.network' }],
    ['a timeout', { kind: 'timeout' }, { id: 'error.network' }],
    ['a malformed answer (or a form without fields)', { kind: 'malformed' }, { id: 'error.malformed' }],
    ['an HTTP error', { kind: 'http' }, { id: 'error.processingFailed' }],
    ['anything else', new Error('boom'), { id: 'error.processingFailed' }],
  ])('%s toasts %j (failure tone), starts nothing and offers Try again', async (_what, error, notice) => {
    const flow = start()
    flow.loadForm.reject(error)
    await flush()
    expect(snap(flow).value).toBe('loadFailed')
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(flow.effects).toEqual([{ type: 'showToast', params: { notice, tone: 'failure' } }])
    expect(snap(flow).can({ type: 'form.retry' })).toBe(true)
    expect(snap(flow).can({ type: 'form.submit' })).toBe(false)
  })

  it('Try again loads again; the form that then comes sends startBank once', async () => {
    const flow = start()
    flow.loadForm.reject({ kind: 'network' })
    await flush()
    send(flow, { type: 'form.retry' })
    expect(snap(flow).value).toBe('loading')
    expect(flow.loadForm.calls.map((c) => c.input)).toEqual([{ productId: '101' }, { productId: '101' }])
    flow.loadForm.resolve(FORM)
    await flush()
    expect(snap(flow).value).toEqual(editing('filling'))
    expect(flow.effects.map((e) => e.type)).toEqual(['showToast', 'startBank'])
    // Once on screen, the form is not loaded again.
    expect(snap(flow).can({ type: 'form.retry' })).toBe(false)
  })
})

describe('bankForm: card type tabs', () => {
  it('choosing the other tab shows its fields and the shared ones', async () => {
    const flow = await loaded()
    send(flow, { type: 'cardType.choose', cardType: '2' })
    expect(ctx(flow).cardType).toBe('2')
    // The e-wallet's fields take text and open pickers; the bank account's no longer do.
    expect(snap(flow).can({ type: 'field.change', code: 'walletNo', value: '1' })).toBe(true)
    expect(snap(flow).can({ type: 'field.change', code: 'cardNo', value: '1' })).toBe(false)
    expect(snap(flow).can({ type: 'picker.open', code: 'walletType' })).toBe(true)
    expect(snap(flow).can({ type: 'picker.open', code: 'bankCode' })).toBe(false)
    expect(snap(flow).can({ type: 'picker.open', code: 'payDay' })).toBe(true)
  })

  it.each([
    ['the tab already chosen', '1'],
    ['a type the server does not offer', '3'],
    ['an empty type', ''],
  ])('%s is ignored and keeps the flagged field', async (_what, cardType) => {
    const flow = await loaded()
    send(flow, { type: 'form.submit' })
    expect(ctx(flow).missing).toBe('bankCode')
    expect(snap(flow).can({ type: 'cardType.choose', cardType })).toBe(false)
    send(flow, { type: 'cardType.choose', cardType })
    expect(ctx(flow).cardType).toBe('1')
    expect(ctx(flow).missing).toBe('bankCode')
  })

  it('another tab clears the flagged field', async () => {
    const flow = await loaded()
    send(flow, { type: 'form.submit' })
    expect(ctx(flow).missing).toBe('bankCode')
    send(flow, { type: 'cardType.choose', cardType: '2' })
    expect(ctx(flow).missing).toBeNull()
  })

  it('the values of the hidden tab stay across switches but are not sent', async () => {
    const flow = await loaded()
    fillBank(flow)
    send(flow, { type: 'cardType.choose', cardType: '2' })
    pick(flow, 'walletType', 'MAYA')
    send(flow, { type: 'field.change', code: 'walletNo', value: '09171234567' })
    send(flow, { type: 'cardType.choose', cardType: '1' })
    expect(ctx(flow).values).toEqual({
      bankCode: 'BDO',
      cardNo: '123456789012',
      bankCity: 'Cebu City',
      walletType: 'MAYA',
      walletNo: '09171234567',
      payDay: '15',
    })
    send(flow, { type: 'form.submit' })
    expect(flow.bindAccount.calls.map((c) => Object.keys(c.input.payload).sort())).toEqual([
      ['bankCity', 'bankCode', 'cardNo', 'cardType', 'channelNumber', 'payDay', 'product_id'],
    ])
  })
})

describe('bankForm: text fields', () => {
  it.each([
    ['12 34-56', '123456'],
    ['0917 123 4567', '09171234567'],
    ['abc', ''],
    ['', ''],
    ['٣٤', ''],
    ['1'.repeat(40), '1'.repeat(32)],
  ])('%j is kept as %j (digits only, at most 32)', async (value, kept) => {
    const flow = await loaded()
    send(flow, { type: 'field.change', code: 'cardNo', value })
    expect(ctx(flow).values.cardNo).toBe(kept)
  })

  it.each([
    ['a field of the other tab', 'walletNo'],
    ['a select field', 'bankCode'],
    ['a day field', 'payDay'],
    ['a code the form does not have', 'email'],
  ])('typing into %s is ignored', async (_what, code) => {
    const flow = await loaded()
    expect(snap(flow).can({ type: 'field.change', code, value: '15' })).toBe(false)
    send(flow, { type: 'field.change', code, value: '15' })
    expect(ctx(flow).values).toEqual(FORM.values)
  })

  it('typing into the flagged field clears the flag; typing elsewhere keeps it', async () => {
    const flow = await loaded()
    pick(flow, 'bankCode', 'BPI')
    send(flow, { type: 'form.submit' })
    expect(ctx(flow).missing).toBe('cardNo')
    send(flow, { type: 'cardType.choose', cardType: '2' }, { type: 'cardType.choose', cardType: '1' })
    send(flow, { type: 'form.submit' })
    expect(ctx(flow).missing).toBe('cardNo')
    send(flow, { type: 'field.change', code: 'cardNo', value: '1234567890' })
    expect(ctx(flow).missing).toBeNull()
    send(flow, { type: 'field.change', code: 'cardNo', value: '' }, { type: 'form.submit' })
    expect(ctx(flow).missing).toBe('cardNo')
    pick(flow, 'bankCity', 'Manila')
    expect(ctx(flow).missing).toBe('cardNo')
  })

  it.each([
    ['a letter', 'a'],
    ['a space', ' '],
    ['punctuation', '-'],
  ])('%s typed into the flagged field leaves it empty and flagged', async (_what, value) => {
    const flow = await loaded()
    pick(flow, 'bankCode', 'BPI')
    send(flow, { type: 'form.submit' })
    expect(ctx(flow).missing).toBe('cardNo')
    send(flow, { type: 'field.change', code: 'cardNo', value })
    expect(ctx(flow).values.cardNo).toBe('')
    expect(ctx(flow).missing).toBe('cardNo')
    // A digit among the letters is a value: the flag goes.
    send(flow, { type: 'field.change', code: 'cardNo', value: 'a1' })
    expect(ctx(flow).values.cardNo).toBe('1')
    expect(ctx(flow).missing).toBeNull()
  })
})

describe('bankForm: the picker of a select field', () => {
  it('opens at the first choice when the field is empty', async () => {
    const flow = await loaded()
    send(flow, { type: 'picker.open', code: 'bankCode' })
    expect(snap(flow).value).toEqual(editing('picking'))
    expect(ctx(flow).picker).toEqual({ code: 'bankCode', value: 'BDO' })
  })

  it('opens at the current value', async () => {
    const flow = await loaded()
    pick(flow, 'bankCode', 'CIMB')
    send(flow, { type: 'picker.open', code: 'bankCode' })
    expect(ctx(flow).picker).toEqual({ code: 'bankCode', value: 'CIMB' })
  })

  it('opens at the first choice when the current value is not one of its choices', async () => {
    const flow = await loaded({ ...FORM, values: { ...FORM.values, bankCity: 'Atlantis' } })
    send(flow, { type: 'picker.open', code: 'bankCity' })
    expect(ctx(flow).picker).toEqual({ code: 'bankCity', value: 'Manila' })
  })

  it.each([
    ['a text field', FORM, 'cardNo'],
    ['a select of the other tab', FORM, 'walletType'],
    ['a code the form does not have', FORM, 'bankName'],
    [
      'an enum without choices',
      { ...FORM, fields: [...FORM.fields, field('branch', 'enum', '0')], values: {} },
      'branch',
    ],
  ])('does not open for %s', async (_what, form, code) => {
    const flow = await loaded(form)
    expect(snap(flow).can({ type: 'picker.open', code })).toBe(false)
    send(flow, { type: 'picker.open', code })
    expect(snap(flow).value).toEqual(editing('filling'))
    expect(ctx(flow).picker).toBeNull()
  })

  it('moves only to one of its own choices', async () => {
    const flow = await loaded()
    send(flow, { type: 'picker.open', code: 'bankCode' })
    send(flow, { type: 'picker.change', value: 'BPI' })
    expect(ctx(flow).picker).toEqual({ code: 'bankCode', value: 'BPI' })
    for (const value of ['GCASH', 'Manila', '', 'bpi']) {
      expect(snap(flow).can({ type: 'picker.change', value })).toBe(false)
      send(flow, { type: 'picker.change', value })
    }
    expect(ctx(flow).picker).toEqual({ code: 'bankCode', value: 'BPI' })
  })

  it('Confirm stores the choice under the mark and closes', async () => {
    const flow = await loaded()
    send(flow, { type: 'picker.open', code: 'payDay' }, { type: 'picker.change', value: '30' })
    expect(ctx(flow).values.payDay).toBe('')
    send(flow, { type: 'picker.confirm' })
    expect(snap(flow).value).toEqual(editing('filling'))
    expect(ctx(flow).picker).toBeNull()
    expect(ctx(flow).values).toEqual({ ...FORM.values, payDay: '30' })
  })

  it('Confirm without moving stores the choice it opened at', async () => {
    const flow = await loaded()
    send(flow, { type: 'picker.open', code: 'bankCity' }, { type: 'picker.confirm' })
    expect(ctx(flow).values.bankCity).toBe('Manila')
  })

  it('Confirm clears the flag of its own field only', async () => {
    const flow = await loaded()
    send(flow, { type: 'form.submit' })
    expect(ctx(flow).missing).toBe('bankCode')
    pick(flow, 'bankCity', 'Manila')
    expect(ctx(flow).missing).toBe('bankCode')
    pick(flow, 'bankCode', 'BPI')
    expect(ctx(flow).missing).toBeNull()
  })

  it('Cancel keeps the earlier value', async () => {
    const flow = await loaded()
    pick(flow, 'bankCode', 'BPI')
    send(flow, { type: 'picker.open', code: 'bankCode' }, { type: 'picker.change', value: 'CIMB' })
    send(flow, { type: 'picker.cancel' })
    expect(snap(flow).value).toEqual(editing('filling'))
    expect(ctx(flow).picker).toBeNull()
    expect(ctx(flow).values.bankCode).toBe('BPI')
    // An empty field stays empty.
    send(flow, { type: 'picker.open', code: 'payDay' }, { type: 'picker.cancel' })
    expect(ctx(flow).values.payDay).toBe('')
  })

  it('while it is open, typing, tabs and Next are not taken', async () => {
    const flow = await loaded()
    send(flow, { type: 'picker.open', code: 'bankCode' })
    send(
      flow,
      { type: 'field.change', code: 'cardNo', value: '123' },
      { type: 'cardType.choose', cardType: '2' },
      { type: 'form.submit' },
      { type: 'picker.open', code: 'payDay' },
    )
    expect(snap(flow).value).toEqual(editing('picking'))
    expect(ctx(flow)).toMatchObject({ cardType: '1', values: FORM.values, missing: null })
    expect(ctx(flow).picker).toEqual({ code: 'bankCode', value: 'BDO' })
    expect(flow.bindAccount.calls).toHaveLength(0)
  })
})

describe('bankForm: Next', () => {
  it.each([
    ['nothing filled', () => {}, 'bankCode'],
    ['the bank chosen', (flow: Flow) => pick(flow, 'bankCode', 'BDO'), 'cardNo'],
    [
      'all but the salary day',
      (flow: Flow) => {
        pick(flow, 'bankCode', 'BDO')
        send(flow, { type: 'field.change', code: 'cardNo', value: '1234567890' })
        pick(flow, 'bankCity', 'Manila')
      },
      'payDay',
    ],
    [
      'an account number that was all letters',
      (flow: Flow) => {
        fillBank(flow)
        send(flow, { type: 'field.change', code: 'cardNo', value: 'none' })
      },
      'cardNo',
    ],
  ])('with %s flags the first empty shown field and sends nothing', async (_what, fill, flagged) => {
    const flow = await loaded()
    fill(flow)
    send(flow, { type: 'form.submit' })
    expect(snap(flow).value).toEqual(editing('filling'))
    expect(ctx(flow).missing).toBe(flagged)
    expect(flow.bindAccount.calls).toHaveLength(0)
    expect(flow.effects.map((e) => e.type)).toEqual(['startBank'])
  })

  it('an empty field of the other tab does not block; the e-wallet tab flags its own', async () => {
    const flow = await loaded()
    send(flow, { type: 'cardType.choose', cardType: '2' })
    pick(flow, 'walletType', 'GCASH')
    send(flow, { type: 'form.submit' })
    expect(ctx(flow).missing).toBe('walletNo')
    send(flow, { type: 'field.change', code: 'walletNo', value: '0917-123-4567' })
    pick(flow, 'payDay', '1')
    send(flow, { type: 'form.submit' })
    expect(snap(flow).value).toEqual(editing('submitting'))
    expect(ctx(flow).missing).toBeNull()
    expect(flow.bindAccount.calls).toHaveLength(1)
  })

  it('binds once with the bank payload; a second Next while binding is ignored', async () => {
    const flow = await loaded()
    fillBank(flow)
    send(flow, { type: 'form.submit' })
    expect(snap(flow).value).toEqual(editing('submitting'))
    expect(snap(flow).hasTag('busy')).toBe(true)
    expect(snap(flow).can({ type: 'form.submit' })).toBe(false)
    send(flow, { type: 'form.submit' }, { type: 'form.submit' })
    expect(flow.bindAccount.calls.map((c) => c.input)).toEqual([
      {
        fromLoanDetail: false,
        orderId: 'BYD20261105000017',
        payload: {
          channelNumber: '90011',
          bankCode: 'BDO',
          cardNo: '123456789012',
          bankCity: 'Cebu City',
          payDay: '15',
          cardType: '1',
          product_id: '101',
        },
      },
    ])
  })

  it('while binding, typing, pickers and tabs are not taken', async () => {
    const flow = await loaded()
    fillBank(flow)
    send(flow, { type: 'form.submit' })
    send(
      flow,
      { type: 'field.change', code: 'cardNo', value: '999' },
      { type: 'picker.open', code: 'bankCode' },
      { type: 'cardType.choose', cardType: '2' },
    )
    expect(snap(flow).value).toEqual(editing('submitting'))
    expect(ctx(flow)).toMatchObject({ cardType: '1', picker: null })
    expect(ctx(flow).values.cardNo).toBe('123456789012')
  })

  it('the e-wallet payload has no channelNumber, even when the chosen entry names one', async () => {
    const flow = await loaded(FORM, { ...input, fromLoanDetail: true })
    send(flow, { type: 'cardType.choose', cardType: '2' })
    pick(flow, 'walletType', 'GCASH')
    send(flow, { type: 'field.change', code: 'walletNo', value: '09171234567' })
    pick(flow, 'payDay', '31')
    send(flow, { type: 'form.submit' })
    expect(flow.bindAccount.calls.map((c) => c.input)).toEqual([
      {
        fromLoanDetail: true,
        orderId: 'BYD20261105000017',
        payload: {
          walletType: 'GCASH',
          walletNo: '09171234567',
          payDay: '31',
          cardType: '2',
          product_id: '101',
        },
      },
    ])
  })

  /** FORM with `changes` made to the field coded `code`. */
  const withField = (code: string, changes: Partial<BankField>, form: BankForm = FORM): BankForm => ({
    ...form,
    fields: form.fields.map((f) => (f.code === code ? { ...f, ...changes } : f)),
  })
  const ownChannel = withField('bankCode', { channelNumber: '90050' })
  const textChannel = withField('cardNo', { channelNumber: '90020' })
  const cityChannel = withField('bankCity', { channelNumber: '90060' })
  it.each([
    ["the chosen bank's channel", FORM, 'BPI', '90012'],
    ["the chosen entry's channel, before its select's own", ownChannel, 'BDO', '90011'],
    ["the select's own channel when its chosen entry names none", ownChannel, 'CIMB', '90050'],
    ["the next select's own channel when the first names none", cityChannel, 'CIMB', '90060'],
    ["the first select's channel, before a later select's", cityChannel, 'BPI', '90012'],
    ["never a text field's channel: the bank's", textChannel, 'BDO', '90011'],
    ["never a text field's channel: 90006 when no select names one", textChannel, 'CIMB', '90006'],
    ['90006 when nothing names one', FORM, 'CIMB', '90006'],
  ])('card type 1 sends %s', async (_what, form, bank, channelNumber) => {
    const flow = await loaded(form)
    fillBank(flow, bank)
    send(flow, { type: 'form.submit' })
    expect(flow.bindAccount.calls[0]?.input.payload.channelNumber).toBe(channelNumber)
  })

  it('a channel on a select of the other tab is not read, even with a choice', async () => {
    // walletType holds GCASH (channel 90030) and carries its own channel, but card type 1 is shown.
    const form = {
      ...withField('walletType', { channelNumber: '90040' }),
      values: { ...FORM.values, walletType: 'GCASH' },
    }
    const flow = await loaded(form)
    fillBank(flow, 'CIMB')
    send(flow, { type: 'form.submit' })
    expect(flow.bindAccount.calls[0]?.input.payload.channelNumber).toBe('90006')
  })

  it("a field the server codes channelNumber is sent as the borrower chose it, over the bank's channel", async () => {
    const channelField = field('channelNumber', 'enum', '1', [
      option('90098', 'Instapay'),
      option('90099', 'PESONet'),
    ])
    const form: BankForm = {
      ...FORM,
      fields: [...FORM.fields, channelField],
      values: { ...FORM.values, channelNumber: '' },
    }
    const flow = await loaded(form)
    fillBank(flow, 'BDO')
    send(flow, { type: 'form.submit' })
    expect(ctx(flow).missing).toBe('channelNumber')
    pick(flow, 'channelNumber', '90099')
    send(flow, { type: 'form.submit' })
    expect(flow.bindAccount.calls.map((c) => c.input.payload)).toEqual([
      {
        channelNumber: '90099',
        bankCode: 'BDO',
        cardNo: '123456789012',
        bankCity: 'Cebu City',
        payDay: '15',
        cardType: '1',
        product_id: '101',
      },
    ])
  })

  it('bound: endBank, then closeWebview; the flow is over', async () => {
    const flow = await loaded()
    fillBank(flow)
    send(flow, { type: 'form.submit' })
    flow.bindAccount.resolve()
    await flush()
    expect(snap(flow).value).toBe('bound')
    expect(snap(flow).status).toBe('done')
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(flow.effects).toEqual([
      { type: 'startBank', params: { productId: '101', orderId: 'BYD20261105000017' } },
      { type: 'endBank' },
      { type: 'closeWebview' },
    ])
    expect(snap(flow).can({ type: 'form.submit' })).toBe(false)
    expect(flow.bindAccount.calls).toHaveLength(1)
  })

  it('bound from the order page: endBank, closeWebview, then the order page with the product and order', async () => {
    const flow = await loaded(FORM, { productId: '101', orderId: 'BYD1', fromLoanDetail: true })
    fillBank(flow)
    send(flow, { type: 'form.submit' })
    expect(flow.bindAccount.calls[0]?.input).toMatchObject({ fromLoanDetail: true, orderId: 'BYD1' })
    flow.bindAccount.resolve()
    await flush()
    expect(snap(flow).value).toBe('bound')
    expect(flow.effects.slice(1)).toEqual([
      { type: 'endBank' },
      { type: 'closeWebview' },
      { type: 'openOrderPage', params: { productId: '101', orderId: 'BYD1' } },
    ])
  })

  it("a refusal toasts the server's message, keeps every value and lets Next bind again", async () => {
    const flow = await loaded()
    fillBank(flow)
    send(flow, { type: 'cardType.choose', cardType: '2' })
    send(flow, { type: 'field.change', code: 'walletNo', value: '0917' })
    send(flow, { type: 'cardType.choose', cardType: '1' })
    const before = ctx(flow).values
    send(flow, { type: 'form.submit' })
    flow.bindAccount.reject(refused)
    await flush()
    expect(snap(flow).value).toEqual(editing('filling'))
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(ctx(flow).values).toEqual(before)
    expect(ctx(flow).cardType).toBe('1')
    expect(flow.effects.slice(1)).toEqual([
      { type: 'showToast', params: { notice: { text: refused.message }, tone: 'failure' } },
    ])
    send(flow, { type: 'form.submit' })
    expect(flow.bindAccount.calls).toHaveLength(2)
    expect(flow.bindAccount.calls[1]?.input).toEqual(flow.bindAccount.calls[0]?.input)
  })

  it.each([
    [{ kind: 'offline' }, { id: 'error.offline' }],
    [{ kind: 'http', code: '400' }, { id: 'error.processingFailed' }],
    [{ kind: 'rejected', code: '1', message: ' ' }, { id: 'error.processingFailed' }],
  ])('a bind failure %j toasts %j and tells the host nothing more', async (error, notice) => {
    const flow = await loaded()
    fillBank(flow)
    send(flow, { type: 'form.submit' })
    flow.bindAccount.reject(error)
    await flush()
    expect(snap(flow).value).toEqual(editing('filling'))
    expect(flow.effects.slice(1)).toEqual([{ type: 'showToast', params: { notice, tone: 'failure' } }])
  })
})

describe('bankForm: the keyboard (viewport.measured)', () => {
  it(`opens past ${KEYBOARD_THRESHOLD_PX} px of shrink, closes at or under it`, async () => {
    const flow = await loaded()
    expect(KEYBOARD_THRESHOLD_PX).toBe(60)
    send(flow, { type: 'viewport.measured', shrinkPx: 60 })
    expect(snap(flow).value).toEqual(editing('filling', 'closed'))
    send(flow, { type: 'viewport.measured', shrinkPx: 61 })
    expect(snap(flow).value).toEqual(editing('filling', 'open'))
    send(flow, { type: 'viewport.measured', shrinkPx: 300 })
    expect(snap(flow).value).toEqual(editing('filling', 'open'))
    send(flow, { type: 'viewport.measured', shrinkPx: 60 })
    expect(snap(flow).value).toEqual(editing('filling', 'closed'))
    send(flow, { type: 'viewport.measured', shrinkPx: 200 }, { type: 'viewport.measured', shrinkPx: 0 })
    expect(snap(flow).value).toEqual(editing('filling', 'closed'))
  })

  it('is measured alongside the picker and the bind call, and changes neither', async () => {
    const flow = await loaded()
    send(flow, { type: 'picker.open', code: 'bankCode' }, { type: 'viewport.measured', shrinkPx: 280 })
    expect(snap(flow).value).toEqual(editing('picking', 'open'))
    expect(ctx(flow).picker).toEqual({ code: 'bankCode', value: 'BDO' })
    send(flow, { type: 'picker.confirm' })
    fillBank(flow)
    send(flow, { type: 'form.submit' }, { type: 'viewport.measured', shrinkPx: 10 })
    expect(snap(flow).value).toEqual(editing('submitting', 'closed'))
    expect(flow.bindAccount.calls).toHaveLength(1)
  })

  it('is not read before the form is on screen', () => {
    const flow = start()
    send(flow, { type: 'viewport.measured', shrinkPx: 300 })
    expect(snap(flow).value).toBe('loading')
  })
})

describe('bankForm: a binding whose answer was lost (issue 24)', () => {
  const BOUND_PAYLOAD = {
    channelNumber: '90011',
    bankCode: 'BDO',
    cardNo: '123456789012',
    bankCity: 'Cebu City',
    payDay: '15',
    cardType: '1',
    product_id: '101',
  }

  async function lost(error: unknown = { kind: 'timeout' }, pageInput: BankFormInput = input) {
    const flow = await loaded(FORM, pageInput)
    fillBank(flow)
    send(flow, { type: 'form.submit' })
    flow.bindAccount.reject(error)
    await flush()
    return flow
  }

  it.each([
    ['a timeout', { kind: 'timeout' }],
    ['a network failure after sending', { kind: 'network' }],
    ['a gateway 502', { kind: 'http', code: '502' }],
    ['a success whose body does not decode', { kind: 'malformed' }],
  ])(
    '%s is checked by sending the same binding again: no toast, Next and the fields not taken',
    async (_, error) => {
      const flow = await lost(error)
      expect(snap(flow).value).toEqual(editing('checkingOutcome'))
      expect(snap(flow).hasTag('busy')).toBe(true)
      expect(flow.checkBinding.calls.map((c) => c.input)).toEqual([
        {
          delaysMs: CHECK_BACKOFF_MS,
          bind: { fromLoanDetail: false, orderId: input.orderId, payload: BOUND_PAYLOAD },
        },
      ])
      send(
        flow,
        { type: 'form.submit' },
        { type: 'field.change', code: 'cardNo', value: '99' },
        { type: 'cardType.choose', cardType: '2' },
        { type: 'picker.open', code: 'payDay' },
      )
      expect(snap(flow).value).toEqual(editing('checkingOutcome'))
      expect(ctx(flow).values.cardNo).toBe('123456789012')
      expect(flow.bindAccount.calls).toHaveLength(1)
      expect(flow.effects.slice(1)).toEqual([])
    },
  )

  it('bound: endBank and closeWebview, as after an answer', async () => {
    const flow = await lost()
    flow.checkBinding.resolve({ outcome: 'done', result: null })
    await flush()
    expect(snap(flow).value).toBe('bound')
    expect(flow.effects.slice(1)).toEqual([{ type: 'endBank' }, { type: 'closeWebview' }])
  })

  it('bound from the order page: the order page too', async () => {
    const flow = await lost({ kind: 'timeout' }, { productId: '101', orderId: 'BYD1', fromLoanDetail: true })
    flow.checkBinding.resolve({ outcome: 'done', result: null })
    await flush()
    expect(flow.effects.slice(1)).toEqual([
      { type: 'endBank' },
      { type: 'closeWebview' },
      { type: 'openOrderPage', params: { productId: '101', orderId: 'BYD1' } },
    ])
  })

  it('not bound: the form with every value, the server\'s reason (or "did not go through"), Next again', async () => {
    const flow = await lost()
    flow.checkBinding.resolve({ outcome: 'notDone', notice: { text: refused.message ?? '' } })
    await flush()
    expect(snap(flow).value).toEqual(editing('filling'))
    expect(ctx(flow).values.cardNo).toBe('123456789012')
    expect(flow.effects.slice(1)).toEqual([
      { type: 'showToast', params: { notice: { text: refused.message }, tone: 'failure' } },
    ])
    send(flow, { type: 'form.submit' })
    flow.bindAccount.reject({ kind: 'timeout' })
    await flush()
    flow.checkBinding.resolve({ outcome: 'notDone' })
    await flush()
    expect(flow.effects.at(-1)).toEqual({
      type: 'showToast',
      params: { notice: { id: 'submission.notDone' }, tone: 'failure' },
    })
  })

  it('still unknown: Check again checks again, customer service opens, nothing binds afresh', async () => {
    const flow = await lost()
    flow.checkBinding.resolve({ outcome: 'pending' })
    await flush()
    expect(snap(flow).value).toEqual(editing('outcomeUnknown'))
    send(flow, { type: 'form.submit' }, { type: 'service.open' })
    expect(flow.effects.slice(1)).toEqual([{ type: 'openCustomerService' }])
    send(flow, { type: 'outcome.check' })
    expect(snap(flow).value).toEqual(editing('checkingOutcome'))
    flow.checkBinding.reject(new Error('broken'))
    await flush()
    expect(snap(flow).value).toEqual(editing('outcomeUnknown'))
    expect(flow.bindAccount.calls).toHaveLength(1)
    expect(flow.checkBinding.calls).toHaveLength(2)
  })

  it('reopened on an unsettled binding: its values on the form, checked at once, never bound afresh', async () => {
    const flow = start({ ...input, unsettled: { ...BOUND_PAYLOAD, cardType: '1', walletNo: 'x' } })
    flow.loadForm.resolve(FORM)
    await flush()
    expect(snap(flow).value).toEqual(editing('checkingOutcome'))
    expect(ctx(flow).values).toMatchObject({ bankCode: 'BDO', cardNo: '123456789012', payDay: '15' })
    expect(ctx(flow).unsettled).toBeNull()
    expect(flow.checkBinding.calls.map((c) => c.input.bind.payload)).toEqual([BOUND_PAYLOAD])
    expect(flow.bindAccount.calls).toHaveLength(0)
  })
})
