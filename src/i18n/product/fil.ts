import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  incomplete: {
    heading: 'Kulang ang link ng produktong ito',
    text: 'Hindi nito sinasabi kung aling produkto ang ipapakita. Buksan ulit ang produkto mula sa app.',
  },
  loadFailed: 'Hindi ma-load ang produktong ito.',
  notOffered: {
    heading: 'Hindi na inaalok',
    text: 'Hindi na inaalok ang produktong ito.',
    others: 'Baka bagay sa iyo ang ibang loan: tingnan ang mga inaalok ngayon.',
  },
}

export default fil
