import * as v from 'valibot'

/**
 * Response schemas, one per call (spec §3); the envelope and the primitives are in schema-base.ts so
 * the entry chunk carries only those, and each route only the schemas of its own calls.
 */
import { amount, flag, list, optText, text, textValue } from './schema-base.ts'
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

// Loan confirm and details
export const loanConfirm = v.looseObject({
  comProductLogo: optText,
  comProductName: optText,
  amount: v.optional(amount, 0),
  periods: optText,
  termUnit: optText,
  details: list(textValue),
  repay_plans: list(
    v.looseObject({ title: optText, description: optText, amount: optText, pay_time: optText }),
  ),
  firstPayTime: optText,
  firstPeriodDay: optText,
  pRateDsc: optText,
  sendSms: flag,
  isPopType: flag,
  popContent: optText,
  popTitle: optText,
  popAgreementUrl: optText,
})
export const agreements = v.looseObject({ data: list(v.looseObject({ title: text })) })
export const contractJump = v.looseObject({ contract_url: v.pipe(v.string(), v.minLength(1)) })
export const loanPush = v.looseObject({ lendDetailsUrl: v.pipe(v.string(), v.minLength(1)) })
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
