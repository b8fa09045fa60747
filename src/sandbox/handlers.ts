import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import {
  amountDue,
  logo,
  manilaTime,
  peso,
  PROBLEM_SON_TYPES,
  PROBLEM_TYPES,
  productLogo,
  REPAY_CHANNELS,
  STATUS_CODE,
  STATUS_TEXT,
  SUPPORT_AGENT,
  SUPPORT_CONTACT,
  supportReply,
  uuid,
} from './sample.ts'
import { isScenarioName, type ScenarioName } from './scenarios.ts'
import {
  COMPLAINT_RESOLVE_MS,
  loadState,
  saveState,
  type SandboxComplaint,
  type SandboxOrder,
  type SandboxState,
} from './state.ts'

export const SANDBOX_VERIFICATION_CODE = '123456'
/** A second commit for the same order inside this window is refused (800005). */
export const REPEAT_WINDOW_MS = 10_000
export const SLOW_NETWORK_MS = 2_500
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
export const MAX_COMPLAINT_CHARS = 200
export const MAX_COMPLAINT_IMAGES = 9
/** Same-origin page the e-wallet redirect points at; it is not part of the sandbox itself. */
export const WALLET_PAGE = '/sandbox-wallet.html'
export const UPLOAD_ORIGIN = 'https://sandbox.bayad.invalid/uploads/'

const YOUMI_LOAN = '*/api/v1/youmi/youmi-api/service/loan'
const PROMOTION = '*/api/v2/youmi/promotion'

export interface SandboxContext {
  storage: Storage
  now: () => number
}

interface Envelope {
  code: string
  message: string
  data?: unknown
}

interface Call {
  url: URL
  /** Query parameters, then form fields (a form field wins). */
  fields: URLSearchParams
  form: FormData | undefined
  state: SandboxState
  scenario: ScenarioName
  now: number
}

type Resolver = (call: Call) => Envelope

const ok = (data: unknown = null, code = '0'): Envelope => ({ code, message: 'success', data })
const fail = (message: string, code = '1'): Envelope => ({ code, message, data: null })

function json(body: unknown, status = 200): Response {
  return HttpResponse.json(body as Record<string, unknown>, { status })
}

async function readFields(
  request: Request,
): Promise<{ fields: URLSearchParams; form: FormData | undefined }> {
  const url = new URL(request.url)
  const fields = new URLSearchParams(url.search)
  const type = request.headers.get('content-type') ?? ''
  let form: FormData | undefined
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    if (type.includes('multipart/form-data')) {
      try {
        form = await request.formData()
        form.forEach((value, key) => {
          if (typeof value === 'string') fields.set(key, value)
        })
      } catch {
        form = undefined
      }
    } else {
      const text = await request.text()
      if (text !== '') {
        // The form client sends urlencoded bodies; accept a JSON object too, as lender backends do.
        let parsed: unknown
        try {
          parsed = type.includes('json') ? JSON.parse(text) : undefined
        } catch {
          parsed = undefined
        }
        if (parsed !== null && typeof parsed === 'object') {
          for (const [key, value] of Object.entries(parsed)) fields.set(key, String(value))
        } else {
          new URLSearchParams(text).forEach((value, key) => fields.set(key, value))
        }
      }
    }
  }
  return { fields, form }
}

export function createHandlers(ctx: SandboxContext): HttpHandler[] {
  /** Wraps a resolver with the cross-cutting scenarios and the load/save of the state. */
  const answer =
    (resolve: Resolver) =>
    async ({ request }: { request: Request }): Promise<Response> => {
      const { fields, form } = await readFields(request)
      const url = new URL(request.url)
      const forced = url.searchParams.get('sandboxScenario')
      const stored = loadState(ctx.storage, ctx.now()).scenario
      const scenario = isScenarioName(forced) ? forced : stored
      if (scenario === 'slowNetwork') await delay(SLOW_NETWORK_MS)
      if (scenario === 'serverError')
        return json({ code: '500', message: 'Internal Server Error (sandbox scenario serverError)' }, 500)
      // Load after any delay and resolve synchronously, so concurrent calls never lose each other's writes.
      const now = ctx.now()
      const state = loadState(ctx.storage, now)
      const envelope = resolve({ url, fields, form, state, scenario, now })
      saveState(ctx.storage, state)
      return json(envelope)
    }

  const post = (path: string, resolve: Resolver) => http.post(path, answer(resolve))
  const get = (path: string, resolve: Resolver) => http.get(path, answer(resolve))
  const both = (path: string, resolve: Resolver) => [post(path, resolve), get(path, resolve)]

  return [
    // Repayment by bank card
    post(`${YOUMI_LOAN}/repayment-way`, repaymentWay),
    post(`${YOUMI_LOAN}/repayment-commit`, repaymentCommit),
    post(`${YOUMI_LOAN}/repayment-confirm`, repaymentConfirm),
    post(`${YOUMI_LOAN}/repayment-huichao`, repaymentHuichao),
    // Complaints and customer service
    ...both('*/problem-init', problemInit),
    post('*/user-problem/upload-problem-img', uploadProblemImage),
    post('*/user-problem/problem-save', problemSave),
    post('*/user-problem/problem-list', problemList),
    post('*/problem-detail', problemDetail),
    post('*/user-problem/save-score', saveScore),
    post('*/v3/personal-center/contact-kf-info', () => ok({ ...SUPPORT_CONTACT })),
    // Bank account form
    post('*/card-init', () => ok(cardForm())),
    post('*/bind-card-new', bindCard),
    post('*/card-change', bindCard),
    // Loan confirm and details
    ...both('*/v3/loan-confirm/loan-detail-confirm', loanConfirm),
    ...both('*/v3/contract/contract', () =>
      ok({
        data: [{ title: 'Loan Agreement' }, { title: 'Privacy Policy' }, { title: 'Disclosure Statement' }],
      }),
    ),
    post('*/v3/contract/contract-jump', () => ok({ contract_url: '/loanAgreement' })),
    post('*/v3/loan-confirm/loan-detail-push', loanPush),
    post('*/v3/loan-details/loan-details', loanDetails),
    post('*/v3/loan-details/google-score', () => ok()),
    post('*/v3/loan-details/generate-vcode', generatePayCode),
    post('*/service/event/save', () => ok()),
    // Instalment and rollover repayment
    post('*/v3/installment/loan-play-detail', (call) => instalment(call, false)),
    post('*/hit/imitating', (call) => instalment(call, true)),
    // Promotion landing
    get('*/api/v2/youmi/service/channel/channel-template', (call) =>
      ok({
        id: call.fields.get('templateId') || '1',
        title: 'Borrow up to ₱20,000 in minutes',
        theme: 'green',
      }),
    ),
    get(`${PROMOTION}/track-visit`, () => ok()),
    get(`${PROMOTION}/track-click`, () => ok()),
    get(`${PROMOTION}/get-sid`, () => ok({ sid: uuid() })),
    post(`${PROMOTION}/get-sms`, getSms),
    post(`${PROMOTION}/register`, register),
    // Variant-2 legacy calls: accepted, nothing the app reads
    ...[
      '/gopia/goya/satire',
      '/gopia/goya/depush',
      '/gopia/goya/because',
      '/gopia/goya/define',
      '/panda/honey/scholarships',
    ].map((path) => post(`*${path}`, () => ok({}, '00'))),
    ...['/gopia/goya/cultures', '/gopia/goya/misunderstood'].map((path) =>
      get(`*${path}`, () => ok({}, '00')),
    ),
    // Anything else is a missing handler: say so loudly instead of answering like a server would.
    http.all('*', ({ request }) =>
      json(
        {
          code: '404',
          message: `sandbox: no handler for ${request.method} ${new URL(request.url).pathname}`,
        },
        404,
      ),
    ),
  ]
}

// ---------------------------------------------------------------------------------------------
// Orders

function visibleOrders(call: Call): SandboxOrder[] {
  return call.scenario === 'emptyOrders' ? [] : call.state.orders
}

function findOrder(call: Call, orderNo: string | null): SandboxOrder | undefined {
  return orderNo ? visibleOrders(call).find((order) => order.orderNo === orderNo) : undefined
}

function orderSummary(order: SandboxOrder, scenario: ScenarioName) {
  return {
    orderNo: order.orderNo,
    productLogo: productLogo(order),
    productName: order.productName,
    status: STATUS_TEXT[order.status],
    list: [
      { title: 'Loan amount', value: peso(order.amount) },
      { title: 'Due date', value: order.dueDate },
    ],
    isShow: scenario === 'collectionRefused' ? '0' : '1',
  }
}

// ---------------------------------------------------------------------------------------------
// Repayment by bank card

function repaymentWay(call: Call): Envelope {
  const orderId = call.fields.get('orderId')
  if (call.scenario === 'cardListFailure') return fail('failed to query card list')
  if (!orderId) return fail('orderId is required')
  if (call.scenario === 'malformedResponse')
    return ok({ alipay: { enabled: true }, repayToken: ['not', 'a', 'token'], bankCards: 'BDO Unibank' })
  // One token per repayment session: loading the page twice (a retry, React's StrictMode) keeps it valid.
  const token = call.state.repayTokens[orderId] ?? uuid()
  call.state.repayTokens[orderId] = token
  return ok({ alipay: '1', repayToken: token, bankCards: call.state.cards.map((card) => ({ ...card })) })
}

function repaymentCommit(call: Call): Envelope {
  const { fields, state, now } = call
  const orderId = fields.get('orderId') ?? ''
  const cardId = fields.get('cardId') ?? ''
  const amount = fields.get('amount') ?? ''
  const sendMsg = fields.get('sendMsg') ?? '0'
  if (call.scenario === 'repeatedSubmission')
    return fail('do not submit the payment request repeatedly', '800005')
  if (orderId === '') return fail('orderId is required')
  if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) return fail('invalid repayment amount')
  const card = state.cards.find((c) => c.id === cardId)
  if (card === undefined) return fail('bank card not found, please choose another card')
  const bankCode = fields.get('bankCode')
  if (bankCode && bankCode !== card.bankCode) return fail('bank card details do not match')
  const token = state.repayTokens[orderId]
  if (token === undefined || fields.get('repayToken') !== token)
    return fail('repayment session expired, please reload the page')
  if (sendMsg !== '0' && sendMsg !== '1') return fail('invalid sendMsg')
  const order = state.orders.find((o) => o.orderNo === orderId)
  if (order?.status === 'finished') return fail('this order has already been repaid')

  const pending = state.repayRecords.filter((r) => r.orderId === orderId && r.status === 'pending')
  const latest = pending.at(-1)
  if (sendMsg === '1') {
    if (latest === undefined) return fail('no pending repayment to send a code for')
    latest.codeSentAt = now
    latest.codeSends += 1
    return ok({ needValid: '1', repayRecordId: latest.id })
  }
  if (latest !== undefined && now - latest.createdAt < REPEAT_WINDOW_MS) {
    return fail('do not submit the payment request repeatedly', '800005')
  }
  for (const record of pending) record.status = 'superseded'
  const needsCode = call.scenario !== 'noVerification'
  const record = {
    id: uuid(),
    orderId,
    cardId,
    amount,
    status: needsCode ? 'pending' : 'paid',
    createdAt: now,
    codeSentAt: now,
    codeSends: needsCode ? 1 : 0,
  } as const
  state.repayRecords.push({ ...record })
  if (!needsCode && order !== undefined) order.status = 'finished'
  return ok({ needValid: needsCode ? '1' : '0', repayRecordId: record.id })
}

function repaymentConfirm(call: Call): Envelope {
  const { fields, state } = call
  const record = state.repayRecords.find((r) => r.id === fields.get('repaymentRecordId'))
  if (record === undefined || record.orderId !== fields.get('orderId'))
    return fail('repayment record not found')
  if (record.status === 'paid') return fail('this repayment has already been completed')
  if (record.status === 'superseded') return fail('this repayment request has expired, please submit again')
  if (call.scenario === 'wrongCode' || fields.get('verifyCode') !== SANDBOX_VERIFICATION_CODE) {
    return fail('verification code error', '800006')
  }
  record.status = 'paid'
  const order = state.orders.find((o) => o.orderNo === record.orderId)
  if (order !== undefined) order.status = 'finished'
  return ok()
}

function repaymentHuichao(call: Call): Envelope {
  const orderId = call.fields.get('orderId') ?? ''
  const amount = call.fields.get('amount') ?? ''
  if (orderId === '') return fail('orderId is required')
  if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) return fail('invalid repayment amount')
  const query = new URLSearchParams({ orderId, amount })
  return ok({ url: `${WALLET_PAGE}?${query.toString()}` }, '00')
}

// ---------------------------------------------------------------------------------------------
// Complaints

function problemInit(call: Call): Envelope {
  if (call.scenario === 'malformedResponse')
    return ok(
      {
        problemType: 'Collection complaint',
        problemSonType: 42,
        orderDetail: ['not', 'an', 'order'],
        orderList: { orderNo: 1 },
      },
      '00',
    )
  const orders = visibleOrders(call)
  const chosen = findOrder(call, call.fields.get('orderId')) ?? orders[0]
  return ok(
    {
      problemType: PROBLEM_TYPES.map((t) => ({ ...t })),
      problemSonType: PROBLEM_SON_TYPES.map((t) => ({ ...t })),
      orderDetail:
        chosen === undefined || call.scenario === 'collectionRefused'
          ? ''
          : orderSummary(chosen, call.scenario),
      orderList: orders.map((order) => orderSummary(order, call.scenario)),
    },
    '00',
  )
}

const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'image/bmp': 'bmp',
}

function uploadProblemImage(call: Call): Envelope {
  const file = call.form?.get('problemImage')
  if (file === undefined || file === null || typeof file === 'string')
    return fail('please choose an image to upload')
  const name = 'name' in file && typeof file.name === 'string' ? file.name : 'image'
  const fromName = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase()
  const type = file.type.toLowerCase()
  const ext =
    IMAGE_EXTENSIONS[type] ??
    (type === '' && fromName !== undefined && Object.values(IMAGE_EXTENSIONS).includes(fromName)
      ? fromName
      : undefined)
  if (ext === undefined) return fail('only images can be uploaded (JPG, PNG, GIF, WEBP, HEIC)')
  if (file.size === 0) return fail('the image is empty')
  if (file.size > MAX_UPLOAD_BYTES) return fail('the image must not be larger than 5 MB')
  const url = `${UPLOAD_ORIGIN}${uuid()}.${ext}`
  call.state.uploads.push({ url, name, type: type || `image/${ext}`, size: file.size, at: call.now })
  return ok({ url }, '00')
}

function problemSave(call: Call): Envelope {
  const { fields, state, now } = call
  const type = fields.get('problemType') ?? ''
  const sonType = fields.get('problemSonType') ?? ''
  const detail = (fields.get('problemDetail') ?? '').trim()
  const orderNo = fields.get('orderNo') ?? ''
  const images = (fields.get('problemImage') ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '')
  if (!PROBLEM_TYPES.some((t) => t.value === type)) return fail('please select a question type')
  if (type === '1' && !PROBLEM_SON_TYPES.some((t) => t.value === sonType))
    return fail('please select a question sub-type')
  if (detail === '') return fail('Please fill in your comments and suggestions')
  if (Array.from(detail).length > MAX_COMPLAINT_CHARS)
    return fail(`the description must not exceed ${MAX_COMPLAINT_CHARS} characters`)
  if (images.length > MAX_COMPLAINT_IMAGES)
    return fail(`at most ${MAX_COMPLAINT_IMAGES} images can be attached`)
  if (images.some((url) => !state.uploads.some((u) => u.url === url)))
    return fail('an attached image was not uploaded, please upload it again')
  const order = findOrder(call, orderNo)
  if (orderNo !== '' && order === undefined) return fail('order not found')
  if (type === '1' && (order === undefined || call.scenario === 'collectionRefused')) {
    return fail('The selected order does not support sending collection types')
  }
  state.complaints.push({
    id: uuid(),
    createdAt: now,
    resolveAt: now + COMPLAINT_RESOLVE_MS,
    type,
    sonType: type === '1' ? sonType : '',
    content: detail,
    images,
    orderNo,
  })
  return ok(null, '00')
}

const isResolved = (complaint: SandboxComplaint, now: number) => now >= complaint.resolveAt
const titleOf = (list: readonly { value: string; title: string }[], value: string) =>
  list.find((t) => t.value === value)?.title ?? ''

function problemList(call: Call): Envelope {
  const newestFirst = [...call.state.complaints].sort((a, b) => b.createdAt - a.createdAt)
  const item = (c: SandboxComplaint) => ({
    id: c.id,
    time: manilaTime(c.createdAt),
    type: titleOf(PROBLEM_TYPES, c.type),
    content: c.content,
  })
  return ok(
    {
      tabs: [
        { title: 'Processing', list: newestFirst.filter((c) => !isResolved(c, call.now)).map(item) },
        { title: 'Completed', list: newestFirst.filter((c) => isResolved(c, call.now)).map(item) },
      ],
    },
    '00',
  )
}

function problemDetail(call: Call): Envelope {
  const complaint = call.state.complaints.find((c) => c.id === call.fields.get('problemId'))
  if (complaint === undefined) return fail('complaint not found')
  const resolved = isResolved(complaint, call.now)
  return ok(
    {
      type: titleOf(PROBLEM_TYPES, complaint.type),
      sonType: titleOf(PROBLEM_SON_TYPES, complaint.sonType),
      problemId: complaint.id,
      content: complaint.content,
      images: complaint.images,
      disposeName: resolved ? SUPPORT_AGENT : '',
      disposeDetail: resolved ? supportReply(complaint.type) : '',
      disposeImages: [],
      isNeedScore: resolved && complaint.score === undefined ? '1' : '0',
      time: manilaTime(complaint.createdAt),
      orderNo: complaint.orderNo,
    },
    '00',
  )
}

function saveScore(call: Call): Envelope {
  const complaint = call.state.complaints.find((c) => c.id === call.fields.get('problemId'))
  const score = Number(call.fields.get('score'))
  if (complaint === undefined) return fail('complaint not found')
  if (!Number.isInteger(score) || score < 1 || score > 5) return fail('the score must be between 1 and 5')
  if (!isResolved(complaint, call.now)) return fail('this complaint has not been answered yet')
  if (complaint.score !== undefined) return fail('you have already rated this complaint')
  complaint.score = score
  return ok(null, '00')
}

// ---------------------------------------------------------------------------------------------
// Bank account form

const BANKS = [
  { name: 'BDO Unibank', type: 'BDO' },
  { name: 'BPI', type: 'BPI' },
  { name: 'Metrobank', type: 'MBTC' },
  { name: 'Land Bank of the Philippines', type: 'LBP' },
  { name: 'Security Bank', type: 'SECB' },
  { name: 'UnionBank', type: 'UBP' },
]

function cardForm() {
  return {
    cardType: '1',
    items: [
      {
        code: 'bankCode',
        cate: 'enum',
        title: 'Bank',
        subtitle: 'Select your bank',
        value: '',
        note: BANKS,
        cardTypeMi: '1',
        channelNumber: '90006',
        inputType: '',
      },
      {
        code: 'cardNo',
        cate: 'text',
        title: 'Account number',
        subtitle: 'Enter your account number',
        value: '',
        note: [],
        cardTypeMi: '1',
        channelNumber: '',
        inputType: 'number',
      },
      {
        code: 'walletType',
        cate: 'enum',
        title: 'E-wallet',
        subtitle: 'Select your e-wallet',
        value: '',
        note: [
          { name: 'GCash', type: 'GCASH' },
          { name: 'Maya', type: 'MAYA' },
        ],
        cardTypeMi: '2',
        channelNumber: '',
        inputType: '',
      },
      {
        code: 'walletNo',
        cate: 'text',
        title: 'E-wallet number',
        subtitle: '09XXXXXXXXX',
        value: '',
        note: [],
        cardTypeMi: '2',
        channelNumber: '',
        inputType: 'number',
      },
    ],
  }
}

function bindCard(call: Call): Envelope {
  const { fields, state } = call
  const cardType = fields.get('cardType') ?? '1'
  const bankCode = fields.get(cardType === '2' ? 'walletType' : 'bankCode') ?? ''
  const number = (fields.get(cardType === '2' ? 'walletNo' : 'cardNo') ?? '').replace(/\s/g, '')
  const bank =
    cardType === '2'
      ? [
          { name: 'GCash', type: 'GCASH' },
          { name: 'Maya', type: 'MAYA' },
        ].find((b) => b.type === bankCode)
      : BANKS.find((b) => b.type === bankCode)
  if (bank === undefined)
    return fail(cardType === '2' ? 'please select your e-wallet' : 'please select your bank')
  if (!(cardType === '2' ? /^09\d{9}$/ : /^\d{10,19}$/).test(number))
    return fail('please enter a valid account number')
  const masked = `**** **** **** ${number.slice(-4)}`
  if (!state.cards.some((c) => c.bankCode === bank.type && c.cardNo === masked)) {
    const nextId = Math.max(7000, ...state.cards.map((c) => Number(c.id) || 0)) + 1
    state.cards.push({ id: String(nextId), bankName: bank.name, cardNo: masked, bankCode: bank.type })
  }
  return ok()
}

// ---------------------------------------------------------------------------------------------
// Loan confirm, details, repayment by code

function loanConfirm(call: Call): Envelope {
  const product = { name: 'Bayad Cash', logo: logo('BC', '#0b6e4f') }
  const principal = 500000
  const due = manilaTime(call.now + 91 * 86_400_000).slice(0, 10)
  return ok({
    comProductLogo: product.logo,
    comProductName: product.name,
    amount: principal,
    periods: '91',
    termUnit: 'days',
    details: [
      { text: 'Loan amount', value: peso(principal) },
      { text: 'Service fee', value: peso(30000) },
      { text: 'Amount received', value: peso(470000) },
      { text: 'Interest', value: peso(30000) },
    ],
    repay_plans: [
      { title: 'Repayment', description: 'Principal and interest', amount: peso(530000), pay_time: due },
    ],
    firstPayTime: due,
    firstPeriodDay: '91',
    pRateDsc: 'Interest rate 0.07% per day',
    sendSms: '0',
    isPopType: '1',
    popTitle: 'Point out',
    popContent: 'You are one step away from receiving your loan. Are you sure you want to leave?',
    popAgreementUrl: '',
  })
}

function loanPush(call: Call): Envelope {
  const productId = call.fields.get('productId') || '101'
  const orderNo = `BYD${manilaTime(call.now).slice(0, 10).replace(/-/g, '')}${String(call.now % 1_000_000).padStart(6, '0')}`
  const amount = Number(call.fields.get('amount')) || 500000
  call.state.orders.unshift({
    orderNo,
    productId,
    productName: 'Bayad Cash',
    initials: 'BC',
    color: '#0b6e4f',
    amount,
    loanDate: manilaTime(call.now).slice(0, 10),
    dueDate: manilaTime(call.now + 91 * 86_400_000).slice(0, 10),
    termDays: 91,
    status: 'inReview',
  })
  return ok({ lendDetailsUrl: `/loanDetails?orderId=${orderNo}&productId=${productId}` })
}

function loanDetails(call: Call): Envelope {
  const order = findOrder(call, call.fields.get('orderId'))
  if (order === undefined) return fail('order not found')
  const due = amountDue(order)
  return ok({
    orderStatus: STATUS_CODE[order.status],
    noticeStatusText: STATUS_TEXT[order.status],
    noticeDesText:
      order.status === 'overdue'
        ? `Your loan is overdue. Please repay ${peso(due)} as soon as possible to avoid further penalties.`
        : order.status === 'finished'
          ? 'Your loan has been fully repaid. Thank you!'
          : order.status === 'inReview'
            ? 'Your application is being reviewed. A decision is made within 1 day.'
            : `Please repay ${peso(due)} on or before ${order.dueDate}.`,
    recProducts: [],
    productName: order.productName,
    productLogo: productLogo(order),
    userOrderDetail: {
      detail: [
        { text: 'Order number', value: order.orderNo },
        { text: 'Loan amount', value: peso(order.amount) },
        { text: 'Amount due', value: peso(due) },
        { text: 'Loan date', value: order.loanDate },
        { text: 'Due date', value: order.dueDate },
        { text: 'Term', value: `${order.termDays} days` },
      ],
    },
    inside: '0',
    h5Url: '',
    isDelay: order.status === 'overdue' || order.status === 'repayable' ? '1' : '0',
    telephone: '+63 2 8888 0000',
    isScore: '0',
    playeduL: '',
    reyMsg: '',
    cardNeedPop: '0',
    cardPopTitle: '',
    cardPopMsg: '',
  })
}

function generatePayCode(call: Call): Envelope {
  const order = findOrder(call, call.fields.get('orderId'))
  const amount = call.fields.get('amount') || String(order ? amountDue(order) : 0)
  const payCode = `BYD${String(call.now).slice(-10)}`
  return ok({
    payUrl: `/repaymentOfCode?showType=1&payCode=${payCode}&repayAmount=${encodeURIComponent(amount)}`,
  })
}

function instalment(call: Call, rollover: boolean): Envelope {
  const order = findOrder(call, call.fields.get('orderId'))
  if (order === undefined) return fail('order not found')
  const due = amountDue(order)
  const delayAmount = Math.round(order.amount * 0.15)
  const nextDue = manilaTime(Date.parse(`${order.dueDate}T00:00:00+08:00`) + 14 * 86_400_000).slice(0, 10)
  const base = {
    repayAmount: due,
    productName: order.productName,
    repayDate: order.dueDate,
    productLogo: productLogo(order),
    detail: [
      { text: 'Principal', value: peso(order.amount) },
      { text: 'Interest and fees', value: peso(due - order.amount) },
      { text: 'Loan date', value: order.loanDate },
      { text: 'Order number', value: order.orderNo },
    ],
    repayList: REPAY_CHANNELS.map((c) => ({ ...c })),
    noticeMsg: 'Payments are credited within 15 minutes. Keep your receipt until then.',
    defDetail: {
      payCode: `7${order.orderNo.slice(-9)}`,
      logo: REPAY_CHANNELS[3].logo,
      title: 'Dragonpay',
      payNotice: {
        'GCash Bills': [
          { name: 'Step 1', list: ['Open GCash and tap Bills.', 'Choose Loans, then Dragonpay.'] },
          {
            name: 'Step 2',
            list: ['Enter the payment code and the exact amount.', 'Confirm and keep the receipt.'],
          },
        ],
        '7-Eleven': [
          {
            name: 'At the store',
            list: [
              'Use the CLiQQ kiosk: Bills Payment, Dragonpay.',
              'Enter the payment code and pay at the counter.',
            ],
          },
        ],
      },
    },
    isShowReyTop: '1',
  }
  if (!rollover) return ok(base)
  return ok({
    ...base,
    delayInfo: { delayAmount, title: 'Rollover fee' },
    repayPlan: [
      {
        remark: 'Pay today',
        title: 'Rollover fee',
        amount: peso(delayAmount),
        time: manilaTime(call.now).slice(0, 10),
      },
      { remark: 'New due date', title: 'Remaining balance', amount: peso(due), time: nextDue },
    ],
  })
}

// ---------------------------------------------------------------------------------------------
// Promotion registration

const PHONE = /^1[3-9]\d{9}$/

function getSms(call: Call): Envelope {
  const phone = call.fields.get('phone') ?? ''
  if (!PHONE.test(phone)) return fail('invalid phone number')
  if (!/^[A-Za-z0-9]{4}$/.test(call.fields.get('capcode') ?? '')) return fail('wrong image code', '101')
  if (call.state.registeredPhones.includes(phone))
    return fail('You have registered, please download the app to log in', '11')
  return ok()
}

function register(call: Call): Envelope {
  const phone = call.fields.get('phone') ?? ''
  if (!PHONE.test(phone)) return fail('invalid phone number')
  if (call.state.registeredPhones.includes(phone))
    return fail('You have registered, please download the app to log in', '11')
  if (!/^[A-Za-z0-9]{4}$/.test(call.fields.get('capcode') ?? '')) return fail('wrong image code', '-1')
  if (call.fields.get('smsCode') !== SANDBOX_VERIFICATION_CODE) return fail('SMS code error')
  call.state.registeredPhones.push(phone)
  return ok({ message: 'registered successfully' })
}
