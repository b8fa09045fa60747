import * as v from 'valibot'
import { fromPromise } from 'xstate'
import { bankFormMachine } from '../../../machines/bank-form.machine.ts'
import { bankFormOf } from '../../../machines/bank-form-items.ts'
import type { BankForm, BankFormInput, BindCheckInput, BindInput } from '../../../machines/bank-form.types.ts'
import type { CallFailure } from '../../../machines/shared/notice.ts'
import type { Api, DataOf } from '../../api/api.ts'
import { bindCard, cardInit, changeCard } from '../../api/bank.ts'
import { bankTexts } from '../../i18n/bank/index.ts'
import { linkId, type PageQuery } from '../../lib/query.ts'
import {
  NOT_SENT,
  submissionTraces,
  type Binding,
  type SubmissionTraces,
} from '../../lib/submission-trace.ts'
import { onDemandModule } from '../../lib/on-demand-module.ts'
import type { Services } from '../shared/services.tsx'

/** The order page, opened after a card change that the order page asked for (spec §4). */
export const ORDER_PAGE_PATH = '/order'
/** The source value of a link from the order page (spec §2, §7). */
export const LOAN_DETAIL_SOURCE = 'loanDetail'
/**
 * Tab names when the server names none (no cardType item): 1 and 2 as the sandbox and decision 018
 * assume them (the spec gives the default type 1, not the names); the catalogue's words.
 */
export function cardTypeName(value: string): string {
  const t = bankTexts()
  return value === '1' ? t.bankAccount : value === '2' ? t.wallet : t.otherType(value)
}

/** The page's query: the product is required; source and orderId come from the order page. */
export const bankQuery = v.object({
  productId: v.pipe(linkId, v.minLength(1)),
  orderId: v.optional(linkId, ''),
  source: v.optional(v.string(), ''),
})

/**
 * The flow's input, or `null` when the link names no product, a forged product or order, or a card
 * change (source=loanDetail) without its order.
 */
export function decodeBankQuery(query: PageQuery): BankFormInput | null {
  const decoded = v.safeParse(bankQuery, query)
  if (!decoded.success) return null
  const { productId, orderId, source } = decoded.output
  const fromLoanDetail = source === LOAN_DETAIL_SOURCE
  // A card change is for an order, and the order page it returns to cannot open without one.
  if (fromLoanDetail && orderId === '') return null
  return { productId, orderId, fromLoanDetail }
}

/**
 * card-init's answer as the machine reads it: the form's rules (machines/bank-form-items.ts) with the
 * catalogue's tab names; a form without a field or a tab is a malformed answer.
 */
export function decodeBankForm(data: DataOf<typeof cardInit>): BankForm {
  const form = bankFormOf(data.items, data.cardType, cardTypeName)
  if (form === null) throw { kind: 'malformed' } satisfies CallFailure
  return form
}

// ---------------------------------------------------------------------------------------------
// One binding, one key (docs/decisions/022-submission-outcomes.md).

/** How long a binding of unknown outcome keeps its key (and is checked when the form opens again). */
export const BIND_SUBMISSION_TTL_MS = 30 * 60_000
/** The customer-service route: the way on when a binding's outcome cannot be confirmed. */
export const CUSTOMER_SERVICE = '/customerService'

/**
 * One binding: this call (bind-card-new or card-change), this order, this product and these form
 * values. Another value is another binding, with another key.
 */
export function bindBinding(input: BindInput): Binding {
  return {
    via: input.fromLoanDetail ? 'card-change' : 'bind-card-new',
    orderId: input.fromLoanDetail ? input.orderId : '',
    product_id: input.payload.product_id ?? '',
    form: JSON.stringify(Object.entries(input.payload).sort(([a], [b]) => a.localeCompare(b))),
  }
}

const payloadSchema = v.record(v.string(), v.string())

/** The payload of this form's binding (same call, order and product) whose outcome is not known yet, or null. */
export function unsettledBinding(
  submissions: SubmissionTraces,
  input: BankFormInput,
): Record<string, string> | null {
  const trace = submissions.find('bind-card')
  if (trace === undefined) return null
  const payload = v.safeParse(payloadSchema, trace.data)
  if (!payload.success) return null
  const bind = { fromLoanDetail: input.fromLoanDetail, orderId: input.orderId, payload: payload.output }
  const expected = bindBinding(bind)
  const ours =
    payload.output.product_id === input.productId &&
    Object.entries(expected).every(([key, value]) => trace.binding[key] === value)
  return ours ? payload.output : null
}

function bind(api: Api, input: BindInput, idempotencyKey: string): Promise<unknown> {
  return input.fromLoanDetail
    ? api.call(changeCard, { ...input.payload, orderId: input.orderId }, { idempotencyKey })
    : api.call(bindCard, input.payload, { idempotencyKey })
}

/**
 * What the form needs only once a binding has been sent: the check of a binding whose answer was lost,
 * and its panel (./bank-outcome.tsx). Loaded from Next (the binding's start), so it is here if the
 * answer never comes, or at once when the form opens on a binding of unknown outcome.
 */
export const loadBankOutcome = onDemandModule(() => import('./bank-outcome.tsx'), NOT_SENT)
/**
 * Starts the download of the outcome panel (set by the view, which owns the React side): called as the
 * binding starts, so the panel is here if its answer never comes.
 */
let prefetchPanel: () => void = () => {}
export function onBindingStart(prefetch: () => void): void {
  prefetchPanel = prefetch
}

/** The real side effects of the form: card-init, the bind call and its check, the host's bank actions and the order page. */
export function bankFormWith(
  services: Services,
  submissions: SubmissionTraces = submissionTraces(services.store),
) {
  const { api, bridge, navigate, toast } = services
  return bankFormMachine.provide({
    actors: {
      loadForm: fromPromise(async ({ input }: { input: { productId: string } }) =>
        decodeBankForm(await api.call(cardInit, { product_id: input.productId })),
      ),
      bindAccount: fromPromise(async ({ input }: { input: BindInput }) => {
        prefetchPanel()
        // The same values sent again (after "not done", or a reload) keep their key.
        const { createSubmissions } = await loadBankOutcome()
        await createSubmissions(services.store).send(
          'bind-card',
          bindBinding(input),
          BIND_SUBMISSION_TTL_MS,
          { ...input.payload },
          (key) => bind(api, input, key),
        )
      }),
      checkBinding: fromPromise(async ({ input, signal }: { input: BindCheckInput; signal: AbortSignal }) => {
        prefetchPanel()
        // The binding as it was sent, with its key: the stored one of this form (the form reopened
        // after a reload may lay its values out otherwise), else the one on screen.
        const { bind: shown } = input
        const form = {
          productId: shown.payload.product_id ?? '',
          orderId: shown.orderId,
          fromLoanDetail: shown.fromLoanDetail,
        }
        const stored = unsettledBinding(submissions, form)
        const sent = stored === null ? shown : { ...shown, payload: stored }
        const { createSubmissions, checkBinding } = await loadBankOutcome()
        const { key } = createSubmissions(services.store).open(
          'bind-card',
          bindBinding(sent),
          BIND_SUBMISSION_TTL_MS,
          {
            ...sent.payload,
          },
        )
        // The same binding sent again with its key (no call tells which account is bound).
        return checkBinding(
          () => bind(api, sent, key),
          () => submissions.settle('bind-card'),
          input.delaysMs,
          signal,
        )
      }),
    },
    actions: {
      showToast: (_, params) => toast(params),
      startBank: (_, { productId, orderId }) =>
        bridge.send({ type: 'startBank', productId, ...(orderId === '' ? {} : { orderId }) }),
      endBank: () => bridge.send({ type: 'endBank' }),
      closeWebview: () => bridge.send({ type: 'closeWebview' }),
      openCustomerService: () => navigate.go(CUSTOMER_SERVICE),
      // Replaces the form: Back from the order page does not bind again.
      openOrderPage: (_, { productId, orderId }) =>
        navigate.go(ORDER_PAGE_PATH, { productId, orderId, source: LOAN_DETAIL_SOURCE }, { replace: true }),
    },
  })
}
