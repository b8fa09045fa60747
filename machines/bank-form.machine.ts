import { and, assign, fromPromise, not, setup } from 'xstate'
import { failureToast, type ToastParams, loadFailureOf } from './shared/notice.ts'
import { notProvided, notProvidedAction } from './shared/not-provided.ts'
import { CHECK_BACKOFF_MS, checkFound, outcomeUnknown } from './shared/submission.ts'
import {
  bankPayload,
  DEFAULT_CARD_TYPE,
  digitsOnly,
  firstMissing,
  pickerStart,
  restoredValues,
  visibleField,
} from './bank-form-fields.ts'
import type {
  BankForm,
  BankFormContext,
  BankFormEvent,
  BankFormInput,
  BindCheckInput,
  BindCheckOutcome,
  BindInput,
} from './bank-form.types.ts'

/**
 * The payment account form (spec §2 "Bank screen", §3 "Bank form item", "Bank payload", §4 "Bank",
 * §5, §7 card-init, bind-card-new): the server sends the fields (machines/bank-form-items.ts), the
 * card type is chosen with tabs and decides which fields show (machines/bank-form-fields.ts), text
 * fields take digits only, select fields open a wheel picker, Next binds the account once.
 * Decision 018 has the details (docs/decisions/018-bank-form.md).
 */

/** Next hides while the on-screen keyboard shrinks the visual viewport by more than this (spec §2, §9). */
export const KEYBOARD_THRESHOLD_PX = 60

type Route = { productId: string; orderId: string }

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
    showToast: notProvidedAction<ToastParams>('showToast'),
    /** The host's start-bank: the form is on screen, a binding has begun (decision 018). */
    startBank: notProvidedAction<Route>('startBank'),
    /** The host's end-bank: the account is bound (decision 018). */
    endBank: notProvidedAction('endBank'),
    closeWebview: notProvidedAction('closeWebview'),
    openCustomerService: notProvidedAction('openCustomerService'),
    /** source=loanDetail: the order page, with source=loanDetail (spec §4). */
    openOrderPage: notProvidedAction<Route>('openOrderPage'),
    storeForm: assign((_, form: BankForm) => ({
      fields: form.fields,
      cardTypes: form.cardTypes,
      cardType: form.cardType,
      values: form.values,
    })),
    storeLoadFailure: assign((_, params: { error: unknown }) => ({
      loadFailure: loadFailureOf(params.error),
    })),
    chooseCardType: assign((_, params: { cardType: string }) => ({
      cardType: params.cardType,
      missing: null,
    })),
    changeField: assign(({ context }, params: { code: string; value: string }) => ({
      values: { ...context.values, [params.code]: digitsOnly(params.value) },
      // The error goes once the field has a value (a typed letter leaves it empty).
      missing: context.missing === params.code && digitsOnly(params.value) !== '' ? null : context.missing,
    })),
    openPicker: assign(({ context }, params: { code: string }) => ({
      picker: { code: params.code, value: pickerStart(context, params.code) },
    })),
    movePicker: assign(({ context }, params: { value: string }) =>
      context.picker === null ? {} : { picker: { code: context.picker.code, value: params.value } },
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
    restoreUnsettled: assign(({ context }) => ({
      ...restoredValues(context, context.unsettled ?? {}),
      unsettled: null,
    })),
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
      tags: ['busy', 'loading'],
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
            { type: 'storeLoadFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'showToast', params: failureToast('error.processingFailed') },
          ],
        },
      },
    },
    loadFailed: {
      description: 'The form could not be loaded (refused, offline or malformed): Try again.',
      tags: ['failed'],
      on: { 'form.retry': 'loading' },
    },
    editing: {
      type: 'parallel',
      tags: ['editing'],
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
                'cardType.choose': {
                  guard: 'isOtherCardType',
                  actions: { type: 'chooseCardType', params: ({ event }) => ({ cardType: event.cardType }) },
                },
                'field.change': {
                  guard: 'isShownTextField',
                  actions: {
                    type: 'changeField',
                    params: ({ event }) => ({ code: event.code, value: event.value }),
                  },
                },
                'picker.open': {
                  guard: 'isShownSelectWithChoices',
                  target: 'picking',
                  actions: { type: 'openPicker', params: ({ event }) => ({ code: event.code }) },
                },
                'form.submit': [
                  { guard: 'hasMissingValue', actions: 'flagMissing' },
                  { target: 'submitting', actions: 'clearMissing' },
                ],
              },
            },
            picking: {
              tags: ['picking'],
              description:
                'A single-column wheel picker for one select field (city, day or enum): Confirm takes the choice under the mark, Cancel keeps the earlier value.',
              on: {
                'picker.change': {
                  guard: 'isChoiceOfOpenPicker',
                  actions: { type: 'movePicker', params: ({ event }) => ({ value: event.value }) },
                },
                'picker.confirm': { target: 'filling', actions: 'confirmPicker' },
                'picker.cancel': { target: 'filling', actions: 'closePicker' },
              },
            },
            submitting: {
              description:
                'bind-card-new, or card-change when source is loanDetail; Next is not taken again meanwhile, so a double tap binds once.',
              tags: ['busy', 'submitting'],
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
              tags: ['busy', 'checking'],
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
              tags: ['outcomeUnknown'],
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
              tags: ['keyboardOpen'],
              on: { 'viewport.measured': { guard: not('keyboardShrinksViewport'), target: 'closed' } },
            },
          },
        },
      },
    },
    bound: {
      type: 'final',
      tags: ['bound'],
      description: 'The account is bound: the host was told (end-bank) and asked to close the webview.',
    },
  },
})
