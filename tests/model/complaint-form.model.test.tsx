import { render, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { type InspectionEvent } from 'xstate'
import { complaintFormMachine } from '../../machines/complaint-form.machine.ts'
import type {
  ComplaintFormInput,
  ComplaintSaved,
  UploadedImage,
} from '../../machines/complaint-form.types.ts'
import { DESCRIPTION_MAX_LENGTH, MAX_IMAGES } from '../../machines/shared/complaint.ts'
import type { ToastParams } from '../../machines/shared/notice.ts'
import { CHECK_BACKOFF_MS, type CheckOutcome } from '../../machines/shared/submission.ts'
import { message } from '../../src/i18n/messages.ts'
import { ComplaintFormView, prefetchImageParts } from '../../src/screens/complaint/complaint-form-view.tsx'
import { prefetchComplaintOutcome } from '../../src/screens/complaint/complaint-form.impl.ts'
import { INIT_ALLOWED, PESOFLEX, SERVER_BUSY, TOO_LARGE } from './complaint.fixtures.ts'
import { createModel, expectFullCoverage, recorder, scenarioPath } from './harness.ts'
import type { Executor, ModelEvent, StateContext } from './harness.ts'
import { expectLoadFailure } from './load-failure.ts'
import {
  CALL_LOG,
  ENCODED,
  LONG_TEXT,
  NOT_A_PHOTO,
  OUTPUTS,
  PHOTO,
  RECEIPT,
  SAVED_ID,
  scenarios,
  SMS,
  TOO_DETAILED,
} from './samples/complaint-form.samples.ts'

vi.mock('../../src/ui/overlays.tsx', () => import('./eager-overlays.ts'))
// The check's panel and the sent modal load on demand (as Send would start them), the image tiles and
// refusals too (as the picker's tap would): loaded before the paths, they render at once, as the page
// renders them once they are here.
beforeAll(async () => {
  await prefetchComplaintOutcome()
  await prefetchImageParts()
})

type FormMachine = typeof complaintFormMachine
type Src =
  'loadComplaintInit' | 'checkImage' | 'encodeImage' | 'uploadImage' | 'saveComplaint' | 'checkComplaint'

const INPUT: ComplaintFormInput = scenarios.default.input
const RESUMED: ComplaintFormInput = scenarios.resumed.input

const ADD_IMAGES = /Add images/ // the label also holds an aria-hidden "+"
const DESCRIPTION_MISSING = message('complaint.emptyDescription')
/** An image's name on the page: its file's, or "Image n" by its place when restored after a reload (no name). */
const shownName = (images: readonly UploadedImage[], image: UploadedImage) =>
  image.name !== '' ? image.name : `Image ${images.indexOf(image) + 1}`

const host = recorder()
/** Spec §5, §8 as the oracle: the toasts the borrower must have seen so far on this path. */
let expectedToasts: ToastParams[] = []

/** The actors the paths settle by hand: the load, the picture pipeline, the send and its check. */
const CONTROLLABLE = [
  'loadComplaintInit',
  'checkImage',
  'encodeImage',
  'uploadImage',
  'saveComplaint',
  'checkComplaint',
] as const

/** How many checks on this path found the complaint in My complaints. */
let foundByCheck = 0
/** The complaint the complaint home is to offer: the one saved, or the one the check found. */
let sentId = ''

function Screen({
  machine,
  input,
  inspect,
}: {
  machine: FormMachine
  input: ComplaintFormInput
  inspect: (event: InspectionEvent) => void
}) {
  const actor = useActorRef(machine, { input, inspect })
  return <ComplaintFormView actor={actor} />
}

const model = createModel(complaintFormMachine, {
  input: INPUT,
  // Guards read the description (blank?) and how many files are pending (more to upload?); Files
  // serialize as {}, so `pending` joins the key by its length. The images only matter to the room
  // guard, which the three sample files never exhaust (the cap of 9 is a machine test): leaving them
  // out keeps the graph small, and the expected snapshots still come from replaying each path.
  contextKeys: ['description', 'pending'],
  controllable: CONTROLLABLE,
  events: scenarios.default.events,
  filterEvents: (snapshot, event) => {
    const { images, pending } = snapshot.context
    const current = pending[0]
    switch (event.type) {
      // The receipt and the call log are photos; the SMS (picked while the receipt uploads) walks every
      // way a file is refused: not a photo, unreadable, too detailed once encoded, undecodable.
      case 'xstate.done.actor.checkImage':
        return (
          ((event.output as typeof PHOTO) === NOT_A_PHOTO) === (current === SMS) || event.output === PHOTO
        )
      case 'xstate.error.actor.checkImage':
      case 'xstate.error.actor.encodeImage':
        return current === SMS
      case 'xstate.done.actor.encodeImage':
        return event.output !== TOO_DETAILED || current === SMS
      // The connection reports progress of the receipt's upload.
      case 'upload.progressed':
        return current === RECEIPT && snapshot.context.progress === null
      // The call log's upload fails (the server's message); the others are stored.
      case 'xstate.error.actor.uploadImage':
        return current === CALL_LOG
      // The server answers the file being uploaded (the oldest pending one) with its own URL.
      case 'xstate.done.actor.uploadImage':
        return (event.output as UploadedImage).name === pending[0]?.name
      // Two files are picked first; the third while those are still uploading (queued behind them).
      // A file is picked once: one already shown or queued is not picked again.
      case 'images.add': {
        const taken = new Set([...images.map((i) => i.name), ...pending.map((f) => f.name)])
        if (event.files.some((file) => taken.has(file.name))) return false
        return event.files.length === 2
          ? images.length === 0 && pending.length === 0
          : snapshot.matches({ addingImages: 'uploading' }) && pending.length === 2
      }
      // Typing and removing while files are on their way: once, while one uploads (the other steps of a
      // file take the same transitions of addingImages).
      case 'description.change':
        return !snapshot.matches('addingImages') || snapshot.matches({ addingImages: 'uploading' })
      // Only a shown image has a Remove button.
      case 'image.remove':
        return (
          images.some((image) => image.url === event.url) &&
          (!snapshot.matches('addingImages') || snapshot.matches({ addingImages: 'uploading' }))
        )
      // `images` is not in the state key, so the model would send the first (image-less) way it found:
      // send a real complaint only with two images, so that the payload shows comma-joined URLs
      // (an image-less payload is a machine test). A blank one may be sent any time (the toast).
      case 'complaint.send':
        return snapshot.context.description.trim() === '' || images.length >= 2
      default:
        return true
    }
  },
})

/** The form reopened on a complaint whose outcome is unknown (a reload while sending): checked first. */
const resumedModel = createModel(complaintFormMachine, {
  input: RESUMED,
  contextKeys: ['description', 'pending'],
  controllable: CONTROLLABLE,
  events: scenarios.resumed.events,
  // Editing the form is the first model's; this one walks the check and what follows it.
  filterEvents: (_, event) =>
    !['description.change', 'images.add', 'image.remove', 'init.retry'].includes(event.type) &&
    !/uploadImage|checkImage|encodeImage|upload\.progressed/.test(event.type),
})

const payloadOf = (context: { description: string; images: UploadedImage[] }) => ({
  problemType: INPUT.problemType,
  problemSonType: INPUT.problemSonType,
  problemDetail: context.description,
  problemImage: context.images.map((image) => image.url).join(','),
  orderNo: INPUT.orderNo,
})

const executorFor = (input: ComplaintFormInput): Executor<FormMachine, Src> => ({
  render: ({ machine, inspect }) => {
    host.reset()
    expectedToasts = []
    foundByCheck = 0
    sentId = ''
    const provided = machine.provide({
      actions: {
        showToast: host.record('showToast'),
        clearStorage: host.record('clearStorage'),
        replaceWithComplaintHome: host.record('replaceWithComplaintHome'),
        openCustomerService: host.record('openCustomerService'),
      },
    })
    render(<Screen machine={provided} input={input} inspect={inspect} />)
  },
  events: {
    'init.retry': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }))
    },
    'description.change': async ({ user, screen, event }) => {
      const box = screen.getByLabelText('Describe the problem')
      await user.clear(box)
      await user.paste(event.value)
    },
    'images.add': async ({ user, screen, event }) => {
      await user.upload(screen.getByLabelText(ADD_IMAGES), event.files)
    },
    'image.remove': async ({ user, screen, event, previous }) => {
      const image = previous.context.images.find((i) => i.url === event.url)
      if (!image) throw new Error(`no image ${event.url}`)
      await user.click(
        screen.getByRole('button', { name: `Remove ${shownName(previous.context.images, image)}` }),
      )
    },
    'complaint.send': async ({ user, screen, previous }) => {
      await user.click(screen.getByRole('button', { name: 'Send' }))
      if (previous.context.description.trim() === '') {
        // Not a toast: the field says why, is marked invalid, points at the message and has the focus.
        const box = screen.getByLabelText<HTMLTextAreaElement>('Describe the problem')
        const alert = within(box.closest('.field') as HTMLElement).getByRole('alert')
        expect(alert.textContent).toBe(DESCRIPTION_MISSING)
        expect(box.getAttribute('aria-invalid')).toBe('true')
        expect(box.getAttribute('aria-describedby')).toBe(alert.id)
        expect(document.activeElement).toBe(box)
      }
    },
    'xstate.error.actor.loadComplaintInit': ({ actors }) => {
      expectedToasts.push({ notice: { text: SERVER_BUSY.message ?? '' }, tone: 'failure' })
      actors.loadComplaintInit.reject(SERVER_BUSY)
    },
    'upload.progressed': ({ actors, event }) => {
      const call = actors.uploadImage.pending()[0]
      if (call === undefined) throw new Error('no upload in flight')
      call.input.onProgress(event.sent)
    },
    'xstate.error.actor.uploadImage': ({ actors }) => {
      expectedToasts.push({ notice: { text: TOO_LARGE.message ?? '' }, tone: 'failure' })
      actors.uploadImage.reject(TOO_LARGE)
    },
    'xstate.error.actor.saveComplaint': ({ actors, event }) => {
      const error = 'error' in event ? event.error : undefined
      // Refused: the server's message. A lost answer is checked, with no toast.
      if (error === SERVER_BUSY)
        expectedToasts.push({ notice: { text: SERVER_BUSY.message ?? '' }, tone: 'failure' })
      actors.saveComplaint.reject(error)
    },
    'xstate.done.actor.checkOutcome': ({ actors, event }) => {
      const output =
        'output' in event ? (event.output as CheckOutcome<string>) : { outcome: 'pending' as const }
      if (output.outcome === 'notDone')
        expectedToasts.push({ notice: { id: 'submission.notDone' }, tone: 'failure' })
      if (output.outcome === 'done') {
        foundByCheck += 1
        sentId = output.result
      }
      actors.checkComplaint.resolve(output)
    },
    'outcome.check': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Check again' }))
    },
    'service.open': async ({ user, screen }) => {
      const before = host.of('openCustomerService').length
      await user.click(screen.getByRole('button', { name: 'Contact customer service' }))
      expect(host.of('openCustomerService')).toHaveLength(before + 1)
    },
    'xstate.done.actor.saveComplaint': ({ actors, event }) => {
      const output = ('output' in event ? event.output : undefined) as ComplaintSaved
      sentId = output.problemId
      actors.saveComplaint.resolve(output)
    },
    // done of the other actors and the SUCCESS_MODAL_MS timer use the harness defaults.
  },
  states: {
    loading: ({ screen, actors }) => {
      expect(document.querySelector('.skeleton')).not.toBeNull()
      expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
      expect(screen.queryByLabelText('Describe the problem')).toBeNull()
      expect(actors.loadComplaintInit.pending().map((c) => c.input)).toEqual([{ orderId: PESOFLEX.orderNo }])
      expect(actors.checkComplaint.calls).toHaveLength(0)
      expect(host.toasts()).toEqual(expectedToasts)
    },
    loadFailed: ({ screen, snapshot }) => {
      expectLoadFailure(screen.getByRole('alert'), snapshot().context.loadFailure)
      expect(screen.getByRole('alert').textContent).toContain('The complaint form could not be loaded.')
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
      expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
      expect(host.toasts()).toEqual(expectedToasts)
    },
    // The form is on screen in every state after loading.
    '#complaintForm.editing': formShown,
    '#complaintForm.addingImages': formShown,
    '#complaintForm.sending': formShown,
    '#complaintForm.sent': formShown,
    '#complaintForm.done': formShown,
    '#complaintForm.checkingOutcome': formShown,
    '#complaintForm.outcomeUnknown': formShown,
    editing: ({ screen, expected }) => {
      expect(screen.queryByRole('heading', { name: /complaint/ })).toBeNull()
      const send = screen.getByRole('button', { name: 'Send' })
      expect(send.hasAttribute('disabled')).toBe(false)
      expect(screen.getByLabelText('Describe the problem').hasAttribute('disabled')).toBe(false)
      expect(document.querySelectorAll('.image-grid__item--pending')).toHaveLength(0)
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(host.of('clearStorage')).toEqual([])
      // Room left: the picker stays while fewer than 9 images are shown.
      expect(screen.queryByLabelText(ADD_IMAGES) !== null).toBe(expected.context.images.length < MAX_IMAGES)
    },
    addingImages: ({ screen, expected }) => {
      const { pending } = expected.context
      // Every chosen file on its way has a busy tile named after it; the first is the one being worked on.
      const tiles = [...document.querySelectorAll('.image-grid__item--pending')]
      expect(tiles.map((tile) => tile.getAttribute('aria-busy'))).toEqual(pending.map(() => 'true'))
      expect(tiles.slice(1).map((tile) => tile.getAttribute('aria-label'))).toEqual(
        pending.slice(1).map((file) => `${file.name}: Waiting`),
      )
      const send = screen.getByRole('button', { name: 'Uploading images…' })
      expect(send.hasAttribute('disabled')).toBe(true)
      // The text can still be edited.
      expect(screen.getByLabelText('Describe the problem').hasAttribute('disabled')).toBe(false)
    },
    'addingImages.checking': ({ screen, expected, actors }) => {
      const first = expected.context.pending[0]!
      expect(screen.getByLabelText(`${first.name}: Preparing…`).getAttribute('aria-busy')).toBe('true')
      expect(actors.checkImage.pending().map((c) => c.input.file.name)).toEqual([first.name])
      expect(actors.encodeImage.pending()).toEqual([])
      expect(actors.uploadImage.pending()).toEqual([])
    },
    'addingImages.encoding': ({ screen, expected, actors }) => {
      const first = expected.context.pending[0]!
      expect(screen.getByLabelText(`${first.name}: Preparing…`)).toBeTruthy()
      expect(actors.encodeImage.pending().map((c) => c.input)).toEqual([
        { file: first, facts: PHOTO, maxLongSide: 1600, maxBytes: 2 * 1024 * 1024 },
      ])
      expect(actors.uploadImage.pending()).toEqual([])
    },
    'addingImages.uploading': ({ screen, expected, actors }) => {
      const { pending, progress, encoded } = expected.context
      const first = pending[0]!
      const percent = progress === null ? null : Math.round(progress * 100)
      const bar = screen.getByRole('progressbar', { name: `Uploading ${first.name}` })
      expect(bar.getAttribute('aria-valuenow')).toBe(percent === null ? null : String(percent))
      expect(
        screen.getByLabelText(`${first.name}: ${percent === null ? 'Uploading…' : `Uploading ${percent} %`}`),
      ).toBeTruthy()
      // One file at a time: the re-encoded picture under its picked name.
      const inFlight = actors.uploadImage.pending()
      expect(inFlight.map((c) => [c.input.name, c.input.image])).toEqual([[first.name, encoded?.blob]])
    },
    sending: ({ screen, expected, actors }) => {
      expect(screen.getByRole('button', { name: 'Sending…' }).hasAttribute('disabled')).toBe(true)
      expect(screen.getByLabelText('Describe the problem').hasAttribute('disabled')).toBe(true)
      for (const image of expected.context.images) {
        expect(
          screen
            .getByRole('button', { name: `Remove ${shownName(expected.context.images, image)}` })
            .hasAttribute('disabled'),
        ).toBe(true)
      }
      expect(actors.saveComplaint.pending().map((c) => c.input)).toEqual([payloadOf(expected.context)])
    },
    checkingOutcome: ({ screen, expected, actors }) => {
      // What is checked and what not to do; Send is not on screen, the complaint cannot change.
      expect(screen.getByRole('heading', { name: 'Checking your complaint' })).toBeTruthy()
      expect(screen.getByRole('status').textContent).toBe(
        'We are confirming that your complaint reached us. Do not send it again.',
      )
      expect(screen.queryByRole('button', { name: /^(Send|Sending…)$/ })).toBeNull()
      expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull()
      expect(screen.getByLabelText('Describe the problem').hasAttribute('disabled')).toBe(true)
      expect(screen.queryByLabelText(ADD_IMAGES)).toBeNull()
      for (const image of expected.context.images)
        expect(
          screen
            .getByRole('button', { name: `Remove ${shownName(expected.context.images, image)}` })
            .hasAttribute('disabled'),
        ).toBe(true)
      const payload = payloadOf(expected.context)
      expect(actors.checkComplaint.pending().map((c) => c.input)).toEqual([
        { delaysMs: CHECK_BACKOFF_MS, complaint: payload },
      ])
      expect(actors.saveComplaint.pending()).toEqual([])
      expect(host.of('clearStorage')).toEqual([])
    },
    outcomeUnknown: ({ screen, actors }) => {
      expect(screen.getByRole('heading', { name: 'We could not confirm your complaint yet' })).toBeTruthy()
      expect(screen.getByRole('alert').textContent).toContain('Do not send it again.')
      expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy()
      expect(screen.getByRole('button', { name: 'Contact customer service' })).toBeTruthy()
      expect(screen.queryByRole('button', { name: /^(Send|Sending…)$/ })).toBeNull()
      expect(screen.getByLabelText('Describe the problem').hasAttribute('disabled')).toBe(true)
      expect(actors.checkComplaint.pending()).toEqual([])
      expect(actors.saveComplaint.pending()).toEqual([])
    },
    sent: ({ screen }) => {
      const modal = screen.getByRole('dialog', { name: 'Your complaint was sent.' })
      expect(within(modal).getByText('Thank you. We will reply within 3 weekdays.')).toBeTruthy()
      expect(host.calls.filter((c) => c.action !== 'showToast').map((c) => c.action)).toEqual([
        'clearStorage',
      ])
    },
    done: ({ screen, actors }) => {
      expect(screen.getByRole('dialog', { name: 'Your complaint was sent.' })).toBeTruthy()
      expect(host.calls.filter((c) => c.action !== 'showToast').map((c) => c.action)).toEqual([
        'clearStorage',
        'replaceWithComplaintHome',
      ])
      // Saved, or found by the check: once.
      const saved = actors.saveComplaint.calls.filter((c) => c.status === 'resolved').length
      expect(saved + foundByCheck).toBe(1)
      // The complaint home offers that complaint.
      expect(sentId).not.toBe('')
      expect(host.of('replaceWithComplaintHome')).toEqual([{ problemId: sentId }])
    },
  },
})
const executor = executorFor(INPUT)

function formShown({ screen, expected }: StateContext<FormMachine, Src>) {
  const { description, images, descriptionMissing } = expected.context
  // The order the complaint is about, by name and number.
  const about = screen.getByText('Your complaint is about').closest('.about-order')
  expect(about?.textContent).toBe(
    `Your complaint is about${PESOFLEX.productName}Order no. ${PESOFLEX.orderNo}`,
  )
  const tags = screen.getByLabelText('Question type', { selector: '.tags' })
  expect(
    within(tags)
      .getAllByText(/./)
      .map((t) => t.textContent),
  ).toEqual(['Collection complaint', 'Harassing calls'])
  const box = screen.getByLabelText<HTMLTextAreaElement>('Describe the problem')
  expect(box.value).toBe(description)
  // A missing description is shown at the field until the borrower types.
  const field = box.closest('.field')
  expect(field?.querySelector('[role="alert"]')?.textContent ?? null).toBe(
    descriptionMissing ? DESCRIPTION_MISSING : null,
  )
  expect(box.getAttribute('aria-invalid')).toBe(String(descriptionMissing))
  expect(box.hasAttribute('aria-describedby')).toBe(descriptionMissing)
  expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH)
  expect(screen.getByText(`${description.length}/${DESCRIPTION_MAX_LENGTH}`)).toBeTruthy()
  const shown = screen.queryAllByRole('img', { hidden: true }).filter((img) => img.closest('.image-grid'))
  expect(shown.map((img) => [img.getAttribute('alt'), img.getAttribute('src')])).toEqual(
    images.map((image) => [shownName(images, image), image.previewUrl]),
  )
  // What the last pick left out, and why, next to the uploader (gone once the complaint is on its way).
  const locked = ['sending', 'sent', 'done', 'checkingOutcome', 'outcomeUnknown'].some((state) =>
    expected.matches(state as 'sending'),
  )
  const refused = document.querySelector('.image-refusals')
  const refusals = locked ? [] : expected.context.refusals
  expect(refused === null).toBe(refusals.length === 0)
  if (refused !== null) {
    expect(refused.getAttribute('role')).toBe('alert')
    expect([...refused.querySelectorAll('li')].map((li) => li.textContent)).toEqual(
      refusals.map((r) => `${r.name} ${message(`complaint.image.${r.reason}`)}`),
    )
    expect(screen.getByLabelText(ADD_IMAGES).getAttribute('aria-describedby')).toBe(refused.id)
  }
  expect(host.toasts()).toEqual(expectedToasts)
}

model.testPaths(executor, { expectFullCoverage: false })
resumedModel.testPaths(executorFor(RESUMED), {
  title: 'reopened on an unsettled complaint',
  expectFullCoverage: false,
})

/**
 * A path the shortest-path traversal does not walk (its end state is keyed like one reached more
 * directly), replayed through the same executor: expected snapshots from pure transitions.
 */
const scenario = (name: string, events: Array<ModelEvent<FormMachine>>) =>
  scenarioPath(complaintFormMachine, INPUT, name, events)

describe('complaint form scenarios', () => {
  it('an empty Send flags the field through an upload until the borrower types, then sends', async () => {
    await model.runPath(
      scenario('flag kept while uploading, cleared by typing', [
        { type: 'xstate.done.actor.loadComplaintInit', output: INIT_ALLOWED },
        { type: 'complaint.send' },
        { type: 'images.add', files: [RECEIPT, CALL_LOG] },
        { type: 'xstate.done.actor.checkImage', output: PHOTO },
        { type: 'xstate.done.actor.encodeImage', output: ENCODED },
        { type: 'xstate.done.actor.uploadImage', output: OUTPUTS[0] },
        { type: 'description.change', value: LONG_TEXT },
        { type: 'xstate.done.actor.checkImage', output: PHOTO },
        { type: 'xstate.done.actor.encodeImage', output: ENCODED },
        { type: 'xstate.done.actor.uploadImage', output: OUTPUTS[1] },
        { type: 'complaint.send' },
        { type: 'xstate.done.actor.saveComplaint', output: { problemId: SAVED_ID } },
      ]),
      executor,
    )
  })
})

describe('complaint form model', () => {
  it('stays small: contextKeys keep the graph to a few dozen paths', () => {
    expect(model.stats.paths).toBeLessThan(80)
  })

  it('covers every state and transition of complaintForm', () => {
    const coverage = expectFullCoverage('complaintForm')
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })
})
