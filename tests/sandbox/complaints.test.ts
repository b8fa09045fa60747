// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { setScenario } from '../../src/sandbox/index.ts'
import { failureOf, harness, manualClock, memoryStorage } from './harness.ts'

const png = (name = 'receipt.png', bytes = 2048) =>
  new File([new Uint8Array(bytes).fill(7)], name, { type: 'image/png' })
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/

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
    expect(first.productLogo).toMatch(/^data:image\/svg\+xml,/)
    expect(first.list).toEqual([
      { title: 'Loan amount', value: '₱3.500,00' },
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

    await api.call('saveProblem', {
      problemType: '2',
      problemSonType: '',
      problemDetail: 'Paid ₱3,920.00 through GCash on Nov 19, still shows unpaid.',
      problemImage: url,
      orderNo: 'BYD20261105000017',
    })

    const list = await api.call('problemList', {})
    expect(list.tabs.map((t) => t.title)).toEqual(['Processing', 'Completed'])
    const processing = list.tabs[0]!.list
    expect(processing).toHaveLength(1)
    const mine = processing[0]!
    expect(mine).toMatchObject({
      type: 'Repayment issue',
      content: 'Paid ₱3,920.00 through GCash on Nov 19, still shows unpaid.',
      time: '2026-11-20 09:30:00',
    })
    expect(list.tabs[1]!.list).toHaveLength(1) // the seeded, already answered complaint

    const detail = await api.call('problemDetail', { problemId: mine.id })
    expect(detail).toMatchObject({
      problemId: mine.id,
      type: 'Repayment issue',
      images: [url],
      disposeDetail: '',
      isNeedScore: '0',
    })
    expect(await failureOf(api.call('saveScore', { score: 5, problemId: mine.id }))).toMatchObject({
      kind: 'rejected',
      code: '1',
    })

    clock.advance(2 * 60_000)
    const later = await api.call('problemList', {})
    expect(later.tabs[0]!.list).toHaveLength(0)
    expect(later.tabs[1]!.list.map((c) => c.id)).toContain(mine.id)
    const answered = await api.call('problemDetail', { problemId: mine.id })
    expect(answered.disposeName).not.toBe('')
    expect(answered.disposeDetail).not.toBe('')
    expect(answered.isNeedScore).toBe('1')

    await api.call('saveScore', { score: 5, problemId: mine.id })
    expect((await api.call('problemDetail', { problemId: mine.id })).isNeedScore).toBe('0')
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
    expect(processing.map((c) => c.content)).toEqual(['second', 'first'])
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
      smWa: '+63 917 555 0142',
    })
  })
})
