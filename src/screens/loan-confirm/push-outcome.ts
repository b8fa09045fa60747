import * as v from 'valibot'
import {
  PUSH_TRACE_TTL_MS,
  type Application,
  type PushCheckInput,
  type PushInput,
  type PushResult,
  type SubmittedLoan,
} from '../../../machines/loan-offer.ts'
import { failureOutcome, type CheckOutcome } from '../../../machines/shared/submission.ts'
import { linkId } from '../../lib/query.ts'
import { NOT_SENT, submissionTraces, type Binding, type Submission } from '../../lib/submission-trace.ts'
import { config } from '../../config.ts'
import { redirectTarget } from '../../lib/url.ts'
import { Skeleton } from '../../ui/components.tsx'
import { onDemand, onDemandModule } from '../../ui/on-demand.tsx'
import type { Services } from '../shared/services.tsx'
import { lendDetailsTarget } from './confirm-shared.ts'
import type { SubmissionActor } from './submission-parts.tsx'

/*
 * The outcome of a loan submission, v3 loan-detail-push and legacy depush alike (decision 022).
 * - One submission, one key: bound to its terms {productId, amount, periods, termUnit}, stored before
 *   the request leaves, sent on every retry and after a reload.
 * - Done: the lender's success. The loan is submitted whatever the URL it names next: a refused or
 *   missing one only means the page says so itself and leads to the order.
 * - Unknown: the order list knows. Before the first attempt the page notes the product's orders
 *   (order-list); the check then looks for an order of the product that is not among them. The order
 *   list answers whatever the lender does with idempotency keys, so a check never submits anything.
 *   That part (push-check.ts) loads on demand, from the borrower's first tap.
 */

const pushCheck = onDemandModule(() => import('./push-check.ts'), NOT_SENT)

/** The check's panel, in place of the submit button while a submission is checked or unknown. */
export const pushOutcomePanel = onDemand<{ actor: SubmissionActor; checking: boolean }>(
  () => pushCheck().then((m) => m.PushOutcome),
  undefined,
  Skeleton,
)
/** A submitted loan: says so and leads to the order. */
export const submittedLoanPanel = onDemand<{ actor: SubmissionActor; orderKnown: boolean }>(
  () => pushCheck().then((m) => m.SubmittedLoan),
  undefined,
  Skeleton,
)

/**
 * Loads the order-list side and the panels ahead of the first Next (from the first tap), as the
 * submission starts, and at once when the page opens on a submission; a failed download is asked
 * again later.
 */
export const prefetchPushCheck = () =>
  Promise.all([pushOutcomePanel.prefetch(), submittedLoanPanel.prefetch()])

export type PushCall = 'loan-detail-push' | 'depush'

/** The path of an order's page and of My orders (decisions.md routes). */
export const ORDER_PAGE_PATH = '/loanDetails'
export const ORDER_LIST_PATH = '/orderList'
export const CUSTOMER_SERVICE_PATH = '/customerService'

/** The trace's note of the product's orders before the first attempt: their ids, space-separated. */
const ORDERS_BEFORE = 'ordersBefore'

/** The entry's mark that this page submitted the loan (Back/Forward and a reload find it). */
const submittedMark = v.object({ productId: linkId, orderId: linkId })
const markKey = (call: PushCall) => `bayad.submitted.${call}`

export function pushBinding(terms: PushInput): Binding {
  return {
    productId: terms.productId,
    amount: String(terms.amount),
    periods: terms.periods,
    termUnit: terms.termUnit,
  }
}

/** The submission side of a loan confirmation: its trace, its check and the page's submitted mark. */
export function loanPushes(services: Services, call: PushCall) {
  const { api, store, entry, origin, pageQuery } = services
  const submissions = submissionTraces(store)

  const markSubmitted = (productId: string, orderId: string) =>
    entry.set(markKey(call), { productId, orderId })

  /** The stored submission of these terms (a retry), or a new one noted with the product's orders. */
  async function open(terms: PushInput): Promise<Submission> {
    void prefetchPushCheck()
    const binding = pushBinding(terms)
    const existing = submissions.find(call, binding)
    if (existing !== undefined) return existing
    // Without the order list, the check falls back on an order in review (push-check.ts). The trace's
    // code comes with the check's: when it cannot be downloaded, nothing is sent (not sent, offline).
    const { createSubmissions, ordersOf } = await pushCheck()
    const before = await ordersOf(api, terms.productId)
    return createSubmissions(store).open(
      call,
      binding,
      PUSH_TRACE_TTL_MS,
      before === undefined ? {} : { [ORDERS_BEFORE]: before },
    )
  }

  return {
    /**
     * Sends the submission with its key (`send` answers the URL the lender names next). Done: the trace
     * goes and the page is marked submitted; refused: the trace goes; unknown or not sent: it stays.
     */
    async push(terms: PushInput, send: (idempotencyKey: string) => Promise<string>): Promise<PushResult> {
      const submission = await open(terms)
      let next: string
      try {
        next = await send(submission.key)
      } catch (error) {
        if (failureOutcome(error) === 'refused') submissions.settle(call)
        throw error
      }
      submissions.settle(call)
      markSubmitted(terms.productId, '')
      const checked = redirectTarget(next, origin)
      const party = { origin, firstPartyOrigins: config.firstPartyOrigins }
      return { nextUrl: checked === null ? null : lendDetailsTarget(checked, pageQuery(), party) }
    },

    /** Was the submission whose answer was lost accepted? The order list says (push-check.ts). */
    async check(input: PushCheckInput, signal?: AbortSignal): Promise<CheckOutcome<SubmittedLoan>> {
      void prefetchPushCheck()
      const { checkPush } = await pushCheck()
      const noted = submissions.find(call, pushBinding(input))?.data[ORDERS_BEFORE]
      return checkPush(
        api,
        input,
        noted,
        (orderId) => {
          submissions.settle(call)
          markSubmitted(input.productId, orderId)
        },
        signal,
      )
    },

    /**
     * Remembers what was applied for once the lender accepted it (decision 028). The check's module
     * was loaded before the submission left, so this writes before the page is replaced.
     */
    remember(application: Application): void {
      pushCheck().then(
        (m) => m.rememberApplication(store, application, new Date()),
        () => {},
      )
    },

    /** What the page resumes into for this product: a loan it submitted, or a push in flight or unknown. */
    resume(productId: string): { submitted: SubmittedLoan | null; inFlight: PushInput | null } {
      const mark = entry.get(markKey(call), submittedMark)
      const submitted = mark?.productId === productId ? { orderId: mark.orderId } : null
      const trace = submissions.find(call)
      const terms = trace === undefined ? null : termsOf(trace.binding)
      return { submitted, inFlight: terms?.productId === productId ? terms : null }
    },
  }
}

/** The terms a stored binding names, or null when it does not decode to terms this page sends. */
function termsOf(binding: Binding): PushInput | null {
  const { productId, amount, periods, termUnit } = binding
  if (!productId || amount === undefined || !/^[1-9]\d{0,14}$/.test(amount)) return null
  if (periods === undefined || termUnit === undefined) return null
  return { productId, amount: Number(amount), periods, termUnit }
}

/**
 * The way to a submitted loan: its order's page when the app knows the order (the check found it), else
 * My orders, where the new order is first. The confirmation is replaced, so Back never finds it again.
 */
export function openSubmittedOrder(
  navigate: Services['navigate'],
  { productId, orderId }: { productId: string; orderId: string },
): void {
  if (orderId === '') navigate.go(ORDER_LIST_PATH, undefined, { replace: true })
  else navigate.go(ORDER_PAGE_PATH, { orderId, productId }, { replace: true })
}
