import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  incompleteHeading: 'Kulang ang link ng pay code na ito',
  incompleteText: 'Bumalik at piliin ulit ang iyong payment channel para makakuha ng bagong code.',
  amountDue: 'Halagang babayaran',
  paymentChannel: 'Payment channel',
  yourCode: 'Ang iyong pay code',
  yourCodeFor: (channel: string) => `Ang iyong pay code para sa ${channel}`,
  validUntil: (at: string) => `Valid hanggang ${at} (oras sa Manila)`,
  expired: (at: string) =>
    `Nag-expire na ang pay code na ito noong ${at} (oras sa Manila). Bumalik at piliin ulit ang iyong payment channel para sa bagong code.`,
  copyCode: (code: string) => `Kopyahin ang pay code na ${code}`,
  copy: 'Kopyahin',
  hint: 'Ilagay ang code na ito sa app ng payment channel o ibigay ito sa counter, at bayaran ang eksaktong halaga.',
  hintFor: (channel: string) =>
    `Sa ${channel} lang gamitin ang code na ito, at bayaran ang eksaktong halaga: may sariling pay code ang bawat payment channel.`,
  howToPayWith: (channel: string) => `Paano magbayad gamit ang ${channel}`,
  stepsWithPictures: 'Mga hakbang na may larawan',
  stepByStep: 'Paano magbayad, hakbang-hakbang',
  refused: {
    heading: 'Hindi ipinapakita ang QR code na ito',
    notFrom: (brand: string) =>
      `Hindi galing sa ${brand} ang QR code na ito, kaya hindi ito ipinapakita: kapag ginamit mo ito sa pagbabayad, puwedeng mapunta sa iba ang pera mo.`,
    payWithCode: 'Puwede ka pa ring magbayad gamit ang pay code mo sa ibaba.',
    getNewCode:
      'Para makapagbayad, bumalik sa iyong loan at pumili ulit ng paraan ng pagbabayad para makakuha ng bagong code.',
    askFirst:
      'Hindi sigurado kung saan galing ang link na ito? Magtanong muna sa aming customer service bago ka magbayad.',
    contact: 'Makipag-ugnayan sa customer service',
  },
  qr: {
    title: 'I-scan para magbayad',
    alt: 'QR code na ii-scan para magbayad',
    caption: 'I-scan gamit ang GCash, Maya o app ng iyong bangko.',
    tipsTitle: 'Paano mag-scan at magbayad',
    tip1: 'Buksan ang GCash, Maya o app ng iyong bangko.',
    tip2: 'I-tap ang Scan o Pay QR.',
    tip3: 'I-scan ang code sa itaas. Sa phone na ito ka magbabayad? Mag-screenshot, tapos piliin ang Upload QR sa scan screen.',
    tip4: 'Tiyaking tama ang halaga bago mo kumpirmahin.',
    tip5: 'Magbayad, at itago ang resibo hanggang lumabas ang bayad sa iyong loan.',
    failedHeading: 'Hindi ma-load ang QR code',
    failedText: 'Suriin ang iyong koneksyon, tapos bumalik at piliin ulit ang iyong payment channel.',
  },
  v2: {
    notFoundHeading: 'Walang nakitang detalye ng bayad',
    notFoundText: 'Buksan ulit ang pagbabayad mula sa iyong loan para makita kung paano magbayad.',
    depositNote:
      'Bayaran ang kabuuang halaga sa ibaba gamit ang iyong pay code, at itago ang deposit slip bilang patunay ng bayad.',
    due: (date: string) => `due date ${date}`,
    payCode: 'Pay code',
    total: 'Kabuuang babayaran',
    forChannel: (channel: string) =>
      `Para sa ${channel} ang pay code na ito. May sariling pay code ang bawat payment channel.`,
  },
}

export default fil
