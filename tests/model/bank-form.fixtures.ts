/*
 * Sample data for the bank form model test: card-init answers in the server's shape, decoded as the
 * app decodes them (the call's schema, then decodeBankForm), the failures, and what the borrower must
 * see for each field, written out by hand: the oracle does not ask the machine's own helpers
 * (visibleFields, firstMissing, bankPayload, channelNumberOf).
 */
import * as v from 'valibot'
import type { BankForm, BankFormInput } from '../../machines/bank-form.types.ts'
import type { CallFailure } from '../../machines/shared/notice.ts'
import { cardInit } from '../../src/api/bank.ts'
import { decodeBankForm } from '../../src/screens/bank-form/bank-form.impl.ts'

/** From the app (bind-card-new, no order) and from the order page (card-change of an order). */
export const APP_INPUT: BankFormInput = { productId: 'P-101', orderId: '', fromLoanDetail: false }
export const LOAN_DETAIL_INPUT: BankFormInput = {
  productId: 'P-101',
  orderId: 'BYD20261105000017',
  fromLoanDetail: true,
}

/** Banks of card type 1: each entry names the channel it pays through. */
const BANK_ENTRIES = [
  { name: 'BDO Unibank', type: 'BDO', channelNumber: '90011' },
  { name: 'BPI', type: 'BPI', channelNumber: '90012' },
  { name: 'Metrobank', type: 'MBTC', channelNumber: '90013' },
  { name: 'Land Bank of the Philippines', type: 'LBP', channelNumber: '90014' },
]
const WALLET_ENTRIES = [
  { name: 'GCash', type: 'GCASH' },
  { name: 'Maya', type: 'MAYA' },
]
/** Branch cities of card type 1 (no channel); an entry without a type is left out. */
const CITY_ENTRIES = [
  { name: 'Quezon City', type: 'QUEZON_CITY' },
  { name: 'Manila', type: 'MANILA' },
  { name: 'Cebu City', type: 'CEBU_CITY' },
  { name: 'Makati', type: 'MAKATI' },
  { name: 'Davao City', type: 'DAVAO_CITY' },
  { name: 'Nowhere' },
]

type Values = Partial<Record<FieldCode, string>>

/**
 * card-init's answer: card types 1 and 2 (from cardTypeMi), one field for every card type (0), and a
 * city select without entries (it could never be filled: the form leaves it out).
 */
function rawForm(cardType: string, values: Values) {
  const item = (fields: { code: string } & Record<string, unknown>) => ({
    title: '',
    subtitle: '',
    value: values[fields.code as FieldCode] ?? '',
    note: [],
    cardTypeMi: '0',
    channelNumber: '',
    inputType: '',
    ...fields,
  })
  return {
    cardType,
    items: [
      item({
        code: 'bankCode',
        cate: 'enum',
        title: 'Bank',
        subtitle: 'Select your bank',
        note: BANK_ENTRIES,
        cardTypeMi: '1',
      }),
      item({
        code: 'cardNo',
        cate: 'text',
        title: 'Account number',
        subtitle: 'Enter your 10 to 19 digit account number',
        cardTypeMi: '1',
        // A text item may carry a hint as its note: ignored.
        note: 'digits only',
      }),
      item({
        code: 'bankCity',
        cate: 'city select',
        title: 'Branch city',
        subtitle: 'Select the city of your branch',
        // Entries as the JSON text of a list, as some back ends send them.
        note: JSON.stringify(CITY_ENTRIES),
        cardTypeMi: '1',
      }),
      item({
        code: 'branchArea',
        cate: 'city',
        title: 'Branch area',
        subtitle: 'Select the area of your branch',
        cardTypeMi: '1',
      }),
      item({
        code: 'walletType',
        cate: 'enum',
        title: 'E-wallet provider',
        subtitle: 'Select your e-wallet',
        note: WALLET_ENTRIES,
        cardTypeMi: '2',
      }),
      item({
        code: 'walletNo',
        cate: 'text',
        title: 'E-wallet number',
        subtitle: '09XXXXXXXXX',
        cardTypeMi: '2',
      }),
      item({ code: 'payDay', cate: 'day', title: 'Salary day', subtitle: 'Day of the month you are paid' }),
    ],
  }
}

const decoded = (raw: unknown): BankForm => decodeBankForm(v.parse(cardInit.data, raw))

export type FieldCode = 'bankCode' | 'cardNo' | 'bankCity' | 'walletType' | 'walletNo' | 'payDay'

export interface FormSample {
  name: string
  form: BankForm
  /** The tab selected when the form shows. */
  cardType: string
  /** The values on screen when the form shows (the server's, cleaned). */
  values: Record<FieldCode, string>
}

const NO_VALUES: Record<FieldCode, string> = {
  bankCode: '',
  cardNo: '',
  bankCity: '',
  walletType: '',
  walletNo: '',
  payDay: '',
}

/** A new account: nothing filled, the server's card type 1. */
export const EMPTY: FormSample = {
  name: 'empty',
  form: decoded(rawForm('1', {})),
  cardType: '1',
  values: NO_VALUES,
}

/**
 * A card change: the server sends the bound account (its plain number kept; the day `05` is day 5),
 * a wallet it no longer offers (not one of the choices: dropped) and a masked wallet number (not the
 * borrower's number: the field starts empty).
 */
export const FILLED: FormSample = {
  name: 'filled',
  form: decoded(
    rawForm('1', {
      bankCode: 'MBTC',
      cardNo: ' 123456789012 ',
      bankCity: 'MAKATI',
      walletType: 'PAYPAL',
      walletNo: '**** 4567',
      payDay: '05',
    }),
  ),
  cardType: '1',
  values: { ...NO_VALUES, bankCode: 'MBTC', cardNo: '123456789012', bankCity: 'MAKATI', payDay: '5' },
}

export function sampleOf(output: unknown): FormSample {
  const sample = [EMPTY, FILLED].find((s) => s.form === output)
  if (sample === undefined) throw new Error('not one of the form samples')
  return sample
}

export const LOAD_FAILED: CallFailure = {
  kind: 'rejected',
  code: '1',
  message: 'Payment accounts cannot be added right now. Please try again later.',
}
export const BIND_FAILED: CallFailure = {
  kind: 'rejected',
  code: '1',
  message: 'This account could not be verified. Please check the number and try again.',
}

// ----------------------------------------------------------------------- what the borrower sees

export const PAGE_TITLE = 'Payment account information'
export const LOAD_FAILED_TEXT = 'The payment account form could not be loaded.'
export const BOUND_HEADING = 'Your payment account is saved'
export const BOUND_TEXT = 'It is linked to your loan. You can return to the app.'
/** The tabs, in order: [label, card type]. */
export const TABS: Array<[string, string]> = [
  ['Bank account', '1'],
  ['E-wallet', '2'],
]

export interface FieldSeen {
  code: FieldCode
  title: string
  kind: 'text' | 'select'
  placeholder: string
  /** A select's wheel: [value sent, label shown]. */
  options: Array<[string, string]>
}

const FIELD: Record<FieldCode, FieldSeen> = {
  bankCode: {
    code: 'bankCode',
    title: 'Bank',
    kind: 'select',
    placeholder: 'Select your bank',
    options: [
      ['BDO', 'BDO Unibank'],
      ['BPI', 'BPI'],
      ['MBTC', 'Metrobank'],
      ['LBP', 'Land Bank of the Philippines'],
    ],
  },
  cardNo: {
    code: 'cardNo',
    title: 'Account number',
    kind: 'text',
    placeholder: 'Enter your 10 to 19 digit account number',
    options: [],
  },
  bankCity: {
    code: 'bankCity',
    title: 'Branch city',
    kind: 'select',
    placeholder: 'Select the city of your branch',
    options: [
      ['QUEZON_CITY', 'Quezon City'],
      ['MANILA', 'Manila'],
      ['CEBU_CITY', 'Cebu City'],
      ['MAKATI', 'Makati'],
      ['DAVAO_CITY', 'Davao City'],
    ],
  },
  walletType: {
    code: 'walletType',
    title: 'E-wallet provider',
    kind: 'select',
    placeholder: 'Select your e-wallet',
    options: [
      ['GCASH', 'GCash'],
      ['MAYA', 'Maya'],
    ],
  },
  walletNo: {
    code: 'walletNo',
    title: 'E-wallet number',
    kind: 'text',
    placeholder: '09XXXXXXXXX',
    options: [],
  },
  payDay: {
    code: 'payDay',
    title: 'Salary day',
    kind: 'select',
    placeholder: 'Day of the month you are paid',
    options: Array.from({ length: 31 }, (_, day) => [String(day + 1), String(day + 1)]),
  },
}

export const field = (code: string): FieldSeen => {
  const seen = FIELD[code as FieldCode] as FieldSeen | undefined
  if (seen === undefined) throw new Error(`no field ${code}`)
  return seen
}

/** The fields each tab shows, top to bottom. */
export const SHOWN: Record<string, FieldCode[]> = {
  '1': ['bankCode', 'cardNo', 'bankCity', 'payDay'],
  '2': ['walletType', 'walletNo', 'payDay'],
}

/** What a refused Next says under the first empty field (issue 28: "Please choose Bank." became "Choose your bank."). */
const MISSING: Record<string, string> = {
  bankCode: 'Choose your bank.',
  cardNo: 'Enter your account number.',
  bankCity: 'Choose your branch city.',
  branchArea: 'Choose your branch area.',
  walletType: 'Choose your e-wallet provider.',
  walletNo: 'Enter your e-wallet number.',
  payDay: 'Choose your salary day.',
}
export const missingText = (code: string) => {
  const text = MISSING[code]
  if (text === undefined) throw new Error(`no missing text for ${code}`)
  return text
}

/** The channel each bank pays through (card type 1 sends it as channelNumber). */
export const CHANNEL_OF: Record<string, string> = {
  BDO: '90011',
  BPI: '90012',
  MBTC: '90013',
  LBP: '90014',
}

/** The bank payload for what is on screen: the shown fields, cardType, product_id (and type 1's channel). */
export function payloadFor(
  input: BankFormInput,
  cardType: string,
  values: Record<string, string>,
): Record<string, string> {
  const shown = SHOWN[cardType] ?? []
  const payload: Record<string, string> = Object.fromEntries(shown.map((code) => [code, values[code] ?? '']))
  if (cardType === '1') payload.channelNumber = CHANNEL_OF[values.bankCode ?? ''] ?? '90006'
  return { ...payload, cardType, product_id: input.productId }
}
