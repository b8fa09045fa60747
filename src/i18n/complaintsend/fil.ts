import { MAX_MEGAPIXELS, MAX_PICKED_MB, REPLY_WEEKDAYS } from '../../../machines/shared/complaint.ts'
import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  image: {
    waiting: 'Naghihintay',
    preparing: 'Inihahanda…',
    uploading: 'Ina-upload…',
    uploadingPercent: (percent: number) => `Ina-upload ${percent} %`,
    uploadingName: (name: string) => `Ina-upload ang ${name}`,
    status: (name: string, status: string) => `${name}: ${status}`,
    oneRefused: 'Hindi naidagdag ang file na ito:',
    manyRefused: 'Hindi naidagdag ang mga file na ito:',
  },
  outcome: {
    checkingTitle: 'Sinusuri ang iyong reklamo',
    unknownTitle: 'Hindi pa namin makumpirma ang iyong reklamo',
    checking: 'Kinukumpirma namin kung natanggap namin ang reklamo mo. Huwag na itong ipadala ulit.',
    unknown:
      'Baka natanggap na namin ang reklamo mo, pero hindi namin ito makumpirma. Huwag na itong ipadala ulit.',
    unknownWayOn: 'Suriin ulit maya-maya, o magtanong sa customer service.',
  },
  sentThanks: `Salamat. Sasagot kami sa loob ng ${REPLY_WEEKDAYS} araw ng trabaho.`,
  messages: {
    'complaint.sent': 'Naipadala na ang iyong reklamo.',
    'complaint.image.notPhoto': 'Hindi larawan ang file na ito (JPEG, PNG o WebP).',
    'complaint.image.tooLarge': `Masyadong malaki ang larawang ito (hanggang ${MAX_PICKED_MB} MB lang).`,
    'complaint.image.tooManyPixels': `Masyadong marami ang pixel ng larawang ito (hanggang ${MAX_MEGAPIXELS} megapixel lang).`,
    'complaint.image.unreadable': 'Hindi mabuksan ang larawang ito. Pumili ng iba.',
    'complaint.image.tooDetailed':
      'Masyadong malaki ang larawang ito para maipadala, kahit pinaliit na. Pumili ng iba.',
  },
}

export default fil
