import * as v from 'valibot'

/**
 * Response schemas, one per call (spec §3); the envelope and the primitives are in schema-base.ts so
 * the entry chunk carries only those, and each route only the schemas of its own calls.
 */
import { flag, list, optText, text, textValue } from './schema-base.ts'
export {
  amount,
  envelope,
  ignored,
  flag,
  optText,
  text,
  textValue,
  titleValue,
  type Envelope,
} from './schema-base.ts'
export * from './schemas-complaint.ts'
export * from './schemas-repayment.ts'
export * from './schemas-loan.ts'

// Bank form (card-init)
export const bankFormItem = v.looseObject({
  code: text,
  cate: text,
  title: optText,
  subtitle: optText,
  value: optText,
  note: list(v.looseObject({ name: text, type: text })),
  cardTypeMi: v.nullish(text, '0'),
  channelNumber: optText,
  inputType: optText,
})
export const cardInit = v.looseObject({ items: list(bankFormItem), cardType: v.nullish(text, '1') })

// Promotion
export const sid = v.looseObject({ sid: text })
export const landingTemplate = v.looseObject({ id: text })

// Order details
export const recommendedProduct = v.looseObject({
  logo: optText,
  name: optText,
  buttonText: optText,
  isEnable: flag,
  amountRange: optText,
  amountDesc: optText,
  rate: optText,
  rateDesc: optText,
  tags: list(v.string()),
})
export const loanDetails = v.looseObject({
  orderStatus: text,
  noticeStatusText: optText,
  noticeDesText: optText,
  recProducts: list(recommendedProduct),
  productName: optText,
  productLogo: optText,
  userOrderDetail: v.optional(v.nullable(v.looseObject({ detail: list(textValue) }))),
  inside: optText,
  h5Url: optText,
  isDelay: flag,
  telephone: optText,
  isScore: flag,
  playeduL: optText,
  reyMsg: optText,
  cardNeedPop: flag,
  cardPopTitle: optText,
  cardPopMsg: optText,
})
