import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  complaintFormMachine,
  type ComplaintFormInput,
  type ComplaintSaveInput,
  type UploadedImage,
} from '../../machines/complaint-form.machine.ts'
import type { ComplaintInit } from '../../machines/complaint-start.machine.ts'
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

interface Options {
  input?: ComplaintFormInput
  load?: Array<ComplaintInit | { fail: unknown }>
  /** Upload outcome per file name; default resolves with `uploaded(name)`. */
  upload?: (file: File) => UploadedImage | { fail: unknown }
}

function start({
  input = COLLECTION,
  load = [INIT_ALLOWED],
  upload = (file) => uploaded(file.name),
}: Options = {}) {
  const host = recorder()
  const loads: Array<{ orderId: string }> = []
  const uploads: string[] = []
  let inFlight = 0
  let maxInFlight = 0
  const save = manual<void, ComplaintSaveInput>()
  const machine = complaintFormMachine.provide({
    actors: {
      loadComplaintInit: fromPromise(async ({ input: loadInput }: { input: { orderId: string } }) => {
        loads.push(loadInput)
        const outcome = load[loads.length - 1]
        if (outcome === undefined) throw new Error('no outcome left')
        if ('fail' in outcome) throw outcome.fail
        return outcome
      }),
      uploadImage: fromPromise(async ({ input: { file } }: { input: { file: File } }) => {
        uploads.push(file.name)
        inFlight += 1
        maxInFlight = Math.max(maxInFlight, inFlight)
        await Promise.resolve()
        inFlight -= 1
        const outcome = upload(file)
        if ('fail' in outcome) throw outcome.fail
        return outcome
      }),
      saveComplaint: save.logic,
    },
    actions: {
      showToast: host.record('showToast'),
      clearStorage: host.record('clearStorage'),
      replaceWithComplaintHome: host.record('replaceWithComplaintHome'),
    },
  })
  const actor = createActor(machine, { input })
  actor.start()
  return { actor, host, loads, uploads, save, maxInFlight: () => maxInFlight }
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
    const upload = manual<UploadedImage, { file: File }>()
    const machine = complaintFormMachine.provide({
      actors: {
        loadComplaintInit: fromPromise(async () => INIT_ALLOWED),
        uploadImage: upload.logic,
        saveComplaint: fromPromise<void, ComplaintSaveInput>(async () => {}),
      },
    })
    const actor = createActor(machine, { input: COLLECTION }).start()
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'complaint.send' })
    actor.send({ type: 'images.add', files: files(1) })
    expect(actor.getSnapshot().value).toBe('uploading')
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
    expect(actor.getSnapshot().value).toBe('uploading')
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
    const upload = manual<UploadedImage, { file: File }>()
    const host = recorder()
    const machine = complaintFormMachine.provide({
      actors: {
        loadComplaintInit: fromPromise(async () => INIT_ALLOWED),
        uploadImage: upload.logic,
        saveComplaint: fromPromise<void, ComplaintSaveInput>(async () => {}),
      },
      actions: { showToast: host.record('showToast') },
    })
    const manualActor = createActor(machine, { input: COLLECTION }).start()
    await waitFor(manualActor, (s) => s.matches('editing'))
    manualActor.send({ type: 'images.add', files: files(7, 'first') })
    expect(upload.calls).toHaveLength(1)
    manualActor.send({ type: 'images.add', files: files(5, 'second') })
    expect(manualActor.getSnapshot().value).toBe('uploading')
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
    expect(upload.calls.map((c) => c.input.file.name)).toEqual(['first-1.png', 'first-2.png'])
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
      upload: (file) => (file.name === 'photo-2.png' ? { fail: TOO_LARGE } : uploaded(file.name)),
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
    save.calls[0]?.resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('sent')
    expect(host.calls).toEqual([{ action: 'clearStorage', params: undefined }])
    await vi.advanceTimersByTimeAsync(1499)
    expect(actor.getSnapshot().value).toBe('sent')
    expect(host.of('replaceWithComplaintHome')).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().value).toBe('done')
    expect(actor.getSnapshot().status).toBe('done')
    expect(host.calls.map((c) => c.action)).toEqual(['clearStorage', 'replaceWithComplaintHome'])
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
    save.calls[0]?.resolve()
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
