import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  incomplete: {
    heading: 'Kulang ang link ng loan na ito',
    text: 'Hindi nito sinasabi kung aling loan ang kukumpirmahin. Buksan ulit ang loan mula sa app.',
  },
  next: 'Susunod',
  confirm: 'Kumpirmahin',
  submitting: 'Ipinapadala…',
  loadFailed: 'Hindi ma-load ang iyong loan offer.',
  youBorrow: 'Hihiramin mo',
  youReceive: 'Matatanggap mo',
  notStatedByLender: 'Hindi sinabi ng lender',
  loan: 'Mga tuntunin ng loan',
  term: 'Termino',
  days: (count: string) => `${count} araw`,
  payments: 'Bilang ng hulog',
  dueDate: 'Due date',
  detailsTitle: 'Breakdown ng loan',
  planTitle: 'Iskedyul ng bayad',
  planByPeriodTitle: 'Iskedyul ng bayad bawat hulog',
  legacyDetailsTitle: 'Breakdown ng loan',
  legacyPlanTitle: 'Iskedyul ng bayad',
  agreeToAll: 'Nabasa ko at sang-ayon ako sa mga kasunduan sa ibaba',
  tickToAgree: 'I-tick ang box para sumang-ayon bago mo i-tap ang Susunod.',
  agreeBySubmitting: 'Sa pag-submit ng loan na ito, sumasang-ayon ka sa:',
}

export default fil
