import * as v from 'valibot'

/**
 * Response schemas, one per call (spec §3); the envelope and the primitives are in schema-base.ts so
 * the entry chunk carries only those, and each route only the schemas of its own calls.
 */
import { list, optText, text } from './schema-base.ts'
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
export * from './schemas-instalment.ts'
export * from './schemas-loan.ts'
export * from './schemas-order.ts'
export * from './schemas-promotion.ts'

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
