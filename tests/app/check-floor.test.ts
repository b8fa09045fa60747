import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  checkFloor,
  privateBrandChecks,
  selectorList,
  spreadBeforeLastArgument,
} from '../../scripts/lib/check-floor.ts'

const FLOOR = ['chrome >= 87', 'and_chr >= 87', 'ios_saf >= 15.0', 'safari >= 15.0']

/** A build directory with one chunk and one stylesheet inlined into index.html, like the app's. */
function build({ js = 'export const a = 1', css = '.a{color:red}' }: { js?: string; css?: string }): string {
  const dir = mkdtempSync(join(tmpdir(), 'check-floor-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'assets', 'chunk.js'), js)
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><style>${css}</style></head><body></body></html>`,
  )
  return dir
}

const problemsOf = async (files: { js?: string; css?: string }) =>
  (await checkFloor(build(files), { queries: FLOOR })).problems

describe('check-floor', () => {
  it('fails a chunk that calls Object.hasOwn, naming the file and the built-in', async () => {
    const problems = await problemsOf({ js: 'export function f(t,k){return Object.hasOwn(t,k)?t[k]:void 0}' })
    expect(problems.length).toBeGreaterThan(0)
    expect(problems.join('\n')).toMatch(/assets\/chunk\.js: .*Object\.hasOwn/)
  })

  it('passes the hasOwnProperty form, and a randomUUID behind typeof', async () => {
    const js =
      'export function f(t,k){return Object.prototype.hasOwnProperty.call(t,k)}' +
      'export function g(e=globalThis.crypto){if(typeof e.randomUUID==`function`)return e.randomUUID();return``}'
    expect(await problemsOf({ js })).toEqual([])
  })

  it('fails an unguarded .at() and crypto.randomUUID()', async () => {
    const problems = await problemsOf({ js: 'export const f=(a)=>[a.at(-1),crypto.randomUUID()]' })
    expect(problems.join('\n')).toMatch(/Array\.prototype\.at/)
    expect(problems.join('\n')).toMatch(/crypto\.randomUUID/)
  })

  it('fails a color-mix() without a fallback, and passes it after one', async () => {
    const mix = 'background:color-mix(in srgb,var(--theme-accent) 10%,white)'
    const without = await problemsOf({ css: `.tag{padding:0;${mix}}` })
    expect(without.join('\n')).toMatch(/index\.html \(inline style\): color-mix\(\) without a fallback/)
    expect(
      await problemsOf({
        css: `.tag{background:linear-gradient(#ffffffe6,#ffffffe6),var(--theme-accent);${mix}}`,
      }),
    ).toEqual([])
    expect(
      await problemsOf({ css: `@supports (color:color-mix(in srgb,red 50%,white)){.tag{${mix}}}` }),
    ).toEqual([])
  })

  it('does not take a fallback of another property, or one that uses color-mix too', async () => {
    const mix = 'background:color-mix(in srgb,var(--x) 10%,white)'
    expect(await problemsOf({ css: `.a{color:red;${mix}}` })).toHaveLength(1)
    expect(await problemsOf({ css: `.a{background:color-mix(in srgb,red 5%,white);${mix}}` })).not.toEqual([])
  })

  it('fails a dvh without a vh fallback, and passes it after one', async () => {
    expect((await problemsOf({ css: '.page{min-height:100dvh}' })).join('\n')).toMatch(
      /dynamic viewport units/,
    )
    expect(await problemsOf({ css: '.page{min-height:100vh;min-height:100dvh}' })).toEqual([])
  })

  it('fails a :has() rule, and passes one inside @supports selector(:has())', async () => {
    expect((await problemsOf({ css: '.choice:has(:checked){border-color:green}' })).join('\n')).toMatch(
      /:has\(\) without a fallback .*\.choice:has\(:checked\)/,
    )
    expect(
      await problemsOf({ css: '@supports selector(:has(*)){.choice:has(:focus-visible){outline:0}}' }),
    ).toEqual([])
    expect(
      await problemsOf({ css: '@supports not selector(:has(*)){.choice:has(:focus-visible){outline:0}}' }),
    ).toHaveLength(1)
  })

  it('fails field-sizing, which no fallback declaration can stand in for', async () => {
    expect((await problemsOf({ css: '.t{field-sizing:content}' })).join('\n')).toMatch(/field-sizing/)
  })

  it('reports :focus-visible as a degradation, not a failure', async () => {
    const result = await checkFloor(build({ css: '.b:focus-visible{outline:2px solid}' }), { queries: FLOOR })
    expect(result.problems).toEqual([])
    expect(result.notes.join('\n')).toMatch(/:focus-visible/)
  })

  it('fails an accepted degradation listed with other selectors: an old engine would drop them all', async () => {
    const mixed = await checkFloor(build({ css: '.a,.b:focus-visible{outline:2px solid}' }), {
      queries: FLOOR,
    })
    expect(mixed.problems.join('\n')).toMatch(/:focus-visible listed with other selectors/)
    const alone = await checkFloor(build({ css: '.b:focus-visible,.c:focus-visible{outline:2px solid}' }), {
      queries: FLOOR,
    })
    expect(alone.problems).toEqual([])
    expect(selectorList('.a:is(.b,.c),[d="e,f"],.g')).toEqual(['.a:is(.b,.c)', '[d="e,f"]', '.g'])
  })

  it('finds an optional call with a spread before its last argument, only that form', () => {
    expect(spreadBeforeLastArgument('a?.(...b,c);o?.m.n(...x,1)')).toHaveLength(2)
    expect(spreadBeforeLastArgument('e?.(...n);o?.m(a,...b);f(...a,b)')).toEqual([])
  })

  it('finds a private brand check, not a private field or a string', () => {
    expect(privateBrandChecks('class A{#a;static is(o){return #a in o}}')).toHaveLength(1)
    expect(privateBrandChecks('class A{#a;m(o){return this.#a in o}};x="#id in list"')).toEqual([])
  })
})
