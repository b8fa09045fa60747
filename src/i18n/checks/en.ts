import type { Catalogue } from '../catalogue.ts'

/**
 * The shared widgets' own words (src/ui/outcome-check.tsx, src/ui/barcode.tsx): they load with the
 * popups and pages that show them, never in a first load that does not.
 */
const en = {
  checkAgain: 'Check again',
  contactService: 'Contact customer service',
  barcodeUnavailable: 'This code cannot be shown as a bar code.',
} satisfies Catalogue

export default en
