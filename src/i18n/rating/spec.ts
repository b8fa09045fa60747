import type { TextsOf } from '../catalogue.ts'
import en from './en.ts'

/**
 * The spec's literal wording where it gives one; plain English (./en.ts) elsewhere. The spec quotes no
 * text of the popup itself: its toasts ("Successful demonstration！", "Silakan pilih") are messages of
 * the pages that ask (src/i18n/complaint, src/i18n/common).
 */
// Spec §8's toast for a rating sent without a star, in the spec's own (Indonesian) words.
const spec: TextsOf<typeof en> = { ...en, messages: { 'rating.pickStar': 'Silakan pilih' } }

export default spec
