import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  inReview: 'Sinusuri',
  processing: 'Pinoproseso',
  failed: 'Hindi natuloy',
  repaying: 'Hinihintay ang bayad',
  repayable: 'Puwede nang bayaran',
  overdue: 'Lampas na sa due date',
  finished: 'Tapos na',
}

export default fil
