import { assign, fromPromise, setup } from 'xstate'
import { failureToast, type ToastParams, loadFailureOf } from './shared/notice.ts'
import { notProvided, notProvidedAction } from './shared/not-provided.ts'
import { CHECK_BACKOFF_MS, checkFound, outcomeUnknown, type CheckOutcome } from './shared/submission.ts'
import {
  DESCRIPTION_MAX_LENGTH,
  MAX_IMAGES,
  MAX_LONG_SIDE,
  MAX_SENT_BYTES,
  type ImageRefusal,
} from './shared/complaint.ts'
import type { ComplaintInit } from './complaint-start.types.ts'
import type {
  ComplaintCheckInput,
  ComplaintFormContext,
  ComplaintFormEvent,
  ComplaintFormInput,
  ComplaintSaved,
  ComplaintSaveInput,
  EncodedImage,
  EncodeInput,
  ImageFacts,
  UploadedImage,
  UploadInput,
} from './complaint-form.types.ts'
import {
  admit,
  firstPending,
  imagesOf,
  nextFile,
  orderOf,
  refusalOf,
  saveInputOf,
  titleOf,
} from './complaint-form.rules.ts'

/** Complaint form, the next step of "Online service" (spec §2, §3, §4 "Complaint send", §5, §9). */

/** The "Successfully Sent" modal shows this long before the complaint home replaces the form. */
export const SUCCESS_MODAL_MS = 1500

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
    storeInit: assign(({ context }, { init }: { init: ComplaintInit }) => ({
      typeTitle: titleOf(init.types, context.problemType),
      subTypeTitle: context.problemSonType === '' ? '' : titleOf(init.subTypes, context.problemSonType),
      order: orderOf(init, context.orderNo),
    })),
    storeLoadFailure: assign((_, params: { error: unknown }) => ({
      loadFailure: loadFailureOf(params.error),
    })),
    storeDescription: assign((_, params: { value: string }) => ({
      description: params.value.slice(0, DESCRIPTION_MAX_LENGTH),
      descriptionMissing: false,
    })),
    // Shown at the field (complaint.emptyDescription), not as a toast.
    flagMissingDescription: assign({ descriptionMissing: true }),
    removeImage: assign(({ context }, params: { url: string }) => ({
      images: context.images.filter((image) => image.url !== params.url),
    })),
    admitFiles: assign(({ context }, params: { files: File[] }) => ({
      pending: admit(context, params.files),
    })),
    // A new pick starts a new account of what was refused.
    forgetRefusals: assign({ refusals: [] }),
    storeFacts: assign((_, params: { facts: ImageFacts }) => ({ facts: params.facts })),
    storeEncoded: assign((_, params: { encoded: EncodedImage }) => ({
      encoded: params.encoded,
      progress: null,
    })),
    storeProgress: assign((_, params: { sent: number }) => ({
      progress: Math.min(Math.max(params.sent, 0), 1),
    })),
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
    showToast: notProvidedAction<ToastParams>('showToast'),
    clearStorage: notProvidedAction('clearStorage'),
    /** To the complaint home, which offers the complaint just filed (its id, or My complaints when ''). */
    replaceWithComplaintHome: notProvidedAction<{ problemId: string }>('replaceWithComplaintHome'),
    openCustomerService: notProvidedAction('openCustomerService'),
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
      tags: ['busy', 'loading'],
      invoke: {
        id: 'loadComplaintInit',
        src: 'loadComplaintInit',
        input: ({ context }) => ({ orderId: context.orderNo }),
        onDone: [
          // Reopened on a complaint that was on its way: check it, never send it afresh.
          {
            guard: 'isResumed',
            target: 'checkingOutcome',
            actions: { type: 'storeInit', params: ({ event }) => ({ init: event.output }) },
          },
          {
            target: 'editing',
            actions: { type: 'storeInit', params: ({ event }) => ({ init: event.output }) },
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: [
            { type: 'storeLoadFailure', params: ({ event }) => ({ error: event.error }) },
            {
              type: 'showToast',
              params: failureToast('error.processingFailed'),
            },
          ],
        },
      },
    },
    loadFailed: {
      tags: ['failed'],
      description: 'The type titles could not be loaded; the borrower can try again.',
      on: { 'init.retry': 'loading' },
    },
    editing: {
      description: 'Description box with its counter, the image uploader and Send.',
      on: {
        'description.change': {
          actions: { type: 'storeDescription', params: ({ event }) => ({ value: event.value }) },
        },
        'image.remove': { actions: { type: 'removeImage', params: ({ event }) => ({ url: event.url }) } },
        'images.add': {
          guard: 'hasRoomForImages',
          target: 'addingImages',
          actions: [
            'forgetRefusals',
            { type: 'admitFiles', params: ({ event }) => ({ files: event.files }) },
          ],
        },
        'complaint.send': [
          { guard: 'hasDescription', target: 'sending' },
          { actions: 'flagMissingDescription' },
        ],
      },
    },
    addingImages: {
      description:
        'Chosen images are checked, re-encoded and uploaded one after another; the text can still be edited.',
      tags: ['uploading'],
      on: {
        'description.change': {
          actions: { type: 'storeDescription', params: ({ event }) => ({ value: event.value }) },
        },
        'image.remove': { actions: { type: 'removeImage', params: ({ event }) => ({ url: event.url }) } },
        'images.add': {
          guard: 'hasRoomForImages',
          actions: { type: 'admitFiles', params: ({ event }) => ({ files: event.files }) },
        },
      },
      initial: 'checking',
      states: {
        checking: {
          tags: ['preparingImage'],
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
              {
                target: 'encoding',
                actions: { type: 'storeFacts', params: ({ event }) => ({ facts: event.output }) },
              },
            ],
            onError: {
              target: 'nextImage',
              actions: { type: 'refuseFirstPending', params: { reason: 'unreadable' } },
            },
          },
        },
        encoding: {
          tags: ['preparingImage'],
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
              {
                target: 'uploading',
                actions: { type: 'storeEncoded', params: ({ event }) => ({ encoded: event.output }) },
              },
            ],
            // The browser could not decode it (a damaged file whose header looked right).
            onError: {
              target: 'nextImage',
              actions: { type: 'refuseFirstPending', params: { reason: 'unreadable' } },
            },
          },
        },
        uploading: {
          tags: ['sendingImage'],
          description:
            'The re-encoded picture is sent (upload-problem-img); its tile shows how much has gone.',
          on: {
            'upload.progressed': {
              actions: { type: 'storeProgress', params: ({ event }) => ({ sent: event.sent }) },
            },
          },
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
      tags: ['busy', 'sending'],
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
      tags: ['busy', 'checking'],
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
      tags: ['outcomeUnknown'],
      description:
        'The checks could not tell whether the complaint reached us: do not send it again; Check again, or customer service.',
      on: {
        'outcome.check': 'checkingOutcome',
        'service.open': { actions: 'openCustomerService' },
      },
    },
    sent: {
      tags: ['sent'],
      description: 'The "Successfully Sent" modal shows for 1.5 s.',
      after: { SUCCESS_MODAL_MS: 'done' },
    },
    done: {
      type: 'final',
      tags: ['sent'],
      description:
        'The location is replaced by the complaint home route, common query string kept; it offers the complaint just filed.',
      entry: {
        type: 'replaceWithComplaintHome',
        params: ({ context }) => ({ problemId: context.sentProblemId }),
      },
    },
  },
})
