// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ATLAS_ENTRY, ATLAS_MARKER, SIZE_ROUTES, sandboxOnlyReport } from '../../scripts/lib/size.ts'

/*
 * The sandbox check of scripts/lib/size.ts on a made-up sandbox build: a manifest and the chunks it names. The
 * atlas must stay out of every borrower route's first load, as its own chunk and as code merged into another.
 */

const HOME = 'src/screens/site/home-screen.tsx'
const HOME_ROUTES = Object.entries(SIZE_ROUTES)
  .filter(([, screen]) => screen === HOME)
  .map(([route]) => route)

interface Chunk {
  file: string
  text: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
}

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function build(chunks: Record<string, Chunk>): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'size-test-'))
  dirs.push(dist)
  mkdirSync(path.join(dist, '.vite'))
  mkdirSync(path.join(dist, 'assets'))
  const manifest: Record<string, Omit<Chunk, 'text'>> = {}
  for (const [key, { text, ...chunk }] of Object.entries(chunks)) {
    manifest[key] = chunk
    writeFileSync(path.join(dist, chunk.file), text)
  }
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest))
  return dist
}

const sandbox = (changes: Record<string, Partial<Chunk>> = {}): Record<string, Chunk> => {
  const chunks: Record<string, Chunk> = {
    'index.html': {
      file: 'assets/index.js',
      text: 'import("./home.js");import("./atlas.js")',
      isEntry: true,
    },
    [HOME]: { file: 'assets/home.js', text: 'export const Home = 1', isDynamicEntry: true },
    [ATLAS_ENTRY]: {
      file: 'assets/atlas.js',
      text: `document.body.dataset.app = "${ATLAS_MARKER}"`,
      isDynamicEntry: true,
    },
  }
  for (const [key, change] of Object.entries(changes))
    chunks[key] = { ...(chunks[key] ?? { file: `assets/${key}.js`, text: '' }), ...change }
  return chunks
}

describe('sandboxOnlyReport (scripts/lib/size.ts)', () => {
  it('lists the atlas chunk and finds nothing wrong when it stays lazy', () => {
    const report = sandboxOnlyReport(build(sandbox()))
    expect(report.chunks.map((c) => c.chunk)).toEqual([ATLAS_ENTRY])
    expect(report.problems).toEqual([])
  })

  it('fails when a screen imports the atlas chunk statically', () => {
    const report = sandboxOnlyReport(build(sandbox({ [HOME]: { imports: [ATLAS_ENTRY] } })))
    expect(report.problems).toEqual(
      HOME_ROUTES.map((route) => `${ATLAS_ENTRY} is in the first load of ${route}`),
    )
  })

  it('fails when atlas code was merged into the entry, which every route loads', () => {
    const merged = { text: `const channel = "${ATLAS_MARKER}.live"` }
    const report = sandboxOnlyReport(build(sandbox({ 'index.html': merged })))
    expect(report.problems).toEqual([
      `assets/index.js (index.html) holds "${ATLAS_MARKER}" and is in the first load of every route: atlas code imported statically`,
    ])
  })

  it('fails when atlas code was merged into a screen chunk, naming that screen’s routes', () => {
    const shared = {
      file: 'assets/shared.js',
      text: `export const page = "${ATLAS_MARKER}"`,
    }
    const report = sandboxOnlyReport(
      build(sandbox({ 'src/shared.ts': shared, [HOME]: { imports: ['src/shared.ts'] } })),
    )
    expect(HOME_ROUTES.length).toBeGreaterThan(0)
    expect(report.problems).toEqual([
      `assets/shared.js (src/shared.ts) holds "${ATLAS_MARKER}" and is in the first load of ${HOME_ROUTES.join(', ')}: atlas code imported statically`,
    ])
  })
})
