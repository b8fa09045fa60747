import * as v from 'valibot'
import destr from '../lib/json-text.ts'
import { endpoint, ZERO } from './api.ts'
import { ignored, optText, text } from './schema-base.ts'

/** Bank form and card binding (spec §2 "Bank screen", §7): the answers' schemas, then the calls. */

/** The list a JSON text holds, else [] (a hint such as "Enter your account number"). */
function listInText(text: string): unknown[] {
  const parsed = destr(text)
  return Array.isArray(parsed) ? parsed : []
}

// The payment account form (card-init, spec §3 "Bank form item")

/**
 * An enum entry: name shown (the type when blank), type sent (an entry without one is left out by
 * the screen); an entry may name the channel it pays through.
 */
export const bankOption = v.looseObject({ name: optText, type: optText, channelNumber: optText })
export const bankFormItem = v.looseObject({
  code: v.pipe(text, v.trim(), v.minLength(1)),
  cate: text,
  title: optText,
  subtitle: optText,
  value: optText,
  // Entries as a list, or as the JSON text of one (as some back ends send them); any other text is
  // a hint on a text item and is not read.
  note: v.nullish(
    v.union([v.array(bankOption), v.pipe(v.string(), v.transform(listInText), v.array(bankOption))]),
    [],
  ),
  cardTypeMi: v.nullish(text, '0'),
  channelNumber: optText,
  inputType: optText,
})
export const cardInitData = v.looseObject({ items: v.array(bankFormItem), cardType: optText })

/** The answers' schemas under the names of their calls, for the tests that decode sample answers. */
export const schemas = {
  bankOption,
  bankFormItem,
  cardInit: cardInitData,
}

export const cardInit = endpoint({
  method: 'POST',
  path: '/card-init',
  send: 'form',
  success: ZERO,
  data: cardInitData,
})

export const bindCard = endpoint({
  method: 'POST',
  path: '/bind-card-new',
  send: 'form',
  success: ZERO,
  data: ignored,
})

export const changeCard = endpoint({
  method: 'POST',
  path: '/card-change',
  send: 'form',
  success: ZERO,
  data: ignored,
})
