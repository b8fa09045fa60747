import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  title: 'I-rate ang karanasan mo',
  prompt: 'Kumusta ang karanasan mo sa amin? I-tap ang isang star.',
  stars: 'Rating',
  star: (count: number) => `${count} star`,
  checking: 'Sinusuri kung na-save ang rating mo. Huwag na itong ipadala ulit.',
  unknown:
    'Hindi namin makumpirma kung na-save ang rating mo. Huwag na itong ipadala ulit: suriin ulit maya-maya.',
  cancel: 'Kanselahin',
  checkAgain: 'Suriin ulit',
  checkingButton: 'Sinusuri…',
  sending: 'Ipinapadala…',
  send: 'Ipadala',
  thanksTitle: 'Salamat sa iyong feedback',
  sorry: (support: string) =>
    `Pasensya na at hindi naging maganda ang karanasan mo. Kung may nangyaring mali, handang tumulong ang aming customer service: ${support}`,
  ok: 'OK',
  messages: {
    'rating.pickStar': 'Pumili ng rating.',
  },
}

export default fil
