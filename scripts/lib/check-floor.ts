// Fails when a build uses a built-in or a CSS feature the support floor lacks (package.json "browserslist";
// docs/decisions/025-support-floor.md) without a fallback.
//
//   npx tsx scripts/cli/check-floor.ts <distDir>
//
// JavaScript (assets/*.js and the inline scripts of the HTML files): ESLint's compat rule (eslint-plugin-compat,
// MDN's data) over the built code, plus the built-ins it cannot see in minified code (instance methods: it
// knows no types) from a table below, plus the one syntax the build does not lower (scripts/lib/floor.ts,
// SYNTAX_CHROME). A use behind feature detection passes only where ALLOWED says so, or where the same member
// is tested with `typeof` just before it.
//
// CSS (assets/*.css and the inline <style> of the HTML files): each feature of CSS_FEATURES that MDN's data says
// the floor lacks must have a fallback: an earlier declaration of the same property in the same rule whose
// value uses none of them, or an enclosing @supports that names the feature. DEGRADES lists the features the
// app accepts losing on old engines, with the reason; they are reported, not failed.
import bcd from '@mdn/browser-compat-data' with { type: 'json' }
import type { BrowserName, SimpleSupportStatement, SupportBlock } from '@mdn/browser-compat-data'
import { ESLint } from 'eslint'
import compat from 'eslint-plugin-compat'
import globals from 'globals'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { inlineElements } from './csp-policy.ts'
import { filesUnder } from './files.ts'
import { floorQueries, floorVersions, SYNTAX_CHROME, type Engine } from './floor.ts'

/** The lowest [major, minor] of each engine the floor admits (floorVersions). */
type Floor = Partial<Record<Engine, [number, number]>>

/** A built-in compat/compat cannot see; `member` is the name a `typeof` guard tests. */
interface BuiltIn {
  name: string
  pattern: RegExp
  key: string
  member?: string
}

/** A CSS feature: where it shows, the pattern that finds it, its MDN key, its name in an @supports test. */
interface CssFeature {
  name: string
  in: 'value' | 'property' | 'selector' | 'at-rule'
  pattern: RegExp
  key: string
  token: string
}

export interface StyleRule {
  selector: string
  declarations: { property: string; value: string }[]
  within: string[]
}

export interface FloorReport {
  /** `file: feature …` for each use of what the floor lacks without a fallback. */
  problems: string[]
  /** The accepted degradations the build has, with their reasons. */
  notes: string[]
}

/** Guarded uses in library code that compat/compat reports. Each names what guards it, and why it is fine. */
const ALLOWED = [
  {
    api: 'navigator.connection',
    guard: /navigator\.connection&&/,
    reason: "React DOM's bandwidth estimate reads it only where present, else assumes 5 Mbit/s",
  },
]

/** Built-ins compat/compat misses in minified code (method calls on values of unknown type). */
const BUILT_INS: BuiltIn[] = [
  { name: 'Object.hasOwn', pattern: /\bObject\.hasOwn\(/g, key: 'javascript.builtins.Object.hasOwn' },
  { name: 'Array.prototype.at', pattern: /\.at\(/g, key: 'javascript.builtins.Array.at', member: 'at' },
  {
    name: 'Array.prototype.findLast',
    pattern: /\.findLast(?:Index)?\(/g,
    key: 'javascript.builtins.Array.findLast',
    member: 'findLast',
  },
  {
    name: 'Array.prototype.toSorted',
    pattern: /\.to(?:Sorted|Reversed|Spliced)\(/g,
    key: 'javascript.builtins.Array.toSorted',
  },
  {
    name: 'structuredClone',
    pattern: /\bstructuredClone\(/g,
    key: 'api.structuredClone',
    member: 'structuredClone',
  },
  {
    name: 'crypto.randomUUID',
    pattern: /\.randomUUID\(/g,
    key: 'api.Crypto.randomUUID',
    member: 'randomUUID',
  },
  {
    name: 'AbortSignal.timeout',
    pattern: /\bAbortSignal\.timeout\(/g,
    key: 'api.AbortSignal.timeout_static',
  },
  { name: 'AbortSignal.any', pattern: /\bAbortSignal\.any\(/g, key: 'api.AbortSignal.any_static' },
  { name: 'Object.groupBy', pattern: /\bObject\.groupBy\(/g, key: 'javascript.builtins.Object.groupBy' },
  {
    name: 'Promise.withResolvers',
    pattern: /\bPromise\.withResolvers\(/g,
    key: 'javascript.builtins.Promise.withResolvers',
  },
  {
    name: 'requestIdleCallback',
    pattern: /\brequestIdleCallback\(/g,
    key: 'api.Window.requestIdleCallback',
    member: 'requestIdleCallback',
  },
  { name: 'HTMLDialogElement.showModal', pattern: /\.showModal\(/g, key: 'api.HTMLDialogElement.showModal' },
]

/** CSS features the floor may lack, and where they show: a declaration's value, its property, a selector, an at-rule. */
const CSS_FEATURES: CssFeature[] = [
  {
    name: 'color-mix()',
    in: 'value',
    pattern: /\bcolor-mix\(/i,
    key: 'css.types.color.color-mix',
    token: 'color-mix',
  },
  {
    name: 'dynamic viewport units (dvh)',
    in: 'value',
    pattern: /\d(?:dv)(?:h|w|i|b|min|max)\b/i,
    key: 'css.types.length.viewport_percentage_units_dynamic',
    token: 'dv',
  },
  {
    name: 'small viewport units (svh)',
    in: 'value',
    pattern: /\d(?:sv)(?:h|w|i|b|min|max)\b/i,
    key: 'css.types.length.viewport_percentage_units_small',
    token: 'sv',
  },
  {
    name: 'large viewport units (lvh)',
    in: 'value',
    pattern: /\d(?:lv)(?:h|w|i|b|min|max)\b/i,
    key: 'css.types.length.viewport_percentage_units_large',
    token: 'lv',
  },
  {
    name: 'container query units (cqw)',
    in: 'value',
    pattern: /\dcq(?:w|h|i|b|min|max)\b/i,
    key: 'css.types.length.container_query_length_units',
    token: 'cq',
  },
  { name: ':has()', in: 'selector', pattern: /:has\(/i, key: 'css.selectors.has', token: ':has(' },
  {
    name: 'field-sizing',
    in: 'property',
    pattern: /^field-sizing$/i,
    key: 'css.properties.field-sizing',
    token: 'field-sizing',
  },
  {
    name: 'accent-color',
    in: 'property',
    pattern: /^accent-color$/i,
    key: 'css.properties.accent-color',
    token: 'accent-color',
  },
  {
    name: 'aspect-ratio',
    in: 'property',
    pattern: /^aspect-ratio$/i,
    key: 'css.properties.aspect-ratio',
    token: 'aspect-ratio',
  },
  {
    name: ':focus-visible',
    in: 'selector',
    pattern: /:focus-visible\b/i,
    key: 'css.selectors.focus-visible',
    token: ':focus-visible',
  },
  { name: ':where()', in: 'selector', pattern: /:where\(/i, key: 'css.selectors.where', token: ':where(' },
  { name: '@layer', in: 'at-rule', pattern: /^@layer\b/i, key: 'css.at-rules.layer', token: '@layer' },
  {
    name: '@container',
    in: 'at-rule',
    pattern: /^@container\b/i,
    key: 'css.at-rules.container',
    token: '@container',
  },
]

/** What old engines may lose, and why that is acceptable. */
const DEGRADES: Record<string, string> = {
  ':focus-visible':
    'iOS before 15.4 drops the focus-ring rules; a phone there is used by touch, and the UA marks focus itself',
  ':where()':
    "Chrome 87 drops the zero-specificity fallback ring (theme.css); Chrome's own focus ring shows instead",
  'aspect-ratio': 'Chrome 87 sizes the pictures from their width and height attributes, the same ratio',
  'accent-color': 'the app draws its own radios and checkboxes; a native control keeps its platform colour',
}

const ENGINE_DATA: Record<Engine, BrowserName> = { chrome: 'chrome', safari: 'safari', ios: 'safari_ios' }

/** A node of MDN's data: its features by name, and `__compat` where it is one. */
interface CompatNode {
  [name: string]: CompatNode | undefined
}

function compatAt(key: string): SupportBlock {
  let node: CompatNode | undefined = bcd as unknown as CompatNode
  for (const part of key.split('.')) node = node?.[part]
  const support = (node?.__compat as { support?: SupportBlock } | undefined)?.support
  if (support === undefined) throw new Error(`check-floor: MDN data has no ${key}`)
  return support
}

/** The engines of the floor that lack `key` (MDN data), e.g. ['safari 15.0', 'ios 15.0']; [] when all have it. */
export function lacking(key: string, floor: Floor): string[] {
  const support = compatAt(key)
  const missing: string[] = []
  for (const [engine, [major, minor]] of Object.entries(floor) as [Engine, [number, number]][]) {
    const statements: SimpleSupportStatement[] = [support[ENGINE_DATA[engine]] ?? []].flat()
    const plain = statements.find((s) => !s.flags && !s.prefix && !s.alternative_name)
    const added = typeof plain?.version_added === 'string' ? plain.version_added.replace('≤', '') : undefined
    const [addedMajor, addedMinor = 0] = added === undefined ? [] : added.split('.').map(Number)
    const has =
      addedMajor !== undefined &&
      !Number.isNaN(addedMajor) &&
      (addedMajor < major || (addedMajor === major && addedMinor <= minor))
    if (!has) missing.push(`${engine} ${major}.${minor}`)
  }
  return missing
}

// ---------------------------------------------------------------------------------------------- JavaScript

/** A call in an optional chain with a spread argument before another argument (V8 before 91 throws). */
export function spreadBeforeLastArgument(code: string): string[] {
  const found: string[] = []
  const start = /\?\.(?:[\w$]+(?:\.[\w$]+)*)?\(/g
  for (let match = start.exec(code); match !== null; match = start.exec(code)) {
    let depth = 0
    let argument = ''
    const args: string[] = []
    for (let i = match.index + match[0].length; i < code.length; i++) {
      const c = code[i] ?? ''
      if (depth === 0 && (c === ',' || c === ')')) {
        args.push(argument.trim())
        argument = ''
        if (c === ')') break
        continue
      }
      if ('([{'.includes(c)) depth++
      if (')]}'.includes(c)) depth--
      argument += c
    }
    if (args.slice(0, -1).some((a) => a.startsWith('...')))
      found.push(code.slice(match.index, match.index + 60))
  }
  return found
}

/**
 * A private-name brand check, `#field in object` (Chrome 91): what else the syntax target (SYNTAX_CHROME)
 * would leave unlowered for Chrome 87 to 90.
 */
export function privateBrandChecks(code: string): string[] {
  return [...code.matchAll(/(?<![\w$#."'`])#[A-Za-z_$][\w$]*\s+in\s/g)].map((match) =>
    code.slice(match.index, match.index + 40),
  )
}

function linter(queries: string[]): ESLint {
  return new ESLint({
    cwd: process.cwd(),
    overrideConfigFile: true,
    ignore: false,
    overrideConfig: [
      {
        files: ['**/*'],
        languageOptions: { ecmaVersion: 'latest', globals: globals.browser },
        plugins: { compat },
        settings: { browsers: queries, polyfills: [] },
        rules: { 'compat/compat': 'error' },
      },
    ],
  })
}

async function checkScript(eslint: ESLint, code: string, where: string, floor: Floor): Promise<string[]> {
  const problems: string[] = []
  const [result] = await eslint.lintText(code, { filePath: 'built.js', warnIgnored: false })
  const lines = code.split('\n')
  for (const message of result?.messages ?? []) {
    if (message.ruleId !== 'compat/compat') {
      if (message.fatal) problems.push(`${where}: does not parse (${message.message})`)
      continue
    }
    const line = lines[message.line - 1] ?? ''
    const around = line.slice(Math.max(0, message.column - 120), message.column + 80)
    const allowed = ALLOWED.find(
      (entry) => message.message.startsWith(`${entry.api}`) && entry.guard.test(around),
    )
    if (allowed === undefined) problems.push(`${where}: ${message.message}`)
  }
  for (const builtIn of BUILT_INS) {
    const missing = lacking(builtIn.key, floor)
    if (missing.length === 0) continue
    for (const match of code.matchAll(builtIn.pattern)) {
      const before = code.slice(Math.max(0, match.index - 100), match.index)
      const guarded =
        builtIn.member !== undefined &&
        (new RegExp(`typeof [\\w$.]*\\b${builtIn.member}\\b`).test(before) ||
          before.includes(`'${builtIn.member}' in`))
      if (!guarded)
        problems.push(
          `${where}: ${builtIn.name} (missing in ${missing.join(', ')}) at ${JSON.stringify(code.slice(match.index - 30, match.index + 30))}`,
        )
    }
  }
  if (floor.chrome !== undefined && floor.chrome[0] < SYNTAX_CHROME) {
    for (const use of spreadBeforeLastArgument(code))
      problems.push(
        `${where}: an optional call with a spread before its last argument (throws in Chrome before 91): ${JSON.stringify(use)}`,
      )
    for (const use of privateBrandChecks(code))
      problems.push(`${where}: a private brand check (Chrome 91 and later): ${JSON.stringify(use)}`)
  }
  return problems
}

// --------------------------------------------------------------------------------------------------- CSS

/**
 * The style rules of a stylesheet, each with its selector, its declarations in order and the at-rule
 * preludes around it (`@media …`, `@supports …`). Enough for minified output: comments, strings and
 * nesting by at-rules; not CSS nesting (Lightning CSS lowers it for the floor).
 */
export function styleRules(css: string): StyleRule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '')
  const rules: StyleRule[] = []
  const atRules: string[] = []
  const stack: ('at' | 'rule')[] = []
  let buffer = ''
  let quote = ''
  let parens = 0
  let current: StyleRule | undefined
  const flushDeclaration = () => {
    const declaration = buffer.trim()
    buffer = ''
    if (current === undefined || declaration === '') return
    const colon = declaration.indexOf(':')
    if (colon < 0) return
    current.declarations.push({
      property: declaration.slice(0, colon).trim().toLowerCase(),
      value: declaration.slice(colon + 1).trim(),
    })
  }
  for (const c of text) {
    if (quote !== '') {
      buffer += c
      if (c === quote) quote = ''
      continue
    }
    if (c === '"' || c === "'") {
      quote = c
      buffer += c
      continue
    }
    if (c === '(') parens++
    if (c === ')') parens--
    if (parens > 0) {
      buffer += c
      continue
    }
    if (c === '{') {
      const prelude = buffer.trim()
      buffer = ''
      if (prelude.startsWith('@')) {
        atRules.push(prelude)
        stack.push('at')
      } else {
        current = { selector: prelude, declarations: [], within: [...atRules] }
        rules.push(current)
        stack.push('rule')
      }
    } else if (c === '}') {
      flushDeclaration()
      const kind = stack.pop()
      if (kind === 'at') atRules.pop()
      current = undefined
    } else if (c === ';') {
      if (current !== undefined) flushDeclaration()
      else {
        const statement = buffer.trim()
        buffer = ''
        if (statement.startsWith('@'))
          rules.push({ selector: '', declarations: [], within: [...atRules, statement] })
      }
    } else buffer += c
  }
  return rules
}

/** The selectors of a selector list: split at the commas outside parentheses and brackets. */
export function selectorList(selector: string): string[] {
  const selectors: string[] = []
  let depth = 0
  let current = ''
  for (const c of selector) {
    if ('(['.includes(c)) depth++
    if (')]'.includes(c)) depth--
    if (c === ',' && depth === 0) {
      selectors.push(current.trim())
      current = ''
    } else current += c
  }
  return [...selectors, current.trim()].filter(Boolean)
}

function checkStyles(css: string, where: string, floor: Floor, notes: Set<string>): string[] {
  const problems: string[] = []
  const features = CSS_FEATURES.map((feature) => ({
    ...feature,
    missing: lacking(feature.key, floor),
  })).filter((feature) => feature.missing.length > 0)
  const valueFeatures = features.filter((feature) => feature.in === 'value')
  const report = (feature: CssFeature & { missing: string[] }, text: string): void => {
    const degrade = DEGRADES[feature.name]
    if (degrade !== undefined)
      notes.add(`${feature.name} (missing in ${feature.missing.join(', ')}): ${degrade}`)
    else
      problems.push(
        `${where}: ${feature.name} without a fallback (missing in ${feature.missing.join(', ')}) in ${text}`,
      )
  }
  const guardedBy = (rule: StyleRule, feature: CssFeature): boolean =>
    rule.within.some(
      (at) => /^@supports\b/i.test(at) && !/\bnot\b/i.test(at) && at.toLowerCase().includes(feature.token),
    )
  for (const rule of styleRules(css)) {
    for (const feature of features) {
      if (guardedBy(rule, feature)) continue
      if (feature.in === 'selector' && feature.pattern.test(rule.selector)) {
        report(feature, `"${rule.selector}"`)
        // An engine without the feature drops the whole rule: every selector listed with it goes too.
        if (selectorList(rule.selector).some((selector) => !feature.pattern.test(selector)))
          problems.push(
            `${where}: ${feature.name} listed with other selectors (missing in ${feature.missing.join(', ')}, which drops them all) in "${rule.selector}"`,
          )
      }
      if (feature.in === 'at-rule' && rule.within.some((at) => feature.pattern.test(at)))
        report(feature, `"${rule.within.find((at) => feature.pattern.test(at))}"`)
      if (feature.in === 'property')
        for (const d of rule.declarations)
          if (feature.pattern.test(d.property))
            report(feature, `"${rule.selector}{${d.property}:${d.value}}"`)
      if (feature.in === 'value')
        rule.declarations.forEach((d, index) => {
          if (!feature.pattern.test(d.value)) return
          const fallback = rule.declarations
            .slice(0, index)
            .some(
              (earlier) =>
                earlier.property === d.property && !valueFeatures.some((f) => f.pattern.test(earlier.value)),
            )
          if (!fallback) report(feature, `"${rule.selector}{${d.property}:${d.value}}"`)
        })
    }
  }
  return [...new Set(problems)]
}

// ------------------------------------------------------------------------------------------------ a build

/**
 * The problems of the build in `distDir` (empty when it keeps to the floor), and the notes on what
 * degrades there. `queries` defaults to package.json's browserslist.
 */
export async function checkFloor(
  distDir: string,
  { queries = floorQueries() }: { queries?: string[] } = {},
): Promise<FloorReport> {
  const floor = floorVersions(queries)
  const eslint = linter(queries)
  const problems: string[] = []
  const notes = new Set<string>()
  const files = existsSync(distDir) ? filesUnder(distDir) : []
  const read = (file: string): string => readFileSync(join(distDir, file), 'utf8')
  const ending = (suffix: string): string[] => files.filter((file) => file.endsWith(suffix))
  // A wrong or empty folder checks nothing: that is not a build keeping to the floor.
  if (ending('.js').length === 0) problems.push(`no built JavaScript in ${distDir}`)
  for (const file of ending('.js')) problems.push(...(await checkScript(eslint, read(file), file, floor)))
  for (const file of ending('.css')) problems.push(...checkStyles(read(file), file, floor, notes))
  for (const file of ending('.html')) {
    const { scripts, styles } = inlineElements(read(file))
    for (const code of scripts.filter((script) => script.trim() !== ''))
      problems.push(...(await checkScript(eslint, code, `${file} (inline script)`, floor)))
    for (const css of styles) problems.push(...checkStyles(css, `${file} (inline style)`, floor, notes))
  }
  return { problems, notes: [...notes] }
}
