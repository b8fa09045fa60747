import { assign, fromPromise, setup } from 'xstate'
import { failureToast, type ToastParams, loadFailureOf, type LoadFailure } from './shared/notice.ts'
import { notProvided } from './shared/not-provided.ts'
import {
  CHECK_BACKOFF_MS,
  checkFound,
  outcomeUnknown,
  type CheckInput,
  type CheckOutcome,
} from './shared/submission.ts'
import {
  DESCRIPTION_MAX_LENGTH,
  MAX_IMAGES,
  MAX_LONG_SIDE,
  MAX_PICKED_BYTES,
  MAX_PIXELS,
  MAX_SENT_BYTES,
  type ImageRefusal,
} from './shared/complaint.ts'
import type { ComplaintInit, ComplaintOrder } from './complaint-start.machine.ts'

/** Complaint form, the next step of "Online service" (spec §2, §3, §4 "Complaint send", §5, §9). */

export { DESCRIPTION_MAX_LENGTH, MAX_IMAGES, MAX_LONG_SIDE, MAX_PICKED_BYTES, MAX_PIXELS, MAX_SENT_BYTES }
export type { ImageRefusal }
export const SUCCESS_MODAL_MS = 1500

export interface UploadedImage {
  /** Where the server keeps it: goes into problemImage. */
  url: string
  /** What the borrower sees while the page is open (a local object URL). */
  previewUrl: string
  /** The picked file's name; '' for an image restored after a reload (the form names it by its place). */
  name: string
}

/** What a picked file's bytes say (checkImage), before anything decodes it. */
export interface ImageFacts {
  /** Its size as picked, in bytes. */
  bytes: number
  /** What its magic numbers say; null: not a JPEG, PNG or WebP, whatever its name or type claim. */
  type: 'image/jpeg' | 'image/png' | 'image/webp' | null
  /** Its size in pixels from its header; 0 when the header does not say. */
  width: number
  height: number
}

/** A picture decoded, turned upright, made smaller and encoded afresh (encodeImage): no EXIF, no GPS. */
export interface EncodedImage {
  blob: Blob
  width: number
  height: number
}

export interface EncodeInput {
  file: File
  facts: ImageFacts
  maxLongSide: number
  maxBytes: number
}

export interface UploadInput {
  /** What is sent: the re-encoded picture. */
  image: Blob
  /** The picked file's name (what the borrower sees). */
  name: string
  /** The upload's progress, 0 to 1, as the connection reports it (sent back as `upload.progressed`). */
  onProgress: (sent: number) => void
}

/** A picked file that was not sent, and why (shown next to the uploader). */
export interface RefusedImage {
  name: string
  reason: ImageRefusal
}

/** Why a file with these facts is refused, or null when it may be re-encoded and sent. */
export function refusalOf(facts: ImageFacts): ImageRefusal | null {
  if (facts.type === null) return 'notPhoto'
  if (facts.bytes > MAX_PICKED_BYTES) return 'tooLarge'
  if (facts.width <= 0 || facts.height <= 0) return 'unreadable'
  if (facts.width * facts.height > MAX_PIXELS) return 'tooManyPixels'
  return null
}

export interface ComplaintSaveInput {
  problemType: string
  problemSonType: string
  problemDetail: string
  /** Comma-joined URLs, or the empty string (spec §3). */
  problemImage: string
  orderNo: string
}

/** What problem-save says of the complaint it filed: its id, '' when the server names none. */
export interface ComplaintSaved {
  problemId: string
}

export interface ComplaintFormInput {
  problemType: string
  problemSonType: string
  orderNo: string
  /**
   * A complaint sent from this form whose outcome is not known yet (the page was reloaded, or reopened,
   * while it was on its way or being checked): the form starts with its text and images and checks it,
   * never sends it afresh (docs/decisions/022-submission-outcomes.md). Absent or null: a new complaint.
   */
  unsettled?: ComplaintSaveInput | null
}

/** The check of a complaint whose answer was lost: is it among the borrower's complaints? */
export interface ComplaintCheckInput extends CheckInput {
  complaint: ComplaintSaveInput
}

export interface ComplaintFormContext extends Omit<ComplaintFormInput, 'unsettled'> {
  /** Why the last load failed: the load-failure notice says it (issue 27). */
  loadFailure?: LoadFailure
  /** The form was opened on a complaint of unknown outcome: it is checked once the form has loaded. */
  resumed: boolean
  typeTitle: string
  subTypeTitle: string
  /** The order the complaint is about, as problem-init describes it (null when it names none). */
  order: ComplaintOrder | null
  /** Send was tapped with an empty description: the field shows why. */
  descriptionMissing: boolean
  description: string
  images: UploadedImage[]
  /** Files chosen and waiting for their turn, one at a time; the first is being checked, encoded or uploaded. */
  pending: File[]
  /** The first pending file's facts, once checked. */
  facts: ImageFacts | null
  /** The first pending file re-encoded, once encoded: what is uploaded. */
  encoded: EncodedImage | null
  /** How much of the upload in flight has been sent (0 to 1); null until the connection says. */
  progress: number | null
  /** The files of the last pick that were not sent, and why (cleared by the next pick). */
  refusals: RefusedImage[]
  /**
   * The complaint just filed (problem-save's id, or the one the check found): the complaint home links
   * to it after the modal. '' when neither names it: the link is to My complaints.
   */
  sentProblemId: string
}

export type ComplaintFormEvent =
  | { type: 'init.retry' }
  | { type: 'description.change'; value: string }
  | { type: 'images.add'; files: File[] }
  | { type: 'upload.progressed'; sent: number }
  | { type: 'image.remove'; url: string }
  | { type: 'complaint.send' }
  | { type: 'outcome.check' }
  | { type: 'service.open' }

function orderOf(init: ComplaintInit, orderNo: string): ComplaintOrder | null {
  if (orderNo === '') return null
  if (init.order?.orderNo === orderNo) return init.order
  return init.orders.find((order) => order.orderNo === orderNo) ?? null
}

/**
 * The images of a complaint sent before a reload: their server URLs are all the page still has (no
 * name: the form names them by their place).
 */
function imagesOf(sent: ComplaintSaveInput | null | undefined): UploadedImage[] {
  if (sent === null || sent === undefined) return []
  return sent.problemImage
    .split(',')
    .filter((url) => url !== '')
    .map((url) => ({ url, previewUrl: url, name: '' }))
}

const saveInputOf = (context: ComplaintFormContext): ComplaintSaveInput => ({
  problemType: context.problemType,
  problemSonType: context.problemSonType,
  problemDetail: context.description,
  problemImage: context.images.map((image) => image.url).join(','),
  orderNo: context.orderNo,
})

function titleOf(list: { value: string; title: string }[], value: string): string {
  return list.find((item) => item.value === value)?.title ?? value
}

/** The first pending file is done with (sent, refused or failed): the next one's turn. */
const nextFile = (context: ComplaintFormContext) => ({
  pending: context.pending.slice(1),
  facts: null,
  encoded: null,
  progress: null,
})

function firstPending(context: ComplaintFormContext): File {
  const file = context.pending[0]
  if (file === undefined) throw new Error('adding images with nothing pending')
  return file
}

/** Keeps only as many new files as there is room for: at most 9 images in all (extra ignored, spec §5). */
function admit(context: ComplaintFormContext, files: File[]): File[] {
  const room = MAX_IMAGES - context.images.length - context.pending.length
  return [...context.pending, ...files.slice(0, Math.max(room, 0))]
}

export const complaintFormMachine = setup({
  types: {
    context: {} as ComplaintFormContext,
    events: {} as ComplaintFormEvent,
    input: {} as ComplaintFormInput,
  },
  actors: {
    loadComplaintInit: fromPromise<ComplaintInit, { orderId: string }>(notProvided('loadComplaintInit')),
    /** Reads the file's first bytes: its real type and pixel size (src/lib/image-file.ts). */
    checkImage: fromPromise<ImageFacts, { file: File }>(notProvided('checkImage')),
    /** Decodes it upright, scales its long side down to MAX_LONG_SIDE, encodes it afresh (no EXIF). */
    encodeImage: fromPromise<EncodedImage, EncodeInput>(notProvided('encodeImage')),
    uploadImage: fromPromise<UploadedImage, UploadInput>(notProvided('uploadImage')),
    saveComplaint: fromPromise<ComplaintSaved, ComplaintSaveInput>(notProvided('saveComplaint')),
    /**
     * problem-list (and problem-detail): the complaint is there → done (with its id, '' when unknown);
     * not there → not done.
     */
    checkComplaint: fromPromise<CheckOutcome<string>, ComplaintCheckInput>(notProvided('checkComplaint')),
  },
  actions: {
    storeInit: assign(({ context }, init: ComplaintInit) => ({
      typeTitle: titleOf(init.types, context.problemType),
      subTypeTitle: context.problemSonType === '' ? '' : titleOf(init.subTypes, context.problemSonType),
      order: orderOf(init, context.orderNo),
    })),
    storeDescription: assign({
      description: ({ event }) =>
        event.type === 'description.change' ? event.value.slice(0, DESCRIPTION_MAX_LENGTH) : '',
      descriptionMissing: false,
    }),
    removeImage: assign({
      images: ({ context, event }) =>
        event.type === 'image.remove'
          ? context.images.filter((image) => image.url !== event.url)
          : context.images,
    }),
    admitFiles: assign({
      pending: ({ context, event }) =>
        event.type === 'images.add' ? admit(context, event.files) : context.pending,
    }),
    // A new pick starts a new account of what was refused.
    forgetRefusals: assign({ refusals: [] }),
    storeFacts: assign((_, facts: ImageFacts) => ({ facts })),
    storeEncoded: assign((_, encoded: EncodedImage) => ({ encoded, progress: null })),
    storeProgress: assign({
      progress: ({ event }) =>
        event.type === 'upload.progressed' ? Math.min(Math.max(event.sent, 0), 1) : null,
    }),
    storeUpload: assign(({ context }, params: { image: UploadedImage }) => ({
      images: [...context.images, params.image],
      ...nextFile(context),
    })),
    /** The first pending file is not sent; the others keep their turn. */
    refuseFirstPending: assign(({ context }, params: { reason: ImageRefusal }) => ({
      refusals: [...context.refusals, { name: context.pending[0]?.name ?? '', reason: params.reason }],
      ...nextFile(context),
    })),
    dropFirstPending: assign(({ context }) => nextFile(context)),
    storeSentId: assign((_, params: { problemId: string }) => ({ sentProblemId: params.problemId })),
    showToast: (_, _params: ToastParams) => {},
    clearStorage: () => {},
    /** To the complaint home, which offers the complaint just filed (its id, or My complaints when ''). */
    replaceWithComplaintHome: (_, _params: { problemId: string }) => {},
    openCustomerService: () => {},
  },
  guards: {
    hasRoomForImages: ({ context, event }) =>
      event.type === 'images.add' &&
      event.files.length > 0 &&
      context.images.length + context.pending.length < MAX_IMAGES,
    hasDescription: ({ context }) => context.description.trim() !== '',
    hasPending: ({ context }) => context.pending.length > 0,
    isRefused: (_, facts: ImageFacts) => refusalOf(facts) !== null,
    isTooLargeToSend: (_, encoded: EncodedImage) => encoded.blob.size > MAX_SENT_BYTES,
    isResumed: ({ context }) => context.resumed,
    outcomeUnknown,
    checkedDone: checkFound('done'),
    checkedNotDone: checkFound('notDone'),
  },
  delays: { SUCCESS_MODAL_MS },
}).createMachine({
  id: 'complaintForm',
  description: 'Describe the problem, add up to 9 evidence images and send the complaint.',
  context: ({ input }) => ({
    problemType: input.problemType,
    problemSonType: input.problemSonType,
    orderNo: input.orderNo,
    resumed: input.unsettled !== null && input.unsettled !== undefined,
    typeTitle: '',
    subTypeTitle: '',
    order: null,
    descriptionMissing: false,
    description: input.unsettled?.problemDetail ?? '',
    images: imagesOf(input.unsettled),
    pending: [],
    facts: null,
    encoded: null,
    progress: null,
    refusals: [],
    sentProblemId: '',
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadComplaintInit',
        src: 'loadComplaintInit',
        input: ({ context }) => ({ orderId: context.orderNo }),
        onDone: [
          // Reopened on a complaint that was on its way: check it, never send it afresh.
          {
            guard: 'isResumed',
            target: 'checkingOutcome',
            actions: { type: 'storeInit', params: ({ event }) => event.output },
          },
          { target: 'editing', actions: { type: 'storeInit', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'loadFailed',
          actions: [
            assign({ loadFailure: ({ event }) => loadFailureOf(event.error) }),
            {
              type: 'showToast',
              params: failureToast('error.processingFailed'),
            },
          ],
        },
      },
    },
    loadFailed: {
      description: 'The type titles could not be loaded; the borrower can try again.',
      on: { 'init.retry': 'loading' },
    },
    editing: {
      description: 'Description box with its counter, the image uploader and Send.',
      on: {
        'description.change': { actions: 'storeDescription' },
        'image.remove': { actions: 'removeImage' },
        'images.add': {
          guard: 'hasRoomForImages',
          target: 'addingImages',
          actions: ['forgetRefusals', 'admitFiles'],
        },
        'complaint.send': [
          { guard: 'hasDescription', target: 'sending' },
          // Shown at the field (complaint.emptyDescription), not as a toast.
          { actions: assign({ descriptionMissing: true }) },
        ],
      },
    },
    addingImages: {
      description:
        'Chosen images are checked, re-encoded and uploaded one after another; the text can still be edited.',
      tags: ['uploading'],
      on: {
        'description.change': { actions: 'storeDescription' },
        'image.remove': { actions: 'removeImage' },
        'images.add': {
          guard: 'hasRoomForImages',
          actions: 'admitFiles',
        },
      },
      initial: 'checking',
      states: {
        checking: {
          description:
            "The file's first bytes say what it is (JPEG, PNG or WebP by its magic numbers, never its name) and its size in pixels; too large, too many pixels or not a photo is refused before anything decodes it.",
          invoke: {
            id: 'checkImage',
            src: 'checkImage',
            input: ({ context }) => ({ file: firstPending(context) }),
            onDone: [
              {
                guard: { type: 'isRefused', params: ({ event }) => event.output },
                target: 'nextImage',
                actions: {
                  type: 'refuseFirstPending',
                  params: ({ event }) => ({ reason: refusalOf(event.output) ?? 'unreadable' }),
                },
              },
              { target: 'encoding', actions: { type: 'storeFacts', params: ({ event }) => event.output } },
            ],
            onError: {
              target: 'nextImage',
              actions: { type: 'refuseFirstPending', params: { reason: 'unreadable' } },
            },
          },
        },
        encoding: {
          description:
            'Decoded upright, its long side scaled down to 1600 px and encoded afresh as a JPEG: EXIF and the GPS position stay behind.',
          invoke: {
            id: 'encodeImage',
            src: 'encodeImage',
            input: ({ context }) => ({
              file: firstPending(context),
              facts: context.facts ?? { bytes: 0, type: null, width: 0, height: 0 },
              maxLongSide: MAX_LONG_SIDE,
              maxBytes: MAX_SENT_BYTES,
            }),
            onDone: [
              {
                guard: { type: 'isTooLargeToSend', params: ({ event }) => event.output },
                target: 'nextImage',
                actions: { type: 'refuseFirstPending', params: { reason: 'tooDetailed' } },
              },
              { target: 'uploading', actions: { type: 'storeEncoded', params: ({ event }) => event.output } },
            ],
            // The browser could not decode it (a damaged file whose header looked right).
            onError: {
              target: 'nextImage',
              actions: { type: 'refuseFirstPending', params: { reason: 'unreadable' } },
            },
          },
        },
        uploading: {
          description:
            'The re-encoded picture is sent (upload-problem-img); its tile shows how much has gone.',
          on: { 'upload.progressed': { actions: 'storeProgress' } },
          invoke: {
            id: 'uploadImage',
            src: 'uploadImage',
            input: ({ context, self }) => {
              const file = firstPending(context)
              if (context.encoded === null) throw new Error('uploading with nothing encoded')
              return {
                image: context.encoded.blob,
                name: file.name,
                onProgress: (sent: number) => self.send({ type: 'upload.progressed', sent }),
              }
            },
            onDone: {
              target: 'nextImage',
              actions: { type: 'storeUpload', params: ({ event }) => ({ image: event.output }) },
            },
            // A failed image is dropped with the server's message; the others stay and the next goes on.
            onError: {
              target: 'nextImage',
              actions: [
                'dropFirstPending',
                { type: 'showToast', params: failureToast('complaint.uploadFailed') },
              ],
            },
          },
        },
        nextImage: {
          description: 'The next chosen file, if any, takes its turn; otherwise the form is editable again.',
          always: [{ guard: 'hasPending', target: 'checking' }, { target: '#complaintForm.editing' }],
        },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'saveComplaint',
        src: 'saveComplaint',
        input: ({ context }) => saveInputOf(context),
        onDone: {
          target: 'sent',
          actions: [
            { type: 'storeSentId', params: ({ event }) => ({ problemId: event.output.problemId }) },
            'clearStorage',
          ],
        },
        onError: [
          // No answer that can be read: the complaint may have reached us. Check, do not offer Send.
          { guard: 'outcomeUnknown', target: 'checkingOutcome' },
          // Refused (the server's message) or not sent (offline): the form keeps the text and images.
          {
            target: 'editing',
            actions: {
              type: 'showToast',
              params: failureToast('error.processingFailed'),
            },
          },
        ],
      },
    },
    checkingOutcome: {
      tags: ['busy'],
      description:
        'The answer to Send was lost: My complaints (problem-list) is asked, with a bounded backoff, whether the complaint is there. The form keeps its text and images; Send is not on screen.',
      invoke: {
        id: 'checkOutcome',
        src: 'checkComplaint',
        input: ({ context }) => ({ delaysMs: CHECK_BACKOFF_MS, complaint: saveInputOf(context) }),
        onDone: [
          {
            guard: 'checkedDone',
            target: 'sent',
            actions: [
              {
                type: 'storeSentId',
                params: ({ event }) => ({
                  problemId: event.output.outcome === 'done' ? event.output.result : '',
                }),
              },
              'clearStorage',
            ],
          },
          {
            guard: 'checkedNotDone',
            target: 'editing',
            actions: { type: 'showToast', params: { notice: { id: 'submission.notDone' }, tone: 'failure' } },
          },
          { target: 'outcomeUnknown' },
        ],
        onError: 'outcomeUnknown',
      },
    },
    outcomeUnknown: {
      description:
        'The checks could not tell whether the complaint reached us: do not send it again; Check again, or customer service.',
      on: {
        'outcome.check': 'checkingOutcome',
        'service.open': { actions: 'openCustomerService' },
      },
    },
    sent: {
      description: 'The "Successfully Sent" modal shows for 1.5 s.',
      after: { SUCCESS_MODAL_MS: 'done' },
    },
    done: {
      type: 'final',
      description:
        'The location is replaced by the complaint home route, common query string kept; it offers the complaint just filed.',
      entry: {
        type: 'replaceWithComplaintHome',
        params: ({ context }) => ({ problemId: context.sentProblemId }),
      },
    },
  },
})
