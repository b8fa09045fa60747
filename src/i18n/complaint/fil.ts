import { REPLY_WEEKDAYS } from '../../../machines/shared/complaint.ts'
import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  start: {
    loadFailed: 'Hindi ma-load ang mga pagpipilian para sa reklamo.',
    selectedOrder: 'Napiling order',
    allOrders: 'Lahat',
    allOrdersTitle: 'Lahat ng order',
    noOrders:
      'Wala kang loan order, kaya walang order na mapipili. Puwede ka pa ring magpadala ng ibang uri ng reklamo sa ibaba.',
    noOrderSelected: 'Walang napiling order. I-tap ang Lahat para piliin ang order na inirereklamo mo.',
    questionType: 'Piliin ang uri ng reklamo',
    subTypes: (type: string) => `Mga uri ng ${type}`,
  },
  sent: {
    title: 'Naipadala na ang iyong reklamo',
    replyPromise: `Sasagot kami sa loob ng ${REPLY_WEEKDAYS} araw ng trabaho.`,
    viewComplaint: 'Tingnan ang reklamo',
  },
  form: {
    chooseTypeFirst: 'Pumili muna ng uri ng reklamo.',
    chooseType: 'Pumili ng uri ng reklamo',
    linkHasNoType: 'Hindi sinasabi ng link na ito kung tungkol saan ang reklamo mo.',
    loadFailed: 'Hindi ma-load ang form ng reklamo.',
    send: 'Ipadala',
    sending: 'Ipinapadala…',
    uploading: 'Ina-upload ang mga larawan…',
    about: 'Tungkol ang reklamo mo sa',
    yourOrder: 'Iyong order',
    orderNo: (orderNo: string) => `Order no. ${orderNo}`,
    describe: 'Ilarawan ang problema',
    placeholder: 'Ano ang nangyari, at kailan?',
    images: 'Mga larawang patunay',
    upTo: (count: number) => `(hanggang ${count})`,
    addImages: 'Magdagdag',
    remove: (name: string) => `Alisin ang ${name}`,
    imageNumber: (n: number) => `Larawan ${n}`,
    replyPromise: `Sumasagot kami sa loob ng ${REPLY_WEEKDAYS} araw ng trabaho.`,
  },
  referenceNo: 'Reference no.',
  questionTypeLabel: 'Uri ng reklamo',
  close: 'Isara',
  seeMyComplaints: 'Tingnan ang mga reklamo ko',
  messages: {
    'complaint.collectionRefused':
      'Hindi puwedeng magreklamo tungkol sa paniningil para sa order na ito. Pumili ng ibang uri ng reklamo.',
    'complaint.collectionNeedsOrder':
      'Ang reklamo tungkol sa paniningil ay para sa isang order. I-tap muna ang Lahat para piliin ang order.',
    'complaint.collectionNoOrders':
      'Ang reklamo tungkol sa paniningil ay para sa isang order, at wala kang order. Pumili ng ibang uri ng reklamo.',
    'complaint.emptyDescription': 'Sabihin sa amin kung ano ang nangyari.',
    'complaint.uploadFailed': 'Hindi ma-upload ang larawan. Subukan ulit.',
  },
}

export default fil
