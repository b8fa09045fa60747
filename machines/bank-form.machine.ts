import { and, assign, fromPromise, not, setup } from 'xstate'
import {
  failureToast,
  type Notice,
  type ToastParams,
  loadFailureOf,
  type LoadFailure,
} from './shared/notice.ts'
import { notProvided } from './shared/not-provided.ts'
import { digits } from './shared/digits.ts'
import {
  CHECK_BACKOFF_MS,
  checkFound,
  outcomeUnknown,
  type CheckInput,
  type CheckOutcome,
} from './shared/submission.ts'

/**
 * The payment account form (spec §2 "Bank screen", §3 "Bank form item", "Bank payload", §4 "Bank",
 * §5, §7 card-init, bind-card-new): the server sends the fields, the card type is chosen with tabs
 * and decides which fields show, text fields take digits only, select fields open a wheel picker,
 * Next binds the account once. Decision 018 has the details (docs/decisions/018-bank-form.md).
 */

/** The card type when the server names none (spec §9). */
export const DEFAULT_CARD_TYPE = '1'
/** cardTypeMi of a field shown for every card type (spec §3). */
export const EVERY_CARD_TYPE = '0'
/** The card type whose channelNumber follows the chosen channel, and its default (spec §4, §9). */
export const CHANNEL_CARD_TYPE = '1'
export const DEFAULT_CHANNEL_NUMBER = '90006'
/** Next hides while the on-screen keyboard shrinks the visual viewport by more than this (spec §2, §9). */
export const KEYBOARD_THRESHOLD_PX = 60
/** Digits kept in a text field: longer than any account or wallet number, so a pasted text stays harmless. */
export const FIELD_MAX_DIGITS = 32

/** text: a digits-only input; the others open a single-column picker (spec §3 cate). */
export type BankFieldKind = 'text' | 'city' | 'day' | 'enum'

export interface BankOption {
  /** What is sent (an enum entry's type). */
  value: string
  /** What is shown (an enum entry's name). */
  label: string
  /** The channel this choice pays through, when the entry names one; '' otherwise. */
  channelNumber: string
}

export interface BankField {
  code: string
  kind: BankFieldKind
  title: string
  /** The subtitle, shown as the placeholder. */
  placeholder: string
  /** The picker's choices; [] for a text field. */
  options: BankOption[]
  /** cardTypeMi: EVERY_CARD_TYPE, or the one card type this field belongs to. */
  cardType: string
  channelNumber: string
}

export interface CardTypeTab {
  value: string
  label: string
}

/** card-init's answer, decoded (src/screens/bank-form/bank-form.impl.ts). */
export interface BankForm {
  fields: BankField[]
  cardTypes: CardTypeTab[]
  /** The server's card type (DEFAULT_CARD_TYPE when it sent none). */
  cardType: string
  /** The server's values, by field code, already cleaned by the field rules. */
  values: Record<string, string>
}

export interface BankFormInput {
  productId: string
  /** '' when the link has none. */
  orderId: string
  /** source=loanDetail: the card of an order is changed (card-change) and the order page opens after. */
  fromLoanDetail: boolean
  /**
   * The bank payload of a binding sent from this form whose outcome is not known yet (the page was
   * reloaded or reopened meanwhile): the form shows its values and checks it, never binds afresh
   * (docs/decisions/022-submission-outcomes.md). Absent or null: a new binding.
   */
  unsettled?: Record<string, string> | null
}

export interface BindInput {
  fromLoanDetail: boolean
  orderId: string
  /** The bank payload (spec §3): one entry per shown field code, cardType, product_id, channelNumber for card type 1. */
  payload: Record<string, string>
}

/**
 * What the check of a lost binding found. No call tells which account is bound (card-init sends the
 * form, not the account), so the check replays the same binding with the same idempotency key: a
 * refusal then says it did not bind, with the server's reason.
 */
export type BindCheckOutcome = CheckOutcome | { outcome: 'notDone'; notice: Notice }

export interface BindCheckInput extends CheckInput {
  bind: BindInput
}

export interface BankFormContext extends Omit<BankFormInput, 'unsettled'> {
  /** Why the last load failed: the load-failure notice says it (issue 27). */
  loadFailure?: LoadFailure
  /** The payload of a binding of unknown outcome the form reopened on, until its check starts. */
  unsettled: Record<string, string> | null
  fields: BankField[]
  cardTypes: CardTypeTab[]
  cardType: string
  /** Every value entered, by field code; a field hidden by the card type keeps its value. */
  values: Record<string, string>
  /** The open picker's field and the choice under its mark (not yet confirmed). */
  picker: { code: string; value: string } | null
  /** The first shown field without a value, after a Next that was refused. */
  missing: string | null
}

export type BankFormEvent =
  | { type: 'load.retry' }
  | { type: 'cardType.choose'; cardType: string }
  | { type: 'field.change'; code: string; value: string }
  | { type: 'picker.open'; code: string }
  | { type: 'picker.change'; value: string }
  | { type: 'picker.confirm' }
  | { type: 'picker.cancel' }
  | { type: 'form.submit' }
  | { type: 'outcome.check' }
  | { type: 'service.open' }
  /** The screen's measurement: how far the visual viewport is below its full height, in px. */
  | { type: 'viewport.measured'; shrinkPx: number }

/** The bank form's digits rule (machines/shared/digits.ts): at most FIELD_MAX_DIGITS. */
export function digitsOnly(value: string): string {
  return digits(value, FIELD_MAX_DIGITS)
}

/** The visible-field rule, the one place it lives: cardTypeMi 0 or the chosen card type (spec §3). */
export function isVisible(field: Pick<BankField, 'cardType'>, cardType: string): boolean {
  return field.cardType === EVERY_CARD_TYPE || field.cardType === cardType
}

export function visibleFields(context: Pick<BankFormContext, 'fields' | 'cardType'>): BankField[] {
  return context.fields.filter((field) => isVisible(field, context.cardType))
}

function visibleField(context: BankFormContext, code: string): BankField | undefined {
  return visibleFields(context).find((field) => field.code === code)
}

/** The first shown field without a value, or null when every one has one. */
export function firstMissing(
  context: Pick<BankFormContext, 'fields' | 'cardType' | 'values'>,
): BankField | null {
  return visibleFields(context).find((field) => (context.values[field.code] ?? '') === '') ?? null
}

/**
 * The channel of card type 1 (spec §4): the channel of the first shown select field with a choice
 * that names one (the chosen entry's channelNumber, else the select item's own), else
 * DEFAULT_CHANNEL_NUMBER. A text field never sets it: typing a number chooses no channel.
 */
export function channelNumberOf(context: Pick<BankFormContext, 'fields' | 'cardType' | 'values'>): string {
  for (const field of visibleFields(context)) {
    const chosen = field.options.find((option) => option.value === context.values[field.code])
    if (chosen === undefined) continue
    const channel = chosen.channelNumber !== '' ? chosen.channelNumber : field.channelNumber
    if (channel !== '') return channel
  }
  return DEFAULT_CHANNEL_NUMBER
}

/** The bank payload (spec §3): the shown fields by code, then cardType and product_id (and the channel for type 1). */
export function bankPayload(context: BankFormContext): Record<string, string> {
  const payload: Record<string, string> = {}
  if (context.cardType === CHANNEL_CARD_TYPE) payload.channelNumber = channelNumberOf(context)
  for (const field of visibleFields(context)) payload[field.code] = context.values[field.code] ?? ''
  payload.cardType = context.cardType
  payload.product_id = context.productId
  return payload
}

export const bankFormMachine = setup({
  types: {
    context: {} as BankFormContext,
    events: {} as BankFormEvent,
    input: {} as BankFormInput,
  },
  actors: {
    loadForm: fromPromise<BankForm, { productId: string }>(notProvided('loadForm')),
    bindAccount: fromPromise<void, BindInput>(notProvided('bindAccount')),
    checkBinding: fromPromise<BindCheckOutcome, BindCheckInput>(notProvided('checkBinding')),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    /** The host's start-bank: the form is on screen, a binding has begun (decision 018). */
    startBank: (_, _params: { productId: string; orderId: string }) => {},
    /** The host's end-bank: the account is bound (decision 018). */
    endBank: () => {},
    closeWebview: () => {},
    openCustomerService: () => {},
    /** source=loanDetail: the order page, with source=loanDetail (spec §4). */
    openOrderPage: (_, _params: { productId: string; orderId: string }) => {},
    storeForm: assign((_, form: BankForm) => ({
      fields: form.fields,
      cardTypes: form.cardTypes,
      cardType: form.cardType,
      values: form.values,
    })),
    chooseCardType: assign(({ event }) =>
      event.type === 'cardType.choose' ? { cardType: event.cardType, missing: null } : {},
    ),
    changeField: assign(({ context, event }) =>
      event.type === 'field.change'
        ? {
            values: { ...context.values, [event.code]: digitsOnly(event.value) },
            // The error goes once the field has a value (a typed letter leaves it empty).
            missing:
              context.missing === event.code && digitsOnly(event.value) !== '' ? null : context.missing,
          }
        : {},
    ),
    openPicker: assign(({ context, event }) => {
      if (event.type !== 'picker.open') return {}
      const options = visibleField(context, event.code)?.options ?? []
      const current = context.values[event.code] ?? ''
      const value = options.some((option) => option.value === current) ? current : (options[0]?.value ?? '')
      return { picker: { code: event.code, value } }
    }),
    movePicker: assign(({ context, event }) =>
      event.type === 'picker.change' && context.picker !== null
        ? { picker: { code: context.picker.code, value: event.value } }
        : {},
    ),
    confirmPicker: assign(({ context }) => {
      const picker = context.picker
      if (picker === null) return {}
      return {
        values: { ...context.values, [picker.code]: picker.value },
        picker: null,
        missing: context.missing === picker.code ? null : context.missing,
      }
    }),
    closePicker: assign({ picker: null }),
    /** The values of the binding the form reopened on, on the fields the form has. */
    restoreUnsettled: assign(({ context }) => {
      const sent = context.unsettled ?? {}
      const values = { ...context.values }
      for (const field of context.fields) {
        const value = sent[field.code]
        if (value !== undefined) values[field.code] = value
      }
      const cardType = context.cardTypes.some((tab) => tab.value === sent.cardType)
        ? (sent.cardType ?? context.cardType)
        : context.cardType
      return { values, cardType, unsettled: null }
    }),
    flagMissing: assign(({ context }) => ({ missing: firstMissing(context)?.code ?? null })),
    clearMissing: assign({ missing: null }),
  },
  guards: {
    isOtherCardType: ({ context, event }) =>
      event.type === 'cardType.choose' &&
      event.cardType !== context.cardType &&
      context.cardTypes.some((tab) => tab.value === event.cardType),
    isShownTextField: ({ context, event }) =>
      event.type === 'field.change' && visibleField(context, event.code)?.kind === 'text',
    isShownSelectWithChoices: ({ context, event }) => {
      if (event.type !== 'picker.open') return false
      const field = visibleField(context, event.code)
      return field !== undefined && field.kind !== 'text' && field.options.length > 0
    },
    isChoiceOfOpenPicker: ({ context, event }) =>
      event.type === 'picker.change' &&
      context.picker !== null &&
      visibleField(context, context.picker.code)?.options.some((option) => option.value === event.value) ===
        true,
    hasMissingValue: ({ context }) => firstMissing(context) !== null,
    isFromLoanDetail: ({ context }) => context.fromLoanDetail,
    hasUnsettled: ({ context }) => context.unsettled !== null,
    outcomeUnknown,
    checkedDone: checkFound('done'),
    checkedNotDone: checkFound('notDone'),
    keyboardShrinksViewport: ({ event }) =>
      event.type === 'viewport.measured' && event.shrinkPx > KEYBOARD_THRESHOLD_PX,
  },
}).createMachine({
  id: 'bankForm',
  description:
    'Bind a payment account: the server sends the form, tabs choose the card type, Next binds it once (card-change when the order page sent the borrower).',
  context: ({ input }) => ({
    productId: input.productId,
    orderId: input.orderId,
    fromLoanDetail: input.fromLoanDetail,
    unsettled: input.unsettled ?? null,
    fields: [],
    cardTypes: [],
    cardType: DEFAULT_CARD_TYPE,
    values: {},
    picker: null,
    missing: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'card-init (product_id) sends the form items.',
      tags: ['busy'],
      invoke: {
        id: 'loadForm',
        src: 'loadForm',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'storeForm', params: ({ event }) => event.output },
            {
              type: 'startBank',
              params: ({ context }) => ({ productId: context.productId, orderId: context.orderId }),
            },
          ],
        },
        onError: {
          target: 'loadFailed',
          actions: [
            assign({ loadFailure: ({ event }) => loadFailureOf(event.error) }),
            { type: 'showToast', params: failureToast('error.processingFailed') },
          ],
        },
      },
    },
    loadFailed: {
      description: 'The form could not be loaded (refused, offline or malformed): Try again.',
      on: { 'load.retry': 'loading' },
    },
    editing: {
      type: 'parallel',
      states: {
        form: {
          initial: 'resuming',
          states: {
            resuming: {
              description:
                'A binding of unknown outcome (the page reloaded while it was on its way): its values, then its check, never a fresh binding.',
              always: [
                { guard: 'hasUnsettled', target: 'checkingOutcome', actions: 'restoreUnsettled' },
                { target: 'filling' },
              ],
            },
            filling: {
              on: {
                'cardType.choose': { guard: 'isOtherCardType', actions: 'chooseCardType' },
                'field.change': { guard: 'isShownTextField', actions: 'changeField' },
                'picker.open': {
                  guard: 'isShownSelectWithChoices',
                  target: 'picking',
                  actions: 'openPicker',
                },
                'form.submit': [
                  { guard: 'hasMissingValue', actions: 'flagMissing' },
                  { target: 'submitting', actions: 'clearMissing' },
                ],
              },
            },
            picking: {
              description:
                'A single-column wheel picker for one select field (city, day or enum): Confirm takes the choice under the mark, Cancel keeps the earlier value.',
              on: {
                'picker.change': { guard: 'isChoiceOfOpenPicker', actions: 'movePicker' },
                'picker.confirm': { target: 'filling', actions: 'confirmPicker' },
                'picker.cancel': { target: 'filling', actions: 'closePicker' },
              },
            },
            submitting: {
              description:
                'bind-card-new, or card-change when source is loanDetail; Next is not taken again meanwhile, so a double tap binds once.',
              tags: ['busy'],
              invoke: {
                id: 'bindAccount',
                src: 'bindAccount',
                input: ({ context }) => ({
                  fromLoanDetail: context.fromLoanDetail,
                  orderId: context.orderId,
                  payload: bankPayload(context),
                }),
                onDone: [
                  {
                    guard: 'isFromLoanDetail',
                    target: '#bankForm.bound',
                    actions: [
                      'endBank',
                      'closeWebview',
                      {
                        type: 'openOrderPage',
                        params: ({ context }) => ({ productId: context.productId, orderId: context.orderId }),
                      },
                    ],
                  },
                  { target: '#bankForm.bound', actions: ['endBank', 'closeWebview'] },
                ],
                onError: [
                  // No answer that can be read: the account may be bound. Check, do not offer Next.
                  { guard: 'outcomeUnknown', target: 'checkingOutcome' },
                  // Refused (the server's reason) or not sent (offline): the values stay.
                  {
                    target: 'filling',
                    actions: { type: 'showToast', params: failureToast('error.processingFailed') },
                  },
                ],
              },
            },
            checkingOutcome: {
              tags: ['busy'],
              description:
                'The answer to Next was lost: the same binding is sent again with the same idempotency key (no call tells which account is bound), with a bounded backoff. The values stay; Next is not on screen.',
              invoke: {
                id: 'checkOutcome',
                src: 'checkBinding',
                input: ({ context }) => ({
                  delaysMs: CHECK_BACKOFF_MS,
                  bind: {
                    fromLoanDetail: context.fromLoanDetail,
                    orderId: context.orderId,
                    payload: bankPayload(context),
                  },
                }),
                onDone: [
                  {
                    guard: and(['checkedDone', 'isFromLoanDetail']),
                    target: '#bankForm.bound',
                    actions: [
                      'endBank',
                      'closeWebview',
                      {
                        type: 'openOrderPage',
                        params: ({ context }) => ({ productId: context.productId, orderId: context.orderId }),
                      },
                    ],
                  },
                  { guard: 'checkedDone', target: '#bankForm.bound', actions: ['endBank', 'closeWebview'] },
                  {
                    guard: 'checkedNotDone',
                    target: 'filling',
                    actions: {
                      type: 'showToast',
                      params: ({ event }) => ({
                        notice:
                          'notice' in event.output
                            ? event.output.notice
                            : { id: 'submission.notDone' as const },
                        tone: 'failure' as const,
                      }),
                    },
                  },
                  { target: 'outcomeUnknown' },
                ],
                onError: 'outcomeUnknown',
              },
            },
            outcomeUnknown: {
              description:
                'The checks could not tell whether the account is bound: do not submit it again; Check again, or customer service.',
              on: {
                'outcome.check': 'checkingOutcome',
                'service.open': { actions: 'openCustomerService' },
              },
            },
          },
        },
        keyboard: {
          description:
            'The screen measures the visual viewport and sends how far it shrank: Next hides while the keyboard takes more than KEYBOARD_THRESHOLD_PX.',
          initial: 'closed',
          states: {
            closed: {
              on: { 'viewport.measured': { guard: 'keyboardShrinksViewport', target: 'open' } },
            },
            open: {
              description: 'The on-screen keyboard is up: Next is hidden.',
              on: { 'viewport.measured': { guard: not('keyboardShrinksViewport'), target: 'closed' } },
            },
          },
        },
      },
    },
    bound: {
      type: 'final',
      description: 'The account is bound: the host was told (end-bank) and asked to close the webview.',
    },
  },
})
