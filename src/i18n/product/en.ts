import type { Catalogue } from '../catalogue.ts'

/** The product page (its card and button are the recommended area's, ../recommended). Plain English, the reference. */
const en = {
  incomplete: {
    heading: 'This product link is incomplete',
    text: 'It does not say which product to show. Open the product again from the app.',
  },
  loadFailed: 'This product could not be loaded.',
  notOffered: {
    heading: 'Not offered any more',
    text: 'This product is not offered any more.',
    others: 'Other loans may suit you: see the ones on offer now.',
  },
} satisfies Catalogue

export default en
