import type { Catalogue } from '../catalogue.ts'

/**
 * The star rating popup's texts (plain English, the reference catalogue), for every page that asks
 * for a rating (the order page, a complaint's details). They load with the popup's code, on demand
 * (src/screens/shared/rating-popup.tsx). "Pick a star" is shared (src/i18n/common).
 */
const en = {
  title: 'Rate your experience',
  prompt: 'How was your experience with us? Tap a star.',
  stars: 'Rating',
  star: (count: number) => (count === 1 ? '1 star' : `${count} stars`),
  checking: 'Checking whether your rating was saved. Do not send it again.',
  unknown: 'We could not confirm that your rating was saved. Do not send it again: check again in a moment.',
  cancel: 'Cancel',
  checkAgain: 'Check again',
  checkingButton: 'Checking…',
  sending: 'Sending…',
  send: 'Send',
  thanksTitle: 'Thank you for your feedback',
  sorry: (support: string) =>
    `We are sorry your experience was not better. If something went wrong, our customer service is here to help: ${support}`,
  ok: 'OK',
  messages: {
    'rating.pickStar': 'Please choose a rating.',
  },
} satisfies Catalogue

export default en
