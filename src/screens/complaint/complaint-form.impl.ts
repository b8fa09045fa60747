import * as v from 'valibot'
import { fromPromise } from 'xstate'
import {
  complaintFormMachine,
  type ComplaintCheckInput,
  type ComplaintSaveInput,
} from '../../../machines/complaint-form.machine.ts'
import { failureOutcome, type CheckOutcome } from '../../../machines/shared/submission.ts'
import type { Api } from '../../api/api.ts'
import {
  problemDetail,
  problemInitForForm,
  problemList,
  saveProblem,
  uploadProblemImage,
} from '../../api/calls/complaint.ts'
import { checkWithBackoff } from '../../lib/outcome-check.ts'
import { createSubmissions, type Binding, type Submissions } from '../../lib/submissions.ts'
import type { Services } from '../services.tsx'
import { COMPLAINT_HOME, CUSTOMER_SERVICE, toComplaintInit } from './complaint.impl.ts'

/*
 * One complaint, one send (docs/decisions/022-submission-outcomes.md): problem-save carries an
 * idempotency key kept with the complaint until its outcome is known; an answer that was lost is
 * checked in My complaints (problem-list), and the page reopened meanwhile checks it again.
 */

/** How long an unconfirmed complaint keeps its key (and is checked when the form opens again). */
export const COMPLAINT_SUBMISSION_TTL_MS = 30 * 60_000
/** A listed complaint filed this long before the phone's clock says Send was tapped may still be it. */
export const CLOCK_SKEW_MS = 10 * 60_000
/** Candidates (same text, recent) whose order is read from problem-detail, newest first. */
export const MAX_CANDIDATES = 3
/** problem-list's times are Manila's (UTC+8), as "YYYY-MM-DD HH:mm:ss". */
const MANILA_OFFSET_MS = 8 * 60 * 60_000

/** A short hash of the complaint's text: the trace is bound to it without repeating it. */
export function textHash(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, '0')
}

/** What one complaint is: its order, its type and its text. Images may change between two tries. */
export function complaintBinding(complaint: ComplaintSaveInput): Binding {
  return {
    orderNo: complaint.orderNo,
    problemType: complaint.problemType,
    problemSonType: complaint.problemSonType,
    detail: textHash(complaint.problemDetail),
  }
}

/** A listed complaint's time in ms, or null when it cannot be read. */
export function listedAt(time: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(time.trim())
  if (match === null) return null
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = match.slice(1).map((part) => Number(part ?? 0))
  const ms = Date.UTC(y, mo - 1, d, h, mi, s) - MANILA_OFFSET_MS
  return Number.isFinite(ms) ? ms : null
}

/**
 * The check of a complaint whose answer was lost: done when My complaints holds one with the same
 * text, filed since the first Send (minus the clock skew; a time that cannot be read does not rule it
 * out), whose detail names the same order (or no order at all); not done when none does.
 */
export async function findComplaint(
  api: Api,
  complaint: ComplaintSaveInput,
  since: number | undefined,
): Promise<CheckOutcome> {
  const data = await api.call(problemList, {})
  const text = complaint.problemDetail.trim()
  const candidates = data.tabs
    .flatMap((tab) => tab.list)
    .filter((item) => item.content.trim() === text)
    .filter((item) => {
      const at = listedAt(item.time)
      return since === undefined || at === null || at >= since - CLOCK_SKEW_MS
    })
    .sort((a, b) => (listedAt(b.time) ?? 0) - (listedAt(a.time) ?? 0))
  for (const item of candidates.slice(0, MAX_CANDIDATES)) {
    const detail = await api.call(problemDetail, { problemId: item.id })
    if (
      detail.orderNo === undefined ||
      detail.orderNo === null ||
      detail.orderNo.trim() === complaint.orderNo
    )
      return { outcome: 'done', result: null }
  }
  return { outcome: 'notDone' }
}

const storedComplaint = v.object({
  problemType: v.string(),
  problemSonType: v.string(),
  problemDetail: v.string(),
  problemImage: v.string(),
  orderNo: v.string(),
})

/**
 * The complaint of this form (same order and type) that was sent and whose outcome is not known yet,
 * or null: the form reopens on it and checks it (never a fresh send).
 */
export function unsettledComplaint(
  submissions: Submissions,
  form: { problemType: string; problemSonType: string; orderNo: string },
): ComplaintSaveInput | null {
  const trace = submissions.find('problem-save')
  if (trace === undefined) return null
  const decoded = v.safeParse(storedComplaint, trace.data)
  if (!decoded.success) return null
  const complaint = decoded.output
  const binding = complaintBinding(complaint)
  const ours =
    complaint.orderNo === form.orderNo &&
    complaint.problemType === form.problemType &&
    complaint.problemSonType === form.problemSonType &&
    Object.entries(binding).every(([key, value]) => trace.binding[key] === value)
  return ours ? complaint : null
}

/** The real side effects of the complaint form: init (GET), uploads, save and its check, storage, the way home. */
export function complaintFormWith(
  services: Services,
  previews: { create(file: File): string },
  submissions: Submissions = createSubmissions(services.store),
) {
  const { api, store, navigate, toast } = services
  return complaintFormMachine.provide({
    actors: {
      // The form page asks with GET (spec §7).
      loadComplaintInit: fromPromise(async ({ input }: { input: { orderId: string } }) =>
        toComplaintInit(await api.call(problemInitForForm, { orderId: input.orderId })),
      ),
      uploadImage: fromPromise(async ({ input }: { input: { file: File } }) => {
        const data = await api.call(uploadProblemImage, { problemImage: input.file })
        return { url: data.url, previewUrl: previews.create(input.file), name: input.file.name }
      }),
      saveComplaint: fromPromise(async ({ input }: { input: ComplaintSaveInput }) => {
        // The same complaint sent again (after "not done", or after a reload) keeps its key.
        const submission = submissions.open(
          'problem-save',
          complaintBinding(input),
          COMPLAINT_SUBMISSION_TTL_MS,
          { ...input },
        )
        try {
          await api.call(saveProblem, input, { idempotencyKey: submission.key })
        } catch (error) {
          if (failureOutcome(error) === 'refused') submissions.settle('problem-save')
          throw error
        }
        submissions.settle('problem-save')
      }),
      checkComplaint: fromPromise(
        async ({ input, signal }: { input: ComplaintCheckInput; signal: AbortSignal }) => {
          const since = submissions.find('problem-save', complaintBinding(input.complaint))?.at
          const found = await checkWithBackoff(
            () => findComplaint(api, input.complaint, since),
            input.delaysMs,
            signal,
          )
          if (found.outcome === 'done') submissions.settle('problem-save')
          return found
        },
      ),
    },
    actions: {
      showToast: (_, params) => toast(params),
      clearStorage: () => store.clear(),
      replaceWithComplaintHome: () => navigate.go(COMPLAINT_HOME, {}, { replace: true }),
      openCustomerService: () => navigate.go(CUSTOMER_SERVICE),
    },
  })
}
