import { existsSync, readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/**
 * The shared chunks of the build, named by the modules themselves, not by where they live
 * (docs/decisions/038-bundling.md): a module of the app joins a chunk with a line among its first ten
 *
 *     // @chunk orders
 *
 * and keeps it wherever it moves. Packages join by name (`packages`). A pragma that names no group fails
 * the build, and so does a group that no module claims any more (its modules would silently scatter).
 */
export interface ChunkGroup {
  name: string
  /** Why these modules share a chunk: shown nowhere, required so the reason travels with the group. */
  why: string
  /** npm packages (matched as a whole path segment under node_modules) that ride in this chunk. */
  packages?: readonly string[]
}

const PRAGMA = /^\s*\/\/ @chunk ([a-z-]+)\s*$/m
const FIRST_LINES = 10

export function chunkGroups(groups: readonly ChunkGroup[]) {
  const names = new Set(groups.map((group) => group.name))
  const pragmas = new Map<string, string | undefined>()
  const claimed = new Set<string>()

  /** The group a module's pragma names, read once per file. */
  function pragmaOf(id: string): string | undefined {
    if (!id.startsWith('/') || id.includes('/node_modules/') || id.includes('\0')) return undefined
    const file = id.replace(/[?#].*$/, '')
    if (!pragmas.has(file)) {
      const head = existsSync(file) ? readFileSync(file, 'utf8').split('\n', FIRST_LINES).join('\n') : ''
      const name = PRAGMA.exec(head)?.[1]
      if (name !== undefined && !names.has(name))
        throw new Error(`${file}: "// @chunk ${name}" names no chunk group (${[...names].join(', ')})`)
      pragmas.set(file, name)
    }
    return pragmas.get(file)
  }

  const packageTest = (packages: readonly string[]) =>
    new RegExp(
      `[\\\\/]node_modules[\\\\/](${packages.map((p) => p.replace('/', '[\\\\/]')).join('|')})[\\\\/]`,
    )

  /** Rolldown's `codeSplitting.groups` entries, one per group (after the caller's own). */
  const rolldownGroups = groups.map((group) => {
    const inPackage = group.packages === undefined ? undefined : packageTest(group.packages)
    return {
      name: group.name,
      priority: 1,
      test: (id: string) => {
        if (inPackage?.test(id) !== true && pragmaOf(id) !== group.name) return false
        claimed.add(group.name)
        return true
      },
    }
  })

  /** Fails a build in which a group lost every module that claimed it. */
  const plugin: Plugin = {
    name: 'bayad-chunk-groups',
    apply: 'build',
    generateBundle() {
      const lost = [...names].filter((name) => !claimed.has(name))
      if (lost.length > 0)
        this.error(
          `no module claims the chunk group(s) ${lost.join(', ')} any more: add "// @chunk <name>" lines`,
        )
    },
  }
  return { rolldownGroups, plugin }
}
