/*
 * Samples of the complaint form (machines/complaint-form.machine.ts), shared by its model test and the
 * atlas's simulation: the form's order, the descriptions typed, three picked images and the server's
 * answers to each.
 */
import { complaintFormMachine } from '../../../machines/complaint-form.machine.ts'
import type {
  ComplaintSaveInput,
  EncodedImage,
  ImageFacts,
  UploadedImage,
} from '../../../machines/complaint-form.types.ts'
import { MAX_SENT_BYTES } from '../../../machines/shared/complaint.ts'
import type { CallFailure } from '../../../machines/shared/notice.ts'
import { defineSamples, type SampleEvent, type SampleScenarios } from '../../../src/machine-graph/samples.ts'
import { INIT_ALLOWED, PESOFLEX, SERVER_BUSY, TOO_LARGE, png, uploaded } from '../complaint.fixtures.ts'

/**
 * A sample file whose only own enumerable field is its name, so that path names read `[name=receipt.png]`
 * and two files never serialize alike, in every DOM: happy-dom keeps a File's fields on the instance,
 * Chromium on the prototype (there, redefining `type` on the instance would hide the real one).
 */
function sampleFile(name: string): File {
  const file = png(name)
  for (const key of Object.keys(file)) Object.defineProperty(file, key, { enumerable: false })
  Object.defineProperty(file, 'name', { value: name, enumerable: true })
  return file
}
/** The complaint problem-save filed, and the one a check of a lost answer found. */
export const SAVED_ID = 'C-2611-0042'
export const FOUND_ID = 'C-2611-0043'

export const RECEIPT = sampleFile('receipt.png')
export const CALL_LOG = sampleFile('call-log.png')
export const SMS = sampleFile('sms.png')

/** What the check reads from a photo's bytes: a PNG of 1200 × 900. */
export const PHOTO: ImageFacts = { bytes: 64, type: 'image/png', width: 1200, height: 900 }
/** What it reads from a file that only claims to be a photo (an SVG named .png): refused. */
export const NOT_A_PHOTO: ImageFacts = { bytes: 64, type: null, width: 0, height: 0 }
/** The picture re-encoded: a small JPEG. */
export const ENCODED: EncodedImage = {
  blob: new Blob(['jpeg'], { type: 'image/jpeg' }),
  width: 1200,
  height: 900,
}
/** A picture still over the byte cap after the encoder's last quality: refused (its size alone, no bytes held). */
export const TOO_DETAILED: EncodedImage = {
  blob: Object.defineProperty(new Blob(['x'], { type: 'image/jpeg' }), 'size', { value: MAX_SENT_BYTES + 1 }),
  width: 1600,
  height: 1600,
}
/** The browser could not read or decode the file. */
export const UNREADABLE = new DOMException('The file could not be read', 'NotReadableError')

/** What the server answers for each picked file. */
export const OUTPUTS: UploadedImage[] = [RECEIPT, CALL_LOG, SMS].map((file) => uploaded(file.name))
/** Longer than the 200-character cap: the textarea and the machine keep the first 200. */
export const LONG_TEXT =
  'An agent of the collector called my mother and my employer four times tonight. '.repeat(3)
export const BLANK_TEXT = '   '

/** The answer to Send never came (the 60 s time limit): the outcome is unknown and is checked. */
export const ANSWER_LOST: CallFailure = { kind: 'timeout' }

/** A complaint sent before the page was reloaded, its outcome unknown: the form reopens on it and checks it. */
export const UNSETTLED: ComplaintSaveInput = {
  problemType: '1',
  problemSonType: '11',
  problemDetail: LONG_TEXT.slice(0, 200),
  problemImage: `${OUTPUTS[0]!.url},${OUTPUTS[1]!.url}`,
  orderNo: PESOFLEX.orderNo,
}

const events: ReadonlyArray<SampleEvent<typeof complaintFormMachine>> = [
  { type: 'xstate.done.actor.loadComplaintInit', output: INIT_ALLOWED },
  { type: 'xstate.error.actor.loadComplaintInit', error: SERVER_BUSY },
  { type: 'description.change', value: BLANK_TEXT },
  { type: 'description.change', value: LONG_TEXT },
  { type: 'images.add', files: [RECEIPT, CALL_LOG] },
  { type: 'images.add', files: [SMS] },
  { type: 'xstate.done.actor.checkImage', output: PHOTO },
  { type: 'xstate.done.actor.checkImage', output: NOT_A_PHOTO },
  { type: 'xstate.error.actor.checkImage', error: UNREADABLE },
  { type: 'xstate.done.actor.encodeImage', output: ENCODED },
  { type: 'xstate.done.actor.encodeImage', output: TOO_DETAILED },
  { type: 'xstate.error.actor.encodeImage', error: UNREADABLE },
  { type: 'upload.progressed', sent: 0.4 },
  ...OUTPUTS.map((output) => ({ type: 'xstate.done.actor.uploadImage' as const, output })),
  { type: 'xstate.error.actor.uploadImage', error: TOO_LARGE },
  ...OUTPUTS.map((output) => ({ type: 'image.remove' as const, url: output.url })),
  // problem-save names the complaint it filed; the check names the one it found (docs/decisions/031).
  { type: 'xstate.done.actor.saveComplaint', output: { problemId: SAVED_ID } },
  { type: 'xstate.error.actor.saveComplaint', error: SERVER_BUSY },
  { type: 'xstate.error.actor.saveComplaint', error: ANSWER_LOST },
  { type: 'xstate.done.actor.checkOutcome', output: { outcome: 'done', result: FOUND_ID } },
  { type: 'xstate.done.actor.checkOutcome', output: { outcome: 'notDone' } },
  { type: 'xstate.done.actor.checkOutcome', output: { outcome: 'pending' } },
  { type: 'xstate.error.actor.checkOutcome', error: { kind: 'network' } },
  { type: 'outcome.check' },
  { type: 'service.open' },
]

export const scenarios = {
  default: {
    input: { problemType: '1', problemSonType: '11', orderNo: PESOFLEX.orderNo },
    events,
  },
  /** The page reloaded while a complaint was on its way: the form opens on it and checks it first. */
  resumed: {
    input: { problemType: '1', problemSonType: '11', orderNo: PESOFLEX.orderNo, unsettled: UNSETTLED },
    events,
  },
} satisfies SampleScenarios<typeof complaintFormMachine>

export default defineSamples(complaintFormMachine, scenarios)
