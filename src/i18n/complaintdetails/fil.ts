import { REPLY_WEEKDAYS } from '../../../machines/shared/complaint.ts'
import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  complaint: 'Reklamo',
  referenceNo: 'Reference no.',
  questionTypeLabel: 'Uri ng reklamo',
  close: 'Isara',
  seeMyComplaints: 'Tingnan ang mga reklamo ko',
  details: {
    incompleteLink: 'Kulang ang link na ito',
    incompleteLinkText:
      'Hindi nito sinasabi kung aling reklamo ang ipapakita. Buksan ang reklamo mula sa Mga reklamo ko.',
    loadFailed: 'Hindi ma-load ang reklamong ito.',
    refused: 'Hindi maipakita ang reklamong ito',
    refusedText: 'Baka sarado na ito, o hindi ito sa iyo. Nasa Mga reklamo ko ang lahat ng reklamo mo.',
    yourComplaint: 'Ang iyong reklamo',
    status: 'Status',
    filedOn: 'Petsa ng reklamo',
    description: 'Paglalarawan',
    yourImages: 'Mga larawan mo',
    ourReply: 'Ang sagot namin',
    handledBy: 'Sumagot:',
    replyImages: 'Mga larawan sa sagot',
    lookingIntoIt: `Inaalam na namin ang reklamo mo at sasagot kami sa loob ng ${REPLY_WEEKDAYS} araw ng trabaho.`,
    rateReply: 'I-rate ang sagot namin',
    ratePrompt: 'Gaano nakatulong ang sagot namin? I-tap ang isang star.',
    rated: 'Salamat sa pag-rate sa sagot namin.',
    yourImage: (n: number, of: number) => `Larawan mo ${n} sa ${of}`,
    replyImage: (n: number, of: number) => `Larawan sa sagot ${n} sa ${of}`,
    enlargeYourImage: (n: number, of: number) => `Palakihin ang larawan mo ${n} sa ${of}`,
    enlargeReplyImage: (n: number, of: number) => `Palakihin ang larawan sa sagot ${n} sa ${of}`,
    previous: 'Nauna',
    next: 'Susunod',
    imageUnavailable: 'Hindi maipakita ang larawan',
  },
  messages: {
    'complaint.scoreSaved': 'Salamat sa iyong rating.',
    'complaint.status.answered': 'May sagot na',
    'complaint.status.inProgress': 'Inaasikaso',
  },
}

export default fil
