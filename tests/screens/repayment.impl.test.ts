import type { CallFailure } from '../../machines/shared/notice.ts'
import * as v from 'valibot'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { RepaymentVariant } from '../../machines/repayment.types.ts'
import type { DataOf } from '../../src/api/api.ts'
import { delayRepayment, generatePayCode, instalmentRepayment } from '../../src/api/instalment.ts'
import { schemas as s } from '../../src/api/instalment.ts'
import { config } from '../../src/config.ts'
import { message } from '../../src/i18n/messages.ts'
import { createSubmissions } from '../../src/lib/submissions.ts'
import { decodeRepayQuery } from '../../src/screens/shared/repay-link.ts'
import { CARD_REPAY_PATH, CONTEXT_MAX } from '../../src/screens/shared/card-repay-link.ts'
import {
  REPAYMENT_INFO_TTL_MS,
  storedRepaymentInfo,
  totalOf,
} from '../../src/screens/shared/repayment-info.ts'
import {
  CODE_PAGE_PATH,
  decodeRepaymentQuery,
  instructionsHref,
  repaymentPageInput,
  repaymentWith,
  toRepayment,
} from '../../src/screens/repayment/repayment.impl.ts'
import {
  KNOWN_PAY_CODE_TTL_MS,
  KNOWN_PAY_CODES_KEY,
  KNOWN_PAY_CODES_MAX,
  knownPayCodeFor,
  rememberPayCode,
} from '../../src/screens/repayment/known-pay-code.ts'
import { fakeServices, flush, type FakeServices } from './fake-services.ts'

/**
 * The real side effects of the instalment and rollover pages (src/screens/repayment/repayment.impl.ts):
 * which call loads each variant, the generate-vcode payload, where the pay URL, the bank card and the
 * pay-code box lead, what is saved for the code page, and the clipboard. The machine's own rules are
 * tested in tests/machines/repayment.machine.test.ts.
 */

const ORIGIN = 'https://h5.bayad.test'
const ORDER = 'BYD20261105000017'
const query = { productId: '101', orderId: ORDER, deviceId: 'dev-1', sessionId: 'sess-9', userId: '100234' }

/** The instalment answer as the server sends it (numbers where text is expected and the reverse). */
const rawInstalment = {
  repayAmount: '392000',
  productName: 'Bayad Cash',
  repayDate: '2026-12-05',
  productLogo: 'https://cdn.bayad.test/bc.png',
  detail: [
    { text: 'Principal', value: '₱3,500.00' },
    { text: 'Interest and fees', value: '₱420.00' },
    { text: 'Due date', value: '2026-12-05' },
  ],
  repayList: [
    { logo: 'https://cdn.bayad.test/gc.png', name: 'GCash', channel_number: 90006 },
    { logo: 'https://cdn.bayad.test/bk.png', name: 'Bank card', channel_number: '90002' },
  ],
  noticeMsg: 'Payments are credited within 15 minutes.',
  defDetail: {
    payCode: ' 7105000017 ',
    logo: 'https://cdn.bayad.test/dp.png',
    title: 'Dragonpay',
    payNotice: {
      'GCash Bills': [
        { name: 'Step 1', list: ['Open GCash and tap Bills.', 'Choose Loans, then Dragonpay.'] },
        { name: 'Step 2', list: ['Enter the payment code.'] },
      ],
      '7-Eleven': [{ name: 'At the store', list: ['Use the CLiQQ kiosk.'] }],
    },
  },
  isShowReyTop: 1,
}
const rawDelay = {
  ...rawInstalment,
  delayInfo: { delayAmount: '52500', title: 'Rollover fee' },
  repayPlan: [
    { remark: 'Pay today', title: 'Rollover fee', amount: 52500, time: '2026-11-20' },
    { remark: 'New due date', title: 'Remaining balance', amount: '392000', time: '2026-12-19' },
    { remark: 'Later', title: 'Interest', amount: 'To be confirmed', time: '' },
  ],
}

/** Decoded as the api decodes: an answer the schema refuses (a negative amount…) is a malformed answer. */
function decoded<T>(schema: v.GenericSchema<unknown, T>, raw: unknown): T {
  const result = v.safeParse(schema, raw)
  if (!result.success) throw { kind: 'malformed' } satisfies CallFailure
  return result.output
}
const instalmentData = (changes: Record<string, unknown> = {}): DataOf<typeof instalmentRepayment> =>
  decoded(s.instalment, { ...rawInstalment, ...changes })
const delayData = (changes: Record<string, unknown> = {}): DataOf<typeof delayRepayment> =>
  decoded(s.delay, { ...rawDelay, ...changes })
/** The rollover's answer as the loader maps it: the whole answer, and its own rollover parts. */
const toRollover = (data: DataOf<typeof delayRepayment>) => toRepayment(data, data)

function start(
  variant: RepaymentVariant,
  options: { payUrl?: string; data?: Record<string, unknown>; pageQuery?: Record<string, string> } = {},
) {
  const services = fakeServices({ origin: ORIGIN, pageQuery: options.pageQuery ?? query })
  services.answer(instalmentRepayment, () => instalmentData(options.data))
  services.answer(delayRepayment, () => delayData(options.data))
  services.answer(generatePayCode, () => ({ payUrl: options.payUrl ?? 'https://pay.dragonpay.test/v/1' }))
  const actor = createActor(repaymentWith(services), { input: inputFor(services, variant) })
  actor.start()
  return { services, actor }
}

/** As the screen builds it: the page query decoded with the route's variant, and a pay code in flight. */
function inputFor(services: FakeServices, variant: RepaymentVariant) {
  const decoded = decodeRepaymentQuery(services.pageQuery(), variant)
  if (decoded === null) throw new Error('the test page query does not decode')
  return repaymentPageInput(services, decoded)
}

type Flow = ReturnType<typeof start>

async function pay(flow: Flow, channelNumber: string) {
  await flush()
  flow.actor.send({ type: 'channels.open' })
  flow.actor.send({ type: 'channel.select', channelNumber })
  flow.actor.send({ type: 'payment.submit' })
  await flush()
}

const paymentState = (flow: Flow) =>
  (flow.actor.getSnapshot().value as { ready?: { payment: string } }).ready?.payment

// The check's module loads on demand: loaded here first, so the import settles at once on the fake clock.
beforeAll(async () => {
  await import('../../src/screens/repayment/pay-code-check.ts')
})

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('repayment: the load of each variant', () => {
  it('the calls of spec §7', () => {
    expect([instalmentRepayment.method, instalmentRepayment.path]).toEqual([
      'POST',
      '/v3/installment/loan-play-detail',
    ])
    expect([delayRepayment.method, delayRepayment.path]).toEqual(['POST', '/hit/imitating'])
    expect([generatePayCode.method, generatePayCode.path]).toEqual([
      'POST',
      '/v3/loan-details/generate-vcode',
    ])
  })

  it('instalment: loan-play-detail {productId, orderId}, then the page is ready', async () => {
    const flow = start('instalment')
    await flush()
    expect(flow.services.api.calls.map((c) => [c.endpoint, c.payload])).toEqual([
      [instalmentRepayment, { productId: '101', orderId: ORDER }],
    ])
    expect(flow.actor.getSnapshot().matches('ready')).toBe(true)
    expect(flow.actor.getSnapshot().context.repayment?.repayAmount).toBe(392000)
  })

  it('rollover: /hit/imitating {productId, orderId}, with its delay amount', async () => {
    const flow = start('rollover')
    await flush()
    expect(flow.services.api.calls.map((c) => [c.endpoint, c.payload])).toEqual([
      [delayRepayment, { productId: '101', orderId: ORDER }],
    ])
    expect(flow.actor.getSnapshot().context.repayment?.delay).toEqual({
      amount: 52500,
      title: 'Rollover fee',
    })
  })

  it('a link without a product asks with an empty productId', async () => {
    const flow = start('instalment', { pageQuery: { orderId: ORDER } })
    await flush()
    expect(flow.services.api.callsTo(instalmentRepayment)).toEqual([{ productId: '', orderId: ORDER }])
  })

  it('a refused load toasts the server message; retry asks again', async () => {
    const services = fakeServices({ origin: ORIGIN, pageQuery: query })
    services.fail(delayRepayment, { kind: 'rejected', code: '1', message: 'order not found' })
    const actor = createActor(repaymentWith(services), { input: inputFor(services, 'rollover') })
    actor.start()
    await flush()
    expect(actor.getSnapshot().value).toBe('loadFailed')
    expect(services.toasts).toEqual([{ notice: { text: 'order not found' }, tone: 'failure' }])
    services.answer(delayRepayment, () => delayData())
    actor.send({ type: 'repayment.retry' })
    await flush()
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    expect(services.api.callsTo(delayRepayment)).toHaveLength(2)
  })
})

describe('an amount that cannot be paid', () => {
  it.each([
    ['instalment', 'repayAmount 0', { repayAmount: 0 }],
    ['instalment', 'repayAmount "0"', { repayAmount: '0' }],
    ['instalment', 'repayAmount -100', { repayAmount: -100 }],
    ['instalment', 'repayAmount 0.4 (0 in whole minor units)', { repayAmount: '0.4' }],
    ['instalment', 'repayAmount of 400 digits', { repayAmount: `1${'0'.repeat(400)}` }],
    ['rollover', 'delayAmount 0', { delayInfo: { delayAmount: 0, title: 'Rollover fee' } }],
    ['rollover', 'delayAmount -52500', { delayInfo: { delayAmount: '-52500', title: 'Rollover fee' } }],
    ['rollover', 'repayAmount 0', { repayAmount: 0 }],
  ] as const)(
    '%s with %s is a malformed answer: Try again, never a ₱0.00 payment',
    async (variant, _what, data) => {
      const flow = start(variant, { data })
      await flush()
      expect(flow.actor.getSnapshot().value).toBe('loadFailed')
      expect(flow.services.toasts).toEqual([{ notice: { id: 'error.malformed' }, tone: 'failure' }])
    },
  )

  it('1 minor unit can be paid', async () => {
    const flow = start('rollover', { data: { delayInfo: { delayAmount: 1, title: '' } } })
    await flush()
    expect(flow.actor.getSnapshot().matches('ready')).toBe(true)
  })
})

describe('a rollover answer without its fee', () => {
  it('is refused by the schema (delayInfo and its delayAmount are required)', () => {
    expect(v.safeParse(s.delay, { ...rawDelay, delayInfo: null }).success).toBe(false)
    expect(v.safeParse(s.delay, { ...rawDelay, delayInfo: { title: 'Rollover fee' } }).success).toBe(false)
  })

  it('is a malformed answer even past the schema: Try again, never the instalment amount under isDelay 1', async () => {
    const services = fakeServices({ origin: ORIGIN, pageQuery: query })
    // The instalment's answer where the rollover's belongs: no delayInfo at all.
    services.answer(delayRepayment, () => instalmentData() as DataOf<typeof delayRepayment>)
    const actor = createActor(repaymentWith(services), { input: inputFor(services, 'rollover') })
    actor.start()
    await flush()
    expect(actor.getSnapshot().value).toBe('loadFailed')
    expect(services.toasts).toEqual([{ notice: { id: 'error.malformed' }, tone: 'failure' }])
  })
})

describe('toRepayment', () => {
  it('maps the instalment answer: amounts, rows, channels, the trimmed pay code and its grouped steps', () => {
    expect(toRepayment(instalmentData())).toEqual({
      repayAmount: 392000,
      productName: 'Bayad Cash',
      repayDate: '2026-12-05',
      productLogo: 'https://cdn.bayad.test/bc.png',
      detail: rawInstalment.detail,
      channels: [
        { logo: 'https://cdn.bayad.test/gc.png', name: 'GCash', channelNumber: '90006' },
        { logo: 'https://cdn.bayad.test/bk.png', name: 'Bank card', channelNumber: '90002' },
      ],
      noticeMsg: 'Payments are credited within 15 minutes.',
      defaultPayment: {
        payCode: '7105000017',
        logo: 'https://cdn.bayad.test/dp.png',
        title: 'Dragonpay',
        payNotice: rawInstalment.defDetail.payNotice,
      },
      showInstructions: true,
      delay: null,
      plan: [],
      dueDate: '2026-12-05',
      loadedAt: 0,
    })
  })

  it('maps the rollover answer: delayInfo and the plan rows, digits as minor units, other text as given', () => {
    const repayment = toRollover(delayData())
    expect(repayment.delay).toEqual({ amount: 52500, title: 'Rollover fee' })
    expect(repayment.plan).toEqual([
      { remark: 'Pay today', title: 'Rollover fee', amount: 52500, time: '2026-11-20' },
      { remark: 'New due date', title: 'Remaining balance', amount: 392000, time: '2026-12-19' },
      { remark: 'Later', title: 'Interest', amount: 'To be confirmed', time: '' },
    ])
    expect(
      toRollover(
        delayData({ repayPlan: [{ amount: '₱525.00' }, { amount: '' }, { amount: '525.50' }] }),
      ).plan.map((row) => row.amount),
    ).toEqual(['₱525.00', '', '525.50'])
    expect(toRollover(delayData({ repayPlan: null }))).toMatchObject({ plan: [] })
    // The instalment's answer has no delayInfo: no rollover fee.
    expect(toRepayment(instalmentData())).toMatchObject({ delay: null, plan: [] })
  })

  it('a channel without a number is left out; a number given twice keeps its first entry', () => {
    const repayList = [
      { logo: 'a.png', name: 'No number' },
      { name: 'Null number', channel_number: null },
      { name: 'Blank number', channel_number: '  ' },
      { logo: 'gc.png', name: 'GCash', channel_number: 90006 },
      { logo: 'gc2.png', name: 'GCash again', channel_number: '90006' },
      { logo: 'bk.png', name: 'Bank card', channel_number: '90002' },
    ]
    expect(toRepayment(instalmentData({ repayList })).channels).toEqual([
      { logo: 'gc.png', name: 'GCash', channelNumber: '90006' },
      { logo: 'bk.png', name: 'Bank card', channelNumber: '90002' },
    ])
  })

  it('a page whose channels all lack a number still loads, with no channel', async () => {
    const flow = start('instalment', { data: { repayList: [{ name: 'GCash' }] } })
    await flush()
    expect(flow.actor.getSnapshot().matches('ready')).toBe(true)
    expect(flow.actor.getSnapshot().context.repayment?.channels).toEqual([])
  })

  it.each([
    ['an empty pay code', { ...rawInstalment.defDetail, payCode: '' }],
    ['a blank pay code', { ...rawInstalment.defDetail, payCode: '   ' }],
    ['no pay code', { logo: 'x.png', title: 'Dragonpay' }],
    ['defDetail null', null],
    ['defDetail absent', undefined],
  ])('%s: no default-payment box', (_what, defDetail) => {
    expect(toRepayment(instalmentData({ defDetail })).defaultPayment).toBeNull()
  })

  it.each([
    [1, true],
    ['1', true],
    ['0', false],
    [0, false],
    [null, false],
    [undefined, false],
    ['2', false],
  ])('isShowReyTop %j: instruction banner %s', (isShowReyTop, shown) => {
    expect(toRepayment(instalmentData({ isShowReyTop })).showInstructions).toBe(shown)
  })
})

describe('repayment: generate-vcode and the pay page', () => {
  it('instalment: whole minor units as text, the channel number, no isDelay', async () => {
    const flow = start('instalment')
    await pay(flow, '90006')
    expect(flow.services.api.callsTo(generatePayCode)).toStrictEqual([
      { productId: '101', orderId: ORDER, amount: '392000', channelNumber: '90006' },
    ])
  })

  it('rollover: the delay amount and isDelay 1', async () => {
    const flow = start('rollover')
    await pay(flow, '90006')
    expect(flow.services.api.callsTo(generatePayCode)).toStrictEqual([
      { productId: '101', orderId: ORDER, amount: '52500', channelNumber: '90006', isDelay: 1 },
    ])
  })

  it('an amount with a fraction is sent rounded to whole minor units', async () => {
    const flow = start('instalment', { data: { repayAmount: '392000.6' } })
    await pay(flow, '90006')
    expect(flow.services.api.callsTo(generatePayCode)).toMatchObject([{ amount: '392001' }])
  })

  it('an external https pay URL leaves the app with a full page load', async () => {
    const flow = start('instalment', { payUrl: 'https://pay.dragonpay.test/v/1?ref=BYD1' })
    await pay(flow, '90006')
    expect(flow.services.navigate.leave.mock.calls).toEqual([['https://pay.dragonpay.test/v/1?ref=BYD1']])
    expect(flow.services.navigate.go).not.toHaveBeenCalled()
    expect(paymentState(flow)).toBe('leaving')
  })

  it.each([
    ['a same-origin path', '/repaymentOfCode?showType=1&payCode=BYD1&repayAmount=392000'],
    ['a same-origin URL', `${ORIGIN}/repaymentOfCode?showType=1&payCode=BYD1&repayAmount=392000#top`],
    ['a hash route', `${ORIGIN}/#/repaymentOfCode?showType=1&payCode=BYD1&repayAmount=392000`],
  ])('%s opens in the app (path and query)', async (_what, payUrl) => {
    const flow = start('instalment', { payUrl })
    await pay(flow, '90006')
    // The code page is told the channel the borrower chose (decision 030).
    expect(flow.services.navigate.go.mock.calls).toEqual([
      ['/repaymentOfCode?showType=1&payCode=BYD1&repayAmount=392000', { channel: 'GCash' }],
    ])
    expect(flow.services.navigate.leave).not.toHaveBeenCalled()
  })

  it.each([
    [`${ORIGIN}/#/alipayrepayment?x=1`, '/alipayrepayment?x=1'],
    ['/#/borrowDetail/BYD1', '/borrowDetail/BYD1'],
    [`${ORIGIN}/index.html#/alipayrepayment`, '/alipayrepayment'],
    // A hash that is no route is only an anchor: the path opens.
    [`${ORIGIN}/dragonpay#top`, '/dragonpay'],
  ])('the spec’s hash route %s opens the app path %s', async (payUrl, path) => {
    const flow = start('instalment', { payUrl })
    await pay(flow, '90006')
    expect(flow.services.navigate.go.mock.calls).toEqual([[path, { channel: 'GCash' }]])
    expect(flow.services.navigate.leave).not.toHaveBeenCalled()
  })

  it('a pay page link that names its channel already keeps the server’s', async () => {
    const flow = start('instalment', {
      payUrl: '/repaymentOfCode?showType=1&payCode=BYD1&repayAmount=392000&channel=GCash%20Bills',
    })
    await pay(flow, '90006')
    expect(flow.services.navigate.go.mock.calls).toEqual([
      ['/repaymentOfCode?showType=1&payCode=BYD1&repayAmount=392000&channel=GCash%20Bills', undefined],
    ])
  })

  it('a hash route on another site is that site’s page: it leaves as given', async () => {
    const flow = start('instalment', { payUrl: 'https://pay.example/#/alipayrepayment?x=1' })
    await pay(flow, '90006')
    expect(flow.services.navigate.leave.mock.calls).toEqual([['https://pay.example/#/alipayrepayment?x=1']])
    expect(flow.services.navigate.go).not.toHaveBeenCalled()
  })

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '  '])(
    'the pay URL %j is refused: no navigation, "Processing failed", back to the popup, the trace settled',
    async (payUrl) => {
      const flow = start('instalment', { payUrl })
      await pay(flow, '90006')
      expect(flow.services.navigate.go).not.toHaveBeenCalled()
      expect(flow.services.navigate.leave).not.toHaveBeenCalled()
      expect(flow.services.toasts).toEqual([{ notice: { id: 'error.processingFailed' }, tone: 'failure' }])
      expect(paymentState(flow)).toBe('choosing')
      expect(createSubmissions(flow.services.store).find('generate-vcode')).toBeUndefined()
    },
  )

  it('a refused pay code toasts the server message and opens nothing', async () => {
    const flow = start('instalment')
    flow.services.fail(generatePayCode, { kind: 'rejected', code: '1', message: 'channel under maintenance' })
    await pay(flow, '90006')
    expect(flow.services.toasts).toEqual([{ notice: { text: 'channel under maintenance' }, tone: 'failure' }])
    expect(flow.services.navigate.go).not.toHaveBeenCalled()
    expect(flow.services.navigate.leave).not.toHaveBeenCalled()
  })
})

describe('repayment: generate-vcode, one key per pay code asked for (decision 022)', () => {
  const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
  const keysSent = (services: FakeServices) =>
    services.api.calls.filter((c) => c.endpoint === generatePayCode).map((c) => c.options?.idempotencyKey)
  const trace = (services: FakeServices) => createSubmissions(services.store).find('generate-vcode')
  const lost = { kind: 'timeout' }

  /** generate-vcode answers each call in turn: a failure (thrown) or the pay URL. */
  function answers(services: FakeServices, ...outcomes: unknown[]) {
    let index = 0
    services.answer(generatePayCode, () => {
      const outcome = outcomes[Math.min(index++, outcomes.length - 1)]
      if (typeof outcome === 'string') return { payUrl: outcome }
      throw outcome
    })
  }

  it('the key is stored before the request leaves, bound to the order, variant, amount and channel', async () => {
    const flow = start('instalment')
    let storedFirst: unknown
    flow.services.answer(generatePayCode, () => {
      storedFirst = trace(flow.services)
      throw lost
    })
    await pay(flow, '90006')
    expect(storedFirst).toMatchObject({
      binding: { orderId: ORDER, variant: 'instalment', amount: '392000', channelNumber: '90006' },
      data: { productId: '101' },
    })
    expect(keysSent(flow.services)).toEqual([trace(flow.services)?.key])
    expect(keysSent(flow.services)[0]).toMatch(KEY)
  })

  it('no answer: the check asks generate-vcode again with the same key, then opens the code it made', async () => {
    const flow = start('instalment')
    answers(flow.services, lost, 'https://pay.dragonpay.test/v/1')
    await pay(flow, '90006')
    expect(paymentState(flow)).toBe('checkingOutcome')
    expect(flow.services.toasts).toEqual([])
    await vi.advanceTimersByTimeAsync(1_000)
    const [first, again] = keysSent(flow.services)
    expect(again).toBe(first)
    expect(flow.services.api.callsTo(generatePayCode)).toEqual([
      { productId: '101', orderId: ORDER, amount: '392000', channelNumber: '90006' },
      { productId: '101', orderId: ORDER, amount: '392000', channelNumber: '90006' },
    ])
    expect(flow.services.navigate.leave.mock.calls).toEqual([['https://pay.dragonpay.test/v/1']])
    expect(paymentState(flow)).toBe('leaving')
    expect(trace(flow.services)).toBeUndefined()
  })

  it('the check refused: not done, the trace settled, so the next Payment is a new request with a new key', async () => {
    const flow = start('instalment')
    answers(flow.services, lost, { kind: 'rejected', code: '1', message: 'expired' }, 'https://pay.test/2')
    await pay(flow, '90006')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(paymentState(flow)).toBe('choosing')
    expect(flow.services.toasts).toEqual([{ notice: { id: 'submission.notDone' }, tone: 'failure' }])
    expect(trace(flow.services)).toBeUndefined()
    flow.actor.send({ type: 'payment.submit' })
    await flush()
    const [first, check, next] = keysSent(flow.services)
    expect(check).toBe(first)
    expect(next).not.toBe(first)
    expect(next).toMatch(KEY)
  })

  it('no answer to any check: unknown after the backoff, the trace kept; Check again asks with the same key', async () => {
    const flow = start('instalment')
    answers(flow.services, lost)
    await pay(flow, '90006')
    await vi.advanceTimersByTimeAsync(15_000)
    expect(paymentState(flow)).toBe('outcomeUnknown')
    expect(keysSent(flow.services)).toHaveLength(5)
    expect(new Set(keysSent(flow.services)).size).toBe(1)
    expect(trace(flow.services)).toBeDefined()
    flow.actor.send({ type: 'service.open' })
    expect(flow.services.navigate.go.mock.calls).toEqual([['/customerService']])
  })

  it('a reload while unknown resumes into the check with the same key; never a fresh request', async () => {
    const first = start('instalment')
    answers(first.services, lost)
    await pay(first, '90006')
    const key = trace(first.services)?.key
    first.actor.stop()

    // The same storage, a new page: the screen's input finds the pay code in flight.
    const services = first.services
    services.api.calls.length = 0
    answers(services, 'https://pay.dragonpay.test/v/1')
    const actor = createActor(repaymentWith(services), { input: inputFor(services, 'instalment') })
    actor.start()
    await flush()
    expect((actor.getSnapshot().value as { ready: { payment: string } }).ready.payment).toBe(
      'checkingOutcome',
    )
    expect(services.api.callsTo(generatePayCode)).toEqual([])
    await vi.advanceTimersByTimeAsync(1_000)
    expect(keysSent(services)).toEqual([key])
    expect(services.navigate.leave.mock.calls).toEqual([['https://pay.dragonpay.test/v/1']])
  })

  it('a reload on another order, or the rollover of the same order, does not resume it', () => {
    const services = fakeServices({ origin: ORIGIN, pageQuery: query })
    createSubmissions(services.store).open(
      'generate-vcode',
      { orderId: ORDER, variant: 'instalment', amount: '392000', channelNumber: '90006' },
      60_000,
      { productId: '101' },
    )
    expect(
      repaymentPageInput(services, { variant: 'instalment', productId: '101', orderId: ORDER }),
    ).toMatchObject({
      inFlight: { amount: 392000, channelNumber: '90006' },
    })
    expect(
      repaymentPageInput(services, { variant: 'rollover', productId: '101', orderId: ORDER }).inFlight,
    ).toBeNull()
    expect(
      repaymentPageInput(services, { variant: 'instalment', productId: '101', orderId: 'BYD2' }).inFlight,
    ).toBeNull()
  })

  it('done settles the trace: the next pay code (Back to the page, Payment again) is a new request, a new key', async () => {
    const flow = start('instalment')
    await pay(flow, '90006')
    expect(trace(flow.services)).toBeUndefined()
    flow.actor.stop()
    const actor = createActor(repaymentWith(flow.services), { input: inputFor(flow.services, 'instalment') })
    actor.start()
    await flush()
    actor.send({ type: 'channels.open' })
    actor.send({ type: 'channel.select', channelNumber: '90006' })
    actor.send({ type: 'payment.submit' })
    await flush()
    const [first, second] = keysSent(flow.services)
    expect(second).toMatch(KEY)
    expect(second).not.toBe(first)
  })

  it('offline (not sent): the offline message, the trace kept, so the retry sends the same key', async () => {
    const flow = start('instalment')
    answers(flow.services, { kind: 'offline' }, 'https://pay.dragonpay.test/v/1')
    await pay(flow, '90006')
    expect(flow.services.toasts).toEqual([{ notice: { id: 'error.offline' }, tone: 'failure' }])
    flow.actor.send({ type: 'payment.submit' })
    await flush()
    const [first, retry] = keysSent(flow.services)
    expect(retry).toBe(first)
  })
})

describe('repayment: the bank card', () => {
  it.each([
    ['instalment', '392000'],
    ['rollover', '52500'],
  ] as const)(
    '%s: opens /repayChoose with the order, amount %s, product and date',
    async (variant, amount) => {
      const flow = start(variant)
      await pay(flow, '90002')
      expect(CARD_REPAY_PATH).toBe('/repayChoose')
      expect(flow.services.navigate.go.mock.calls).toEqual([
        [
          '/repayChoose',
          { orderId: ORDER, amount, couponId: undefined, productName: 'Bayad Cash', repayDate: '2026-12-05' },
        ],
      ])
      expect(flow.services.api.callsTo(generatePayCode)).toEqual([])
    },
  )

  it('an empty product name or date is left out of the link', async () => {
    const flow = start('instalment', { data: { productName: '', repayDate: null } })
    await pay(flow, '90002')
    expect(flow.services.navigate.go.mock.calls).toEqual([
      [
        '/repayChoose',
        {
          orderId: ORDER,
          amount: '392000',
          couponId: undefined,
          productName: undefined,
          repayDate: undefined,
        },
      ],
    ])
  })

  it(`a product name or date longer than ${CONTEXT_MAX} characters is cut, and /repayChoose reads the link`, async () => {
    const productName = `Bayad Cash ${'Extra '.repeat(30)}`
    const repayDate = `2026-12-05 ${'x'.repeat(100)}`
    const flow = start('instalment', { data: { productName, repayDate } })
    await pay(flow, '90002')
    const [path, params] = flow.services.navigate.go.mock.calls[0] ?? []
    expect(path).toBe('/repayChoose')
    expect(params).toMatchObject({
      productName: productName.slice(0, CONTEXT_MAX),
      repayDate: repayDate.slice(0, CONTEXT_MAX),
    })
    const link = Object.fromEntries(
      Object.entries(params ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
    )
    expect(decodeRepayQuery(link)).toMatchObject({
      orderId: ORDER,
      amount: '392000',
      productName: productName.slice(0, CONTEXT_MAX),
      repayDate: repayDate.slice(0, CONTEXT_MAX),
    })
  })
})

describe('repayment: the default-payment box and the code page', () => {
  const NOW = Date.UTC(2026, 10, 27, 3, 0, 0)
  beforeEach(() => {
    vi.setSystemTime(NOW)
  })

  /** What the code page reads back: the stored value through JSON, decoded by its schema. */
  function stored(services: FakeServices) {
    const raw = services.store.values.get('repaymentInfo')
    return v.parse(storedRepaymentInfo, JSON.parse(JSON.stringify(raw)))
  }

  it('instalment: saves repaymentInfo without delayInfo, then opens /repaymentOfCode2', async () => {
    const flow = start('instalment')
    await flush()
    flow.actor.send({ type: 'defaultPayment.open' })
    expect(CODE_PAGE_PATH).toBe('/repaymentOfCode2')
    expect(flow.services.navigate.go.mock.calls).toEqual([
      ['/repaymentOfCode2', { orderId: ORDER, amount: 392000 }],
    ])
    expect(flow.services.store.set.mock.calls.filter(([key]) => key === 'repaymentInfo')).toHaveLength(1)
    const info = stored(flow.services)
    expect(info).toEqual({
      orderId: ORDER,
      expiresAt: NOW + REPAYMENT_INFO_TTL_MS,
      repayAmount: 392000,
      productName: 'Bayad Cash',
      repayDate: '2026-12-05',
      productLogo: 'https://cdn.bayad.test/bc.png',
      defDetail: {
        payCode: '7105000017',
        logo: 'https://cdn.bayad.test/dp.png',
        title: 'Dragonpay',
        payNotice: rawInstalment.defDetail.payNotice,
      },
    })
    expect(totalOf(info)).toBe(392000)
  })

  it('rollover: saves delayInfo too, whose amount is the total the code page shows', async () => {
    const flow = start('rollover')
    await flush()
    flow.actor.send({ type: 'defaultPayment.open' })
    const info = stored(flow.services)
    expect(info.delayInfo).toEqual({ delayAmount: 52500, title: 'Rollover fee' })
    expect(totalOf(info)).toBe(52500)
    expect(info.orderId).toBe(ORDER)
    expect(flow.services.navigate.go.mock.calls).toEqual([
      ['/repaymentOfCode2', { orderId: ORDER, amount: 52500 }],
    ])
  })

  it('without a pay code the box saves nothing and goes nowhere', async () => {
    const flow = start('instalment', { data: { defDetail: { ...rawInstalment.defDetail, payCode: '' } } })
    await flush()
    flow.actor.send({ type: 'defaultPayment.open' })
    flow.actor.send({ type: 'payCode.copy' })
    await flush()
    expect(flow.services.store.set).not.toHaveBeenCalled()
    expect(flow.services.navigate.go).not.toHaveBeenCalled()
    expect(flow.services.toasts).toEqual([])
  })
})

describe('repayment: Copy', () => {
  const COPIED = { notice: { id: 'common.copySuccess' }, tone: 'info' }

  function stubClipboard(writeText: (text: string) => Promise<void>) {
    const spy = vi.fn(writeText)
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: spy } })
    return spy
  }

  function stubExecCommand(result: boolean | 'throws') {
    const copied: string[] = []
    const execCommand = vi.fn((command: string) => {
      copied.push(`${command}:${document.querySelector('textarea')?.value ?? ''}`)
      if (result === 'throws') throw new Error('not allowed')
      return result
    })
    Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand })
    return { execCommand, copied }
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard')
    Reflect.deleteProperty(document, 'execCommand')
  })

  it('writes the pay code to the clipboard and says "Copied."', async () => {
    const writeText = stubClipboard(() => Promise.resolve())
    const flow = start('instalment')
    await flush()
    flow.actor.send({ type: 'payCode.copy' })
    await flush()
    expect(writeText.mock.calls).toEqual([['7105000017']])
    expect(flow.services.toasts).toEqual([COPIED])
    expect(message('common.copySuccess')).toBe('Copied.')
  })

  it('when the Clipboard API refuses, copies by selection and still says "Copied."', async () => {
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')))
    const { copied } = stubExecCommand(true)
    const flow = start('instalment')
    await flush()
    flow.actor.send({ type: 'payCode.copy' })
    await flush()
    expect(copied).toEqual(['copy:7105000017'])
    expect(document.querySelector('textarea')).toBeNull()
    expect(flow.services.toasts).toEqual([COPIED])
  })

  it.each([
    ['succeeds', true],
    ['returns false', false],
    ['throws', 'throws'],
  ] as const)(
    'the selection copy (it %s) gives focus back to the control the borrower used',
    async (_what, result) => {
      stubClipboard(() => Promise.reject(new Error('denied')))
      const focusedDuringCopy: Array<string | undefined> = []
      const { execCommand } = stubExecCommand(result)
      const selectedDuringCopy: string[] = []
      execCommand.mockImplementationOnce((command: string) => {
        const area = document.activeElement
        focusedDuringCopy.push(area?.tagName)
        if (area instanceof HTMLTextAreaElement)
          selectedDuringCopy.push(area.value.slice(area.selectionStart, area.selectionEnd))
        if (result === 'throws') throw new Error('not allowed')
        return command === 'copy' && result
      })
      const button = document.createElement('button')
      document.body.append(button)
      try {
        button.focus()
        const flow = start('instalment')
        await flush()
        flow.actor.send({ type: 'payCode.copy' })
        await flush()
        expect(focusedDuringCopy).toEqual(['TEXTAREA'])
        expect(selectedDuringCopy).toEqual(['7105000017'])
        expect(document.activeElement).toBe(button)
      } finally {
        button.remove()
      }
    },
  )

  it.each([
    ['returns false', false],
    ['throws', 'throws'],
  ] as const)(
    'when both ways fail (the selection copy %s), says to write the code down',
    async (_what, result) => {
      stubClipboard(() => Promise.reject(new Error('denied')))
      stubExecCommand(result)
      const flow = start('instalment')
      await flush()
      flow.actor.send({ type: 'payCode.copy' })
      await flush()
      expect(document.querySelector('textarea')).toBeNull()
      expect(flow.services.toasts).toEqual([
        { notice: { text: 'Could not copy. Please write the code down.' }, tone: 'failure' },
      ])
    },
  )
})

describe('decodeRepaymentQuery', () => {
  it('reads the order and the product, trimmed, with the route variant', () => {
    expect(decodeRepaymentQuery({ ...query, orderId: ` ${ORDER} `, productId: ' 101 ' }, 'rollover')).toEqual(
      {
        variant: 'rollover',
        productId: '101',
        orderId: ORDER,
      },
    )
  })

  it('a link without a product is accepted with an empty productId', () => {
    expect(decodeRepaymentQuery({ orderId: ORDER }, 'instalment')).toEqual({
      variant: 'instalment',
      productId: '',
      orderId: ORDER,
    })
  })

  it('the longest id (64) is accepted', () => {
    expect(decodeRepaymentQuery({ orderId: 'A'.repeat(64) }, 'instalment')?.orderId).toBe('A'.repeat(64))
  })

  it.each([
    ['no order', { productId: '101' }],
    ['an empty order', { orderId: '', productId: '101' }],
    ['a blank order', { orderId: '   ' }],
    ['a path in the order', { orderId: '../x' }],
    ['markup in the order', { orderId: '<img src=x>' }],
    ['a 65-character order', { orderId: 'A'.repeat(65) }],
    ['a forged product', { orderId: ORDER, productId: '101&isDelay=1' }],
    ['a 65-character product', { orderId: ORDER, productId: '1'.repeat(65) }],
  ])('%s is refused', (_what, pageQuery) => {
    expect(decodeRepaymentQuery(pageQuery, 'instalment')).toBeNull()
  })
})

describe('the instruction banner', () => {
  const mutableConfig = config as { repaymentInstructionsUrl: string }

  async function openInstructions(url: string) {
    const before = config.repaymentInstructionsUrl
    mutableConfig.repaymentInstructionsUrl = url
    try {
      const flow = start('instalment')
      await flush()
      flow.actor.send({ type: 'instructions.open' })
      return flow
    } finally {
      mutableConfig.repaymentInstructionsUrl = before
    }
  }

  it('an app page (default /dragonpay) opens in the app; the navigator adds the common query', async () => {
    expect(config.repaymentInstructionsUrl).toBe('/dragonpay')
    const flow = await openInstructions(config.repaymentInstructionsUrl)
    // With the borrower's pay code and amount, in the /carpmm form (decision 030).
    expect(flow.services.navigate.go.mock.calls).toEqual([
      ['/dragonpay', { requestType: '1', amount: '392000', payCode: '7105000017' }],
    ])
    expect(flow.services.navigate.leave).not.toHaveBeenCalled()
  })

  it('an outside page is left for', async () => {
    const flow = await openInstructions('https://help.bayad.test/how-to-pay')
    expect(flow.services.navigate.leave.mock.calls).toEqual([['https://help.bayad.test/how-to-pay']])
    expect(flow.services.navigate.go).not.toHaveBeenCalled()
  })

  it('without the banner (isShowReyTop 0) nothing opens', async () => {
    const flow = start('instalment', { data: { isShowReyTop: 0 } })
    await flush()
    flow.actor.send({ type: 'instructions.open' })
    expect(flow.services.navigate.go).not.toHaveBeenCalled()
    expect(flow.services.navigate.leave).not.toHaveBeenCalled()
  })
})

describe('instructionsHref', () => {
  const pay = { amount: 392000, payCode: '7105000017' }

  it('an app page keeps the common query and carries the pay code and amount (the /carpmm form)', () => {
    expect(instructionsHref(query, pay, '/dragonpay')).toBe(
      '/dragonpay?requestType=1&amount=392000&payCode=7105000017&deviceId=dev-1&sessionId=sess-9&userId=100234',
    )
  })

  it('without a pay code, the amount only', () => {
    expect(instructionsHref(query, { amount: 392000, payCode: '' }, '/carpmm')).toBe(
      '/carpmm?requestType=1&amount=392000&deviceId=dev-1&sessionId=sess-9&userId=100234',
    )
  })

  it('an app page with its own query keeps it first', () => {
    expect(instructionsHref({ deviceId: 'dev-1' }, pay, '/dragonpay?tab=gcash')).toBe(
      '/dragonpay?tab=gcash&requestType=1&amount=392000&payCode=7105000017&deviceId=dev-1',
    )
  })

  it.each(['https://help.bayad.test/how-to-pay', '//help.bayad.test/how-to-pay'])(
    'an outside URL %s is left alone: the pay code is not sent elsewhere',
    (url) => {
      expect(instructionsHref(query, pay, url)).toBe(url)
    },
  )
})

describe('repayment: the pay code this device keeps (decision 030)', () => {
  it('a load keeps its pay code, amount, channel and time; the next page reads it as its input', async () => {
    const flow = start('instalment')
    await flush()
    const kept = flow.services.store.values.get(KNOWN_PAY_CODES_KEY)
    expect(kept).toEqual([
      {
        orderId: ORDER,
        variant: 'instalment',
        payCode: '7105000017',
        title: 'Dragonpay',
        amount: 392000,
        loadedAt: Date.now(),
      },
    ])
    const decodedInput = decodeRepaymentQuery(flow.services.pageQuery(), 'instalment')!
    expect(repaymentPageInput(flow.services, decodedInput).known).toEqual({
      payCode: '7105000017',
      title: 'Dragonpay',
      amount: 392000,
      loadedAt: Date.now(),
    })
    // Another variant of the order, or another order, keeps nothing of it.
    expect(repaymentPageInput(flow.services, { ...decodedInput, variant: 'rollover' }).known).toBeNull()
    expect(repaymentPageInput(flow.services, { ...decodedInput, orderId: 'BYD-OTHER' }).known).toBeNull()
  })

  it('a failed load shows the kept code: the flow starts with it and Copy copies it', async () => {
    const services = fakeServices({ origin: ORIGIN, pageQuery: query })
    rememberPayCode(services.store, ORDER, 'instalment', {
      payCode: '7100000001',
      title: 'Dragonpay',
      amount: 380000,
      loadedAt: Date.now() - 60_000,
    })
    services.fail(instalmentRepayment, { kind: 'network' })
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } })
    const actor = createActor(repaymentWith(services), { input: inputFor(services, 'instalment') })
    actor.start()
    await flush()
    expect(actor.getSnapshot().value).toBe('loadFailed')
    expect(actor.getSnapshot().context.known?.payCode).toBe('7100000001')
    actor.send({ type: 'payCode.copy' })
    await flush()
    expect(writeText).toHaveBeenCalledWith('7100000001')
  })

  it('a kept code older than a week, from the future, or corrupt reads as none', () => {
    const store = fakeServices().store
    const known = { payCode: '7100000001', title: 'Dragonpay', amount: 380000, loadedAt: 1_000 }
    rememberPayCode(store, ORDER, 'instalment', known)
    expect(knownPayCodeFor(store, ORDER, 'instalment', 1_000 + KNOWN_PAY_CODE_TTL_MS)).toEqual(known)
    expect(knownPayCodeFor(store, ORDER, 'instalment', 1_001 + KNOWN_PAY_CODE_TTL_MS)).toBeNull()
    expect(knownPayCodeFor(store, ORDER, 'instalment', 999)).toBeNull()
    store.set(KNOWN_PAY_CODES_KEY, [{ ...known, orderId: ORDER, variant: 'instalment', payCode: 'a\u0000b' }])
    expect(knownPayCodeFor(store, ORDER, 'instalment', 2_000)).toBeNull()
    store.set(KNOWN_PAY_CODES_KEY, 'not a list')
    expect(knownPayCodeFor(store, ORDER, 'instalment', 2_000)).toBeNull()
  })

  it(`keeps the newest ${KNOWN_PAY_CODES_MAX} orders' codes; a page loaded without a code forgets its own`, () => {
    const store = fakeServices().store
    for (let i = 0; i < KNOWN_PAY_CODES_MAX + 2; i++)
      rememberPayCode(store, `O${i}`, 'instalment', { payCode: `C${i}`, title: '', amount: 100, loadedAt: i })
    const list = store.values.get(KNOWN_PAY_CODES_KEY) as Array<{ orderId: string }>
    expect(list.map((item) => item.orderId)).toEqual(['O7', 'O6', 'O5', 'O4', 'O3', 'O2'])
    rememberPayCode(store, 'O7', 'instalment', null)
    expect(knownPayCodeFor(store, 'O7', 'instalment', 10)).toBeNull()
    expect(knownPayCodeFor(store, 'O6', 'instalment', 10)?.payCode).toBe('C6')
  })
})
