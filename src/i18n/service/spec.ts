import type { TextsOf } from '../catalogue.ts'
import en from './en.ts'

/** The spec quotes no text of customer service (spec §2 names its rows only): plain English (./en.ts). */
const spec: TextsOf<typeof en> = { ...en }

export default spec
