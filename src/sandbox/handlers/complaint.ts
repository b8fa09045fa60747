import type { HttpHandler } from 'msw'
import { hasExif, readRasterHeader, type RasterType } from '../../lib/image-file.ts'
import {
  manilaTime,
  PROBLEM_SON_TYPES,
  PROBLEM_TYPES,
  SUPPORT_AGENT,
  SUPPORT_CONTACT,
  supportReply,
  uuid,
} from '../sample.ts'
import { COMPLAINT_RESOLVE_MS, type SandboxComplaint, type SandboxComplaintCall } from '../sandbox-schema.ts'
import {
  fail,
  findOrder,
  loggedIn,
  ok,
  orderSummary,
  visibleOrders,
  type Call,
  type Envelope,
  type Route,
} from './common.ts'

/** Complaints, their images and scores, and the customer-service contact (src/api/complaint.ts). */

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
export const MAX_COMPLAINT_CHARS = 200
export const MAX_COMPLAINT_IMAGES = 9
export const UPLOAD_ORIGIN = 'https://sandbox.bayad.invalid/uploads/'
export const SCORE_FAILURE_MESSAGE = 'Your rating could not be saved right now. Please try again later.'
export const CONTACT_FAILURE_MESSAGE = 'Contact details are not available right now.'

/**
 * What the page can show for an uploaded picture: the sandbox has no image server behind
 * UPLOAD_ORIGIN, so the pictures uploaded since the page loaded are shown from the browser's memory
 * (a blob: URL). After a reload they read as unavailable, as a picture a real server lost would.
 */
const shownUploads = new Map<string, string>()
const shown = (url: string) => shownUploads.get(url) ?? url

/** Records the call in `complaintCalls` for the e2e tests. */
const recorded = (name: SandboxComplaintCall['call'], resolve: (call: Call) => Envelope) =>
  loggedIn((state) => state.complaintCalls, name, resolve)

export function complaintHandlers({ post, both }: Route): HttpHandler[] {
  return [
    ...both('*/problem-init', problemInit),
    post('*/user-problem/upload-problem-img', uploadProblemImage),
    post('*/user-problem/problem-save', problemSave, { submits: 'problem-save' }),
    post('*/user-problem/problem-list', recorded('list', problemList)),
    post('*/problem-detail', recorded('detail', problemDetail)),
    post('*/user-problem/save-score', recorded('score', saveScore), { submits: 'save-score' }),
    post('*/v3/personal-center/contact-kf-info', recorded('contact', contactInfo)),
  ]
}

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
  // The showcase orders (one per status, for the order pages) stay out of the list unless asked for.
  const orders = visibleOrders(call).filter((order) => order.showcase !== true)
  const chosen = findOrder(call, call.fields.get('orderId')) ?? orders[0]
  const listed = chosen === undefined || orders.includes(chosen) ? orders : [...orders, chosen]
  return ok(
    {
      problemType: PROBLEM_TYPES.map((t) => ({ ...t })),
      problemSonType: PROBLEM_SON_TYPES.map((t) => ({ ...t })),
      orderDetail:
        chosen === undefined || call.scenario === 'collectionRefused'
          ? ''
          : orderSummary(chosen, call.scenario),
      orderList: listed.map((order) => orderSummary(order, call.scenario)),
    },
    '00',
  )
}

const EXTENSIONS: Record<RasterType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

/**
 * Checks an upload as a careful lender backend would: by its bytes (JPEG, PNG or WebP, whatever its name
 * or type claim), never empty, at most 5 MB. What it received is recorded (its real type, pixel size and
 * whether it still carries EXIF) for the e2e tests of the page's re-encoding.
 */
function uploadProblemImage(call: Call): Envelope {
  const file = call.form?.get('problemImage')
  const bytes = call.files.get('problemImage')
  if (file === undefined || file === null || typeof file === 'string' || bytes === undefined)
    return fail('please choose an image to upload')
  const name = 'name' in file && typeof file.name === 'string' ? file.name : 'image'
  if (bytes.length === 0) return fail('the image is empty')
  const header = readRasterHeader(bytes)
  if (header === null) return fail('only photos can be uploaded (JPEG, PNG or WebP images)')
  if (bytes.length > MAX_UPLOAD_BYTES) return fail('the image must not be larger than 5 MB')
  const url = `${UPLOAD_ORIGIN}${uuid()}.${EXTENSIONS[header.type]}`
  call.state.uploads.push({
    url,
    name,
    type: header.type,
    size: bytes.length,
    at: call.now,
    width: header.width,
    height: header.height,
    exif: hasExif(bytes),
  })
  if (typeof URL.createObjectURL === 'function') shownUploads.set(url, URL.createObjectURL(file))
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
  const id = uuid()
  state.complaints.push({
    id,
    createdAt: now,
    resolveAt: now + COMPLAINT_RESOLVE_MS,
    type,
    sonType: type === '1' ? sonType : '',
    content: detail,
    images,
    orderNo,
  })
  // The new complaint's id, so the borrower can open it (docs/decisions/031); the spec's answer has none.
  return ok(call.scenario === 'complaintSavedWithoutId' ? null : { problemId: id }, '00')
}

const isResolved = (complaint: SandboxComplaint, now: number) => now >= complaint.resolveAt
/** Where a complaint stands, in the words the lender's back office uses. */
const statusOf = (complaint: SandboxComplaint, now: number) =>
  !isResolved(complaint, now) ? 'In progress' : complaint.score === undefined ? 'Answered' : 'Closed'
const titleOf = (list: readonly { value: string; title: string }[], value: string) =>
  list.find((t) => t.value === value)?.title ?? ''

function problemList(call: Call): Envelope {
  if (call.scenario === 'malformedResponse') return ok({ tabs: { title: 'Processing', list: 'none' } }, '00')
  const newestFirst = [...call.state.complaints].sort((a, b) => b.createdAt - a.createdAt)
  const listed = call.scenario === 'noComplaints' ? [] : newestFirst
  const item = (c: SandboxComplaint) => ({
    id: c.id,
    time: manilaTime(c.createdAt),
    type: titleOf(PROBLEM_TYPES, c.type),
    content: c.content,
    status: statusOf(c, call.now),
  })
  return ok(
    {
      tabs: [
        { title: 'Processing', list: listed.filter((c) => !isResolved(c, call.now)).map(item) },
        { title: 'Completed', list: listed.filter((c) => isResolved(c, call.now)).map(item) },
      ],
    },
    '00',
  )
}

function problemDetail(call: Call): Envelope {
  if (call.scenario === 'malformedResponse')
    return ok({ type: 'Repayment issue', problemId: null, images: 42, isNeedScore: '1' }, '00')
  if (!call.fields.get('problemId')) return fail('problemId is required')
  const complaint = call.state.complaints.find((c) => c.id === call.fields.get('problemId'))
  if (complaint === undefined) return fail('complaint not found')
  const resolved = isResolved(complaint, call.now)
  // bareComplaintDetail: a server that gives neither (the page derives the status, the list gives the time).
  const bare = call.scenario === 'bareComplaintDetail'
  return ok(
    {
      type: titleOf(PROBLEM_TYPES, complaint.type),
      sonType: titleOf(PROBLEM_SON_TYPES, complaint.sonType),
      problemId: complaint.id,
      content: complaint.content,
      images: complaint.images.map(shown),
      disposeName: resolved ? SUPPORT_AGENT : '',
      disposeDetail: resolved ? (complaint.replyText ?? supportReply(complaint.type)) : '',
      disposeImages: resolved ? (complaint.replyImages ?? []) : [],
      isNeedScore: resolved && complaint.score === undefined ? '1' : '0',
      status: bare ? undefined : statusOf(complaint, call.now),
      time: bare ? undefined : manilaTime(complaint.createdAt),
      orderNo: complaint.orderNo,
    },
    '00',
  )
}

function saveScore(call: Call): Envelope {
  const complaint = call.state.complaints.find((c) => c.id === call.fields.get('problemId'))
  const score = Number(call.fields.get('score'))
  if (complaint === undefined) return fail('complaint not found')
  if (call.scenario === 'scoreFailure') return fail(SCORE_FAILURE_MESSAGE)
  if (!Number.isInteger(score) || score < 1 || score > 5) return fail('the score must be between 1 and 5')
  if (!isResolved(complaint, call.now)) return fail('this complaint has not been answered yet')
  if (complaint.score !== undefined) return fail('you have already rated this complaint')
  complaint.score = score
  return ok(null, '00')
}

function contactInfo(call: Call): Envelope {
  if (call.fields.get('overall') !== '30') return fail('overall must be 30')
  if (call.scenario === 'contactFailure') return fail(CONTACT_FAILURE_MESSAGE)
  if (call.scenario === 'malformedResponse') return ok({ email: { address: 'support' }, smWa: ['0917'] })
  return ok({ ...SUPPORT_CONTACT })
}
