import type { TextsOf } from '../catalogue.ts'
import en from './en.ts'

/** The spec's literal wording where it gives one; spec §2 quotes none for these instructions. */
const spec: TextsOf<typeof en> = { ...en }

export default spec
