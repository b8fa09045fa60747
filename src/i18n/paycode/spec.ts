import type { TextsOf } from '../catalogue.ts'
import en from './en.ts'

/**
 * The spec's literal wording where it gives one; plain English (./en.ts) elsewhere. Spec §2 quotes
 * only "keep the deposit slip as proof of payment" (in the English note already) and "copy success"
 * (common's 'common.copySuccess').
 */
const spec: TextsOf<typeof en> = { ...en }

export default spec
