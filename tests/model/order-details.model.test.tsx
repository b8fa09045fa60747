import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useActorRef } from '@xstate/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { fromPromise, type InspectionEvent } from 'xstate'
import { orderDetailsMachine } from '../../machines/order-details.machine.ts'
import type { OrderDetails, OrderDetailsInput, OrderPageInput } from '../../machines/order-details.types.ts'
import type { PaymentReceipt } from '../../machines/repay-outcome.ts'
import { formatPeso } from '../../src/lib/format.ts'
import { ratingMachine } from '../../machines/rating.machine.ts'
import type { RatingOutcome } from '../../machines/rating.types.ts'
import { REPEAT_TAP_MS } from '../../machines/shared/taps.ts'
import { OrderDetailsView } from '../../src/screens/order-details/order-details-view.tsx'
import { ServicesProvider, type Services } from '../../src/screens/shared/services.tsx'
import { config } from '../../src/config.ts'
import type * as OnDemandModule from '../../src/ui/on-demand.tsx'
import { createModel, expectFullCoverage, recorder, scenarioPath } from './harness.ts'
import type { Executor, ModelEvent, StateContext, StepContext, SyntheticEvent } from './harness.ts'
import {
  CASHNOW,
  FINISHED,
  CARD_RECEIPT,
  IDS,
  IN_REVIEW,
  PAID_BY_CARD,
  INPUT,
  LOAD_FAILED,
  OVERDUE,
  PESOFLEX,
  REDIRECT_URL,
  REDIRECTED,
  REPAYABLE_DELAY,
  REPAYING,
  sampleOf,
  UNKNOWN,
  WITHDRAW_INSIDE,
  WITHDRAW_PRODUCT,
  type Sample,
} from './order-details.fixtures.ts'
import { scenarios } from './samples/order-details.samples.ts'
import { expectLoadFailure } from './load-failure.ts'

// The lazy overlay never resolves on a fake clock: the dialogs load eagerly.
vi.mock('../../src/ui/overlays.tsx', () => import('./eager-overlays.ts'))

// The page loads its popups and its recommended list on demand (src/ui/on-demand.tsx) and does not
// export the handles: collect them as the view creates them, and load them before the fake clock, as a
// borrower's first tap would, so they render at once.
const onDemands = vi.hoisted(() => [] as Array<{ prefetch: () => Promise<unknown> }>)
vi.mock('../../src/ui/on-demand.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof OnDemandModule>()
  const onDemand: typeof real.onDemand = (load) => {
    const handle = real.onDemand(load)
    onDemands.push(handle)
    return handle
  }
  return { ...real, onDemand }
})
beforeAll(async () => {
  expect(onDemands.length).toBeGreaterThan(0)
  await Promise.all(onDemands.map((handle) => handle.prefetch()))
})

type Machine = typeof orderDetailsMachine
type Src = 'loadDetails'
type Ctx = StateContext<Machine, Src>
type Screen = Ctx['screen']

// ------------------------------------------------------------------------------- host effects

/** What the page, its rating popup and its recommended list asked of the host on this path, in order. */
const host = recorder()
/**
 * The oracle, kept from what the borrower and the server did (not from the machine): the effects the
 * host should have seen, and the order the server sent.
 */
let expectedEffects: Array<{ action: string; params: unknown }> = []
let loaded: Sample | undefined
/** When (on the fake clock) a page tap last asked the host or the router. */
let askedAt: number | undefined

const expectEffect = (action: string, params?: unknown) => void expectedEffects.push({ action, params })
/** Within REPEAT_TAP_MS of the last tap that asked, a page tap (any button, the call row) asks nothing. */
const repeated = () => askedAt !== undefined && Date.now() - askedAt < REPEAT_TAP_MS
/** A page tap: it asks the host or the router unless it repeats one within REPEAT_TAP_MS. */
function expectPageTap(action: string, params: unknown) {
  if (repeated()) return
  askedAt = Date.now()
  expectEffect(action, params)
}
const shown = (): Sample => {
  if (loaded === undefined) throw new Error('no order was loaded on this path')
  return loaded
}

/**
 * The page's machine with its effects recorded and its rating popup given a fake submit rule (the
 * score is accepted at once); the popup machine itself runs for real.
 */
function withHost(machine: Machine): Machine {
  return machine.provide({
    actors: {
      rating: ratingMachine.provide({
        actors: { submitScore: fromPromise(async () => {}) },
        actions: {
          showToast: host.record('rating.showToast'),
          scoreAccepted: host.record('rating.scoreAccepted'),
        },
      }),
    },
    actions: {
      showToast: host.record('showToast'),
      replaceWith: host.record('replaceWith'),
      openRepay: host.record('openRepay'),
      openRollover: host.record('openRollover'),
      openProduct: host.record('openProduct'),
      callPhone: host.record('callPhone'),
      openBindCard: host.record('openBindCard'),
      openWithdraw: host.record('openWithdraw'),
      keepReceipt: host.record('keepReceipt'),
    },
  })
}

/**
 * What the recommended list reaches (it builds its own recommended-products machine from the
 * services): calls answer at once, the product link is empty (the host opens the product), and the
 * host, navigation and toasts are recorded as `list.*`.
 */
const services = {
  api: {
    call: async (endpoint: { path: string }, params: unknown) => {
      host.calls.push({ action: 'list.api', params: { path: endpoint.path, params } })
      return endpoint.path === '/gopia/goya/define' ? { url: '' } : null
    },
  },
  bridge: { send: (action: unknown) => void host.calls.push({ action: 'list.bridge', params: action }) },
  navigate: {
    go: (path: string) => void host.calls.push({ action: 'list.go', params: path }),
    leave: (url: string) => void host.calls.push({ action: 'list.leave', params: url }),
  },
  toast: (params: unknown) => void host.calls.push({ action: 'list.toast', params }),
  origin: 'https://h5.bayad.test',
  pageQuery: () => ({}),
} as unknown as Services

/** The input the page was opened with on this path (a scenario may open it from the loan confirmation). */
let pageInput: OrderPageInput = INPUT

function Screen({
  machine,
  inspect,
  input,
}: {
  machine: Machine
  inspect?: (event: InspectionEvent) => void
  input: OrderPageInput
}) {
  const actor = useActorRef(machine, inspect ? { input, inspect } : { input })
  return <OrderDetailsView actor={actor} />
}

function renderPage(
  machine: Machine,
  inspect?: (event: InspectionEvent) => void,
  input: OrderPageInput = INPUT,
) {
  pageInput = input
  render(
    <ServicesProvider services={services}>
      <Screen machine={machine} input={input} {...(inspect ? { inspect } : {})} />
    </ServicesProvider>,
  )
}

/** Other lenders' offers show: the status has none of its own buttons, and the borrower has not just applied. */
const offersShown = (s: Sample) => s.sees.recommended && (pageInput.submitted ?? null) === null

// ------------------------------------------------------------------------------- model

const POPUP_OPEN = ['bindCard', 'withdraw', 'rating'] as const
const PAGE_TAPS = ['order.repay', 'order.rollover', 'order.borrowAgain', 'order.withdraw', 'phone.call']

const model = createModel(orderDetailsMachine, {
  input: scenarios.default.input,
  // Every guard reads the order; it does not change once loaded.
  contextKeys: ['order'],
  controllable: ['loadDetails'],
  // Every sample order, the failed load, and the rating popup's end (the executor finishes it through
  // the real popup).
  events: scenarios.default.events,
  // The popups are modal: while one shows, nothing on the page behind it can be tapped.
  filterEvents: (s, e) =>
    !(PAGE_TAPS.includes(e.type) && POPUP_OPEN.some((p) => s.matches({ ready: { popup: p } }))),
})

// ------------------------------------------------------------------------------- executor

const dialog = (screen: Screen, name: string) => screen.getByRole('dialog', { name })
const footer = (): HTMLElement => {
  const element = document.querySelector<HTMLElement>('.page__footer')
  if (element === null) throw new Error('the page has no footer')
  return element
}
const footerButtons = () =>
  [...document.querySelectorAll('.page__footer button')].map((button) => button.textContent)
const pageButton = (screen: Screen, name: string | RegExp) =>
  screen.getByRole('button', { name, hidden: true })
/** A kept receipt's lines as the page shows them (written out: Manila is UTC+8). */
function receiptLinesOf(receipt: PaymentReceipt): string[][] {
  const manila = new Date(Date.parse(receipt.paidAt) + 8 * 60 * 60_000).toISOString()
  return [
    ['Amount paid', formatPeso(receipt.amount)],
    ['Date and time', `${manila.slice(0, 10)} ${manila.slice(11, 19)} (Manila)`],
    ['Paid with', receipt.channelName],
    ['Reference', receipt.reference],
    ['Order', receipt.orderId],
    ['Loan', receipt.productName],
  ]
}

/** A card's [term, value] lines. */
const linesOf = (element: Element | undefined): string[][] =>
  [...(element?.querySelectorAll('.receipt__lines dt') ?? [])].map((dt) => [
    dt.textContent ?? '',
    dt.nextElementSibling?.textContent ?? '',
  ])
/** The "Order details" card (none when the order has no rows). */
const detailsCard = () =>
  [...document.querySelectorAll('.card')].find(
    (card) => card.querySelector('h2')?.textContent === 'Order details',
  )
const bindCardTitle = (s: Sample) =>
  s.order.cardPopTitle !== '' ? s.order.cardPopTitle : 'Link your bank card'

/** Ends the rating popup the way the sample says, by tapping the real popup. */
async function finishRating(ctx: StepContext<Machine, Src, SyntheticEvent>) {
  const { user, screen } = ctx
  const outcome = ('output' in ctx.event ? ctx.event.output : undefined) as { outcome: RatingOutcome }
  const popup = dialog(screen, 'Rate your experience')
  if (outcome.outcome === 'cancelled') {
    await user.click(within(popup).getByRole('button', { name: 'Cancel' }))
  } else if (outcome.outcome === 'rated') {
    // 4 stars or more: the score is accepted (the store rating opens).
    expectEffect('rating.scoreAccepted', { stars: 5 })
    await user.click(within(popup).getByRole('radio', { name: '5 stars' }))
    await user.click(within(popup).getByRole('button', { name: 'Send' }))
  } else {
    // Fewer than 4: thanked in the result popup, nothing sent.
    await user.click(within(popup).getByRole('radio', { name: '2 stars' }))
    await user.click(within(popup).getByRole('button', { name: 'Send' }))
    const thanks = dialog(screen, 'Thank you for your feedback')
    const telephone = shown().order.telephone
    expect(thanks.textContent).toContain(
      telephone !== '' ? `call ${telephone}.` : 'open Customer service in the app.',
    )
    await user.click(within(thanks).getByRole('button', { name: 'OK' }))
  }
}

const executor: Executor<Machine, Src> = {
  render: ({ machine, inspect, input }) => {
    host.reset()
    expectedEffects = []
    loaded = undefined
    askedAt = undefined
    renderPage(withHost(machine), inspect, input ?? INPUT)
  },
  events: {
    'xstate.done.actor.loadDetails': ({ actors, event }) => {
      const output = 'output' in event ? event.output : undefined
      loaded = sampleOf(output)
      if (loaded.redirects) expectEffect('replaceWith', { url: REDIRECT_URL })
      // The lender's payment the device has no receipt of is kept (issue 27).
      const payment = loaded.order.lastPayment
      const known = loaded.order.receipts.some((r) => r.reference === payment?.reference)
      if (!loaded.redirects && payment !== null && !known)
        expectEffect('keepReceipt', {
          ...payment,
          orderId: INPUT.orderId,
          productName: loaded.order.productName,
        })
      actors.loadDetails.resolve(loaded.order)
    },
    'xstate.error.actor.loadDetails': ({ actors }) => {
      expectEffect('showToast', { notice: { text: LOAD_FAILED.message }, tone: 'failure' })
      actors.loadDetails.reject(LOAD_FAILED)
    },
    'xstate.done.actor.rating': finishRating,
    'details.retry': async ({ user, screen }) => {
      await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }))
    },
    'order.repay': async ({ user, screen }) => {
      // Pay (with or without the rollover beside it) opens the instalment repayment.
      const label = shown().sees.buttons.find((b) => b === 'Pay')
      if (label === undefined) throw new Error(`${shown().name} offers no repayment button`)
      expectPageTap('openRepay', IDS)
      await user.click(screen.getByRole('button', { name: label }))
    },
    'order.rollover': async ({ user, screen }) => {
      expectPageTap('openRollover', IDS)
      await user.click(screen.getByRole('button', { name: 'Pay to extend' }))
    },
    'order.borrowAgain': async ({ user, screen }) => {
      expectPageTap('openProduct', { productId: INPUT.productId })
      await user.click(screen.getByRole('button', { name: 'Borrow again' }))
    },
    'order.withdraw': async ({ user }) => {
      // The footer's Withdraw Now, after the popup was closed with Later.
      expectPageTap('openWithdraw', { target: shown().sees.withdraw })
      await user.click(within(footer()).getByRole('button', { name: 'Receive my loan' }))
    },
    'phone.call': async ({ user, screen }) => {
      expectPageTap('callPhone', { phone: shown().order.telephone })
      await user.click(screen.getByRole('button', { name: /^Call customer service/ }))
    },
    'bindCard.close': async ({ user, screen }) => {
      await user.click(within(dialog(screen, bindCardTitle(shown()))).getByRole('button', { name: 'Close' }))
    },
    'bindCard.go': async ({ user, screen }) => {
      expectEffect('openBindCard', IDS)
      await user.click(
        within(dialog(screen, bindCardTitle(shown()))).getByRole('button', { name: 'Link my bank card' }),
      )
    },
    'withdraw.close': async ({ user, screen }) => {
      await user.click(within(dialog(screen, 'Your loan is approved')).getByRole('button', { name: 'Later' }))
    },
    'withdraw.go': async ({ user, screen }) => {
      expectEffect('openWithdraw', { target: shown().sees.withdraw })
      await user.click(
        within(dialog(screen, 'Your loan is approved')).getByRole('button', { name: 'Receive my loan' }),
      )
    },
  },
  states: {
    loading: ({ screen, actors }) => {
      expect(document.querySelector('.skeleton')).not.toBeNull()
      expect(document.querySelector('.status-hero')).toBeNull()
      expect(document.querySelector('.page__footer')).toBeNull()
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(actors.loadDetails.pending().map((c) => c.input)).toEqual([IDS])
      expect(host.calls).toEqual(expectedEffects)
    },
    loadFailed: ({ screen, actors, snapshot }) => {
      expectLoadFailure(screen.getByRole('alert'), snapshot().context.loadFailure)
      const alert = screen.getByRole('alert')
      expect(alert.textContent).toContain('Your loan details could not be loaded.')
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
      expect(document.querySelector('.skeleton')).toBeNull()
      expect(document.querySelector('.status-hero')).toBeNull()
      expect(actors.loadDetails.pending()).toEqual([])
      expect(host.toasts().at(-1)).toEqual({ notice: { text: LOAD_FAILED.message }, tone: 'failure' })
      expect(host.calls).toEqual(expectedEffects)
    },
    redirecting: ({ screen, snapshot }) => {
      // The page replaces itself before the order shows.
      expect(screen.getByRole('status').textContent).toBe('Opening your loan…')
      expect(document.querySelector('.status-hero')).toBeNull()
      expect(document.querySelector('.page__footer')).toBeNull()
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(snapshot().status).toBe('done')
      expect(host.of('replaceWith')).toEqual([{ url: REDIRECT_URL }])
      expect(host.calls).toEqual(expectedEffects)
    },
    ready: ({ screen, expected }) => {
      const { order, sees } = shown()
      expect(document.querySelector('.skeleton')).toBeNull()
      // The status hero: the status's colour, icon, text and description.
      const hero = screen.getByRole('region', { name: 'Order status', hidden: true })
      expect(hero.className).toBe(`status-hero status-hero--${sees.tone}`)
      expect(hero.querySelector('svg')?.getAttribute('data-icon')).toBe(sees.icon)
      expect(hero.querySelector('.status-hero__title')?.textContent).toBe(sees.title)
      expect(hero.querySelector('.status-hero__text')?.textContent ?? '').toBe(order.description)
      // The reminder, the product and its detail rows.
      expect(document.querySelector('.notice')?.textContent ?? '').toBe(order.reminder)
      expect(document.querySelector('.product-head__name')?.textContent ?? '').toBe(order.productName)
      expect(linesOf(detailsCard())).toEqual(sees.rows ?? order.rows.map((row) => [row.text, row.value]))
      // Under the status: days late and the next step, or what a finished order paid (issue 27).
      expect(
        [...hero.querySelectorAll('.status-hero__fact, .status-hero__next')].map((p) => p.textContent),
      ).toEqual(sees.facts ?? [])
      // A payment the device had no receipt of shows first, and is kept.
      const receipt = screen.queryByRole('region', { name: 'Payment received', hidden: true })
      // The receipt the link names, kept on the device, shows first otherwise.
      const named = order.receipts.find((r) => r.reference === pageInput.receiptRef)
      expect(receipt === null ? undefined : linesOf(receipt)).toEqual(
        sees.receipt ?? (named === undefined ? undefined : receiptLinesOf(named)),
      )
      if (sees.receipt !== undefined) expect(host.of('keepReceipt')).toHaveLength(1)
      // The device's other receipts of the order, each behind "View receipt".
      expect([...document.querySelectorAll('.receipt-item summary')].map((el) => el.textContent)).toEqual(
        order.receipts
          .filter((r) => r.reference !== pageInput.receiptRef)
          .map((r) => `View receipt: ${formatPeso(r.amount)}, ${r.paidAt.slice(0, 10)}`),
      )
      // After applying (from=confirm): what was applied for and what arrives, or a plain line.
      const summary = screen.queryByRole('region', { name: 'Application submitted', hidden: true })
      const submitted = pageInput.submitted ?? null
      if (submitted === null) expect(summary).toBeNull()
      else {
        expect(summary?.querySelector('.submitted__arrives strong')?.textContent).toBe(
          formatPeso(submitted.netProceeds),
        )
        expect(linesOf(summary ?? undefined)).toEqual([
          ['Loan', submitted.productName],
          ['You applied for', formatPeso(submitted.amount)],
          ['Sent to', submitted.account],
          ['Term', `${submitted.termDays ?? ''} days`],
          ['Total to pay', formatPeso(submitted.totalRepay ?? 0)],
          ['Status', sees.title],
        ])
        expect(summary?.textContent).toContain(
          'A decision is made within 1 day. Once approved, the money arrives within 1 to 3 calendar days.',
        )
      }
      expect(document.querySelector('.submitted-line')?.textContent ?? '').toBe(
        pageInput.fromConfirm === true && submitted === null ? 'Application submitted' : '',
      )
      // Customer service only with a number.
      const call = screen.queryByRole('button', { name: /^Call customer service/, hidden: true })
      expect(call?.textContent ?? '').toBe(
        order.telephone === '' ? '' : `Call customer service ${order.telephone}›`,
      )
      // The buttons the status offers, "Short of money?" above rollover; no footer without buttons.
      expect(footerButtons()).toEqual(sees.buttons)
      expect(document.querySelector('.page__footer') === null).toBe(sees.buttons.length === 0)
      expect(document.querySelector('.order-actions__hint')?.textContent ?? '').toBe(
        sees.hint ? 'Short of money?' : '',
      )
      // Behind an open popup the page is out of reach.
      const popupOpen = POPUP_OPEN.some((p) => expected.matches({ ready: { popup: p } }))
      for (const label of sees.buttons)
        expect(within(footer()).queryByRole('button', { name: label }) === null).toBe(popupOpen)
      expect(host.calls).toEqual(expectedEffects)
    },
    // The page's taps ask once: the buttons stay on screen, a repeated tap is ignored for REPEAT_TAP_MS.
    'ready.requests.idle': () => {
      expect(repeated()).toBe(false)
    },
    'ready.requests.asked': () => {
      expect(repeated()).toBe(true)
    },
    'ready.popup.bindCard': ({ screen }) => {
      const { order } = shown()
      const popup = dialog(screen, bindCardTitle(shown()))
      expect(screen.getAllByRole('dialog')).toHaveLength(1)
      expect(popup.querySelector('.modal__text')?.textContent ?? '').toBe(order.cardPopMsg)
      expect(
        within(popup)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Close', 'Link my bank card'])
    },
    'ready.popup.withdraw': ({ screen }) => {
      const { order } = shown()
      const popup = dialog(screen, 'Your loan is approved')
      expect(screen.getAllByRole('dialog')).toHaveLength(1)
      expect(popup.querySelector('.modal__text')?.textContent).toBe(
        `${order.productName !== '' ? `Your ${order.productName} loan` : 'Your loan'} is ready. Tap Receive my loan to have the money sent to your account.`,
      )
      expect(
        within(popup)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Later', 'Receive my loan'])
    },
    'ready.popup.rating': ({ screen }) => {
      const popup = dialog(screen, 'Rate your experience')
      expect(screen.getAllByRole('dialog')).toHaveLength(1)
      const stars = within(popup).getAllByRole('radio')
      expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual([
        '1 star',
        '2 stars',
        '3 stars',
        '4 stars',
        '5 stars',
      ])
      expect(stars.filter((star) => star.classList.contains('star--filled'))).toEqual([])
      expect(within(popup).getByRole('button', { name: 'Cancel' })).toBeTruthy()
      expect(within(popup).getByRole('button', { name: 'Send' })).toBeTruthy()
    },
    'ready.popup.none': ({ screen, snapshot }) => {
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(snapshot().children.rating).toBeUndefined()
    },
    'ready.recommendations.shown': ({ screen }) => {
      const { order } = shown()
      expect(offersShown(shown())).toBe(true)
      const list = screen.getByRole('region', { name: 'Recommended for you', hidden: true })
      expect([...list.querySelectorAll('.product-card__name')].map((n) => n.textContent)).toEqual(
        order.products.map((p) => p.name),
      )
      expect(pageButton(screen, 'Tap to see more loans')).toBeTruthy()
    },
    'ready.recommendations.hidden': ({ screen }) => {
      expect(offersShown(shown())).toBe(false)
      expect(screen.queryByRole('heading', { name: 'Recommended for you', hidden: true })).toBeNull()
      expect(document.querySelector('.product-card')).toBeNull()
    },
  },
}

model.testPaths(executor, { expectFullCoverage: false })

// ------------------------------------------------------------------------------- scenarios

/** A path the shortest-path traversal does not walk, replayed through the same executor. */
const scenario = (name: string, events: Array<ModelEvent<Machine>>) =>
  scenarioPath(orderDetailsMachine, INPUT, name, events)

/** REPEAT_TAP_MS ends after a page tap: the buttons and the call row ask again. */
const TAPS_SETTLE = 'xstate.after.REPEAT_TAP_MS.orderDetails.ready.requests.asked'
const tapsSettle = { type: TAPS_SETTLE } as const

/**
 * The executor, with REPEAT_TAP_MS's step tapping `name` once more 1 ms before it ends: that tap is
 * still ignored; the clock then reaches REPEAT_TAP_MS.
 */
function tappingLate(name: string | RegExp): Executor<Machine, Src> {
  return {
    ...executor,
    events: {
      ...executor.events,
      [TAPS_SETTLE]: async ({ user, screen, advance, snapshot }) => {
        await advance(REPEAT_TAP_MS - 1)
        const before = [...host.calls]
        await user.click(screen.getByRole('button', { name }))
        await advance(0)
        expect(snapshot().matches({ ready: { requests: 'asked' } })).toBe(true)
        expect(host.calls).toEqual(before)
        await advance(1)
      },
    },
  }
}

const load = (s: Sample) => ({ type: 'xstate.done.actor.loadDetails', output: s.order }) as const
const ratingEnds = (outcome: RatingOutcome) =>
  ({ type: 'xstate.done.actor.rating', output: { outcome } }) as const

/** The finished sample's pay code payment, new to the device: kept as it loads (issue 27). */
const keptFinished = {
  action: 'keepReceipt',
  params: { ...FINISHED.order.lastPayment, orderId: INPUT.orderId, productName: FINISHED.order.productName },
}

describe('order details: scenarios', () => {
  it('a low score is thanked in the result popup, then Borrow again', async () => {
    await model.runPath(
      scenario('thanked, borrow again', [
        load(FINISHED),
        ratingEnds('thanked'),
        { type: 'order.borrowAgain' },
      ]),
      executor,
    )
    expect(host.calls).toEqual([
      keptFinished,
      { action: 'openProduct', params: { productId: INPUT.productId } },
    ])
  })

  it('the rating popup cancelled; the order behind it stays as it was', async () => {
    await model.runPath(
      scenario('cancelled', [
        load(IN_REVIEW),
        { type: 'bindCard.close' },
        ratingEnds('cancelled'),
        { type: 'phone.call' },
      ]),
      executor,
    )
    expect(host.calls).toEqual([{ action: 'callPhone', params: { phone: IN_REVIEW.order.telephone } }])
  })

  it('a failed load, Try again, then the order', async () => {
    await model.runPath(
      scenario('retry', [
        { type: 'xstate.error.actor.loadDetails', error: LOAD_FAILED },
        { type: 'details.retry' },
        load(REPAYABLE_DELAY),
        { type: 'order.rollover' },
        tapsSettle,
        { type: 'order.repay' },
      ]),
      executor,
    )
    expect(host.calls).toEqual([
      { action: 'showToast', params: { notice: { text: LOAD_FAILED.message }, tone: 'failure' } },
      { action: 'openRollover', params: IDS },
      { action: 'openRepay', params: IDS },
    ])
  })

  it('a double tap on Borrow again asks the host once; after REPEAT_TAP_MS a tap asks again', async () => {
    const path = scenario('double tap', [
      load(FINISHED),
      ratingEnds('cancelled'),
      { type: 'order.borrowAgain' },
      { type: 'order.borrowAgain' },
      tapsSettle,
      { type: 'order.borrowAgain' },
    ])
    expect(model.afterEvents.has(TAPS_SETTLE)).toBe(true)
    expect(path.steps.map((step) => step.expected.matches({ ready: { requests: 'asked' } }))).toEqual([
      false,
      false,
      false,
      true,
      true,
      false,
      true,
    ])
    await model.runPath(path, tappingLate('Borrow again'))
    const opened = { action: 'openProduct', params: { productId: INPUT.productId } }
    expect(host.calls).toEqual([keptFinished, opened, opened])
  })

  it('within REPEAT_TAP_MS of a tap the other buttons and the call row ask nothing either', async () => {
    await model.runPath(
      scenario('other taps ignored', [
        load(REPAYABLE_DELAY),
        { type: 'order.repay' },
        { type: 'order.rollover' },
        { type: 'phone.call' },
        tapsSettle,
        { type: 'phone.call' },
        { type: 'order.repay' },
      ]),
      tappingLate('Pay to extend'),
    )
    expect(host.calls).toEqual([
      { action: 'openRepay', params: IDS },
      { action: 'callPhone', params: { phone: REPAYABLE_DELAY.order.telephone } },
    ])
  })
})

describe('order details: after applying, and receipts (issue 27)', () => {
  const application = {
    productName: 'Bayad Hulugan',
    amount: 500000,
    netProceeds: 470000,
    totalRepay: 560000,
    termDays: 91,
    firstDueDate: '',
    account: 'BDO Unibank **** 4821',
    submittedAt: new Date(INPUT.now ?? 0).toISOString(),
  }
  const opened = (input: OrderPageInput, name: string, events: Array<ModelEvent<Machine>>) =>
    scenarioPath(orderDetailsMachine, input, name, events)

  it("from the loan confirmation with this device's record: what was applied for first, no other lenders' offers", async () => {
    await model.runPath(
      opened({ ...INPUT, fromConfirm: true, submitted: application }, 'submitted', [
        load(IN_REVIEW),
        { type: 'bindCard.close' },
        ratingEnds('cancelled'),
      ]),
      executor,
    )
    expect(host.calls).toEqual([])
  })

  it('from=confirm without a record (opened later, another device, forged): a plain line, never invented numbers', async () => {
    await model.runPath(
      opened({ ...INPUT, fromConfirm: true, submitted: null }, 'forged from=confirm', [load(IN_REVIEW)]),
      executor,
    )
  })

  it("opened on a card payment's receipt: it shows first; the order's earlier receipt is under Receipts", async () => {
    await model.runPath(
      opened({ ...INPUT, receiptRef: CARD_RECEIPT.reference }, 'receipt', [
        load(PAID_BY_CARD),
        { type: 'order.borrowAgain' },
      ]),
      executor,
    )
    expect(host.calls).toEqual([{ action: 'openProduct', params: { productId: INPUT.productId } }])
  })
})

describe('order details: the recommended products on the page', () => {
  it('open an enabled product in the host, ignore a disabled one, and link to more once REPEAT_TAP_MS has passed', async () => {
    const loadDetails = fromPromise<OrderDetails, OrderDetailsInput>(async () => IN_REVIEW.order)
    const advance = (ms: number) =>
      act(async () => {
        await vi.advanceTimersByTimeAsync(ms)
      })
    vi.useFakeTimers({ shouldAdvanceTime: false })
    try {
      host.reset()
      renderPage(withHost(orderDetailsMachine.provide({ actors: { loadDetails } })))
      const user = userEvent.setup({ delay: null })
      /** Clicks, moving the fake clock by 0 ms until the click settles (as the harness's user does). */
      const tap = async (name: string) => {
        let settled = false
        const click = user.click(screen.getByRole('button', { name })).finally(() => {
          settled = true
        })
        for (let i = 0; !settled; i++) {
          if (i > 1000) throw new Error(`the tap on ${name} did not settle`)
          await advance(0)
        }
        await click
      }
      await advance(0)
      // The bind-card popup, then the rating popup, come first.
      await tap('Close')
      await tap('Cancel')
      await tap(`Not available right now: ${CASHNOW.name}`)
      expect(host.calls).toEqual([])
      await tap(`Apply: ${PESOFLEX.name}`)
      // The tap is recorded at its position (tracking module 30), the link resolved, the host opens it.
      const { productId } = PESOFLEX
      const opened = [
        {
          action: 'list.api',
          params: { path: '/service/event/save', params: { productId, moduleId: 30, positionId: 0 } },
        },
        { action: 'list.api', params: { path: '/gopia/goya/because', params: { productId, positionId: 0 } } },
        { action: 'list.api', params: { path: '/gopia/goya/define', params: { productId } } },
        { action: 'list.bridge', params: { type: 'openProduct', productId, scheme: config.appScheme } },
      ]
      expect(host.calls).toEqual(opened)
      // Within REPEAT_TAP_MS of the opening, the product and "more" ask nothing.
      await tap(`Apply: ${PESOFLEX.name}`)
      await tap('Tap to see more loans')
      await advance(REPEAT_TAP_MS - 1)
      await tap('Tap to see more loans')
      expect(host.calls).toEqual(opened)
      await advance(1)
      await tap('Tap to see more loans')
      expect(host.calls).toEqual([...opened, { action: 'list.go', params: '/recommendList' }])
    } finally {
      cleanup()
      await vi.advanceTimersByTimeAsync(REPEAT_TAP_MS)
      vi.useRealTimers()
    }
  })
})

describe('model coverage', () => {
  it('walks every sample order', () => {
    console.log(
      `orderDetails paths: ${model.stats.paths} (${model.stats.steps} steps, ${model.stats.generationMs} ms)`,
    )
    const loads = new Set(
      model.paths.flatMap((path) =>
        path.steps.flatMap((step) =>
          step.event.type === 'xstate.done.actor.loadDetails'
            ? [sampleOf((step.event as { output: unknown }).output)]
            : [],
        ),
      ),
    )
    for (const s of [
      IN_REVIEW,
      WITHDRAW_INSIDE,
      WITHDRAW_PRODUCT,
      REPAYABLE_DELAY,
      OVERDUE,
      REPAYING,
      FINISHED,
      PAID_BY_CARD,
      UNKNOWN,
      REDIRECTED,
    ])
      expect(loads.has(s)).toBe(true)
  })

  it('covers every state and transition of orderDetails', () => {
    const coverage = expectFullCoverage('orderDetails')
    console.log(
      `orderDetails coverage: states ${coverage.states.covered}/${coverage.states.total}, transitions ${coverage.transitions.covered}/${coverage.transitions.total}, path runs ${coverage.paths}`,
    )
  })
})
