import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { chunkGroups } from '../../scripts/vite-plugins/chunk-groups.ts'

const dir = mkdtempSync(join(tmpdir(), 'chunk-groups-'))
const file = (name: string, text: string) => {
  const path = join(dir, name)
  writeFileSync(path, text)
  return path
}

const groups = () =>
  chunkGroups([
    { name: 'orders', why: 'test' },
    { name: 'xstate', why: 'test', packages: ['xstate', '@xstate'] },
  ])
const testOf = (built: ReturnType<typeof groups>, name: string) =>
  built.rolldownGroups.find((group) => group.name === name)!.test

describe('chunk groups come from the modules, not from where they live', () => {
  it('a module joins the group its pragma names, wherever it is', () => {
    const built = groups()
    const claimed = file('anywhere.ts', '// @chunk orders\nexport const x = 1\n')
    const plain = file('plain.ts', 'export const y = 2\n')
    expect(testOf(built, 'orders')(claimed)).toBe(true)
    expect(testOf(built, 'xstate')(claimed)).toBe(false)
    expect(testOf(built, 'orders')(plain)).toBe(false)
    expect(testOf(built, 'orders')(`${claimed}?query`)).toBe(true)
  })

  it('packages join by name', () => {
    const built = groups()
    expect(testOf(built, 'xstate')('/repo/node_modules/@xstate/react/dist/index.js')).toBe(true)
    expect(testOf(built, 'xstate')('/repo/node_modules/xstate-like/index.js')).toBe(false)
  })

  it('a pragma naming an unknown group fails', () => {
    const built = groups()
    const wrong = file('wrong.ts', '// @chunk order\nexport {}\n')
    expect(() => testOf(built, 'orders')(wrong)).toThrow('names no chunk group')
  })

  it('a group no module claims any more fails the build', () => {
    const built = groups()
    testOf(built, 'xstate')('/repo/node_modules/xstate/dist/index.js')
    const errors: string[] = []
    const generateBundle = built.plugin.generateBundle as (this: { error(message: string): void }) => void
    generateBundle.call({ error: (message) => errors.push(message) })
    expect(errors).toEqual([expect.stringContaining('orders')])
  })
})
