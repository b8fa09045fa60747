import { MAX_MEGAPIXELS, MAX_PICKED_MB, REPLY_WEEKDAYS } from '../../../machines/shared/complaint.ts'
import type { Catalogue } from '../catalogue.ts'

/**
 * What the complaint form shows once the borrower picks a file or sends (plain English, the reference
 * catalogue): the tiles of files on their way and why a file is refused, the check of a complaint whose
 * answer was lost, and "Your complaint was sent". They load with that code, on demand
 * (src/screens/complaint/complaint-images.tsx, complaint-outcome.tsx), outside the form's first load.
 */
const en = {
  image: {
    waiting: 'Waiting',
    preparing: 'Preparing…',
    uploading: 'Uploading…',
    uploadingPercent: (percent: number) => `Uploading ${percent} %`,
    uploadingName: (name: string) => `Uploading ${name}`,
    status: (name: string, status: string) => `${name}: ${status}`,
    oneRefused: 'This file was not added:',
    manyRefused: 'These files were not added:',
  },
  outcome: {
    checkingTitle: 'Checking your complaint',
    unknownTitle: 'We could not confirm your complaint yet',
    checking: 'We are confirming that your complaint reached us. Do not send it again.',
    unknown: 'Your complaint may have reached us, but we could not confirm it. Do not send it again.',
    unknownWayOn: 'Check again in a moment, or ask customer service.',
  },
  sentThanks: `Thank you. We will reply within ${REPLY_WEEKDAYS} weekdays.`,
  messages: {
    'complaint.sent': 'Your complaint was sent.',
    'complaint.image.notPhoto': 'This file is not a photo (JPEG, PNG or WebP).',
    'complaint.image.tooLarge': `This photo is too large (max ${MAX_PICKED_MB} MB).`,
    'complaint.image.tooManyPixels': `This photo has too many pixels (max ${MAX_MEGAPIXELS} megapixels).`,
    'complaint.image.unreadable': 'This photo could not be opened. Choose another one.',
    'complaint.image.tooDetailed': 'This photo is too large to send, even made smaller. Choose another one.',
  },
} satisfies Catalogue

export default en
