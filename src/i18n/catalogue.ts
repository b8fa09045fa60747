import type { MessageId } from '../../machines/shared/notice.ts'
import { currentLang, type Lang } from './lang.ts'

/**
 * Catalogues (docs/decisions/034-languages.md). Each area of the app (a flow's screens, the public
 * site, the texts every page shares) keeps its texts in `src/i18n/<area>/`: `en.ts` (plain English,
 * the reference), `fil.ts` (Filipino, typed against English so no key is missing) and `spec.ts` (the
 * spec's literal wording: English with the spec's own texts over it). Only the page's language loads:
 * an area's `index.ts` names its three files to `catalogue()`, which starts loading the active one when
 * the area's code first runs; the route preload in index.html has already fetched it alongside the
 * screen (vite.config.ts), and a route renders once its texts are here (`textsReady`, src/app/routes.ts).
 *
 * A text is a string, or a function of the values it shows (a count, an amount already formatted);
 * `messages` holds the texts of the message ids machines name (machines/shared/notice.ts).
 */
export type Text = string | ((...values: never[]) => string)
export type TextsOf<T> = { readonly [K in keyof T]: T[K] extends Text ? T[K] : TextsOf<T[K]> }
/** Texts under one name (a popup's, the routes' titles). */
export interface TextGroup {
  readonly [key: string]: Text
}
/** What a catalogue may hold: texts, groups of texts, and the messages of the ids its flow's machines name. */
export interface Catalogue {
  readonly [key: string]: Text | TextGroup | undefined
  readonly messages?: Partial<Record<MessageId, string>>
}

type Loaders<T> = Record<Lang, () => Promise<{ default: T }>>

interface Area {
  load: () => Promise<{ default: Catalogue }>
  texts?: Catalogue
  loading?: Promise<void>
}

const areas = new Map<string, Area>()
const messages: Partial<Record<MessageId, string>> = {}

function settle(area: Area, texts: Catalogue): void {
  area.texts = texts
  Object.assign(messages, texts.messages)
}

function start(area: Area): Promise<void> {
  area.loading ??= area.load().then(
    (module) => settle(area, module.default),
    (error: unknown) => {
      // Forgotten, so the route's Try again asks again.
      area.loading = undefined
      throw error
    },
  )
  return area.loading
}

/**
 * Declares an area's catalogue and starts loading its texts in the page's language. Returns the
 * accessor a view calls while rendering; it throws when the texts have not arrived, which a route
 * never lets happen (`textsReady`), so a view can never show a missing text.
 */
export function catalogue<T extends Catalogue>(name: string, loaders: Loaders<T>): () => T {
  let area = areas.get(name)
  if (area === undefined) {
    area = { load: () => loaders[currentLang()]() }
    areas.set(name, area)
    void start(area).catch(() => undefined)
  }
  const known = area
  return () => {
    if (known.texts === undefined) throw new Error(`The texts of ${name} were used before they loaded`)
    return known.texts as T
  }
}

/** Resolves when every declared catalogue has loaded (retrying one that failed); rejects when one cannot. */
export function textsReady(): Promise<unknown> {
  return Promise.all([...areas.values()].filter((area) => area.texts === undefined).map(start))
}

/** Messages of a flow not yet moved into its area's catalogue (the route message files of src/i18n). */
export function addMessages(more: Partial<Record<MessageId, string>>): void {
  Object.assign(messages, more)
}

/** A catalogue's texts given outright (the unit tests give every area its English, tests/setup). */
export function provideTexts(name: string, texts: Catalogue): void {
  const area = areas.get(name) ?? { load: () => Promise.resolve({ default: texts }) }
  areas.set(name, area)
  settle(area, texts)
}

/** The text of a message id in the loaded catalogues ('' when none has it: the messages test forbids that). */
export function messageText(id: MessageId): string {
  return messages[id] ?? ''
}
