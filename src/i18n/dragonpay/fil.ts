import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/**
 * Filipino (./en.ts is the reference). The apps' menus and buttons (Bills, Payment Solutions, Reference
 * number, Next, Continue, Bills Payment…) stay as GCash, Maya and the CLiQQ kiosk show them.
 */
const fil: TextsOf<typeof en> = {
  intro:
    'Bayaran ang iyong loan sa pamamagitan ng **Dragonpay**: gamit ang GCash, gamit ang Maya, o cash sa tindahan. Laging ilagay ang iyong **pay code** kung saan hinihingi ng app o form ang reference number, para mapunta sa iyong loan ang bayad.',
  introNoCode: 'Nasa payment page ng iyong loan ang pay code mo.',
  amountUnreadable: 'Hindi mabasa ang halaga sa link na ito. Bayaran ang halagang nakalagay sa iyong loan.',
  payCodeUnreadable:
    'Hindi mabasa ang pay code sa link na ito. Gamitin ang pay code na nakalagay sa iyong loan.',
  yourPayment: 'Ang iyong bayad',
  amountDue: 'Halagang babayaran',
  payCode: 'Pay code',
  copyPayCode: 'Kopyahin ang pay code',
  copy: 'Kopyahin',
  waysToPay: 'Mga paraan ng pagbabayad',
  rulesTitle: 'Bago ka magbayad',
  rule1: 'Bayaran ang eksaktong halaga. Kapag iba ang halaga, puwedeng hindi ito maitugma sa iyong loan.',
  rule2: 'Tiyaking ang pay code mo ang nakalagay na reference number, bawat letra at numero.',
  rule3: 'Puwedeng maningil ng maliit na service fee ang GCash, Maya at mga tindahan.',
  rule4: 'Itago ang resibo hanggang lumabas ang bayad sa iyong loan.',
  close: 'Isara',
  pictures: (guide: string) => `Mga larawan: ${guide}`,
  pictureName: (guide: string, step: number) => `${guide}, hakbang ${step}`,
  enlarge: (picture: string) => `Palakihin: ${picture}`,
  step: (step: number) => `Hakbang ${step}`,
  gcash: {
    title: 'GCash Bills',
    name: 'GCash Bills',
    short: 'GCash',
    lead: 'Magbayad mula sa iyong GCash wallet gamit ang Bills.',
    step1: 'Buksan ang GCash app at i-tap ang **Bills**.',
    step2:
      'I-tap ang **Payment Solutions**, tapos ang **Dragonpay**. Puwede mo ring i-search ang “Dragonpay”.',
    step3:
      'Ilagay ang halaga, ang iyong pay code bilang **Reference number** at ang iyong mobile number. I-tap ang **Next**, suriin ang mga detalye at kumpirmahin.',
    step4: 'Itago ang resibo: mag-screenshot at itago ito hanggang lumabas ang bayad sa iyong loan.',
    picture2: 'Bills screen ng GCash na may mga kategorya ng biller; naka-marka ang Payment Solutions.',
    caption2: 'Sa Bills, i-tap ang Payment Solutions, tapos ang Dragonpay.',
    picture3:
      'Dragonpay form sa GCash: Amount, Reference number (naka-marka, dito ilalagay ang pay code mo), Mobile number, Email at ang Next button.',
    caption3: 'Sa Reference number ilalagay ang pay code mo.',
    picture4:
      'Resibo sa GCash: bayad sa Dragonpay, ang halagang binayaran, ang pay code mo bilang reference number at ang petsa.',
    caption4: 'Itago ang resibo hanggang lumabas ang bayad sa iyong loan.',
  },
  maya: {
    title: 'Maya (PayMaya)',
    name: 'Maya',
    short: 'Maya',
    lead: 'Magbayad mula sa iyong Maya wallet gamit ang Bills.',
    step1: 'Buksan ang Maya app at i-tap ang **Bills**.',
    step2: 'I-search ang **Dragonpay** at i-tap ito.',
    step3:
      'Ilagay ang iyong pay code bilang **Account / Reference number** at ang halaga. I-tap ang **Continue**, suriin ang mga detalye at magbayad.',
    step4: 'Itago ang resibo: mag-screenshot at itago ito hanggang lumabas ang bayad sa iyong loan.',
    picture2: 'Bills screen ng Maya na may “Dragonpay” sa search box; naka-marka ang resultang Dragonpay.',
    caption2: 'I-search ang Dragonpay at i-tap ito.',
    picture3:
      'Dragonpay form sa Maya: Account / Reference number (naka-marka, dito ilalagay ang pay code mo), Amount, Email at ang Continue button.',
    caption3: 'Sa Account / Reference number ilalagay ang pay code mo.',
    picture4:
      'Resibo sa Maya: matagumpay ang bayad, Dragonpay ang biller, ang pay code mo bilang account number.',
    caption4: 'Itago ang resibo hanggang lumabas ang bayad sa iyong loan.',
  },
  store: {
    title: 'Cash sa tindahan',
    name: 'Tindahan',
    short: 'Tindahan',
    lead: 'Magbayad nang cash sa 7-Eleven o sa counter ng ibang partner ng Dragonpay.',
    step1:
      'Pumunta sa 7-Eleven o sa ibang partner ng Dragonpay, gaya ng Bayad Center, SM Bills Payment, Cebuana Lhuillier o M Lhuillier.',
    step2:
      'Sa 7-Eleven, gamitin ang **CLiQQ** kiosk: i-tap ang **Bills Payment**, tapos ang **Dragonpay**, at ilagay ang iyong pay code at ang halaga. Magpi-print ang kiosk ng payment slip.',
    step3:
      'Sa ibang counter, sagutan ang bills payment form: **Dragonpay** ang biller at ang iyong pay code ang **Account / Reference number**.',
    step4: 'Ibigay sa cashier ang slip o form at ang eksaktong halaga nang cash. Itago ang resibo.',
    picture2:
      'CLiQQ kiosk ng 7-Eleven na nasa Bills Payment, naka-marka ang Dragonpay; may lumalabas na payment slip sa printer.',
    caption2: 'Sa CLiQQ kiosk: Bills Payment, tapos Dragonpay.',
    picture3:
      'Nasagutang bills payment form: Dragonpay ang biller, ang pay code mo bilang account o reference number (naka-marka), ang pangalan mo, contact number, ang eksaktong halaga, cash.',
    caption3: 'Sa form: Dragonpay ang biller, ang pay code mo ang reference number.',
    picture4:
      'Resibo ng tindahan: Dragonpay ang biller, ang pay code mo, ang halagang binayaran nang cash; itago ito hanggang lumabas ang bayad sa iyong loan.',
    caption4: 'Itago ang resibo hanggang lumabas ang bayad sa iyong loan.',
  },
}

export default fil
