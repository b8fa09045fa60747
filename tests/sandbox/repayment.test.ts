// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { setScenario } from '../../src/sandbox/index.ts'
import { failureOf, harness, manualClock, memoryStorage } from './harness.ts'

const ORDER = 'BYD20261105000017'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

async function startRepayment(api: ReturnType<typeof harness>['api']) {
  const ways = await api.call('repaymentWay', { orderId: ORDER })
  const card = ways.bankCards[0]!
  const payload = {
    amount: '392000',
    bankName: card.bankName,
    cardId: card.id,
    cardNo: card.cardNo,
    couponId: '',
    orderId: ORDER,
    repayToken: ways.repayToken,
    bankCode: card.bankCode,
    sendMsg: 0 as const,
  }
  return { ways, payload }
}

describe('sandbox: repayment by bank card', () => {
  it('lists Philippine bank cards with one repay token per repayment session', async () => {
    const { api } = harness(memoryStorage())
    const ways = await api.call('repaymentWay', { orderId: ORDER })
    expect(ways.alipay).toBe('1')
    expect(ways.repayToken).toMatch(UUID)
    expect(ways.bankCards.map((c) => c.bankName)).toEqual(['BDO Unibank', 'BPI', 'Metrobank'])
    expect(ways.bankCards[0]).toMatchObject({ cardNo: '**** **** **** 4821', bankCode: 'BDO' })
    const again = await api.call('repaymentWay', { orderId: ORDER })
    // Loading the page again (a retry, React's StrictMode in development) must not void the token in hand.
    expect(again.repayToken).toBe(ways.repayToken)
  })

  it('happy path: commit asks for the SMS code, a resend keeps the record, 123456 pays the order', async () => {
    const clock = manualClock()
    const { api } = harness(memoryStorage(), clock.now)
    const { payload } = await startRepayment(api)

    const commit = await api.call('repaymentCommit', payload)
    expect(commit.needValid).toBe('1')
    expect(commit.repayRecordId).toMatch(UUID)

    clock.advance(60_000)
    const resend = await api.call('repaymentCommit', { ...payload, sendMsg: 1 })
    expect(resend).toMatchObject({ needValid: '1', repayRecordId: commit.repayRecordId })

    const wrong = await failureOf(
      api.call('repaymentConfirm', {
        orderId: ORDER,
        verifyCode: '000000',
        repaymentRecordId: commit.repayRecordId,
      }),
    )
    expect(wrong).toEqual({ kind: 'rejected', code: '800006', message: 'verification code error' })

    await expect(
      api.call('repaymentConfirm', {
        orderId: ORDER,
        verifyCode: '123456',
        repaymentRecordId: commit.repayRecordId,
      }),
    ).resolves.toBeDefined()

    const init = await api.call('problemInit', { orderId: ORDER })
    expect(init.orderDetail).toMatchObject({ orderNo: ORDER, status: 'Finished' })
    const paidTwice = await failureOf(api.call('repaymentCommit', payload))
    expect(paidTwice).toMatchObject({
      kind: 'rejected',
      code: '1',
      message: 'this order has already been repaid',
    })
  })

  it('refuses a second commit for the same order within 10 s (800005), accepts it afterwards', async () => {
    const clock = manualClock()
    const { api } = harness(memoryStorage(), clock.now)
    const { payload } = await startRepayment(api)
    const first = await api.call('repaymentCommit', payload)
    clock.advance(9_000)
    expect(await failureOf(api.call('repaymentCommit', payload))).toEqual({
      kind: 'rejected',
      code: '800005',
      message: 'do not submit the payment request repeatedly',
    })
    clock.advance(2_000)
    const second = await api.call('repaymentCommit', payload)
    expect(second.repayRecordId).not.toBe(first.repayRecordId)
    // the superseded record can no longer be confirmed
    const stale = await failureOf(
      api.call('repaymentConfirm', {
        orderId: ORDER,
        verifyCode: '123456',
        repaymentRecordId: first.repayRecordId,
      }),
    )
    expect(stale).toMatchObject({ kind: 'rejected', code: '1' })
  })

  it('validates the commit: unknown card, stale token, resend without a pending record', async () => {
    const { api } = harness(memoryStorage())
    const { payload } = await startRepayment(api)
    expect(await failureOf(api.call('repaymentCommit', { ...payload, cardId: '999' }))).toMatchObject({
      kind: 'rejected',
      code: '1',
      message: expect.stringContaining('card'),
    })
    expect(await failureOf(api.call('repaymentCommit', { ...payload, repayToken: 'forged' }))).toMatchObject({
      kind: 'rejected',
      code: '1',
      message: expect.stringContaining('expired'),
    })
    expect(await failureOf(api.call('repaymentCommit', { ...payload, sendMsg: 1 }))).toMatchObject({
      kind: 'rejected',
      code: '1',
    })
    expect(
      await failureOf(
        api.call('repaymentConfirm', { orderId: ORDER, verifyCode: '123456', repaymentRecordId: 'nope' }),
      ),
    ).toMatchObject({ kind: 'rejected', code: '1', message: 'repayment record not found' })
  })

  it('noVerification: commit pays at once', async () => {
    const storage = memoryStorage()
    setScenario('noVerification', storage)
    const { api } = harness(storage)
    const { payload } = await startRepayment(api)
    const commit = await api.call('repaymentCommit', payload)
    expect(commit.needValid).toBe('0')
    const init = await api.call('problemInit', { orderId: ORDER })
    expect(init.orderDetail).toMatchObject({ status: 'Finished' })
  })

  it('wrongCode: even 123456 is refused with 800006', async () => {
    const storage = memoryStorage()
    setScenario('wrongCode', storage)
    const { api } = harness(storage)
    const { payload } = await startRepayment(api)
    const commit = await api.call('repaymentCommit', payload)
    const failure = await failureOf(
      api.call('repaymentConfirm', {
        orderId: ORDER,
        verifyCode: '123456',
        repaymentRecordId: commit.repayRecordId,
      }),
    )
    expect(failure).toEqual({ kind: 'rejected', code: '800006', message: 'verification code error' })
  })

  it('repeatedSubmission: every commit is refused with 800005', async () => {
    const storage = memoryStorage()
    setScenario('repeatedSubmission', storage)
    const { api } = harness(storage)
    const { payload } = await startRepayment(api)
    expect(await failureOf(api.call('repaymentCommit', payload))).toMatchObject({
      kind: 'rejected',
      code: '800005',
    })
  })

  it('cardListFailure: repayment-way rejects with the server message', async () => {
    const storage = memoryStorage()
    setScenario('cardListFailure', storage)
    const { api } = harness(storage)
    expect(await failureOf(api.call('repaymentWay', { orderId: ORDER }))).toEqual({
      kind: 'rejected',
      code: '1',
      message: 'failed to query card list',
    })
  })

  it('e-wallet redirect points at the same-origin wallet page', async () => {
    const { api } = harness(memoryStorage())
    const { url } = await api.call('repaymentHuichao', { userId: '10086', orderId: ORDER, amount: '392000' })
    expect(url).toBe(`/sandbox-wallet.html?orderId=${ORDER}&amount=392000`)
    expect(
      await failureOf(api.call('repaymentHuichao', { userId: '10086', orderId: ORDER, amount: 'abc' })),
    ).toMatchObject({ kind: 'rejected' })
  })
})
