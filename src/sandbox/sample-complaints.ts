import { sampleReceipt } from './sample.ts'
import type { SandboxState } from './sandbox-schema.ts'

const DAY = 24 * 60 * 60_000

/**
 * The borrower's complaints at the start, one of each kind the details page shows (spec §2): fixed
 * ids, not generated, so the test preview links to them.
 */
export const SAMPLE_COMPLAINTS = {
  /** Answered with text and a picture, not rated yet: the rating popup opens (isNeedScore 1). */
  toRate: '3f2a9c41-7b6e-4d1a-9e57-2c8b0d4f6a13',
  /** Filed two hours ago with two pictures, not answered: the reply promise shows. */
  waiting: '7c1e5b02-4a9d-4f36-8b21-5e0d9c3a7f48',
  /** Answered in text and rated already (isNeedScore 0). */
  rated: 'b8d4e6f1-2c3a-4b5d-9e7f-1a2b3c4d5e6f',
  /** Answered with a picture and no text, rated already: Process Result shows the picture only. */
  pictureReply: 'e4a7c9d2-5b1f-4e8a-a3c6-9d0b2f7e1c85',
} as const

export function sampleComplaints(now: number): SandboxState['complaints'] {
  const HOUR = 60 * 60_000
  return [
    {
      id: SAMPLE_COMPLAINTS.rated,
      createdAt: now - 9 * DAY,
      resolveAt: now - 8 * DAY,
      type: '3',
      sonType: '',
      content: 'The app closes by itself when I open the repayment page on my phone.',
      images: [],
      orderNo: '',
      score: 5,
    },
    {
      id: SAMPLE_COMPLAINTS.pictureReply,
      createdAt: now - 6 * DAY,
      resolveAt: now - 5 * DAY,
      type: '4',
      sonType: '',
      content: 'Please send me the receipt of my last repayment.',
      images: [],
      orderNo: '',
      score: 4,
      replyText: '',
      replyImages: [sampleReceipt('repayment-receipt')],
    },
    {
      id: SAMPLE_COMPLAINTS.toRate,
      createdAt: now - 3 * DAY,
      resolveAt: now - 2 * DAY,
      type: '2',
      sonType: '',
      content: 'I paid through GCash yesterday but the app still shows my loan as unpaid.',
      images: [sampleReceipt('gcash-receipt')],
      orderNo: 'BYD20260603000098',
      replyImages: [sampleReceipt('payment-matched')],
    },
    {
      id: SAMPLE_COMPLAINTS.waiting,
      createdAt: now - 2 * HOUR,
      resolveAt: now + 2 * DAY,
      type: '1',
      sonType: '12',
      content:
        'A collector called my sister three times today about my loan, although my payment is not due until next week.',
      images: [sampleReceipt('call-log'), sampleReceipt('loan-schedule')],
      orderNo: 'BYD20260603000098',
    },
  ]
}
