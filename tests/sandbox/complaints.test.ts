// @vitest-environment node
import { readFileSync } from 'node:fs'
import { resolveObjectURL } from 'node:buffer'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  CONTACT_FAILURE_MESSAGE,
  SCORE_FAILURE_MESSAGE,
  UPLOAD_ORIGIN,
} from '../../src/sandbox/handlers/complaint.ts'
import { setScenario, type ScenarioName } from '../../src/sandbox/index.ts'
import { manilaTime, SUPPORT_AGENT, supportReply } from '../../src/sandbox/sample.ts'
import { SAMPLE_COMPLAINTS } from '../../src/sandbox/sample-complaints.ts'
import { STATE_KEY, type SandboxComplaint } from '../../src/sandbox/sandbox-schema.ts'
import { seedState } from '../../src/sandbox/seed.ts'
import { loadState, saveState } from '../../src/sandbox/store.ts'
import { failureOf, harness, manualClock, memoryStorage, PAGE_QUERY } from './harness.ts'

/** A file that starts as a PNG does (its signature and IHDR), padded to `bytes`. */
function png(name = 'receipt.png', bytes = 2048): File {
  const head = [
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 4, 0, 0, 0,
    3,
  ]
  const body = new Uint8Array(bytes).fill(7)
  body.set(head.slice(0, bytes))
  return new File([body], name, { type: 'image/png' })
}
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/
const SAMPLE_PICTURE = /^\/sandbox-(logos|receipts)\/[\w-]+\.svg$/
const HOUR = 60 * 60_000
const DAY = 24 * HOUR

/** A sample complaint as the seed stores it (its times follow `now`). */
function seededComplaint(id: string, now = 0): SandboxComplaint {
  const found = seedState(now).complaints.find((c) => c.id === id)
  if (found === undefined) throw new Error(`no seeded complaint ${id}`)
  return found
}
const WAITING_CONTENT = seededComplaint(SAMPLE_COMPLAINTS.waiting).content

/**
 * A storage seeded at the test's clock under `scenario`. setScenario would seed at Date.now, and the
 * samples' ages (answered two days ago, filed two hours ago) must follow the clock the calls see.
 */
function seededAt(now: number, scenario: ScenarioName = 'verificationNeeded'): Storage {
  const storage = memoryStorage()
  saveState(storage, { ...seedState(now), scenario })
  return storage
}

const storedComplaint = (storage: Storage, id: string) =>
  loadState(storage, 0).complaints.find((c) => c.id === id)

describe('sandbox: complaints', () => {
  it('problem-init offers the types, sub-types and the three orders with inline logos', async () => {
    const { api } = harness(memoryStorage())
    const init = await api.call('problemInit', { orderId: 'BYD20260812000042' })
    expect(init.problemType.map((t) => t.title)).toEqual([
      'Collection complaint',
      'Repayment issue',
      'App problem',
      'Other',
    ])
    expect(init.problemSonType.map((t) => t.value)).toEqual(['11', '12', '13'])
    expect(init.orderList).toHaveLength(3)
    expect(init.orderDetail).toMatchObject({
      orderNo: 'BYD20260812000042',
      productName: 'PesoFlex',
      status: 'Overdue',
      isShow: '1',
    })
    const first = init.orderList[0]!
    expect(first.productLogo).toMatch(/^\/sandbox-(logos|receipts)\/[\w-]+\.svg$/)
    expect(first.list).toEqual([
      { title: 'Loan amount', value: '₱3,500.00' },
      { title: 'Due date', value: '2026-12-05' },
    ])
    // GET variant (complaint form) and an unknown order falls back to the first one
    const viaGet = await api.call('problemInitForForm', { orderId: 'unknown' })
    expect(viaGet.orderDetail).toMatchObject({ orderNo: first.orderNo })
  })

  it('uploads a Node File, saves the complaint, lists it under Processing, then Completed with a reply to rate', async () => {
    const clock = manualClock()
    const { api } = harness(memoryStorage(), clock.now)
    const { url } = await api.call('uploadProblemImage', { problemImage: png() })
    expect(url).toMatch(/^https:\/\/sandbox\.bayad\.invalid\/uploads\/[0-9a-f-]{36}\.png$/)

    const saved = await api.call('saveProblem', {
      problemType: '2',
      problemSonType: '',
      problemDetail: 'Paid ₱3,920.00 through GCash on Nov 19, still shows unpaid.',
      problemImage: url,
      orderNo: 'BYD20261105000017',
    })

    const list = await api.call('problemList', {})
    expect(list.tabs.map((t) => t.title)).toEqual(['Processing', 'Completed'])
    const processing = list.tabs[0]!.list
    // Newest first: mine, then the sample filed two hours earlier and still waiting for its reply.
    expect(processing.slice(1).map((c) => c.id)).toEqual([SAMPLE_COMPLAINTS.waiting])
    const mine = processing[0]!
    expect(mine).toMatchObject({
      type: 'Repayment issue',
      content: 'Paid ₱3,920.00 through GCash on Nov 19, still shows unpaid.',
      time: '2026-11-20 09:30:00',
      status: 'In progress',
    })
    // problem-save named the complaint it filed (docs/decisions/031).
    expect(saved).toEqual({ problemId: mine.id })
    expect(list.tabs[1]!.list.map((c) => c.id)).toEqual([
      SAMPLE_COMPLAINTS.toRate,
      SAMPLE_COMPLAINTS.pictureReply,
      SAMPLE_COMPLAINTS.rated,
    ])

    const detail = await api.call('problemDetail', { problemId: mine.id })
    expect(detail).toMatchObject({
      problemId: mine.id,
      type: 'Repayment issue',
      // The uploaded picture is shown from the page's memory (see the blob: test below).
      images: [expect.stringMatching(/^blob:/)],
      disposeDetail: '',
      isNeedScore: '0',
      status: 'In progress',
      time: '2026-11-20 09:30:00',
    })
    expect(await failureOf(api.call('saveScore', { score: 5, problemId: mine.id }))).toMatchObject({
      kind: 'rejected',
      code: '1',
    })

    clock.advance(2 * 60_000)
    const later = await api.call('problemList', {})
    expect(later.tabs[0]!.list.map((c) => c.id)).toEqual([SAMPLE_COMPLAINTS.waiting])
    expect(later.tabs[1]!.list.map((c) => c.id)).toEqual([
      mine.id,
      SAMPLE_COMPLAINTS.toRate,
      SAMPLE_COMPLAINTS.pictureReply,
      SAMPLE_COMPLAINTS.rated,
    ])
    const answered = await api.call('problemDetail', { problemId: mine.id })
    expect(answered.disposeName).not.toBe('')
    expect(answered.disposeDetail).not.toBe('')
    expect(answered.isNeedScore).toBe('1')
    expect(answered.status).toBe('Answered')

    await api.call('saveScore', { score: 5, problemId: mine.id })
    expect(await api.call('problemDetail', { problemId: mine.id })).toMatchObject({
      isNeedScore: '0',
      status: 'Closed',
    })
    expect(await failureOf(api.call('saveScore', { score: 4, problemId: mine.id }))).toMatchObject({
      kind: 'rejected',
      message: expect.stringContaining('already'),
    })
  })

  it('times in the list are YYYY-MM-DD HH:MM:SS and newest first', async () => {
    const clock = manualClock()
    const { api } = harness(memoryStorage(), clock.now)
    for (const text of ['first', 'second']) {
      await api.call('saveProblem', {
        problemType: '3',
        problemSonType: '',
        problemDetail: text,
        problemImage: '',
        orderNo: '',
      })
      clock.advance(1_000)
    }
    const processing = (await api.call('problemList', {})).tabs[0]!.list
    // Then the sample complaint filed two hours before the clock's start.
    expect(processing.map((c) => c.content)).toEqual(['second', 'first', WAITING_CONTENT])
    expect(processing[2]?.id).toBe(SAMPLE_COMPLAINTS.waiting)
    for (const c of processing) expect(c.time).toMatch(TIME)
  })

  it('refuses non-images, empty files and files over 5 MB', async () => {
    const { api } = harness(memoryStorage())
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' })
    expect(await failureOf(api.call('uploadProblemImage', { problemImage: text }))).toMatchObject({
      kind: 'rejected',
      code: '1',
      message: expect.stringContaining('image'),
    })
    // Named and typed as a PNG, but its bytes are SVG: refused by what it is, not what it claims.
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'receipt.png', { type: 'image/png' })
    expect(await failureOf(api.call('uploadProblemImage', { problemImage: svg }))).toMatchObject({
      kind: 'rejected',
      message: 'only photos can be uploaded (JPEG, PNG or WebP images)',
    })
    const huge = png('huge.png', 5 * 1024 * 1024 + 1)
    expect(await failureOf(api.call('uploadProblemImage', { problemImage: huge }))).toMatchObject({
      kind: 'rejected',
      code: '1',
      message: expect.stringContaining('5 MB'),
    })
    expect(
      await failureOf(api.call('uploadProblemImage', { problemImage: png('empty.png', 0) })),
    ).toMatchObject({ kind: 'rejected', code: '1' })
  })

  it('validates the complaint: empty or long text, unknown or too many images, collection type rules', async () => {
    const { api } = harness(memoryStorage())
    const base = {
      problemType: '2',
      problemSonType: '',
      problemDetail: 'ok',
      problemImage: '',
      orderNo: 'BYD20261105000017',
    }
    expect(await failureOf(api.call('saveProblem', { ...base, problemDetail: '   ' }))).toMatchObject({
      kind: 'rejected',
      message: 'Please fill in your comments and suggestions',
    })
    expect(
      await failureOf(api.call('saveProblem', { ...base, problemDetail: 'x'.repeat(201) })),
    ).toMatchObject({ kind: 'rejected' })
    await expect(api.call('saveProblem', { ...base, problemDetail: 'x'.repeat(200) })).resolves.toBeDefined()
    expect(
      await failureOf(api.call('saveProblem', { ...base, problemImage: 'https://evil.example/a.png' })),
    ).toMatchObject({ kind: 'rejected' })

    const urls: string[] = []
    for (let i = 0; i < 10; i++)
      urls.push((await api.call('uploadProblemImage', { problemImage: png(`p${i}.png`, 10) })).url)
    expect(await failureOf(api.call('saveProblem', { ...base, problemImage: urls.join(',') }))).toMatchObject(
      { kind: 'rejected', message: expect.stringContaining('9') },
    )
    await expect(
      api.call('saveProblem', { ...base, problemImage: urls.slice(0, 9).join(',') }),
    ).resolves.toBeDefined()

    expect(
      await failureOf(api.call('saveProblem', { ...base, problemType: '1', problemSonType: '' })),
    ).toMatchObject({ kind: 'rejected' })
    await expect(
      api.call('saveProblem', { ...base, problemType: '1', problemSonType: '12' }),
    ).resolves.toBeDefined()
    expect(
      await failureOf(
        api.call('saveProblem', { ...base, problemType: '1', problemSonType: '12', orderNo: '' }),
      ),
    ).toMatchObject({
      kind: 'rejected',
      message: 'The selected order does not support sending collection types',
    })
  })

  it('collectionRefused: isShow 0 everywhere, no preselected order, collection complaints refused', async () => {
    const storage = memoryStorage()
    setScenario('collectionRefused', storage)
    const { api } = harness(storage)
    const init = await api.call('problemInit', { orderId: 'BYD20261105000017' })
    expect(init.orderDetail).toBe('')
    expect(init.orderList.map((o) => o.isShow)).toEqual(['0', '0', '0'])
    const refused = await failureOf(
      api.call('saveProblem', {
        problemType: '1',
        problemSonType: '11',
        problemDetail: 'rude',
        problemImage: '',
        orderNo: 'BYD20261105000017',
      }),
    )
    expect(refused).toMatchObject({
      kind: 'rejected',
      message: 'The selected order does not support sending collection types',
    })
  })

  it('emptyOrders: no orders and no order detail', async () => {
    const storage = memoryStorage()
    setScenario('emptyOrders', storage)
    const { api } = harness(storage)
    const init = await api.call('problemInit', {})
    expect(init.orderList).toEqual([])
    expect(init.orderDetail).toBe('')
  })

  it('customer service contact', async () => {
    const { api } = harness(memoryStorage())
    expect(await api.call('serviceContact', { overall: 30 })).toEqual({
      email: 'support@bayad.ph',
      // The configured service phone: one number everywhere (docs/decisions/031).
      smWa: '+63 2 8888 0000',
    })
  })
})

describe('sandbox: the complaint reference, status and filing date (docs/decisions/031)', () => {
  const complaint = {
    problemType: '3',
    problemSonType: '',
    problemDetail: 'The app closes when I open my order.',
    problemImage: '',
    orderNo: '',
  }

  it('complaintSavedWithoutId: problem-save answers success without the new complaint’s id', async () => {
    const { api } = harness(seededAt(Date.now(), 'complaintSavedWithoutId'))
    expect(await api.call('saveProblem', complaint)).toEqual({ problemId: '' })
    // It was filed all the same: My complaints lists it.
    const list = await api.call('problemList', {})
    expect(list.tabs[0]?.list[0]).toMatchObject({ content: complaint.problemDetail, status: 'In progress' })
  })

  it('bareComplaintDetail: problem-detail gives neither status nor time; the list still gives the time', async () => {
    const clock = manualClock()
    const { api } = harness(seededAt(clock.now(), 'bareComplaintDetail'), clock.now)
    const detail = await api.call('problemDetail', { problemId: SAMPLE_COMPLAINTS.toRate })
    expect(detail).toMatchObject({ problemId: SAMPLE_COMPLAINTS.toRate, status: '', time: '' })
    const listed = (await api.call('problemList', {})).tabs.flatMap((t) => t.list)
    expect(listed.find((c) => c.id === SAMPLE_COMPLAINTS.toRate)?.time).toBe(
      manilaTime(clock.now() - 3 * DAY),
    )
  })

  it('by default problem-detail gives the status (In progress, Answered, Closed once rated)', async () => {
    const clock = manualClock()
    const { api } = harness(seededAt(clock.now()), clock.now)
    const status = async (problemId: string) => (await api.call('problemDetail', { problemId })).status
    expect(await status(SAMPLE_COMPLAINTS.waiting)).toBe('In progress')
    expect(await status(SAMPLE_COMPLAINTS.toRate)).toBe('Answered')
    expect(await status(SAMPLE_COMPLAINTS.rated)).toBe('Closed')
  })
})

describe('sandbox: the sample complaints (SAMPLE_COMPLAINTS)', () => {
  it('toRate: answered with text and a picture, not rated yet (isNeedScore 1)', async () => {
    const clock = manualClock()
    const { api } = harness(seededAt(clock.now()), clock.now)
    const detail = await api.call('problemDetail', { problemId: SAMPLE_COMPLAINTS.toRate })
    expect(detail).toMatchObject({
      problemId: SAMPLE_COMPLAINTS.toRate,
      type: 'Repayment issue',
      disposeName: SUPPORT_AGENT,
      disposeDetail: supportReply('2'),
      isNeedScore: '1',
      time: manilaTime(clock.now() - 3 * DAY),
    })
    expect(detail.disposeDetail).not.toBe('')
    expect(detail.images).toEqual([expect.stringMatching(SAMPLE_PICTURE)])
    expect(detail.disposeImages).toEqual([expect.stringMatching(SAMPLE_PICTURE)])
    expect(detail.disposeImages).toEqual(seededComplaint(SAMPLE_COMPLAINTS.toRate).replyImages)
  })

  it('waiting: filed two hours ago with two pictures, no reply, not to rate, listed under Processing', async () => {
    const clock = manualClock()
    const { api } = harness(seededAt(clock.now()), clock.now)
    const detail = await api.call('problemDetail', { problemId: SAMPLE_COMPLAINTS.waiting })
    expect(detail).toMatchObject({
      problemId: SAMPLE_COMPLAINTS.waiting,
      type: 'Collection complaint',
      sonType: 'Contacting my family or friends',
      content: WAITING_CONTENT,
      disposeName: '',
      disposeDetail: '',
      disposeImages: [],
      isNeedScore: '0',
      time: manilaTime(clock.now() - 2 * HOUR),
    })
    expect(detail.images).toEqual([
      expect.stringMatching(SAMPLE_PICTURE),
      expect.stringMatching(SAMPLE_PICTURE),
    ])
    const [processing, completed] = (await api.call('problemList', {})).tabs
    expect(processing?.list.map((c) => c.id)).toEqual([SAMPLE_COMPLAINTS.waiting])
    expect(completed?.list.map((c) => c.id)).not.toContain(SAMPLE_COMPLAINTS.waiting)
    expect(
      await failureOf(api.call('saveScore', { score: 5, problemId: SAMPLE_COMPLAINTS.waiting })),
    ).toMatchObject({ kind: 'rejected', code: '1', message: 'this complaint has not been answered yet' })
  })

  it('rated: answered and rated already (isNeedScore 0); another rating is refused', async () => {
    const clock = manualClock()
    const { api } = harness(seededAt(clock.now()), clock.now)
    const detail = await api.call('problemDetail', { problemId: SAMPLE_COMPLAINTS.rated })
    expect(detail).toMatchObject({
      problemId: SAMPLE_COMPLAINTS.rated,
      type: 'App problem',
      disposeName: SUPPORT_AGENT,
      disposeDetail: supportReply('3'),
      disposeImages: [],
      images: [],
      isNeedScore: '0',
    })
    expect(
      await failureOf(api.call('saveScore', { score: 3, problemId: SAMPLE_COMPLAINTS.rated })),
    ).toMatchObject({ kind: 'rejected', message: 'you have already rated this complaint' })
  })

  it('pictureReply: answered with a picture and no text, rated already (isNeedScore 0)', async () => {
    const clock = manualClock()
    const { api } = harness(seededAt(clock.now()), clock.now)
    const detail = await api.call('problemDetail', { problemId: SAMPLE_COMPLAINTS.pictureReply })
    expect(detail).toMatchObject({
      problemId: SAMPLE_COMPLAINTS.pictureReply,
      type: 'Other',
      sonType: '',
      images: [],
      disposeName: SUPPORT_AGENT,
      // Not the usual reply for its type: the picture is the whole answer.
      disposeDetail: '',
      isNeedScore: '0',
      time: manilaTime(clock.now() - 6 * DAY),
    })
    expect(supportReply('4')).not.toBe('')
    expect(detail.disposeImages).toEqual([expect.stringMatching(SAMPLE_PICTURE)])
    expect(detail.disposeImages).toEqual(seededComplaint(SAMPLE_COMPLAINTS.pictureReply).replyImages)
    expect(seededComplaint(SAMPLE_COMPLAINTS.pictureReply)).toMatchObject({ replyText: '', score: 4 })
    expect(
      await failureOf(api.call('saveScore', { score: 5, problemId: SAMPLE_COMPLAINTS.pictureReply })),
    ).toMatchObject({ kind: 'rejected', message: 'you have already rated this complaint' })
  })

  it('problem-list: newest first, the waiting sample under Processing, the answered ones under Completed', async () => {
    const clock = manualClock()
    const { api } = harness(seededAt(clock.now()), clock.now)
    const list = await api.call('problemList', {})
    expect(list.tabs).toEqual([
      {
        title: 'Processing',
        list: [
          {
            id: SAMPLE_COMPLAINTS.waiting,
            time: manilaTime(clock.now() - 2 * HOUR),
            type: 'Collection complaint',
            content: WAITING_CONTENT,
            status: 'In progress',
          },
        ],
      },
      {
        title: 'Completed',
        list: [
          expect.objectContaining({
            id: SAMPLE_COMPLAINTS.toRate,
            time: manilaTime(clock.now() - 3 * DAY),
            type: 'Repayment issue',
          }),
          expect.objectContaining({
            id: SAMPLE_COMPLAINTS.pictureReply,
            time: manilaTime(clock.now() - 6 * DAY),
            type: 'Other',
          }),
          expect.objectContaining({
            id: SAMPLE_COMPLAINTS.rated,
            time: manilaTime(clock.now() - 9 * DAY),
            type: 'App problem',
          }),
        ],
      },
    ])
    // The waiting sample is answered two days after the seed.
    clock.advance(2 * DAY)
    const later = await api.call('problemList', {})
    expect(later.tabs[0]?.list).toEqual([])
    expect(later.tabs[1]?.list.map((c) => c.id)).toEqual([
      SAMPLE_COMPLAINTS.waiting,
      SAMPLE_COMPLAINTS.toRate,
      SAMPLE_COMPLAINTS.pictureReply,
      SAMPLE_COMPLAINTS.rated,
    ])
  })

  it('save-score on toRate: stored, isNeedScore turns 0, a second rating is refused', async () => {
    const clock = manualClock()
    const storage = seededAt(clock.now())
    const { api } = harness(storage, clock.now)
    await api.call('saveScore', { score: 4, problemId: SAMPLE_COMPLAINTS.toRate })
    expect(storedComplaint(storage, SAMPLE_COMPLAINTS.toRate)?.score).toBe(4)
    const detail = await api.call('problemDetail', { problemId: SAMPLE_COMPLAINTS.toRate })
    expect(detail.isNeedScore).toBe('0')
    expect(
      await failureOf(api.call('saveScore', { score: 5, problemId: SAMPLE_COMPLAINTS.toRate })),
    ).toMatchObject({ kind: 'rejected', code: '1', message: 'you have already rated this complaint' })
    expect(storedComplaint(storage, SAMPLE_COMPLAINTS.toRate)?.score).toBe(4)
  })

  it('scoreFailure: save-score is refused with its message and the complaint stays unrated', async () => {
    const clock = manualClock()
    const storage = seededAt(clock.now(), 'scoreFailure')
    const { api } = harness(storage, clock.now)
    expect(await failureOf(api.call('saveScore', { score: 5, problemId: SAMPLE_COMPLAINTS.toRate }))).toEqual(
      { kind: 'rejected', code: '1', message: SCORE_FAILURE_MESSAGE },
    )
    expect(storedComplaint(storage, SAMPLE_COMPLAINTS.toRate)?.score).toBeUndefined()
    const detail = await api.call('problemDetail', { problemId: SAMPLE_COMPLAINTS.toRate })
    expect(detail.isNeedScore).toBe('1')
  })

  it('noComplaints: My complaints has its two tabs, each empty', async () => {
    const clock = manualClock()
    const { api } = harness(seededAt(clock.now(), 'noComplaints'), clock.now)
    expect((await api.call('problemList', {})).tabs).toEqual([
      { title: 'Processing', list: [] },
      { title: 'Completed', list: [] },
    ])
  })

  it('problem-detail refuses a missing or unknown problemId', async () => {
    const { api } = harness(memoryStorage())
    expect(await failureOf(api.call('problemDetail', { problemId: '' }))).toMatchObject({
      kind: 'rejected',
      code: '1',
      message: 'problemId is required',
    })
    expect(await failureOf(api.call('problemDetail', { problemId: 'no-such-complaint' }))).toMatchObject({
      kind: 'rejected',
      code: '1',
      message: 'complaint not found',
    })
  })

  it("the test preview's complaint links (COMPLAINT_SAMPLES) are the sample complaints' ids", async () => {
    const source = readFileSync(
      join(import.meta.dirname, '../../src/screens/test-preview/test-preview-screen.tsx'),
      'utf8',
    )
    const block = /const COMPLAINT_SAMPLES = \[([\s\S]*?)\] as const/.exec(source)?.[1] ?? ''
    const ids = [...block.matchAll(/problemId: '([^']*)'/g)].map((m) => m[1])
    expect(ids).toHaveLength(4)
    expect(ids).toEqual(Object.values(SAMPLE_COMPLAINTS))
    const { api } = harness(memoryStorage())
    for (const problemId of Object.values(SAMPLE_COMPLAINTS))
      await expect(api.call('problemDetail', { problemId })).resolves.toMatchObject({ problemId })
  })
})

describe('sandbox: customer service (contact-kf-info)', () => {
  it('refuses an overall other than 30', async () => {
    const { api } = harness(memoryStorage())
    expect(await failureOf(api.call('serviceContact', { overall: 29 }))).toEqual({
      kind: 'rejected',
      code: '1',
      message: 'overall must be 30',
    })
  })

  it('contactFailure: refused with its message', async () => {
    const storage = memoryStorage()
    setScenario('contactFailure', storage)
    const { api } = harness(storage)
    expect(await failureOf(api.call('serviceContact', { overall: 30 }))).toEqual({
      kind: 'rejected',
      code: '1',
      message: CONTACT_FAILURE_MESSAGE,
    })
  })
})

describe('sandbox: malformedResponse on the complaint pages', () => {
  it('problem-list, problem-detail and contact-kf-info fail decoding (kind malformed)', async () => {
    const storage = memoryStorage()
    setScenario('malformedResponse', storage)
    const { api } = harness(storage)
    expect(await failureOf(api.call('problemList', {}))).toEqual({ kind: 'malformed', code: '00' })
    expect(await failureOf(api.call('problemDetail', { problemId: SAMPLE_COMPLAINTS.toRate }))).toEqual({
      kind: 'malformed',
      code: '00',
    })
    expect(await failureOf(api.call('serviceContact', { overall: 30 }))).toEqual({
      kind: 'malformed',
      code: '0',
    })
  })
})

describe('sandbox: the complaint calls it answered (state.complaintCalls)', () => {
  it('records problem-list, problem-detail, save-score and contact-kf-info with their fields and code, refused ones too', async () => {
    const clock = manualClock()
    const storage = seededAt(clock.now())
    const { api } = harness(storage, clock.now)
    // Not logged: complaint start, upload and save.
    await api.call('problemInit', {})
    await api.call('uploadProblemImage', { problemImage: png() })
    await api.call('problemList', {})
    clock.advance(1_000)
    await api.call('problemDetail', { problemId: SAMPLE_COMPLAINTS.toRate })
    await api.call('saveScore', { score: 5, problemId: SAMPLE_COMPLAINTS.toRate })
    await failureOf(api.call('saveScore', { score: 4, problemId: SAMPLE_COMPLAINTS.toRate }))
    clock.advance(1_000)
    await api.call('serviceContact', { overall: 30 })
    await failureOf(api.call('serviceContact', { overall: 29 }))
    const start = clock.now() - 2_000
    expect(loadState(storage, clock.now()).complaintCalls).toEqual([
      { call: 'list', fields: PAGE_QUERY, code: '00', at: start },
      {
        call: 'detail',
        fields: { ...PAGE_QUERY, problemId: SAMPLE_COMPLAINTS.toRate },
        code: '00',
        at: start + 1_000,
      },
      {
        call: 'score',
        fields: { ...PAGE_QUERY, score: '5', problemId: SAMPLE_COMPLAINTS.toRate },
        code: '00',
        at: start + 1_000,
      },
      {
        call: 'score',
        fields: { ...PAGE_QUERY, score: '4', problemId: SAMPLE_COMPLAINTS.toRate },
        code: '1',
        at: start + 1_000,
      },
      { call: 'contact', fields: { ...PAGE_QUERY, overall: '30' }, code: '0', at: start + 2_000 },
      { call: 'contact', fields: { ...PAGE_QUERY, overall: '29' }, code: '1', at: start + 2_000 },
    ])
  })
})

describe('sandbox: uploaded complaint pictures', () => {
  it("problem-detail shows an uploaded picture as a blob: URL of its bytes; the stored complaint keeps the upload's URL", async () => {
    const clock = manualClock()
    const storage = seededAt(clock.now())
    const { api } = harness(storage, clock.now)
    const { url } = await api.call('uploadProblemImage', { problemImage: png('proof.png', 1234) })
    expect(url.startsWith(UPLOAD_ORIGIN)).toBe(true)
    await api.call('saveProblem', {
      problemType: '3',
      problemSonType: '',
      problemDetail: 'The app froze on the payment page.',
      problemImage: url,
      orderNo: '',
    })
    const mine = (await api.call('problemList', {})).tabs[0]!.list[0]!
    expect(mine.content).toBe('The app froze on the payment page.')

    const detail = await api.call('problemDetail', { problemId: mine.id })
    expect(detail.images).toHaveLength(1)
    const shown = detail.images[0]!
    expect(shown).toMatch(/^blob:/)
    const blob = resolveObjectURL(shown)
    expect(blob?.size).toBe(1234)
    expect(new Uint8Array(await blob!.arrayBuffer()).slice(24).every((byte) => byte === 7)).toBe(true)

    expect(storedComplaint(storage, mine.id)?.images).toEqual([url])
  })
})

describe('sandbox: sample complaints in an older stored state', () => {
  it('are added to a state stored before they existed, once, keeping what the borrower filed', () => {
    const storage = memoryStorage()
    const seed = seedState(Date.now())
    const mine = { ...seed.complaints[0]!, id: 'filed-before-the-samples', score: undefined }
    storage.setItem(STATE_KEY, JSON.stringify({ ...seed, complaints: [mine] }))
    const once = loadState(storage, Date.now())
    expect(once.complaints.map((c) => c.id).sort()).toEqual(
      ['filed-before-the-samples', ...Object.values(SAMPLE_COMPLAINTS)].sort(),
    )
    storage.setItem(STATE_KEY, JSON.stringify(once))
    expect(loadState(storage, Date.now()).complaints).toHaveLength(1 + Object.keys(SAMPLE_COMPLAINTS).length)
    expect(Object.keys(SAMPLE_COMPLAINTS)).toHaveLength(4)
  })
})
