import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cycles, importEdges, type ImportEdge } from './import-graph.ts'

const root = join(import.meta.dirname, '../..')

// Every kind of edge counts: `import type` and `import()` do not tangle the bundle, but a cycle through them
// still means two modules each know the other, so neither can be read, moved or tested alone (the site
// screens and the route table; a view and the popups it loads on demand).
describe('the import graph of src/ and machines/', () => {
  const edges = importEdges(root, ['src', 'machines'])

  it('has no cycle', () => {
    const found = cycles(edges).map((files) => {
      const members = new Set(files)
      const inside = edges.filter((edge) => members.has(edge.from) && members.has(edge.to))
      return inside.map(({ from, to, kind }) => `${from} -> ${to} (${kind})`).join('\n  ')
    })
    expect(found, `${found.length} import cycle(s):\n  ${found.join('\n\n  ')}\n`).toEqual([])
  })

  it('sees every kind of import', () => {
    const kinds = new Set(edges.map((edge) => edge.kind))
    expect([...kinds].sort()).toEqual(['dynamic', 'static', 'type'])
    expect(edges).toContainEqual({ from: 'src/app/main.tsx', to: 'src/app/app.tsx', kind: 'static' })
  })
})

describe('cycles', () => {
  const edge = (from: string, to: string): ImportEdge => ({ from, to, kind: 'static' })

  it('finds each strongly connected component once, and a file that imports itself', () => {
    const graph = [
      edge('a', 'b'),
      edge('b', 'c'),
      edge('c', 'a'),
      edge('c', 'd'),
      edge('e', 'e'),
      edge('f', 'a'),
    ]
    expect(cycles(graph)).toEqual([['a', 'b', 'c'], ['e']])
  })

  it('finds none in a graph without one', () => {
    expect(cycles([edge('a', 'b'), edge('b', 'c'), edge('a', 'c')])).toEqual([])
  })
})
