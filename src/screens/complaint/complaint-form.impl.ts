import * as v from 'valibot'
import { fromPromise } from 'xstate'
import { complaintFormMachine } from '../../../machines/complaint-form.machine.ts'
import type {
  ComplaintCheckInput,
  ComplaintSaveInput,
  EncodedImage,
  EncodeInput,
  ImageFacts,
  UploadInput,
} from '../../../machines/complaint-form.types.ts'
import {
  problemDetail,
  problemInitForForm,
  problemList,
  saveProblem,
  uploadProblemImage,
} from '../../api/complaint.ts'
import type { Clients } from '../../api/client.ts'
import { textsReady } from '../../i18n/catalogue.ts'
import {
  NOT_SENT,
  submissionTraces,
  type Binding,
  type SubmissionTraces,
} from '../../lib/submission-trace.ts'
import { Skeleton } from '../../ui/components.tsx'
import { onDemand, onDemandModule } from '../../ui/on-demand.tsx'
import type { Services } from '../shared/services.tsx'
import type { ComplaintOutcomeProps } from './complaint-outcome.tsx'
import { CUSTOMER_SERVICE, SENT_FLAG, toComplaintInit } from './complaint.impl.ts'
import { COMPLAINT_HOME } from '../shared/complaint-paths.ts'

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
export const loadComplaintOutcome = onDemandModule(
  // With its texts (src/i18n/complaintsend), which its module declares.
  () => import('./complaint-outcome.tsx').then((m) => textsReady().then(() => m)),
  NOT_SENT,
)
export const complaintOutcomePanel = onDemand<ComplaintOutcomeProps>(
  () => loadComplaintOutcome().then((m) => m.ComplaintOutcome),
  undefined,
  Skeleton,
)
/**
 * The "Your complaint was sent" modal (the spec's "Successfully Sent"), with the check (sent or found
 * done, the complaint went through it).
 */
export const complaintSentModal = onDemand<object>(() => loadComplaintOutcome().then((m) => m.ComplaintSent))
/** Both parts, rendered at once when they show (no Suspense). */
export const prefetchComplaintOutcome = () =>
  Promise.all([complaintOutcomePanel.prefetch(), complaintSentModal.prefetch()])

/**
 * The picture work of the form: what a picked file is (its bytes), the picture re-encoded (a canvas,
 * so no EXIF), and the clients of one upload that reports its progress (src/api/xhr-fetch.ts). The
 * browser's (src/lib/image-pipeline.ts) loads with ./complaint-images.tsx, prefetched when the borrower
 * taps the picker; tests without a canvas (happy-dom) give their own.
 */
export interface ImagePipeline {
  facts(file: File): Promise<ImageFacts>
  encode(input: EncodeInput): Promise<EncodedImage>
  progressClients(clients: Clients, onProgress: (sent: number) => void): Promise<Clients>
}

/** The form's picture code and its parts shown after a pick (./complaint-images.tsx, one chunk). */
const loadImagePipeline = onDemandModule(() => import('./complaint-images.tsx'))

export const browserImagePipeline: ImagePipeline = {
  facts: async (file) => (await loadImagePipeline()).pickedFacts(file),
  encode: async ({ file, maxLongSide, maxBytes }) =>
    (await loadImagePipeline()).reencodeImage(file, { maxLongSide, maxBytes }),
  progressClients: async (clients, onProgress) =>
    (await loadImagePipeline()).progressClients(clients, onProgress),
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

/** `IMG_2041.HEIC.png` → `IMG_2041.HEIC.jpg`: the name the server sees says what the bytes are. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[a-z0-9]{1,5}$/i, '')
  return `${base === '' ? 'image' : base}.jpg`
}

/**
 * The complaint home after a send (docs/decisions/031-complaint-reference-and-service-phone.md):
 * `sent=1`, and the new complaint's `problemId` when the server named it. The store is cleared on
 * success (spec §4), so the query carries it.
 */
export function sentQuery(problemId: string): Record<string, string | undefined> {
  return { sent: SENT_FLAG, problemId: problemId === '' ? undefined : problemId }
}

/** The real side effects of the complaint form: init (GET), uploads, save and its check, storage, the way home. */
export function complaintFormWith(
  services: Services,
  previews: { create(file: File): string },
  submissions: SubmissionTraces = submissionTraces(services.store),
  pictures: ImagePipeline = browserImagePipeline,
) {
  const { api, store, navigate, toast } = services
  return complaintFormMachine.provide({
    actors: {
      // The form page asks with GET (spec §7).
      loadComplaintInit: fromPromise(async ({ input }: { input: { orderId: string } }) =>
        toComplaintInit(await api.call(problemInitForForm, { orderId: input.orderId })),
      ),
      checkImage: fromPromise(({ input }: { input: { file: File } }) => pictures.facts(input.file)),
      encodeImage: fromPromise(({ input }: { input: EncodeInput }) => pictures.encode(input)),
      uploadImage: fromPromise(async ({ input }: { input: UploadInput }) => {
        // Sent under the picked name with the extension of what is sent (the server sees a .jpg).
        const sent = new File([input.image], jpegName(input.name), { type: input.image.type || 'image/jpeg' })
        const data = await api.call(
          uploadProblemImage,
          { problemImage: sent },
          { clients: await pictures.progressClients(api.clients, input.onProgress) },
        )
        // The preview is the picture as sent: upright, small, and what the server keeps.
        return { url: data.url, previewUrl: previews.create(sent), name: input.name }
      }),
      saveComplaint: fromPromise(async ({ input }: { input: ComplaintSaveInput }) => {
        void prefetchComplaintOutcome()
        // The same complaint sent again (after "not done", or after a reload) keeps its key.
        const { createSubmissions } = await loadComplaintOutcome()
        return createSubmissions(services.store).send(
          'problem-save',
          complaintBinding(input),
          COMPLAINT_SUBMISSION_TTL_MS,
          { ...input },
          (key) => api.call(saveProblem, input, { idempotencyKey: key }),
        )
      }),
      checkComplaint: fromPromise(
        async ({ input, signal }: { input: ComplaintCheckInput; signal: AbortSignal }) => {
          void prefetchComplaintOutcome()
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
      replaceWithComplaintHome: (_, { problemId }) =>
        navigate.go(COMPLAINT_HOME, sentQuery(problemId), { replace: true }),
      openCustomerService: () => navigate.go(CUSTOMER_SERVICE),
    },
  })
}
