// Every area's English texts, as if each route's screen had loaded them (src/i18n/catalogue.ts).
// Given before any test module runs, so a view renders at once, as a route does once its texts are here.
import { provideTexts, type Catalogue } from '../src/i18n/catalogue.ts'

const english = import.meta.glob<{ default: Catalogue }>('../src/i18n/*/en.ts', { eager: true })
for (const [path, module] of Object.entries(english)) {
  const area = /\/i18n\/([^/]+)\/en\.ts$/.exec(path)?.[1]
  if (area === undefined) throw new Error(`tests/setup.ts: no area in ${path}`)
  provideTexts(area, module.default)
}
