import * as v from 'valibot'
import { flag, list, optText, text, titleValue } from './schema-base.ts'

/** An answer object whose fields are all optional: a bare list is not one (it would read as empty). */
const answer = <T extends v.GenericSchema>(schema: T) =>
  v.pipe(
    v.custom<unknown>((value) => !Array.isArray(value)),
    schema,
  )
/** The complaint an answer is about: never blank. */
const id = v.pipe(text, v.trim(), v.minLength(1))

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
  problemId: id,
  content: optText,
  images: imageList,
  disposeName: optText,
  disposeDetail: optText,
  disposeImages: imageList,
  isNeedScore: flag,
  /**
   * Optional (docs/decisions/031-complaint-reference-and-service-phone.md): the server's word for where
   * the complaint stands ('' when absent: the page derives it from the answer) and when it was filed.
   */
  status: optText,
  time: optText,
  /**
   * The order the complaint is about, when the server names it (absent: it does not say); the check of
   * a complaint whose answer was lost compares it (src/screens/complaint/complaint-form.impl.ts).
   */
  orderNo: v.fallback(v.optional(v.nullable(text)), undefined),
})
export const uploadedImage = v.looseObject({ url: v.pipe(v.string(), v.minLength(1)) })
export const problemList = answer(
  v.looseObject({
    tabs: list(
      v.looseObject({
        title: optText,
        list: list(
          // status: optional, where the complaint stands ('' when the server does not say).
          v.looseObject({ id: text, time: optText, type: optText, content: optText, status: optText }),
        ),
      }),
    ),
  }),
)
/**
 * problem-save's data: the new complaint's id when the server names it (`problemId`, or `id`), so the
 * borrower can open it. Data that is no object (the spec's answer: null, '', true…) is a save without
 * one, as before; an object whose id is of the wrong type is refused.
 */
const savedIds = v.looseObject({ problemId: v.nullish(text), id: v.nullish(text) })
export const problemSaved = v.pipe(
  v.union([
    v.custom<null>((value) => typeof value !== 'object' || value === null || Array.isArray(value)),
    savedIds,
  ]),
  v.transform((data) => {
    const ids = data as v.InferOutput<typeof savedIds> | null
    const problemId = (ids?.problemId ?? '').trim() || (ids?.id ?? '').trim()
    return { problemId }
  }),
)
export const serviceContact = answer(v.looseObject({ email: optText, smWa: optText }))
