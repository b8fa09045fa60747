import * as v from 'valibot'
import { amount, flag, list, optText, text, textValue } from './schema-base.ts'

/** Instalment and rollover repayment responses (spec §3 "Repayment info", "Delay info"). */
export const repayChannel = v.looseObject({ logo: optText, name: optText, channel_number: text })
export const instalment = v.looseObject({
  repayAmount: v.optional(amount, 0),
  productName: optText,
  repayDate: optText,
  productLogo: optText,
  detail: list(textValue),
  repayList: list(repayChannel),
  noticeMsg: optText,
  defDetail: v.optional(
    v.nullable(
      v.looseObject({
        payCode: optText,
        logo: optText,
        title: optText,
        payNotice: v.nullish(
          v.record(v.string(), v.array(v.looseObject({ name: optText, list: list(v.string()) }))),
          {},
        ),
      }),
    ),
  ),
  isShowReyTop: flag,
})
export const delay = v.looseObject({
  ...instalment.entries,
  delayInfo: v.optional(v.nullable(v.looseObject({ delayAmount: v.optional(amount, 0), title: optText }))),
  repayPlan: list(v.looseObject({ remark: optText, title: optText, amount: optText, time: optText })),
})
export const payUrl = v.looseObject({ payUrl: v.pipe(v.string(), v.minLength(1)) })
