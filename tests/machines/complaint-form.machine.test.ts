import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { complaintFormMachine } from '../../machines/complaint-form.machine.ts'
import { refusalOf } from '../../machines/complaint-form.rules.ts'
import type {
  ComplaintCheckInput,
  ComplaintFormInput,
  ComplaintSaveInput,
  ComplaintSaved,
  EncodedImage,
  EncodeInput,
  ImageFacts,
  UploadedImage,
  UploadInput,
} from '../../machines/complaint-form.types.ts'
import {
  MAX_PICKED_BYTES,
  MAX_PIXELS,
  MAX_SENT_BYTES,
  type ImageRefusal,
} from '../../machines/shared/complaint.ts'
import { CHECK_BACKOFF_MS, type CheckOutcome } from '../../machines/shared/submission.ts'
import type { ComplaintInit } from '../../machines/complaint-start.types.ts'
import {
  INIT_ALLOWED,
  INIT_NO_ORDER,
  INIT_REFUSED,
  NETWORK_DOWN,
  PESOFLEX,
  SERVER_BUSY,
  TOO_LARGE,
  png,
  uploaded,
} from '../model/complaint.fixtures.ts'
import { recorder } from '../model/harness.ts'

const COLLECTION: ComplaintFormInput = { problemType: '1', problemSonType: '11', orderNo: PESOFLEX.orderNo }

interface Deferred<T> {
  input: unknown
  resolve: (value: T) => void
  reject: (error: unknown) => void
}

/** A fake for a promise actor whose calls the test settles by hand. */
function manual<T, I>() {
  const calls: Array<Deferred<T> & { input: I }> = []
  const logic = fromPromise<T, I>(
    ({ input }) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ input, resolve, reject })
      }),
  )
  return { calls, logic }
}

/** What the check says of an ordinary photo: a PNG of 1200 × 900. */
const photoFacts = (file: File): ImageFacts => ({
  bytes: file.size,
  type: 'image/png',
  width: 1200,
  height: 900,
})
const ENCODED: EncodedImage = { blob: new Blob(['jpeg'], { type: 'image/jpeg' }), width: 1200, height: 900 }

/** The picture work that passes every file: checked as a photo, encoded to a small JPEG. */
const PASSING_PIPELINE = {
  checkImage: fromPromise(async ({ input }: { input: { file: File } }) => photoFacts(input.file)),
  encodeImage: fromPromise(async (_: { input: EncodeInput }) => ENCODED),
}

interface Options {
  input?: ComplaintFormInput
  load?: Array<ComplaintInit | { fail: unknown }>
  /** Upload outcome per file name; default resolves with `uploaded(name)`. */
  upload?: (name: string) => UploadedImage | { fail: unknown }
  /** What the check says per file; default a photo of 1200 × 900 (a throw: unreadable). */
  check?: (file: File) => ImageFacts
  /** What the encoder makes per file; default ENCODED (a throw: the browser could not decode it). */
  encode?: (input: EncodeInput) => EncodedImage
}

function start({
  input = COLLECTION,
  load = [INIT_ALLOWED],
  upload = (name) => uploaded(name),
  check = photoFacts,
  encode = () => ENCODED,
}: Options = {}) {
  const host = recorder()
  const loads: Array<{ orderId: string }> = []
  const uploads: string[] = []
  const encodes: EncodeInput[] = []
  const progressOf: Array<UploadInput['onProgress']> = []
  let inFlight = 0
  let maxInFlight = 0
  const save = manual<ComplaintSaved, ComplaintSaveInput>()
  const checkOutcome = manual<CheckOutcome<string>, ComplaintCheckInput>()
  const machine = complaintFormMachine.provide({
    actors: {
      loadComplaintInit: fromPromise(async ({ input: loadInput }: { input: { orderId: string } }) => {
        loads.push(loadInput)
        const outcome = load[loads.length - 1]
        if (outcome === undefined) throw new Error('no outcome left')
        if ('fail' in outcome) throw outcome.fail
        return outcome
      }),
      checkImage: fromPromise(async ({ input: { file } }: { input: { file: File } }) => check(file)),
      encodeImage: fromPromise(async ({ input: encodeInput }: { input: EncodeInput }) => {
        encodes.push(encodeInput)
        return encode(encodeInput)
      }),
      uploadImage: fromPromise(async ({ input: { name, onProgress } }: { input: UploadInput }) => {
        uploads.push(name)
        progressOf.push(onProgress)
        inFlight += 1
        maxInFlight = Math.max(maxInFlight, inFlight)
        await Promise.resolve()
        inFlight -= 1
        const outcome = upload(name)
        if ('fail' in outcome) throw outcome.fail
        return outcome
      }),
      saveComplaint: save.logic,
      checkComplaint: checkOutcome.logic,
    },
    actions: {
      showToast: host.record('showToast'),
      clearStorage: host.record('clearStorage'),
      replaceWithComplaintHome: host.record('replaceWithComplaintHome'),
      openCustomerService: host.record('openCustomerService'),
    },
  })
  const actor = createActor(machine, { input })
  actor.start()
  return {
    actor,
    host,
    loads,
    uploads,
    encodes,
    progressOf,
    save,
    check: checkOutcome,
    maxInFlight: () => maxInFlight,
  }
}

async function editing(options: Options = {}) {
  const started = start(options)
  await waitFor(started.actor, (s) => s.matches('editing'))
  return started
}

const files = (n: number, prefix = 'photo') =>
  Array.from({ length: n }, (_, i) => png(`${prefix}-${i + 1}.png`))

afterEach(() => {
  vi.useRealTimers()
})

describe('complaintForm machine', () => {
  it('loads the titles of the type and sub-type, then edits', async () => {
    const { actor, loads } = start()
    expect(actor.getSnapshot().value).toBe('loading')
    await waitFor(actor, (s) => s.matches('editing'))
    expect(loads).toEqual([{ orderId: PESOFLEX.orderNo }])
    expect(actor.getSnapshot().context).toMatchObject({
      typeTitle: 'Collection complaint',
      subTypeTitle: 'Harassing calls',
      description: '',
      images: [],
      pending: [],
    })
  })

  it('keeps the order problem-init describes as the order of the complaint', async () => {
    const { actor } = await editing()
    expect(actor.getSnapshot().context.order).toEqual(PESOFLEX)
    expect(actor.getSnapshot().context.descriptionMissing).toBe(false)
  })

  it('finds the order in the list when problem-init selected another one', async () => {
    // INIT_REFUSED selects CashNow; the complaint is about PesoFlex, which is listed.
    const { actor } = await editing({ load: [INIT_REFUSED] })
    expect(actor.getSnapshot().context.order).toEqual(PESOFLEX)
  })

  it.each([
    ['no orderNo', '', INIT_ALLOWED],
    ['an orderNo problem-init does not know', 'BYD-NOT-LISTED', INIT_ALLOWED],
    ['an orderNo and no orders at all', PESOFLEX.orderNo, INIT_NO_ORDER],
  ])('has no order with %s', async (_, orderNo, init) => {
    const { actor } = await editing({ input: { ...COLLECTION, orderNo }, load: [init] })
    expect(actor.getSnapshot().context.order).toBeNull()
    // The orderNo itself is still sent as given.
    expect(actor.getSnapshot().context.orderNo).toBe(orderNo)
  })

  it('has no sub-type title without a sub-type, and falls back to the raw value for an unknown type', async () => {
    const { actor } = await editing({ input: { problemType: '9', problemSonType: '', orderNo: '' } })
    expect(actor.getSnapshot().context.typeTitle).toBe('9')
    expect(actor.getSnapshot().context.subTypeTitle).toBe('')
  })

  it('a load failure toasts the server message; Try again reloads', async () => {
    const { actor, host, loads } = start({ load: [{ fail: SERVER_BUSY }, INIT_ALLOWED] })
    await waitFor(actor, (s) => s.matches('loadFailed'))
    expect(host.toasts()).toEqual([{ notice: { text: 'Service is busy, try later' }, tone: 'failure' }])
    actor.send({ type: 'init.retry' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(loads).toHaveLength(2)
    expect(actor.getSnapshot().context.typeTitle).toBe('Collection complaint')
  })

  it('caps the description at 200 characters', async () => {
    const { actor } = await editing()
    actor.send({ type: 'description.change', value: 'x'.repeat(199) + 'yz' })
    expect(actor.getSnapshot().context.description).toBe('x'.repeat(199) + 'y')
    expect(actor.getSnapshot().context.description).toHaveLength(200)
    actor.send({ type: 'description.change', value: 'Short' })
    expect(actor.getSnapshot().context.description).toBe('Short')
  })

  it.each([[''], ['   \n\t ']])(
    'refuses to send the description %j: the field says why (no toast), nothing saved',
    async (text) => {
      const { actor, host, save } = await editing()
      actor.send({ type: 'description.change', value: text })
      expect(actor.getSnapshot().context.descriptionMissing).toBe(false)
      actor.send({ type: 'complaint.send' })
      expect(actor.getSnapshot().value).toBe('editing')
      expect(actor.getSnapshot().context.descriptionMissing).toBe(true)
      expect(save.calls).toHaveLength(0)
      expect(host.calls).toEqual([])
    },
  )

  it('typing clears the missing-description flag, and the complaint then sends', async () => {
    const { actor, save } = await editing()
    actor.send({ type: 'complaint.send' })
    expect(actor.getSnapshot().context.descriptionMissing).toBe(true)
    actor.send({ type: 'description.change', value: 'H' })
    expect(actor.getSnapshot().context.descriptionMissing).toBe(false)
    actor.send({ type: 'complaint.send' })
    expect(actor.getSnapshot().value).toBe('sending')
    expect(save.calls).toHaveLength(1)
  })

  it('typing while images upload clears the flag too', async () => {
    const upload = manual<UploadedImage, UploadInput>()
    const machine = complaintFormMachine.provide({
      actors: {
        loadComplaintInit: fromPromise(async () => INIT_ALLOWED),
        ...PASSING_PIPELINE,
        uploadImage: upload.logic,
        saveComplaint: fromPromise<ComplaintSaved, ComplaintSaveInput>(async () => ({ problemId: '' })),
      },
    })
    const actor = createActor(machine, { input: COLLECTION }).start()
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'complaint.send' })
    actor.send({ type: 'images.add', files: files(1) })
    expect(actor.getSnapshot().matches('addingImages')).toBe(true)
    expect(actor.getSnapshot().context.descriptionMissing).toBe(true)
    actor.send({ type: 'description.change', value: 'Called at night' })
    expect(actor.getSnapshot().context.descriptionMissing).toBe(false)
  })

  it('a second empty Send keeps the flag and still saves nothing', async () => {
    const { actor, save } = await editing()
    actor.send({ type: 'complaint.send' })
    actor.send({ type: 'description.change', value: '  ' })
    expect(actor.getSnapshot().context.descriptionMissing).toBe(false)
    actor.send({ type: 'complaint.send' })
    expect(actor.getSnapshot().context.descriptionMissing).toBe(true)
    expect(save.calls).toHaveLength(0)
  })

  it('uploads at most 9 of 11 files, one after another in order; adds when full are ignored', async () => {
    const { actor, uploads, maxInFlight } = await editing()
    const eleven = files(11)
    actor.send({ type: 'images.add', files: eleven })
    expect(actor.getSnapshot().matches('addingImages')).toBe(true)
    expect(actor.getSnapshot().context.pending.map((f) => f.name)).toEqual(
      eleven.slice(0, 9).map((f) => f.name),
    )
    await waitFor(actor, (s) => s.matches('editing'))
    expect(uploads).toEqual(eleven.slice(0, 9).map((f) => f.name))
    expect(maxInFlight()).toBe(1)
    expect(actor.getSnapshot().context.images.map((i) => i.name)).toEqual(uploads)
    expect(actor.getSnapshot().context.pending).toEqual([])

    actor.send({ type: 'images.add', files: [png('late.png')] })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.pending).toEqual([])
    expect(uploads).toHaveLength(9)
  })

  it('files added while uploading queue behind, only as many as there is room for', async () => {
    const upload = manual<UploadedImage, UploadInput>()
    const host = recorder()
    const machine = complaintFormMachine.provide({
      actors: {
        loadComplaintInit: fromPromise(async () => INIT_ALLOWED),
        ...PASSING_PIPELINE,
        uploadImage: upload.logic,
        saveComplaint: fromPromise<ComplaintSaved, ComplaintSaveInput>(async () => ({ problemId: '' })),
      },
      actions: { showToast: host.record('showToast') },
    })
    const manualActor = createActor(machine, { input: COLLECTION }).start()
    await waitFor(manualActor, (s) => s.matches('editing'))
    manualActor.send({ type: 'images.add', files: files(7, 'first') })
    await waitFor(manualActor, () => upload.calls.length === 1)
    manualActor.send({ type: 'images.add', files: files(5, 'second') })
    expect(manualActor.getSnapshot().matches({ addingImages: 'uploading' })).toBe(true)
    expect(manualActor.getSnapshot().context.pending.map((f) => f.name)).toEqual([
      ...files(7, 'first').map((f) => f.name),
      'second-1.png',
      'second-2.png',
    ])
    // the text can still be edited while uploading
    manualActor.send({ type: 'description.change', value: 'Called at night' })
    expect(manualActor.getSnapshot().context.description).toBe('Called at night')
    // full: a further add is ignored
    manualActor.send({ type: 'images.add', files: [png('extra.png')] })
    expect(manualActor.getSnapshot().context.pending).toHaveLength(9)
    expect(upload.calls).toHaveLength(1) // still one at a time
    upload.calls[0]?.resolve(uploaded('first-1.png'))
    await waitFor(manualActor, () => upload.calls.length === 2)
    expect(upload.calls.map((c) => c.input.name)).toEqual(['first-1.png', 'first-2.png'])
    expect(manualActor.getSnapshot().context.images).toEqual([uploaded('first-1.png')])
    expect(manualActor.getSnapshot().context.pending).toHaveLength(8)
  })

  it('an empty add is ignored', async () => {
    const { actor } = await editing()
    actor.send({ type: 'images.add', files: [] })
    expect(actor.getSnapshot().value).toBe('editing')
  })

  it('an upload failure toasts the server message and goes on with the next file', async () => {
    const { actor, host, uploads } = await editing({
      upload: (name) => (name === 'photo-2.png' ? { fail: TOO_LARGE } : uploaded(name)),
    })
    actor.send({ type: 'images.add', files: files(3) })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(uploads).toEqual(['photo-1.png', 'photo-2.png', 'photo-3.png'])
    expect(actor.getSnapshot().context.images.map((i) => i.name)).toEqual(['photo-1.png', 'photo-3.png'])
    expect(host.toasts()).toEqual([{ notice: { text: 'The image must not exceed 5 MB' }, tone: 'failure' }])
  })

  it('a failure of the last file toasts and returns to editing; without a server message the catalogue one', async () => {
    const { actor, host } = await editing({ upload: () => ({ fail: NETWORK_DOWN }) })
    actor.send({ type: 'images.add', files: files(1) })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.images).toEqual([])
    expect(actor.getSnapshot().context.pending).toEqual([])
    expect(host.toasts()).toEqual([{ notice: { id: 'error.network' }, tone: 'failure' }])

    const other = await editing({ upload: () => ({ fail: { kind: 'http', code: '500' } }) })
    other.actor.send({ type: 'images.add', files: files(1) })
    await waitFor(other.actor, (s) => s.matches('editing'))
    expect(other.host.toasts()).toEqual([{ notice: { id: 'complaint.uploadFailed' }, tone: 'failure' }])
  })

  describe('picked files are checked, re-encoded, then uploaded', () => {
    const svg = png('drawing.svg')
    const huge = png('huge.jpg')
    const bomb = png('bomb.png')
    const damaged = png('damaged.jpg')
    const factsBy = (file: File): ImageFacts => {
      if (file === svg) return { bytes: 120, type: null, width: 0, height: 0 }
      if (file === huge) return { bytes: MAX_PICKED_BYTES + 1, type: 'image/jpeg', width: 4000, height: 3000 }
      if (file === bomb) return { bytes: 80_000, type: 'image/png', width: 50_000, height: 50_000 }
      if (file === damaged) return { bytes: 9_000, type: 'image/jpeg', width: 0, height: 0 }
      return photoFacts(file)
    }

    it('refuses what is not a photo, too large, too many pixels or has no size, says why, and sends the others', async () => {
      const { actor, uploads, host } = await editing({ check: factsBy })
      const [first, second] = files(2)
      actor.send({ type: 'images.add', files: [first!, svg, huge, second!, bomb, damaged] })
      await waitFor(actor, (s) => s.matches('editing'))
      expect(uploads).toEqual(['photo-1.png', 'photo-2.png'])
      expect(actor.getSnapshot().context.images.map((i) => i.name)).toEqual(['photo-1.png', 'photo-2.png'])
      expect(actor.getSnapshot().context.refusals).toEqual([
        { name: 'drawing.svg', reason: 'notPhoto' },
        { name: 'huge.jpg', reason: 'tooLarge' },
        { name: 'bomb.png', reason: 'tooManyPixels' },
        { name: 'damaged.jpg', reason: 'unreadable' },
      ])
      // Said next to the uploader, not as a toast.
      expect(host.toasts()).toEqual([])
    })

    it('a refused file keeps the images already added; the next pick starts a new account', async () => {
      const { actor } = await editing({ check: factsBy })
      actor.send({ type: 'images.add', files: files(2) })
      await waitFor(actor, (s) => s.matches('editing'))
      actor.send({ type: 'images.add', files: [svg] })
      await waitFor(actor, (s) => s.matches('editing'))
      expect(actor.getSnapshot().context.images.map((i) => i.name)).toEqual(['photo-1.png', 'photo-2.png'])
      expect(actor.getSnapshot().context.refusals).toEqual([{ name: 'drawing.svg', reason: 'notPhoto' }])
      actor.send({ type: 'images.add', files: [png('next.png')] })
      expect(actor.getSnapshot().context.refusals).toEqual([])
      await waitFor(actor, (s) => s.matches('editing'))
      expect(actor.getSnapshot().context.images).toHaveLength(3)
    })

    it('a check that cannot read the file, or a picture the browser cannot decode, is unreadable', async () => {
      const { actor } = await editing({
        check: (file) => {
          if (file.name === 'gone.png') throw new DOMException('gone', 'NotReadableError')
          return photoFacts(file)
        },
        encode: ({ file }) => {
          if (file.name === 'broken.png') throw new Error('decode failed')
          return ENCODED
        },
      })
      actor.send({ type: 'images.add', files: [png('gone.png'), png('broken.png'), png('fine.png')] })
      await waitFor(actor, (s) => s.matches('editing'))
      expect(actor.getSnapshot().context.refusals).toEqual([
        { name: 'gone.png', reason: 'unreadable' },
        { name: 'broken.png', reason: 'unreadable' },
      ])
      expect(actor.getSnapshot().context.images.map((i) => i.name)).toEqual(['fine.png'])
    })

    it('encodes with the caps (1600 px, 2 MB) and refuses a picture still over the byte cap', async () => {
      const over: EncodedImage = {
        blob: new Blob([new Uint8Array(MAX_SENT_BYTES + 1)]),
        width: 1600,
        height: 1200,
      }
      const { actor, encodes, uploads } = await editing({
        encode: ({ file }) => (file.name === 'noise.png' ? over : ENCODED),
      })
      actor.send({ type: 'images.add', files: [png('noise.png'), png('ok.png')] })
      await waitFor(actor, (s) => s.matches('editing'))
      expect(encodes.map((e) => [e.file.name, e.maxLongSide, e.maxBytes, e.facts.width])).toEqual([
        ['noise.png', 1600, 2 * 1024 * 1024, 1200],
        ['ok.png', 1600, 2 * 1024 * 1024, 1200],
      ])
      expect(uploads).toEqual(['ok.png'])
      expect(actor.getSnapshot().context.refusals).toEqual([{ name: 'noise.png', reason: 'tooDetailed' }])
    })

    it('uploads the re-encoded picture under its picked name and keeps its progress (0 to 1) while it goes', async () => {
      const upload = manual<UploadedImage, UploadInput>()
      const machine = complaintFormMachine.provide({
        actors: {
          loadComplaintInit: fromPromise(async () => INIT_ALLOWED),
          ...PASSING_PIPELINE,
          uploadImage: upload.logic,
        },
      })
      const actor = createActor(machine, { input: COLLECTION }).start()
      await waitFor(actor, (s) => s.matches('editing'))
      actor.send({ type: 'images.add', files: files(2) })
      await waitFor(actor, () => upload.calls.length === 1)
      const call = upload.calls[0]!
      expect(call.input.image).toBe(ENCODED.blob)
      expect(call.input.name).toBe('photo-1.png')
      expect(actor.getSnapshot().context.progress).toBeNull()
      call.input.onProgress(0.4)
      expect(actor.getSnapshot().context.progress).toBe(0.4)
      call.input.onProgress(7)
      expect(actor.getSnapshot().context.progress).toBe(1)
      call.resolve(uploaded('photo-1.png'))
      await waitFor(actor, () => upload.calls.length === 2)
      // The next file starts from nothing; a late report of the first one changes nothing.
      expect(actor.getSnapshot().context.progress).toBeNull()
      expect(actor.getSnapshot().context.encoded).toEqual(ENCODED)
      upload.calls[1]!.resolve(uploaded('photo-2.png'))
      await waitFor(actor, (s) => s.matches('editing'))
      call.input.onProgress(0.5)
      expect(actor.getSnapshot().context).toMatchObject({ progress: null, facts: null, encoded: null })
    })

    it.each<[string, ImageFacts, ImageRefusal | null]>([
      ['a JPEG photo', { bytes: 3_000_000, type: 'image/jpeg', width: 4000, height: 3000 }, null],
      [
        'a WebP at the pixel cap',
        { bytes: 1, type: 'image/webp', width: MAX_PIXELS / 1000, height: 1000 },
        null,
      ],
      [
        'one pixel over the cap',
        { bytes: 1, type: 'image/png', width: MAX_PIXELS / 1000 + 1, height: 1000 },
        'tooManyPixels',
      ],
      ['at the byte cap', { bytes: MAX_PICKED_BYTES, type: 'image/png', width: 10, height: 10 }, null],
      [
        'one byte over it',
        { bytes: MAX_PICKED_BYTES + 1, type: 'image/png', width: 10, height: 10 },
        'tooLarge',
      ],
      [
        'anything else, however large',
        { bytes: MAX_PICKED_BYTES * 9, type: null, width: 0, height: 0 },
        'notPhoto',
      ],
      ['a header without a size', { bytes: 10, type: 'image/jpeg', width: 0, height: 10 }, 'unreadable'],
    ])('refusalOf: %s', (_, facts, expected) => {
      expect(refusalOf(facts)).toBe(expected)
    })
  })

  it('removes an image by its URL, which makes room for another', async () => {
    const { actor } = await editing()
    actor.send({ type: 'images.add', files: files(9) })
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'image.remove', url: uploaded('photo-4.png').url })
    expect(actor.getSnapshot().context.images.map((i) => i.name)).toEqual(
      ['photo-1', 'photo-2', 'photo-3', 'photo-5', 'photo-6', 'photo-7', 'photo-8', 'photo-9'].map(
        (n) => `${n}.png`,
      ),
    )
    actor.send({ type: 'images.add', files: [png('again.png'), png('over.png')] })
    expect(actor.getSnapshot().context.pending.map((f) => f.name)).toEqual(['again.png'])
  })

  it('sends exactly the save payload with comma-joined URLs, clears storage, shows Sent for 1500 ms, then goes home', async () => {
    vi.useFakeTimers()
    const { actor, host, save } = start()
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'images.add', files: files(2) })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('editing')
    actor.send({ type: 'description.change', value: 'They call my mother every night.' })
    actor.send({ type: 'complaint.send' })
    expect(actor.getSnapshot().value).toBe('sending')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(save.calls.map((c) => c.input)).toEqual([
      {
        problemType: '1',
        problemSonType: '11',
        problemDetail: 'They call my mother every night.',
        problemImage: 'https://cdn.test/uploads/photo-1.png,https://cdn.test/uploads/photo-2.png',
        orderNo: PESOFLEX.orderNo,
      },
    ])
    save.calls[0]?.resolve({ problemId: 'C-77' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('sent')
    expect(actor.getSnapshot().context.sentProblemId).toBe('C-77')
    expect(host.calls).toEqual([{ action: 'clearStorage', params: undefined }])
    await vi.advanceTimersByTimeAsync(1499)
    expect(actor.getSnapshot().value).toBe('sent')
    expect(host.of('replaceWithComplaintHome')).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().value).toBe('done')
    expect(actor.getSnapshot().status).toBe('done')
    expect(host.calls).toEqual([
      { action: 'clearStorage', params: undefined },
      // The complaint home offers the complaint just filed.
      { action: 'replaceWithComplaintHome', params: { problemId: 'C-77' } },
    ])
  })

  it('a save whose answer names no complaint leads home without an id (the way is My complaints)', async () => {
    vi.useFakeTimers()
    const { actor, host, save } = await editing()
    actor.send({ type: 'description.change', value: 'Harassed' })
    actor.send({ type: 'complaint.send' })
    save.calls[0]?.resolve({ problemId: '' })
    await vi.advanceTimersByTimeAsync(1500)
    expect(actor.getSnapshot().status).toBe('done')
    expect(host.of('replaceWithComplaintHome')).toEqual([{ problemId: '' }])
  })

  it("sends problemImage '' without images and problemSonType '' without a sub-type", async () => {
    const { actor, save } = await editing({ input: { problemType: '2', problemSonType: '', orderNo: '' } })
    actor.send({ type: 'description.change', value: 'Paid twice' })
    actor.send({ type: 'complaint.send' })
    expect(save.calls.map((c) => c.input)).toEqual([
      { problemType: '2', problemSonType: '', problemDetail: 'Paid twice', problemImage: '', orderNo: '' },
    ])
  })

  it('a save failure returns to editing with the text kept and the server message toasted', async () => {
    const { actor, host, save } = await editing()
    actor.send({ type: 'description.change', value: 'Harassed' })
    actor.send({ type: 'complaint.send' })
    save.calls[0]?.reject(SERVER_BUSY)
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.description).toBe('Harassed')
    expect(host.calls).toEqual([
      { action: 'showToast', params: { notice: { text: 'Service is busy, try later' }, tone: 'failure' } },
    ])
    // and it can be sent again
    actor.send({ type: 'complaint.send' })
    expect(save.calls).toHaveLength(2)
  })

  it('a second Send while sending saves once', async () => {
    const { actor, save } = await editing()
    actor.send({ type: 'description.change', value: 'Harassed' })
    actor.send({ type: 'complaint.send' })
    actor.send({ type: 'complaint.send' })
    expect(actor.getSnapshot().value).toBe('sending')
    expect(save.calls).toHaveLength(1)
    save.calls[0]?.resolve({ problemId: 'C-1' })
    await waitFor(actor, (s) => s.matches('sent'))
    actor.send({ type: 'complaint.send' })
    expect(save.calls).toHaveLength(1)
  })

  it('ignores text changes, adds and removals while sending', async () => {
    const { actor, save } = await editing()
    actor.send({ type: 'description.change', value: 'Harassed' })
    actor.send({ type: 'complaint.send' })
    actor.send({ type: 'description.change', value: 'changed' })
    actor.send({ type: 'images.add', files: files(1) })
    expect(actor.getSnapshot().value).toBe('sending')
    expect(actor.getSnapshot().context.description).toBe('Harassed')
    expect(actor.getSnapshot().context.pending).toEqual([])
    expect(save.calls).toHaveLength(1)
  })
})

describe('complaintForm: a send whose answer was lost (issue 24)', () => {
  const SENT: ComplaintSaveInput = {
    problemType: '1',
    problemSonType: '11',
    problemDetail: 'They call my mother every night.',
    problemImage: 'https://cdn.test/uploads/photo-1.png',
    orderNo: PESOFLEX.orderNo,
  }

  async function sendLost(error: unknown = { kind: 'timeout' }) {
    const started = await editing()
    const { actor, save } = started
    actor.send({ type: 'images.add', files: files(1) })
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'description.change', value: SENT.problemDetail })
    actor.send({ type: 'complaint.send' })
    save.calls[0]?.reject(error)
    await waitFor(actor, (s) => !s.matches('sending'))
    return started
  }

  it.each([
    ['a timeout', { kind: 'timeout' }],
    ['a network failure after sending', { kind: 'network' }],
    ['a gateway 502', { kind: 'http', code: '502' }],
    ['a success whose body does not decode', { kind: 'malformed' }],
  ])('%s is checked, with no toast and Send gone', async (_, error) => {
    const { actor, host, check, save } = await sendLost(error)
    expect(actor.getSnapshot().value).toBe('checkingOutcome')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(host.toasts()).toEqual([])
    expect(check.calls.map((c) => c.input)).toEqual([{ delaysMs: CHECK_BACKOFF_MS, complaint: SENT }])
    // Send, typing and images do nothing while the complaint is checked.
    actor.send({ type: 'complaint.send' })
    actor.send({ type: 'description.change', value: 'changed' })
    actor.send({ type: 'images.add', files: files(1, 'late') })
    expect(save.calls).toHaveLength(1)
    expect(actor.getSnapshot().context.description).toBe(SENT.problemDetail)
    expect(actor.getSnapshot().context.pending).toEqual([])
  })

  it('found in My complaints: the Sent modal, storage cleared, then home', async () => {
    vi.useFakeTimers()
    const { actor, host, check } = await sendLost()
    check.calls[0]?.resolve({ outcome: 'done', result: 'C-found' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('sent')
    expect(host.calls.map((c) => c.action)).toEqual(['clearStorage'])
    await vi.advanceTimersByTimeAsync(1500)
    expect(actor.getSnapshot().status).toBe('done')
    expect(host.calls.map((c) => c.action)).toEqual(['clearStorage', 'replaceWithComplaintHome'])
    // The one the check found is the one offered.
    expect(host.of('replaceWithComplaintHome')).toEqual([{ problemId: 'C-found' }])
  })

  it('not there: the form again with the text and images kept, "did not go through", Send sends again', async () => {
    const { actor, host, check, save } = await sendLost()
    check.calls[0]?.resolve({ outcome: 'notDone' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.description).toBe(SENT.problemDetail)
    expect(actor.getSnapshot().context.images.map((i) => i.url)).toEqual([SENT.problemImage])
    expect(host.toasts()).toEqual([{ notice: { id: 'submission.notDone' }, tone: 'failure' }])
    actor.send({ type: 'complaint.send' })
    expect(save.calls.map((c) => c.input)).toEqual([SENT, SENT])
  })

  it('still unknown after the checks: Check again checks again; customer service opens; nothing is sent', async () => {
    const { actor, host, check, save } = await sendLost()
    check.calls[0]?.resolve({ outcome: 'pending' })
    await waitFor(actor, (s) => s.matches('outcomeUnknown'))
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    actor.send({ type: 'complaint.send' })
    expect(actor.getSnapshot().value).toBe('outcomeUnknown')
    actor.send({ type: 'service.open' })
    expect(host.of('openCustomerService')).toHaveLength(1)
    actor.send({ type: 'outcome.check' })
    expect(actor.getSnapshot().value).toBe('checkingOutcome')
    expect(check.calls).toHaveLength(2)
    // A check that fails outright is unknown too.
    check.calls[1]?.reject(new Error('broken'))
    await waitFor(actor, (s) => s.matches('outcomeUnknown'))
    expect(save.calls).toHaveLength(1)
    expect(host.toasts()).toEqual([])
  })

  it('refused or not sent: the form, with the reason, and no check', async () => {
    const refused = await sendLost(SERVER_BUSY)
    expect(refused.actor.getSnapshot().value).toBe('editing')
    expect(refused.host.toasts()).toEqual([
      { notice: { text: 'Service is busy, try later' }, tone: 'failure' },
    ])
    expect(refused.check.calls).toHaveLength(0)

    const offline = await sendLost({ kind: 'offline' })
    expect(offline.actor.getSnapshot().value).toBe('editing')
    expect(offline.host.toasts()).toEqual([{ notice: { id: 'error.offline' }, tone: 'failure' }])
    expect(offline.check.calls).toHaveLength(0)
    expect(offline.actor.getSnapshot().context.description).toBe(SENT.problemDetail)
  })

  it('reopened on an unsettled complaint: the form with its text and images, checked, never sent afresh', async () => {
    const { actor, check, save } = start({ input: { ...COLLECTION, unsettled: SENT } })
    expect(actor.getSnapshot().context.description).toBe(SENT.problemDetail)
    await waitFor(actor, (s) => s.matches('checkingOutcome'))
    expect(actor.getSnapshot().context).toMatchObject({
      typeTitle: 'Collection complaint',
      images: [{ url: SENT.problemImage, previewUrl: SENT.problemImage, name: '' }],
    })
    expect(check.calls.map((c) => c.input)).toEqual([{ delaysMs: CHECK_BACKOFF_MS, complaint: SENT }])
    expect(save.calls).toHaveLength(0)
  })
})
