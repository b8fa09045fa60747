import { DEFAULT_CARD_TYPE, digitsOnly, EVERY_CARD_TYPE, isVisible } from './bank-form-fields.ts'
import type { BankField, BankFieldKind, BankForm, BankOption, CardTypeTab } from './bank-form.types.ts'

/*
 * How card-init's items become the form (spec §3 "Bank form item", decision 018): which item gives
 * the tabs, which kind each field is, their choices and the server values each field keeps. The api
 * decodes the answer (src/api/bank.ts); src/screens/bank-form/bank-form.impl.ts hands it here.
 */

/** The item code that carries the card types: shown as the tabs, not as a field (decision 018). */
export const CARD_TYPE_CODE = 'cardType'
/** Days of a month for a day field without entries of its own. */
export const MONTH_DAYS = 31

/** An enum entry of an item (spec §3 note): type sent, name shown, the channel it pays through. */
export interface BankItemEntry {
  type: string
  name: string
  channelNumber: string
}

/** One item of card-init's answer, as src/api/bank.ts decodes it. */
export interface BankFormItem {
  code: string
  cate: string
  title: string
  subtitle: string
  value: string
  note: readonly BankItemEntry[]
  cardTypeMi: string
  channelNumber: string
}

/** The spec's cate values (text, city select, day, enum), however the server spells them. */
export function kindOf(cate: string, hasEntries: boolean): BankFieldKind {
  const name = cate.toLowerCase().replace(/[^a-z]/g, '')
  if (name.includes('city')) return 'city'
  if (name.includes('day')) return 'day'
  if (name === 'enum' || name.includes('select')) return 'enum'
  if (name === 'text' || name === 'input') return 'text'
  return hasEntries ? 'enum' : 'text'
}

/** A note's entries as choices: trimmed; one without a type is left out (it could never be sent), a repeated type keeps its first. */
function entriesOf(note: readonly BankItemEntry[]): BankOption[] {
  const seen = new Set<string>()
  return note.flatMap(({ type, name, channelNumber }) => {
    const value = type.trim()
    if (value === '' || seen.has(value)) return []
    seen.add(value)
    return [{ value, label: name.trim(), channelNumber: channelNumber.trim() }]
  })
}

function optionsOf(kind: BankFieldKind, note: readonly BankItemEntry[]): BankOption[] {
  if (kind === 'text') return []
  // A blank name shows the type.
  const entries = entriesOf(note).map((entry) => ({ ...entry, label: entry.label || entry.value }))
  if (entries.length > 0 || kind !== 'day') return entries
  return Array.from({ length: MONTH_DAYS }, (_, day) => {
    const value = String(day + 1)
    return { value, label: value, channelNumber: '' }
  })
}

/**
 * A server value kept by the field's rule: a text value only when it is a plain number (a masked
 * "**** 1234" is not the borrower's number, so the field starts empty); a choice only when it is
 * one of the choices ("05" is day 5).
 */
function cleanValue(field: BankField, raw: string): string {
  const value = raw.trim()
  if (field.kind === 'text') return /^\d+$/.test(value) ? digitsOnly(value) : ''
  const isChoice = (choice: string) => field.options.some((option) => option.value === choice)
  if (isChoice(value)) return value
  const day = /^\d+$/.test(value) && field.kind === 'day' ? String(Number(value)) : ''
  return isChoice(day) ? day : ''
}

/**
 * The tabs: the cardType item's entries when it has some (kept as an enum's are), else the card
 * types the fields name and the one the server named. A tab that would show no field is left out.
 * `nameOf` names a tab the server named not (the catalogue's words).
 */
function tabsOf(
  fields: BankField[],
  serverType: string | undefined,
  typeItem: BankFormItem | undefined,
  nameOf: (cardType: string) => string,
): CardTypeTab[] {
  const tab = (value: string, name = ''): CardTypeTab => ({
    value,
    label: name.trim() !== '' ? name : nameOf(value),
  })
  const named = entriesOf(typeItem?.note ?? []).map((entry) => tab(entry.value, entry.label))
  const types = new Set([serverType ?? '', ...fields.map((field) => field.cardType)])
  types.delete('')
  types.delete(EVERY_CARD_TYPE)
  const tabs =
    named.length > 0
      ? named
      : [...(types.size > 0 ? types : [DEFAULT_CARD_TYPE])]
          .sort((a, b) => Number(a) - Number(b) || a.localeCompare(b))
          .map((value) => tab(value))
  return tabs.filter(({ value }) => fields.some((field) => isVisible(field, value)))
}

/**
 * card-init's answer as the machine reads it (decision 018): the cardType item (if any) gives the
 * tabs, every other item a field (a repeated code keeps its first). A select without a choice (an
 * enum or city without entries) is left out: it could never be filled. null: a form without a field
 * or a tab (a malformed answer).
 */
export function bankFormOf(
  items: readonly BankFormItem[],
  cardType: string,
  nameOf: (cardType: string) => string,
): BankForm | null {
  const typeItem = items.find((item) => item.code === CARD_TYPE_CODE)
  const seen = new Set<string>()
  const fields: BankField[] = []
  const values: Record<string, string> = {}
  for (const item of items) {
    if (item.code === CARD_TYPE_CODE || seen.has(item.code)) continue
    seen.add(item.code)
    const kind = kindOf(
      item.cate,
      item.note.some((entry) => entry.type.trim() !== ''),
    )
    const options = optionsOf(kind, item.note)
    if (kind !== 'text' && options.length === 0) continue
    const title =
      item.title.trim() !== '' ? item.title : item.subtitle.trim() !== '' ? item.subtitle : item.code
    const field: BankField = {
      code: item.code,
      kind,
      title,
      placeholder: item.subtitle,
      options,
      cardType: item.cardTypeMi.trim() === '' ? EVERY_CARD_TYPE : item.cardTypeMi.trim(),
      channelNumber: item.channelNumber.trim(),
    }
    fields.push(field)
    values[field.code] = cleanValue(field, item.value)
  }
  const serverType = [typeItem?.value, cardType].map((type) => type?.trim() ?? '').find((type) => type !== '')
  const tabs = tabsOf(fields, serverType, typeItem, nameOf)
  const first =
    tabs.find((candidate) => candidate.value === (serverType ?? DEFAULT_CARD_TYPE)) ??
    tabs.find((candidate) => candidate.value === DEFAULT_CARD_TYPE) ??
    tabs[0]
  if (first === undefined) return null
  return { fields, cardTypes: tabs, cardType: first.value, values }
}
