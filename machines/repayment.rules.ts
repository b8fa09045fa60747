import { daysLate } from './days-late.ts'
import type {
  BankCardRepayInput,
  InstructionsParams,
  KnownPayCode,
  PayCodeInput,
  RepayChannel,
  Repayment,
  RepaymentContext,
  RepaymentVariant,
} from './repayment.types.ts'

/** The rules of the instalment and rollover repayment (repayment.machine.ts), read by its chart and its views. */

/** Detail rows shown before "More" (spec §9). */
export const DETAIL_ROWS_COLLAPSED = 2
/** A channel whose name says card(s), or whose number is a card code, is the bank card (decision 017). */
export const BANK_CARD_NAME = /\bcards?\b/i
export const BANK_CARD_NUMBER = /^(bank_?)?card$/i

/** How late a payment read at `now` is: Manila days past its due date; null on or before it, or unreadable. */
export function repaymentDaysLate(dueDate: string, now: Date): number | null {
  const late = daysLate(dueDate, now)
  return late === null || late === 0 ? null : late
}

/**
 * What a rollover does and does not do (decision 030), said before the borrower pays: the fee moves
 * the due date to the new date; what is owed stays (repayAmount, due on the new date).
 */
export function rolloverTerms(
  repayment: Repayment,
): { fee: number; newDueDate: string; stillOwed: number } | null {
  if (repayment.delay === null) return null
  return { fee: repayment.delay.amount, newDueDate: repayment.repayDate, stillOwed: repayment.repayAmount }
}

/** The pay code worth keeping from a loaded repayment: the default pay code and what the page asked to pay. */
export function knownPayCodeOf(
  repayment: Repayment,
  variant: RepaymentVariant,
  loadedAt: number,
): KnownPayCode | null {
  const pay = repayment.defaultPayment
  if (pay === null) return null
  return { payCode: pay.payCode, title: pay.title, amount: amountDue(repayment, variant), loadedAt }
}

export function isBankCard(channel: RepayChannel): boolean {
  return BANK_CARD_NAME.test(channel.name) || BANK_CARD_NUMBER.test(channel.channelNumber)
}

/** What this variant pays now: the rollover fee, or the instalment due. */
export function amountDue(repayment: Repayment, variant: RepaymentVariant): number {
  return variant === 'rollover' && repayment.delay !== null ? repayment.delay.amount : repayment.repayAmount
}

/** The detail rows on screen: the first two, or all when expanded. */
export function visibleDetail(repayment: Repayment, expanded: boolean): Repayment['detail'] {
  return expanded ? repayment.detail : repayment.detail.slice(0, DETAIL_ROWS_COLLAPSED)
}

export function chosenChannel(context: RepaymentContext): RepayChannel | undefined {
  return context.repayment?.channels.find((channel) => channel.channelNumber === context.selected)
}

/** The chosen channel's name, as the code page names it ('' when unknown). */
export function channelName(context: RepaymentContext): string {
  return chosenChannel(context)?.name ?? ''
}

/** What "How to repay" carries for this repayment and variant (the banner's link and the tap alike). */
export function instructionsParamsOf(repayment: Repayment, variant: RepaymentVariant): InstructionsParams {
  return { amount: amountDue(repayment, variant), payCode: repayment.defaultPayment?.payCode ?? '' }
}

export function instructionsParams(context: RepaymentContext): InstructionsParams {
  return context.repayment === null
    ? { amount: 0, payCode: '' }
    : instructionsParamsOf(context.repayment, context.variant)
}

export function payCodeInput(context: RepaymentContext): PayCodeInput {
  const channel = chosenChannel(context)
  if (channel === undefined || context.repayment === null) throw new Error('pay code without a channel')
  return {
    variant: context.variant,
    productId: context.productId,
    orderId: context.orderId,
    amount: amountDue(context.repayment, context.variant),
    channelNumber: channel.channelNumber,
  }
}

export function bankCardInput(context: RepaymentContext): BankCardRepayInput {
  const repayment = context.repayment
  return {
    orderId: context.orderId,
    amount: repayment === null ? 0 : amountDue(repayment, context.variant),
    productName: repayment?.productName ?? '',
    repayDate: repayment?.repayDate ?? '',
  }
}
