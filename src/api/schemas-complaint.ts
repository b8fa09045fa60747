import * as v from 'valibot'
import { flag, list, optText, text, titleValue } from './schema-base.ts'

/** Complaint responses (spec §3); only the complaint routes load them. */
// Complaints
export const questionType = v.looseObject({ value: text, title: text })
export const orderSummary = v.looseObject({
  orderNo: text,
  productLogo: optText,
  productName: optText,
  status: optText,
  list: list(titleValue),
  isShow: flag,
})
export const problemInit = v.looseObject({
  problemType: list(questionType),
  problemSonType: list(questionType),
  orderDetail: v.nullish(v.union([v.literal(''), orderSummary]), ''),
  orderList: list(orderSummary),
})
const imageList = v.pipe(
  v.nullish(v.union([v.array(v.string()), v.string()]), []),
  v.transform((value) =>
    Array.isArray(value) ? value : value.split(',').filter((url) => url.trim() !== ''),
  ),
)
export const problemDetail = v.looseObject({
  type: optText,
  sonType: optText,
  problemId: text,
  content: optText,
  images: imageList,
  disposeName: optText,
  disposeDetail: optText,
  disposeImages: imageList,
  isNeedScore: flag,
})
export const uploadedImage = v.looseObject({ url: v.pipe(v.string(), v.minLength(1)) })
export const problemList = v.looseObject({
  tabs: list(
    v.looseObject({
      title: optText,
      list: list(v.looseObject({ id: text, time: optText, type: optText, content: optText })),
    }),
  ),
})
export const serviceContact = v.looseObject({ email: optText, smWa: optText })
