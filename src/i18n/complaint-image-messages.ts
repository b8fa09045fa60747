import type { MessageId } from '../../machines/shared/notice.ts'
import { MAX_MEGAPIXELS, MAX_PICKED_MB } from '../../machines/shared/complaint.ts'
import { addMessages } from './catalogue.ts'

/**
 * Why a picked file is not sent (shown next to the complaint form's uploader, after the file's name):
 * added to the catalogue with the form's picture code (src/screens/complaint/complaint-images.tsx), which
 * loads when the borrower first picks a file, the only time they can show.
 */
export const complaintImageEn: Record<Extract<MessageId, `complaint.image.${string}`>, string> = {
  'complaint.image.notPhoto': 'This file is not a photo (JPEG, PNG or WebP).',
  'complaint.image.tooLarge': `This photo is too large (max ${MAX_PICKED_MB} MB).`,
  'complaint.image.tooManyPixels': `This photo has too many pixels (max ${MAX_MEGAPIXELS} megapixels).`,
  'complaint.image.unreadable': 'This photo could not be opened. Please choose another one.',
  'complaint.image.tooDetailed':
    'This photo is too large to send, even made smaller. Please choose another one.',
}

addMessages(complaintImageEn)
