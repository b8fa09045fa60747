import * as v from 'valibot'
import { endpoint, ZERO, DOUBLE_ZERO, EITHER, type ComplaintSavePayload } from './api.ts'
import { flag, ignored, list, optText, text, titleValue } from './schema-base.ts'

/**
 * Complaints, their images and scores, and the customer-service contact (spec §7): the answers' schemas
 * (spec §3), then the calls; only the complaint routes and customer service load them.
 */

/** An answer object whose fields are all optional: a bare list is not one (it would read as empty). */
const answer = <T extends v.GenericSchema>(schema: T) =>
  v.pipe(
    v.custom<unknown>((value) => !Array.isArray(value)),
    schema,
  )
/** The complaint an answer is about: never blank. */
const id = v.pipe(text, v.trim(), v.minLength(1))

export const questionType = v.looseObject({ value: text, title: text })
export const orderSummary = v.looseObject({
  orderNo: text,
  productLogo: optText,
  productName: optText,
  status: optText,
  list: list(titleValue),
  isShow: flag,
})
export const problemInitData = v.looseObject({
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
export const problemDetailData = v.looseObject({
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
export const problemListData = answer(
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
export const serviceContactData = answer(v.looseObject({ email: optText, smWa: optText }))

/** The answers' schemas under the names of their calls, for the tests that decode sample answers. */
export const schemas = {
  questionType,
  orderSummary,
  problemInit: problemInitData,
  problemDetail: problemDetailData,
  uploadedImage,
  problemList: problemListData,
  problemSaved,
  serviceContact: serviceContactData,
}

export const problemInit = endpoint<typeof problemInitData, { orderId?: string }>({
  method: 'POST',
  path: '/problem-init',
  send: 'form',
  success: EITHER,
  data: problemInitData,
})

export const problemInitForForm = endpoint<typeof problemInitData, { orderId?: string }>({
  method: 'GET',
  path: '/problem-init',
  send: 'query',
  success: EITHER,
  data: problemInitData,
})

export const problemDetail = endpoint<typeof problemDetailData, { problemId: string }>({
  method: 'POST',
  path: '/problem-detail',
  send: 'form',
  success: EITHER,
  data: problemDetailData,
})

export const saveScore = endpoint<typeof ignored, { score: number; problemId: string }>({
  method: 'POST',
  path: '/user-problem/save-score',
  send: 'form',
  success: DOUBLE_ZERO,
  data: ignored,
})

export const uploadProblemImage = endpoint<typeof uploadedImage, { problemImage: Blob }>({
  method: 'POST',
  path: '/user-problem/upload-problem-img',
  send: 'multipart',
  success: DOUBLE_ZERO,
  data: uploadedImage,
})

export const saveProblem = endpoint<typeof problemSaved, ComplaintSavePayload>({
  method: 'POST',
  path: '/user-problem/problem-save',
  send: 'form',
  success: EITHER,
  data: problemSaved,
})

export const problemList = endpoint({
  method: 'POST',
  path: '/user-problem/problem-list',
  send: 'form',
  success: EITHER,
  data: problemListData,
})

export const serviceContact = endpoint<typeof serviceContactData, { overall: number }>({
  method: 'POST',
  path: '/v3/personal-center/contact-kf-info',
  send: 'form',
  success: ZERO,
  data: serviceContactData,
})
