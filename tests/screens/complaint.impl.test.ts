import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { SUCCESS_MODAL_MS } from '../../machines/complaint-form.machine.ts'
import type { DataOf } from '../../src/api/api.ts'
import type { Clients } from '../../src/api/client.ts'
import {
  problemDetail,
  problemInit,
  problemInitForForm,
  problemList,
  saveProblem,
  uploadProblemImage,
} from '../../src/api/complaint.ts'
import { createSubmissions } from '../../src/lib/submissions.ts'
import { pickedFacts } from '../../src/lib/image-pipeline.ts'
import { APP_KEYS } from '../../src/lib/storage.ts'
import {
  complaintFormWith,
  jpegName,
  sentQuery,
  type ImagePipeline,
  textHash,
  unsettledComplaint,
} from '../../src/screens/complaint/complaint-form.impl.ts'
import { listedAt } from '../../src/screens/complaint/complaint-outcome.tsx'
import { complaintStartWith, sentComplaint } from '../../src/screens/complaint/complaint-start.impl.ts'
import { fakeServices, flush } from './fake-services.ts'

/**
 * The real side effects of the complaint flow (src/screens/complaint/complaint.impl.ts): which call
 * goes out with which payload, what is stored, and where the flow navigates.
 */

type Order = DataOf<typeof problemInit>['orderList'][number]
const order = (orderNo: string, productName: string, isShow: '0' | '1'): Order => ({
  orderNo,
  productLogo: '',
  productName,
  status: 'Repaying',
  list: [{ title: 'Amount', value: '₱3,500.00' }],
  isShow,
})
const bayad = order('BYD20261105000017', 'Bayad Cash', '1')
const pesoflex = order('BYD20260812000042', 'PesoFlex', '1')

/** problemInit as src/api decodes it. */
const init: DataOf<typeof problemInit> = {
  problemType: [
    { value: '1', title: 'Collection complaint' },
    { value: '2', title: 'Repayment issue' },
  ],
  problemSonType: [{ value: '13', title: 'Calls outside allowed hours' }],
  orderDetail: bayad,
  orderList: [bayad, pesoflex],
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

// ------------------------------------------------------------------------------ complaint start

function startComplaint(orderId = bayad.orderNo) {
  const services = fakeServices()
  services.answer(problemInit, () => init)
  const actor = createActor(complaintStartWith(services), { input: { orderId } })
  actor.start()
  return { services, actor }
}

describe('the complaint home after a send (sent=1, problemId): sentQuery and sentComplaint', () => {
  it('writes sent=1 and the id when known, sent=1 alone when not', () => {
    expect(sentQuery('C-9')).toEqual({ sent: '1', problemId: 'C-9' })
    expect(sentQuery('')).toEqual({ sent: '1', problemId: undefined })
  })

  it.each([
    ['no sent flag: nothing to say', { problemId: 'C-9' }, null],
    ['another flag value', { sent: 'yes', problemId: 'C-9' }, null],
    ['sent with an id', { sent: '1', problemId: ' C-9.a_b ' }, { problemId: 'C-9.a_b' }],
    ['sent without an id', { sent: '1' }, { problemId: '' }],
    ['sent with a forged id: My complaints instead', { sent: '1', problemId: '../x?y' }, { problemId: '' }],
    ['sent with an id over 64 characters', { sent: '1', problemId: 'x'.repeat(65) }, { problemId: '' }],
  ])('%s', (_what, query, expected) => {
    expect(sentComplaint(query)).toEqual(expected)
  })
})

describe('complaint start: calls, storage and navigation (spec §4 "Complaint start", §7)', () => {
  it('loads the question types with POST /problem-init {orderId}', async () => {
    const { services } = startComplaint()
    await flush()
    expect(services.api.calls.map((c) => c.endpoint)).toEqual([problemInit])
    expect(problemInit).toMatchObject({ method: 'POST', path: '/problem-init', send: 'form' })
    expect(services.api.calls[0]?.payload).toEqual({ orderId: bayad.orderNo })
  })

  it('a type without sub-types stores the order number and opens the form with problemType and orderNo', async () => {
    const { services, actor } = startComplaint()
    await flush()
    actor.send({ type: 'type.choose', value: '2' })
    expect(services.store.set.mock.calls).toEqual([[APP_KEYS.orderNo, bayad.orderNo]])
    expect(services.store.get(APP_KEYS.orderNo, v.string())).toBe(bayad.orderNo)
    expect(services.navigate.go.mock.calls).toHaveLength(1)
    const [path, extra] = services.navigate.go.mock.calls[0] ?? []
    expect(path).toBe('/complainPageNext')
    // No sub-type: the parameter is left out of the URL, not sent empty.
    expect(extra).toStrictEqual({ problemType: '2', problemSonType: undefined, orderNo: bayad.orderNo })
  })

  it('the collection type opens the form only with its sub-type, for the order chosen from the list', async () => {
    const { services, actor } = startComplaint()
    await flush()
    actor.send({ type: 'orders.open' })
    actor.send({ type: 'order.choose', orderNo: pesoflex.orderNo })
    actor.send({ type: 'type.choose', value: '1' })
    expect(services.navigate.go).not.toHaveBeenCalled()
    actor.send({ type: 'subType.choose', value: '13' })
    expect(services.store.set.mock.calls).toEqual([[APP_KEYS.orderNo, pesoflex.orderNo]])
    expect(services.navigate.go.mock.calls).toEqual([
      ['/complainPageNext', { problemType: '1', problemSonType: '13', orderNo: pesoflex.orderNo }],
    ])
  })

  it('a failed load shows a failure toast, stores nothing and navigates nowhere', async () => {
    const services = fakeServices()
    services.fail(problemInit, { kind: 'rejected', code: '500', message: 'Server busy' })
    createActor(complaintStartWith(services), { input: { orderId: bayad.orderNo } }).start()
    await flush()
    expect(services.toasts.map((t) => t.tone)).toEqual(['failure'])
    expect(services.store.set).not.toHaveBeenCalled()
    expect(services.navigate.go).not.toHaveBeenCalled()
  })
})

// ------------------------------------------------------------------------------ complaint form

/** A file whose bytes begin as a PNG of 1200 × 900 does (signature, IHDR). */
const png = (name: string) =>
  new File(
    [
      new Uint8Array([
        137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 4, 176, 0, 0, 3, 132,
      ]),
    ],
    name,
    { type: 'image/png' },
  )

/** The browser's check (by bytes) with a stand-in for the canvas, which happy-dom has not. */
function fakePictures() {
  const encoded: Array<{ name: string; maxLongSide: number; maxBytes: number }> = []
  const pictures: ImagePipeline = {
    facts: pickedFacts,
    encode: async ({ file, maxLongSide, maxBytes }) => {
      encoded.push({ name: file.name, maxLongSide, maxBytes })
      return { blob: new Blob([`jpeg of ${file.name}`], { type: 'image/jpeg' }), width: 1200, height: 900 }
    },
    // The upload's clients: the api's own, tagged with the progress callback they report to.
    progressClients: async (clients, onProgress) => ({ ...clients, onProgress }) as Clients,
  }
  return { pictures, encoded }
}

function startForm(input = { problemType: '1', problemSonType: '13', orderNo: pesoflex.orderNo }) {
  const services = fakeServices()
  services.answer(problemInitForForm, () => init)
  let uploaded = 0
  services.answer(uploadProblemImage, () => ({ url: `https://cdn.bayad.test/p/${++uploaded}.png` }))
  // problem-save names the complaint it filed (docs/decisions/031).
  services.answer(saveProblem, () => ({ problemId: 'C-900' }))
  const previews = { create: vi.fn((file: File) => `blob:preview/${file.name}`) }
  // The form reads the order number from its query; storage holds it from the start page.
  services.store.values.set(APP_KEYS.orderNo, input.orderNo)
  const { pictures, encoded } = fakePictures()
  const actor = createActor(complaintFormWith(services, previews, undefined, pictures), { input })
  actor.start()
  return { services, actor, previews, encoded }
}

describe('complaint form: calls, storage and navigation (spec §4 "Complaint send", §7, §9)', () => {
  it('asks for the type titles with GET /problem-init {orderId: orderNo}', async () => {
    const { services } = startForm()
    await flush()
    expect(services.api.calls.map((c) => c.endpoint)).toEqual([problemInitForForm])
    expect(problemInitForForm).toMatchObject({ method: 'GET', path: '/problem-init', send: 'query' })
    expect(services.api.calls[0]?.payload).toEqual({ orderId: pesoflex.orderNo })
  })

  it('uploads each image as problemImage, one after the other, and keeps a local preview', async () => {
    const { services, actor, previews, encoded } = startForm()
    await flush()
    const files = [png('evidence-1.png'), png('evidence-2.png')]
    actor.send({ type: 'images.add', files })
    await flush()
    expect(uploadProblemImage).toMatchObject({
      method: 'POST',
      path: '/user-problem/upload-problem-img',
      send: 'multipart',
    })
    const uploads = services.api.callsTo(uploadProblemImage) as Array<{ problemImage: File }>
    expect(uploads).toHaveLength(2)
    expect(uploads.map((u) => Object.keys(u))).toEqual([['problemImage'], ['problemImage']])
    // What is sent is the re-encoded picture, a .jpg under the picked name; the preview is what was sent.
    expect(encoded).toEqual([
      { name: 'evidence-1.png', maxLongSide: 1600, maxBytes: 2 * 1024 * 1024 },
      { name: 'evidence-2.png', maxLongSide: 1600, maxBytes: 2 * 1024 * 1024 },
    ])
    const sent = uploads.map((u) => u.problemImage)
    expect(sent.map((f) => [f.name, f.type])).toEqual([
      ['evidence-1.jpg', 'image/jpeg'],
      ['evidence-2.jpg', 'image/jpeg'],
    ])
    expect(await sent[0]!.text()).toBe('jpeg of evidence-1.png')
    expect(previews.create.mock.calls).toEqual([[sent[0]], [sent[1]]])
    expect(actor.getSnapshot().context.images.map((i) => i.name)).toEqual([
      'evidence-1.png',
      'evidence-2.png',
    ])
  })

  it('reports the upload progress the api gives into the machine', async () => {
    const { services, actor } = startForm()
    await flush()
    let release: () => void = () => {}
    services.answer(
      uploadProblemImage,
      () => new Promise((resolve) => (release = () => resolve({ url: 'u' }))),
    )
    actor.send({ type: 'images.add', files: [png('evidence-1.png')] })
    await flush()
    const options = services.api.calls.find((c) => c.endpoint === uploadProblemImage)?.options
    const clients = options?.clients as (Clients & { onProgress: (sent: number) => void }) | undefined
    expect(clients?.json).toBe(services.api.clients.json)
    clients?.onProgress(0.25)
    expect(actor.getSnapshot().context.progress).toBe(0.25)
    release()
    await flush()
    expect(actor.getSnapshot().matches('editing')).toBe(true)
  })

  it('refuses a file that only claims to be a photo before anything decodes or sends it', async () => {
    const { services, actor, encoded } = startForm()
    await flush()
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'receipt.png', { type: 'image/png' })
    actor.send({ type: 'images.add', files: [svg, png('evidence-1.png')] })
    await flush()
    expect(actor.getSnapshot().context.refusals).toEqual([{ name: 'receipt.png', reason: 'notPhoto' }])
    expect(encoded.map((e) => e.name)).toEqual(['evidence-1.png'])
    expect(services.api.callsTo(uploadProblemImage)).toHaveLength(1)
  })

  it('names the sent file after the picked one, with the extension of what is sent', () => {
    expect(jpegName('IMG_2041.HEIC')).toBe('IMG_2041.jpg')
    expect(jpegName('receipt.png')).toBe('receipt.jpg')
    expect(jpegName('scan.final.webp')).toBe('scan.final.jpg')
    expect(jpegName('noextension')).toBe('noextension.jpg')
    expect(jpegName('.png')).toBe('image.jpg')
  })

  it('saves exactly the type, sub-type, text, comma-joined image URLs and order; then clears storage and replaces the route after 1.5 s', async () => {
    const { services, actor } = startForm()
    await flush()
    actor.send({ type: 'images.add', files: [png('evidence-1.png'), png('evidence-2.png')] })
    await flush()
    actor.send({ type: 'description.change', value: 'The collector calls me at night' })
    actor.send({ type: 'complaint.send' })
    await flush()

    expect(saveProblem).toMatchObject({ method: 'POST', path: '/user-problem/problem-save', send: 'form' })
    expect(services.api.callsTo(saveProblem)).toStrictEqual([
      {
        problemType: '1',
        problemSonType: '13',
        problemDetail: 'The collector calls me at night',
        problemImage: 'https://cdn.bayad.test/p/1.png,https://cdn.bayad.test/p/2.png',
        orderNo: pesoflex.orderNo,
      },
    ])
    expect(services.store.clear).toHaveBeenCalledTimes(1)
    expect(services.store.values.has(APP_KEYS.orderNo)).toBe(false)

    // The success modal stays 1.5 s; only then is the location replaced by the complaint home.
    expect(SUCCESS_MODAL_MS).toBe(1_500)
    await vi.advanceTimersByTimeAsync(1_499)
    expect(services.navigate.go).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    // The complaint home offers the complaint just filed.
    expect(services.navigate.go.mock.calls).toEqual([
      ['/complaint', { sent: '1', problemId: 'C-900' }, { replace: true }],
    ])
    expect(services.navigate.leave).not.toHaveBeenCalled()
  })

  it('a save without the new complaint’s id replaces the route with sent=1 only (the way is My complaints)', async () => {
    const { services, actor } = startForm({ problemType: '2', problemSonType: '', orderNo: bayad.orderNo })
    services.answer(saveProblem, () => ({ problemId: '' }))
    await flush()
    actor.send({ type: 'description.change', value: 'Paid twice' })
    actor.send({ type: 'complaint.send' })
    await vi.advanceTimersByTimeAsync(SUCCESS_MODAL_MS)
    expect(services.navigate.go.mock.calls).toEqual([
      ['/complaint', { sent: '1', problemId: undefined }, { replace: true }],
    ])
  })

  it('with no images, problemImage is the empty string', async () => {
    const { services, actor } = startForm({ problemType: '2', problemSonType: '', orderNo: bayad.orderNo })
    await flush()
    actor.send({ type: 'description.change', value: 'Paid twice' })
    actor.send({ type: 'complaint.send' })
    await flush()
    expect(services.api.callsTo(saveProblem)).toStrictEqual([
      {
        problemType: '2',
        problemSonType: '',
        problemDetail: 'Paid twice',
        problemImage: '',
        orderNo: bayad.orderNo,
      },
    ])
  })

  it('a refused save keeps the stored order and stays on the form', async () => {
    const { services, actor } = startForm()
    services.fail(saveProblem, { kind: 'rejected', code: '1', message: 'Server busy' })
    await flush()
    actor.send({ type: 'description.change', value: 'The collector calls me' })
    actor.send({ type: 'complaint.send' })
    await flush()
    await vi.advanceTimersByTimeAsync(SUCCESS_MODAL_MS)
    expect(services.store.clear).not.toHaveBeenCalled()
    expect(services.store.values.get(APP_KEYS.orderNo)).toBe(pesoflex.orderNo)
    expect(services.navigate.go).not.toHaveBeenCalled()
    expect(services.toasts.map((t) => t.tone)).toEqual(['failure'])
  })
})

// ------------------------------------------------------------------------------ one complaint, one send

describe('complaint form: a send whose answer was lost (issue 24)', () => {
  const TEXT = 'The collector calls me at night'
  const FORM = { problemType: '1', problemSonType: '13', orderNo: pesoflex.orderNo }
  /** 2026-11-27 12:00 in Manila, as problem-list writes it, and the same instant on the phone. */
  const NOW = Date.UTC(2026, 10, 27, 4, 0, 0)
  const MANILA_NOW = '2026-11-27 12:00:00'
  type Listed = DataOf<typeof problemList>['tabs'][number]['list'][number]
  const listed = (id: string, content: string, time = MANILA_NOW): Listed => ({
    id,
    time,
    type: 'Collection complaint',
    content,
    status: '',
  })
  const detail = (problemId: string, orderNo?: string): DataOf<typeof problemDetail> => ({
    type: 'Collection complaint',
    sonType: '',
    problemId,
    content: TEXT,
    images: [],
    disposeName: '',
    disposeDetail: '',
    disposeImages: [],
    isNeedScore: '0',
    status: '',
    time: '',
    orderNo,
  })

  const keys = (services: ReturnType<typeof startForm>['services']) =>
    services.api.calls.filter((c) => c.endpoint === saveProblem).map((c) => c.options?.idempotencyKey)

  async function sendLost(error: unknown = { kind: 'timeout' }) {
    vi.setSystemTime(NOW)
    const started = startForm(FORM)
    started.services.fail(saveProblem, error)
    // My complaints cannot be read yet: the checks find nothing either way.
    started.services.fail(problemList, { kind: 'network' })
    await flush()
    started.actor.send({ type: 'description.change', value: TEXT })
    started.actor.send({ type: 'complaint.send' })
    await flush()
    return started
  }

  it('sends an idempotency key, stored with the complaint before the request leaves', async () => {
    const { services, actor } = startForm(FORM)
    let storedWhenSent: unknown
    services.answer(saveProblem, () => {
      storedWhenSent = createSubmissions(services.store).find('problem-save')
      return { problemId: '' }
    })
    await flush()
    actor.send({ type: 'description.change', value: TEXT })
    actor.send({ type: 'complaint.send' })
    await flush()
    const [key] = keys(services)
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    expect(storedWhenSent).toMatchObject({
      key,
      binding: { orderNo: pesoflex.orderNo, problemType: '1', problemSonType: '13', detail: textHash(TEXT) },
      data: { problemDetail: TEXT, orderNo: pesoflex.orderNo },
    })
    // Done: the trace is gone.
    expect(createSubmissions(services.store).find('problem-save')).toBeUndefined()
    expect(actor.getSnapshot().value).toBe('sent')
  })

  it('a lost answer is checked in My complaints; not there: Send again goes with the same key', async () => {
    const { services, actor } = await sendLost()
    expect(actor.getSnapshot().value).toBe('checkingOutcome')
    expect(services.toasts).toEqual([])
    await vi.advanceTimersByTimeAsync(15_000)
    // Four checks, none finds it: still unknown, the trace kept.
    expect(services.api.callsTo(problemList)).toHaveLength(4)
    expect(actor.getSnapshot().value).toBe('outcomeUnknown')
    expect(createSubmissions(services.store).find('problem-save')).toBeDefined()

    actor.send({ type: 'service.open' })
    expect(services.navigate.go.mock.calls).toEqual([['/customerService']])

    // problem-list answers but has no such complaint: not done, the form again.
    services.answer(problemList, () => ({ tabs: [{ title: 'Processing', list: [listed('p0', 'Other')] }] }))
    actor.send({ type: 'outcome.check' })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.description).toBe(TEXT)
    expect(services.toasts).toEqual([{ notice: { id: 'submission.notDone' }, tone: 'failure' }])

    services.answer(saveProblem, () => ({ problemId: '' }))
    actor.send({ type: 'complaint.send' })
    await flush()
    const [first, retry] = keys(services)
    expect(retry).toBe(first)
    expect(actor.getSnapshot().value).toBe('sent')
    expect(createSubmissions(services.store).find('problem-save')).toBeUndefined()
  })

  it('found in My complaints (same text, since Send, same order): sent, the trace settled', async () => {
    const { services, actor } = await sendLost({ kind: 'http', code: '502' })
    services.answer(problemList, () => ({
      tabs: [
        // Same text, but filed an hour before Send: an older complaint, not this one.
        { title: 'Completed', list: [listed('old', TEXT, '2026-11-27 11:00:00')] },
        // Same text, just now, about another order; then the one.
        { title: 'Processing', list: [listed('other', TEXT), listed('this', ` ${TEXT} `)] },
      ],
    }))
    services.answer(problemDetail, ({ problemId }) =>
      detail(problemId, problemId === 'other' ? bayad.orderNo : pesoflex.orderNo),
    )
    await vi.advanceTimersByTimeAsync(1_000)
    expect(services.api.callsTo(problemDetail)).toEqual([{ problemId: 'other' }, { problemId: 'this' }])
    expect(actor.getSnapshot().value).toBe('sent')
    expect(services.store.clear).toHaveBeenCalledTimes(1)
    expect(createSubmissions(services.store).find('problem-save')).toBeUndefined()
    expect(keys(services)).toHaveLength(1)
    // The complaint the check found is the one the complaint home offers.
    await vi.advanceTimersByTimeAsync(SUCCESS_MODAL_MS)
    expect(services.navigate.go.mock.calls).toEqual([
      ['/complaint', { sent: '1', problemId: 'this' }, { replace: true }],
    ])
  })

  it('a detail that names no order does not rule the complaint out', async () => {
    const { services, actor } = await sendLost()
    services.answer(problemList, () => ({ tabs: [{ title: 'Processing', list: [listed('this', TEXT)] }] }))
    services.answer(problemDetail, ({ problemId }) => detail(problemId))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(actor.getSnapshot().value).toBe('sent')
  })

  it('a reload while unknown reopens on the complaint and checks it with the same key; a new complaint gets a new key', async () => {
    const { services, actor } = await sendLost()
    const [first] = keys(services)
    actor.stop()

    // The page again: the form finds the unsettled complaint of its order and type.
    const submissions = createSubmissions(services.store)
    const unsettled = unsettledComplaint(submissions, FORM)
    expect(unsettled).toEqual({ ...FORM, problemDetail: TEXT, problemImage: '' })
    // Another form (another type) does not take it.
    expect(unsettledComplaint(submissions, { ...FORM, problemType: '2' })).toBeNull()
    const previews = { create: (file: File) => `blob:${file.name}` }
    const again = createActor(complaintFormWith(services, previews), { input: { ...FORM, unsettled } })
    again.start()
    await flush()
    expect(again.getSnapshot().value).toBe('checkingOutcome')
    expect(again.getSnapshot().context.description).toBe(TEXT)
    await vi.advanceTimersByTimeAsync(1_000)
    await vi.advanceTimersByTimeAsync(2_000)
    await vi.advanceTimersByTimeAsync(4_000)
    await vi.advanceTimersByTimeAsync(8_000)
    expect(again.getSnapshot().value).toBe('outcomeUnknown')
    services.answer(problemList, () => ({ tabs: [] }))
    again.send({ type: 'outcome.check' })
    await vi.advanceTimersByTimeAsync(1_000)
    services.answer(saveProblem, () => ({ problemId: '' }))
    again.send({ type: 'complaint.send' })
    await flush()
    expect(keys(services)).toEqual([first, first])
    expect(again.getSnapshot().value).toBe('sent')

    // A new complaint (the trace settled): a new key.
    const next = createActor(complaintFormWith(services, previews), { input: FORM }).start()
    await flush()
    next.send({ type: 'description.change', value: 'Another problem' })
    next.send({ type: 'complaint.send' })
    await flush()
    const all = keys(services)
    expect(all).toHaveLength(3)
    expect(all[2]).not.toBe(first)
  })

  it('refused: the trace goes, so the next Send is a new submission with a new key', async () => {
    const { services, actor } = await sendLost({ kind: 'rejected', code: '1', message: 'No' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(createSubmissions(services.store).find('problem-save')).toBeUndefined()
    actor.send({ type: 'complaint.send' })
    await flush()
    const [first, second] = keys(services)
    expect(second).toBeDefined()
    expect(second).not.toBe(first)
  })

  it('offline: nothing left the phone; the trace stays and the next Send keeps the key', async () => {
    const { services, actor } = await sendLost({ kind: 'offline' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(services.toasts).toEqual([{ notice: { id: 'error.offline' }, tone: 'failure' }])
    actor.send({ type: 'complaint.send' })
    await flush()
    const [first, second] = keys(services)
    expect(second).toBe(first)
  })

  it('reads problem-list times as Manila time; an unreadable one reads as unknown', () => {
    expect(listedAt(MANILA_NOW)).toBe(NOW)
    expect(listedAt('2026-11-27T12:00')).toBe(NOW)
    expect(listedAt('yesterday')).toBeNull()
  })
})
