import * as v from 'valibot'
import { fromPromise } from 'xstate'
import {
  bankFormMachine,
  DEFAULT_CARD_TYPE,
  digitsOnly,
  EVERY_CARD_TYPE,
  isVisible,
  type BankField,
  type BankFieldKind,
  type BankForm,
  type BankFormInput,
  type BankOption,
  type BindCheckInput,
  type BindInput,
  type CardTypeTab,
} from '../../../machines/bank-form.machine.ts'
import type { CallFailure } from '../../../machines/shared/notice.ts'
import type { Api, DataOf } from '../../api/api.ts'
import { bindCard, cardInit, changeCard } from '../../api/calls/bank.ts'
import { bankTexts } from '../../i18n/bank/index.ts'
import { linkId, type PageQuery } from '../../lib/query.ts'
import {
  NOT_SENT,
  submissionTraces,
  type Binding,
  type SubmissionTraces,
} from '../../lib/submission-trace.ts'
import { onDemandModule } from '../../lib/on-demand-module.ts'
import type { Services } from '../services.tsx'

/** The order page, opened after a card change that the order page asked for (spec §4). */
export const ORDER_PAGE_PATH = '/order'
/** The source value of a link from the order page (spec §2, §7). */
export const LOAN_DETAIL_SOURCE = 'loanDetail'
/** The item code that carries the card types: shown as the tabs, not as a field (decision 018). */
export const CARD_TYPE_CODE = 'cardType'
/** Days of a month for a day field without entries of its own. */
export const MONTH_DAYS = 31
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

type CardInitItem = DataOf<typeof cardInit>['items'][number]

/** The spec's cate values (text, city select, day, enum), however the server spells them. */
export function kindOf(cate: string, hasEntries: boolean): BankFieldKind {
  const name = cate.toLowerCase().replace(/[^a-z]/g, '')
  if (name.includes('city')) return 'city'
  if (name.includes('day')) return 'day'
  if (name === 'enum' || name.includes('select')) return 'enum'
  if (name === 'text' || name === 'input') return 'text'
  return hasEntries ? 'enum' : 'text'
}

/** A note's entries as choices: trimmed; one without a type is left out (it could never be sent), a repeated type keeps its first. */
function entriesOf(note: CardInitItem['note']): BankOption[] {
  const seen = new Set<string>()
  return note.flatMap(({ type, name, channelNumber }) => {
    const value = type.trim()
    if (value === '' || seen.has(value)) return []
    seen.add(value)
    return [{ value, label: name.trim(), channelNumber: channelNumber.trim() }]
  })
}

function optionsOf(kind: BankFieldKind, note: CardInitItem['note']): BankOption[] {
  if (kind === 'text') return []
  // A blank name shows the type.
  const entries = entriesOf(note).map((entry) => ({ ...entry, label: entry.label || entry.value }))
  if (entries.length > 0 || kind !== 'day') return entries
  return Array.from({ length: MONTH_DAYS }, (_, day) => {
    const value = String(day + 1)
    return { value, label: value, channelNumber: '' }
  })
}

/**
 * A server value kept by the field's rule: a text value only when it is a plain number (a masked
 * "**** 1234" is not the borrower's number, so the field starts empty); a choice only when it is
 * one of the choices ("05" is day 5).
 */
function cleanValue(field: BankField, raw: string): string {
  const value = raw.trim()
  if (field.kind === 'text') return /^\d+$/.test(value) ? digitsOnly(value) : ''
  const isChoice = (choice: string) => field.options.some((option) => option.value === choice)
  if (isChoice(value)) return value
  const day = /^\d+$/.test(value) && field.kind === 'day' ? String(Number(value)) : ''
  return isChoice(day) ? day : ''
}

const tab = (value: string, name = ''): CardTypeTab => ({
  value,
  label: name.trim() !== '' ? name : cardTypeName(value),
})

/**
 * The tabs: the cardType item's entries when it has some (kept as an enum's are), else the card
 * types the fields name and the one the server named. A tab that would show no field is left out.
 */
function tabsOf(fields: BankField[], serverType: string | undefined, typeItem: CardInitItem | undefined) {
  const named = entriesOf(typeItem?.note ?? []).map((entry) => tab(entry.value, entry.label))
  const types = new Set([serverType ?? '', ...fields.map((field) => field.cardType)])
  types.delete('')
  types.delete(EVERY_CARD_TYPE)
  const tabs =
    named.length > 0
      ? named
      : [...(types.size > 0 ? types : [DEFAULT_CARD_TYPE])]
          .sort((a, b) => Number(a) - Number(b) || a.localeCompare(b))
          .map((value) => tab(value))
  return tabs.filter(({ value }) => fields.some((field) => isVisible(field, value)))
}

/**
 * card-init's answer as the machine reads it (decision 018): the cardType item (if any) gives the
 * tabs, every other item a field. A select without a choice (an enum or city without entries) is
 * left out: it could never be filled. A form without a field or a tab is a malformed answer.
 */
export function decodeBankForm(data: DataOf<typeof cardInit>): BankForm {
  const typeItem = data.items.find((item) => item.code === CARD_TYPE_CODE)
  const seen = new Set<string>()
  const fields: BankField[] = []
  const values: Record<string, string> = {}
  for (const item of data.items) {
    if (item.code === CARD_TYPE_CODE || seen.has(item.code)) continue
    seen.add(item.code)
    const kind = kindOf(
      item.cate,
      item.note.some((entry) => entry.type.trim() !== ''),
    )
    const options = optionsOf(kind, item.note)
    if (kind !== 'text' && options.length === 0) continue
    const title =
      item.title.trim() !== '' ? item.title : item.subtitle.trim() !== '' ? item.subtitle : item.code
    const field: BankField = {
      code: item.code,
      kind,
      title,
      placeholder: item.subtitle,
      options,
      cardType: item.cardTypeMi.trim() === '' ? EVERY_CARD_TYPE : item.cardTypeMi.trim(),
      channelNumber: item.channelNumber.trim(),
    }
    fields.push(field)
    values[field.code] = cleanValue(field, item.value)
  }
  const serverType = [typeItem?.value, data.cardType]
    .map((type) => type?.trim() ?? '')
    .find((type) => type !== '')
  const tabs = tabsOf(fields, serverType, typeItem)
  const first =
    tabs.find((candidate) => candidate.value === (serverType ?? DEFAULT_CARD_TYPE)) ??
    tabs.find((candidate) => candidate.value === DEFAULT_CARD_TYPE) ??
    tabs[0]
  if (first === undefined) throw { kind: 'malformed' } satisfies CallFailure
  return { fields, cardTypes: tabs, cardType: first.value, values }
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
