import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  daysLate: (days: number) => `${days} araw nang late`,
  lateDue: (date: string) => ` (due date ${date}).`,
  lateRollover:
    'Bayaran ang rollover fee para malipat ang iyong due date, o bayaran ang buong loan mula sa iyong order.',
  lateInstalment: 'Magbayad na: lumalaki ang late charges araw-araw.',
  howToPay: 'Paano magbayad',
  howToPayCode: 'Sunud-sunod na hakbang, kasama ang iyong pay code at halaga',
  howToPayAll: 'Sunud-sunod na hakbang, para sa bawat payment channel',
  codeFor: (title: string) =>
    `Ang pay code na ito ay para sa ${title}. Kapag pumili ka ng ibang channel sa Magbayad, may sarili itong pay code.`,
  codeForAny: 'Kapag pumili ka ng ibang channel sa Magbayad, may sarili itong pay code.',
  details: 'Detalye',
  hide: 'Itago',
  more: 'Iba pa',
  plan: 'Iskedyul ng bayad',
  terms: {
    title: 'Ano ang nagagawa ng rollover fee',
    pay: 'Bayaran ang ',
    moves: ' na rollover fee: malilipat ang iyong due date',
    toNewDate: ' sa bagong petsa',
    to: ' sa ',
    end: '.',
    notLead: 'Hindi nito binabawasan ang iyong loan: may babayaran ka pa ring ',
    onNewDueDate: 'sa bago mong due date',
    on: (date: string) => `sa ${date}`,
  },
  known: {
    title: 'Ang iyong pay code mula',
    amountThen: 'Halaga noon:',
    note: 'Puwede mo pa rin itong gamitin sa pagbabayad. Baka lumaki na ang halaga mula noon: bayaran ang halagang makikita sa iyong loan kapag nag-load ulit ang page na ito.',
  },
  channels: {
    title: 'Piliin kung paano magbabayad',
    hint: 'Pumili ng payment channel.',
    each: 'May sariling pay code at mga hakbang ang bawat channel.',
    none: 'Walang available na payment channel para sa order na ito ngayon.',
    label: 'Mga payment channel',
    missing: 'Pumili muna ng payment channel.',
    pay: 'Bayaran',
    paying: 'Kinukuha ang iyong pay code…',
  },
  scan: {
    title: 'I-scan para magbayad',
    hint: 'Ipakita ang bar code na ito sa cashier para magbayad gamit ang iyong pay code.',
    label: (code: string) => `Bar code ng pay code ${code}`,
    close: 'Isara',
  },
  check: {
    checking: 'Tinitingnan ang iyong pay code',
    checkingText:
      'Hinihingi namin sa lender ang pay code na hiniling mo. Huwag munang magbayad o humingi ng bago.',
    unknown: 'Hindi pa namin makuha ang iyong pay code',
    unknownText:
      'Baka nagawa na ito ng lender. Huwag munang humingi ng bago: tingnan ulit mamaya, o hingin sa customer service ang iyong pay code.',
    service: 'Customer service',
  },
}

export default fil
