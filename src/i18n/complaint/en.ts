import { REPLY_WEEKDAYS } from '../../../machines/shared/complaint.ts'
import type { Catalogue } from '../catalogue.ts'

/**
 * Filing a complaint (plain English, the reference catalogue): the complaint start and form ("Online
 * service"), with the messages their machines name. Following one (My complaints, its details) is
 * ../complaints; page titles are the routes' (src/i18n/common `titles`).
 */
const en = {
  start: {
    loadFailed: 'The complaint options could not be loaded.',
    selectedOrder: 'Selected order',
    allOrders: 'All',
    allOrdersTitle: 'All orders',
    noOrders:
      'You have no loan orders, so there is no order to choose. You can still send a complaint of another type below.',
    noOrderSelected: 'No order selected. Tap All to choose the order your complaint is about.',
    questionType: 'Select question type',
    subTypes: (type: string) => `${type} sub-types`,
  },
  sent: {
    title: 'Your complaint was sent',
    replyPromise: `We will reply within ${REPLY_WEEKDAYS} weekdays.`,
    viewComplaint: 'View my complaint',
  },
  form: {
    chooseTypeFirst: 'Choose a question type first.',
    chooseType: 'Choose a question type',
    linkHasNoType: 'This link does not say what your complaint is about.',
    loadFailed: 'The complaint form could not be loaded.',
    send: 'Send',
    sending: 'Sending…',
    uploading: 'Uploading images…',
    about: 'Your complaint is about',
    yourOrder: 'Your order',
    orderNo: (orderNo: string) => `Order no. ${orderNo}`,
    describe: 'Describe the problem',
    placeholder: 'What went wrong, and when?',
    images: 'Evidence images',
    upTo: (count: number) => `(up to ${count})`,
    addImages: 'Add images',
    remove: (name: string) => `Remove ${name}`,
    imageNumber: (n: number) => `Image ${n}`,
    replyPromise: `We reply within ${REPLY_WEEKDAYS} weekdays.`,
  },
  referenceNo: 'Reference no.',
  questionTypeLabel: 'Question type',
  close: 'Close',
  seeMyComplaints: 'See my complaints',
  messages: {
    'complaint.collectionRefused':
      'You cannot file a collection complaint about this order. Choose another question type.',
    'complaint.collectionNeedsOrder':
      'A collection complaint is about an order. Tap All to choose the order first.',
    'complaint.collectionNoOrders':
      'A collection complaint is about an order, and you have no orders. Choose another question type.',
    'complaint.emptyDescription': 'Tell us what happened.',
    'complaint.uploadFailed': 'The image could not be uploaded. Try again.',
  },
} satisfies Catalogue

export default en
