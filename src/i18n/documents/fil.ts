import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  contents: 'Nilalaman',
  updated: 'Huling na-update',
  agreementPart: 'Ang kasunduan',
  languageNote: 'Nasa English ang dokumentong ito.',
  penalty: {
    example: 'Halimbawa.',
    caseRepeat: (unpaid: string, days: number) =>
      `Isang dating client ang may hindi nabayarang ${unpaid} at nagbayad nang ${days} araw na late.`,
    caseNew: (unpaid: string, days: number) =>
      `Isang bagong client ang may hindi nabayarang ${unpaid} at nagbayad nang ${days} araw na late.`,
    label: 'Halimbawa ng mga singil sa late',
    charge: 'Singil',
    how: 'Paano kinukuwenta',
    amount: 'Halaga',
    lateFee: 'Isang beses na late fee',
    repeatClient: 'Dating client',
    newClient: 'Bagong client',
    interestDay: (day: number) => `Interes, araw ${day}`,
    interestDays: (from: number, to: number) => `Interes, araw ${from} hanggang ${to}`,
    dayCount: (days: number) => `${days} araw`,
    total: 'Kabuuang singil sa late',
    toPay: (unpaid: string) => `Babayaran, kasama ang hindi nabayarang ${unpaid}`,
  },
  rates: {
    label: 'Araw-araw na interes sa overdue na halaga',
    days: 'Araw na overdue',
    interest: 'Araw-araw na interes sa hindi nabayarang halaga',
    from: (day: number) => `${day} pataas`,
    range: (from: number, to: number) => `${from} hanggang ${to}`,
  },
  placeholder: {
    heading: 'Malapit na',
    text: 'Hindi pa handa ang bahaging ito ng app. Bumalik ka mamaya.',
  },
}

export default fil
