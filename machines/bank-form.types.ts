import type { LoadFailure, Notice } from './shared/notice.ts'
import type { CheckInput, CheckOutcome } from './shared/submission.ts'

/*
 * The payment account form's domain (machines/bank-form.machine.ts): its fields, the form card-init
 * gives, the flow's input, context and events, and what its actors take and answer.
 */

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

/** card-init's answer as the form reads it (machines/bank-form-items.ts). */
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
  | { type: 'form.retry' }
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
