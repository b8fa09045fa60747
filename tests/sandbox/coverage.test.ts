// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { endpoints } from '../../src/api/endpoints.ts'
import { createSandboxFetch } from '../../src/sandbox/index.ts'
import { BASE_URL, memoryStorage } from './harness.ts'

const SRC = join(import.meta.dirname, '../../src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : []
  })
}

describe('sandbox coverage and isolation', () => {
  it('has a handler for every declared call (none falls to the 404 catch-all)', async () => {
    const fetch = createSandboxFetch({ storage: memoryStorage() })
    const missing: string[] = []
    for (const [name, def] of Object.entries(endpoints)) {
      const response = await fetch(`${BASE_URL}${def.path}?deviceId=d1`, { method: def.method })
      if (response.status === 404) missing.push(`${name} ${def.method} ${def.path}`)
    }
    expect(missing).toEqual([])
  })

  it('nothing outside src/sandbox imports the sandbox or msw statically', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !relative(SRC, file).startsWith('sandbox'))
      .filter((file) =>
        /^\s*(import(?!\s+type\b)|export)\b[^;]*from\s+['"](msw(\/[^'"]*)?|[^'"]*\/sandbox(\/[^'"]*)?)['"]/m.test(
          readFileSync(file, 'utf8'),
        ),
      )
      .map((file) => relative(SRC, file))
    expect(offenders).toEqual([])
  })
})
