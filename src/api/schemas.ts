import * as v from 'valibot'

/**
 * Response schemas, one per call (spec §3). Servers of this kind send numbers as strings and the
 * reverse, so ids, codes and flags are decoded to strings and amounts to numbers; unknown extra
 * keys are kept (looseObject) so a newer server does not break an older app.
 */
export const text = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => String(value)),
)
/** Absent and null read as ''. */
export const optText = v.nullish(text, '')
export const amount = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/))]),
  v.transform((value) => Number(value)),
)
/** 1/0 flags; absent and null read as '0'. */
export const flag = v.nullish(text, '0')
/** Absent and null read as []. */
const list = <T extends v.GenericSchema>(item: T) => v.nullish(v.array(item), [])

export const envelope = v.looseObject({
  code: text,
  message: v.nullish(v.string(), ''),
  msg: v.nullish(v.string(), ''),
  data: v.optional(v.unknown()),
})
export type Envelope = v.InferOutput<typeof envelope>

export const textValue = v.looseObject({ text: optText, value: optText })
export const titleValue = v.looseObject({ title: optText, value: optText })

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

// Repayment by card
export const repayBankCard = v.looseObject({
  id: text,
  bankName: optText,
  cardNo: optText,
  bankCode: optText,
})
export const repaymentWays = v.looseObject({
  alipay: flag,
  repayToken: optText,
  bankCards: list(repayBankCard),
})
export const repaymentCommit = v.looseObject({ needValid: flag, repayRecordId: optText })
export const redirect = v.looseObject({ url: v.pipe(v.string(), v.minLength(1)) })

// Promotion
export const sid = v.looseObject({ sid: text })
export const landingTemplate = v.looseObject({ id: text })

// Instalment and rollover repayment
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

/** Calls whose data this app does not read (spec: "not shown"). */
export const ignored = v.unknown()
