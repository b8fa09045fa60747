import { digits } from './shared/digits.ts'
import type { BankField, BankFormContext } from './bank-form.types.ts'

/*
 * The bank form's field rules (spec §3 "Bank form item", "Bank payload", §4 "Bank"): which fields
 * show for a card type, which one is missing, the channel of card type 1 and the payload Next sends.
 * The chart (machines/bank-form.machine.ts) and the views read them from here, the one place they live.
 */

/** The card type when the server names none (spec §9). */
export const DEFAULT_CARD_TYPE = '1'
/** cardTypeMi of a field shown for every card type (spec §3). */
export const EVERY_CARD_TYPE = '0'
/** The card type whose channelNumber follows the chosen channel, and its default (spec §4, §9). */
export const CHANNEL_CARD_TYPE = '1'
export const DEFAULT_CHANNEL_NUMBER = '90006'
/** Digits kept in a text field: longer than any account or wallet number, so a pasted text stays harmless. */
export const FIELD_MAX_DIGITS = 32

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

export function visibleField(
  context: Pick<BankFormContext, 'fields' | 'cardType'>,
  code: string,
): BankField | undefined {
  return visibleFields(context).find((field) => field.code === code)
}

/** The first shown field without a value, or null when every one has one. */
export function firstMissing(
  context: Pick<BankFormContext, 'fields' | 'cardType' | 'values'>,
): BankField | null {
  return visibleFields(context).find((field) => (context.values[field.code] ?? '') === '') ?? null
}

/** The choice a picker opens on: the field's value when it is one of its choices, else the first. */
export function pickerStart(
  context: Pick<BankFormContext, 'fields' | 'cardType' | 'values'>,
  code: string,
): string {
  const options = visibleField(context, code)?.options ?? []
  const current = context.values[code] ?? ''
  return options.some((option) => option.value === current) ? current : (options[0]?.value ?? '')
}

/**
 * The values and card type of a binding the form reopened on, laid over the loaded form: a sent
 * value on a field the form has, the sent card type when it is one of the tabs.
 */
export function restoredValues(
  context: Pick<BankFormContext, 'fields' | 'cardTypes' | 'cardType' | 'values'>,
  sent: Record<string, string>,
): Pick<BankFormContext, 'values' | 'cardType'> {
  const values = { ...context.values }
  for (const field of context.fields) {
    const value = sent[field.code]
    if (value !== undefined) values[field.code] = value
  }
  const cardType = context.cardTypes.some((tab) => tab.value === sent.cardType)
    ? (sent.cardType ?? context.cardType)
    : context.cardType
  return { values, cardType }
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
export function bankPayload(
  context: Pick<BankFormContext, 'fields' | 'cardType' | 'values' | 'productId'>,
): Record<string, string> {
  const payload: Record<string, string> = {}
  if (context.cardType === CHANNEL_CARD_TYPE) payload.channelNumber = channelNumberOf(context)
  for (const field of visibleFields(context)) payload[field.code] = context.values[field.code] ?? ''
  payload.cardType = context.cardType
  payload.product_id = context.productId
  return payload
}
