import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

/** How one module reaches another: `import`/`export … from`, `import type`, or `import()`. */
export type EdgeKind = 'static' | 'type' | 'dynamic'

export interface ImportEdge {
  from: string
  to: string
  kind: EdgeKind
}

const SOURCE = /\.(ts|tsx|mts)$/
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

function resolveSpecifier(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const base = resolve(dirname(fromFile), specifier.replace(/\?.*$/, ''))
  for (const suffix of RESOLVE_SUFFIXES) {
    const candidate = base + suffix
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return undefined
}

// `ts.preProcessFile` names every specifier (its `pos` is the opening quote) but not how it is imported: the text before it
// tells. `import type …`/`export type … from` vanish from the build (verbatimModuleSyntax); `import { type A }`
// does not (it stays as a side-effect import), so it counts as static.
function edgeKind(text: string, specifierStart: number): EdgeKind {
  const before = text.slice(0, specifierStart)
  if (/\bimport\s*\(\s*$/.test(before)) return 'dynamic'
  const keyword = Math.max(before.lastIndexOf('import'), before.lastIndexOf('export'))
  const statement = before.slice(keyword)
  return /^(import|export)\s+type\b/.test(statement) ? 'type' : 'static'
}

/** Every relative import between the `.ts`/`.tsx` files under `roots` (paths relative to `root`). */
export function importEdges(root: string, roots: readonly string[]): ImportEdge[] {
  const edges: ImportEdge[] = []
  for (const file of roots.flatMap((dir) => sourceFiles(join(root, dir)))) {
    const text = readFileSync(file, 'utf8')
    const { importedFiles } = ts.preProcessFile(text, true, true)
    for (const reference of importedFiles) {
      const target = resolveSpecifier(file, reference.fileName)
      if (target === undefined) continue
      edges.push({
        from: relative(root, file),
        to: relative(root, target),
        kind: edgeKind(text, reference.pos),
      })
    }
  }
  return edges
}

/** Strongly connected components of more than one file (or a file importing itself): Tarjan's algorithm. */
export function cycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>()
  for (const { from, to } of edges) {
    next.set(from, [...(next.get(from) ?? []), to])
    if (!next.has(to)) next.set(to, [])
  }
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  let counter = 0
  const visit = (node: string): void => {
    index.set(node, counter)
    low.set(node, counter)
    counter += 1
    stack.push(node)
    onStack.add(node)
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node)!, low.get(target)!))
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!))
      }
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1 || (next.get(node) ?? []).includes(node)) found.push(component.sort())
  }
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node)
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!))
}

/** The folder under `src/screens/` a file lives in, or undefined for a file outside a flow folder. */
export function screenFolder(file: string): string | undefined {
  return /^src\/screens\/([^/]+)\//.exec(file)?.[1]
}
