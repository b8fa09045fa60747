import { REPLY_WEEKDAYS } from '../../../machines/shared/complaint.ts'
import type { Catalogue } from '../catalogue.ts'

/**
 * A complaint's details (plain English, the reference catalogue), with the messages its machine names.
 * My complaints are ../complaints, filing one ../complaint; page titles are the routes' (src/i18n/common
 * `titles`); the rating popup's own texts are ../rating.
 */
const en = {
  complaint: 'Complaint',
  referenceNo: 'Reference no.',
  questionTypeLabel: 'Question type',
  close: 'Close',
  seeMyComplaints: 'See my complaints',
  details: {
    incompleteLink: 'This link is incomplete',
    incompleteLinkText: 'It does not say which complaint to show. Open the complaint from My complaints.',
    loadFailed: 'This complaint could not be loaded.',
    refused: 'This complaint cannot be shown',
    refusedText: 'It may have been closed, or it is not one of yours. Your complaints are in My complaints.',
    yourComplaint: 'Your complaint',
    status: 'Status',
    filedOn: 'Filed on',
    description: 'Description',
    yourImages: 'Your images',
    ourReply: 'Our reply',
    handledBy: 'Handled by',
    replyImages: 'Reply images',
    lookingIntoIt: `We are looking into your complaint and will reply within ${REPLY_WEEKDAYS} weekdays.`,
    rateReply: 'Rate our reply',
    ratePrompt: 'How helpful was our reply? Tap a star.',
    rated: 'Thank you for rating our reply.',
    yourImage: (n: number, of: number) => `Your image ${n} of ${of}`,
    replyImage: (n: number, of: number) => `Reply image ${n} of ${of}`,
    enlargeYourImage: (n: number, of: number) => `Enlarge your image ${n} of ${of}`,
    enlargeReplyImage: (n: number, of: number) => `Enlarge reply image ${n} of ${of}`,
    previous: 'Previous',
    next: 'Next',
    imageUnavailable: 'Image unavailable',
  },
  messages: {
    'complaint.scoreSaved': 'Thanks for your rating.',
    'complaint.status.answered': 'Answered',
    'complaint.status.inProgress': 'In progress',
  },
} satisfies Catalogue

export default en
