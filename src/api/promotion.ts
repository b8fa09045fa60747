import * as v from 'valibot'
import { optText, text } from './schema-base.ts'

/** Promotion landing (spec §3 "Landing template", §7 get-sid); only the landing's route loads these. */
export const sid = v.looseObject({ sid: text })
/** Landing template: `id` and configuration the spec does not show further; the page reads its words if present. */
export const landingTemplate = v.looseObject({ id: text, title: optText, subtitle: optText })
