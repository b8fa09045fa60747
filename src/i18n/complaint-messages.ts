import type { MessageId } from '../../machines/shared/notice.ts'
import { addMessages } from './catalogue.ts'

/**
 * The complaint pages' messages (spec §5, §8), added to the catalogue when their screens load; why a
 * picked image is refused loads with the form's picture code (./complaint-image-messages.ts).
 */
export const complaintEn: Record<
  Exclude<Extract<MessageId, `complaint.${string}`>, `complaint.image.${string}`>,
  string
> = {
  'complaint.collectionRefused': 'The selected order does not support sending collection types.',
  'complaint.collectionNeedsOrder':
    'A collection complaint is about an order. Please choose the order first with All.',
  'complaint.collectionNoOrders':
    'A collection complaint is about an order, and you have no order. Please choose another question type.',
  'complaint.emptyDescription': 'Please fill in your comments and suggestions.',
  'complaint.uploadFailed': 'Upload failed. Please try again.',
  'complaint.sent': 'Successfully Sent',
  // Spec §8, word for word.
  'complaint.scoreSaved': 'Successful demonstration！',
}

addMessages(complaintEn)
