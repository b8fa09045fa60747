import * as v from 'valibot'
import { fromPromise } from 'xstate'
import {
  complaintFormMachine,
  type ComplaintCheckInput,
  type ComplaintSaveInput,
} from '../../../machines/complaint-form.machine.ts'
import {
  problemDetail,
  problemInitForForm,
  problemList,
  saveProblem,
  uploadProblemImage,
} from '../../api/calls/complaint.ts'
import {
  NOT_SENT,
  submissionTraces,
  type Binding,
  type SubmissionTraces,
} from '../../lib/submission-trace.ts'
import { Skeleton } from '../../ui/components.tsx'
import { onDemand, onDemandModule } from '../../ui/on-demand.tsx'
import type { Services } from '../services.tsx'
import type { ComplaintOutcomeProps } from './complaint-outcome.tsx'
import { COMPLAINT_HOME, CUSTOMER_SERVICE, toComplaintInit } from './complaint.impl.ts'

/*
 * One complaint, one send (docs/decisions/022-submission-outcomes.md): problem-save carries an
 * idempotency key kept with the complaint until its outcome is known; an answer that was lost is
 * checked in My complaints (problem-list, ./complaint-outcome.tsx), and the page reopened meanwhile
 * checks it again.
 */

/** How long an unconfirmed complaint keeps its key (and is checked when the form opens again). */
export const COMPLAINT_SUBMISSION_TTL_MS = 30 * 60_000
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

/**
 * What the form needs only once a complaint has been sent: the check of a complaint whose answer was
 * lost, and its panel (./complaint-outcome.tsx). Loaded from Send (the complaint's start), so it is here
 * if the answer never comes, or at once when the form opens on a complaint of unknown outcome.
 */
export const loadComplaintOutcome = onDemandModule(() => import('./complaint-outcome.tsx'), NOT_SENT)
export const complaintOutcomePanel = onDemand<ComplaintOutcomeProps>(
  () => loadComplaintOutcome().then((m) => m.ComplaintOutcome),
  undefined,
  Skeleton,
)

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
  submissions: SubmissionTraces,
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
  submissions: SubmissionTraces = submissionTraces(services.store),
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
        void complaintOutcomePanel.prefetch()
        // The same complaint sent again (after "not done", or after a reload) keeps its key.
        const { createSubmissions } = await loadComplaintOutcome()
        await createSubmissions(services.store).send(
          'problem-save',
          complaintBinding(input),
          COMPLAINT_SUBMISSION_TTL_MS,
          { ...input },
          (key) => api.call(saveProblem, input, { idempotencyKey: key }),
        )
      }),
      checkComplaint: fromPromise(
        async ({ input, signal }: { input: ComplaintCheckInput; signal: AbortSignal }) => {
          void complaintOutcomePanel.prefetch()
          const since = submissions.find('problem-save', complaintBinding(input.complaint))?.at
          const { checkWithBackoff, findComplaint } = await loadComplaintOutcome()
          const lookup = {
            list: () => api.call(problemList, {}),
            detail: (problemId: string) => api.call(problemDetail, { problemId }),
          }
          const found = await checkWithBackoff(
            () => findComplaint(lookup, input.complaint, since),
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
