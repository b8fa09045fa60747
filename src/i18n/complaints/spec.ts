import type { TextsOf } from '../catalogue.ts'
import en from './en.ts'

/** The spec quotes no text of My complaints (spec §2 names its parts only): plain English (./en.ts). */
const spec: TextsOf<typeof en> = { ...en }

export default spec
