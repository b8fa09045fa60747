// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { isStateMachine } from '../../src/machine-graph/graph.ts'
import type { MachineSamples } from '../../src/machine-graph/samples.ts'

// The model tests and the atlas's simulation take their samples from tests/model/samples/<stem>.samples.ts,
// found by name: every machine file must have one, for its own machine, with samples the machine still handles
// (a renamed event or invoke leaves a stale sample, which fails here rather than silently going unwalked).

const root = path.resolve(import.meta.dirname, '../..')
const machinesDir = path.join(root, 'machines')
const samplesDir = path.join(root, 'tests/model/samples')
const stems = readdirSync(machinesDir)
  .filter((name) => name.endsWith('.machine.ts'))
  .map((name) => name.slice(0, -'.machine.ts'.length))
  .sort()

const samplesFile = (stem: string) => path.join(samplesDir, `${stem}.samples.ts`)
const load = async (file: string) => (await import(pathToFileURL(file).href)) as Record<string, unknown>

function stateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = []
  const walk = (node: AnyStateNode) => {
    nodes.push(node)
    for (const child of Object.values(node.states)) walk(child)
  }
  walk(machine.root)
  return nodes
}

/** What the machine handles somewhere: `on` keys, invoke ids (their done/error events) and delayed events. */
function handledEvents(machine: AnyStateMachine) {
  const on = new Set<string>()
  const invokes = new Set<string>()
  const after = new Set<string>()
  for (const node of stateNodes(machine)) {
    for (const descriptor of Object.keys(node.config.on ?? {})) on.add(descriptor)
    for (const invoke of node.invoke) invokes.add(invoke.id)
    for (const delayed of node.after) after.add(delayed.eventType)
  }
  return { on, invokes, after }
}

function isHandled(type: string, handled: ReturnType<typeof handledEvents>): boolean {
  for (const prefix of ['xstate.done.actor.', 'xstate.error.actor.']) {
    if (type.startsWith(prefix)) return handled.invokes.has(type.slice(prefix.length))
  }
  if (type.startsWith('xstate.after.')) return handled.after.has(type)
  return [...handled.on].some(
    (descriptor) =>
      descriptor === type ||
      descriptor === '*' ||
      (descriptor.endsWith('.*') && type.startsWith(descriptor.slice(0, -1))),
  )
}

/** Packages a samples module must not reach: the atlas loads it in the browser, outside any test. */
const FORBIDDEN_PACKAGES =
  /^(vitest|@vitest\/|@testing-library\/|react$|react\/|react-dom|@xstate\/react|node:)/

/** The modules a file loads at run time (type-only imports are erased), as written. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) return []
    const specifier = statement.moduleSpecifier
    if (specifier === undefined || !ts.isStringLiteral(specifier)) return []
    if (ts.isExportDeclaration(statement)) return statement.isTypeOnly ? [] : [specifier.text]
    const clause = statement.importClause
    if (clause === undefined) return [specifier.text]
    if (clause.isTypeOnly) return []
    const bindings = clause.namedBindings
    const onlyTypes =
      clause.name === undefined &&
      bindings !== undefined &&
      ts.isNamedImports(bindings) &&
      bindings.elements.length > 0 &&
      bindings.elements.every((element) => element.isTypeOnly)
    return onlyTypes ? [] : [specifier.text]
  })
}

/** Every file and package a samples module loads at run time, transitively, with who imports it. */
function importGraph(entry: string): Array<{ from: string; to: string }> {
  const edges: Array<{ from: string; to: string }> = []
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const specifier of runtimeImports(file)) {
      const from = path.relative(root, file)
      if (!specifier.startsWith('.')) {
        edges.push({ from, to: specifier })
        continue
      }
      const target = path.resolve(path.dirname(file), specifier)
      const resolved = [target, `${target}.ts`, `${target}.tsx`].find((candidate) => existsSync(candidate))
      edges.push({ from, to: path.relative(root, resolved ?? target) })
      if (resolved !== undefined && /\.tsx?$/.test(resolved)) visit(resolved)
    }
  }
  visit(entry)
  return edges
}

describe('samples modules (tests/model/samples)', () => {
  it('finds the machine files', () => {
    expect(stems.length).toBeGreaterThan(0)
  })

  describe.each(stems)('%s', (stem) => {
    it('has a samples module for the machine its machine file exports', async () => {
      expect(existsSync(samplesFile(stem)), `tests/model/samples/${stem}.samples.ts is missing`).toBe(true)
      const machines = Object.values(await load(path.join(machinesDir, `${stem}.machine.ts`))).filter(
        isStateMachine,
      )
      expect(machines).toHaveLength(1)
      const samples = (await load(samplesFile(stem))).default as MachineSamples | undefined
      expect(samples?.machineId, `the default export of ${stem}.samples.ts`).toBe(machines[0]?.id)
    })

    it('has scenarios whose every sample event the machine handles', async () => {
      if (!existsSync(samplesFile(stem))) throw new Error(`tests/model/samples/${stem}.samples.ts is missing`)
      const [machine] = Object.values(await load(path.join(machinesDir, `${stem}.machine.ts`))).filter(
        isStateMachine,
      )
      const samples = (await load(samplesFile(stem))).default as MachineSamples
      expect(samples.scenarios.length).toBeGreaterThan(0)
      const handled = handledEvents(machine as AnyStateMachine)
      for (const scenario of samples.scenarios) {
        expect(scenario.events.length, `scenario ${scenario.name} has no event`).toBeGreaterThan(0)
        const stale = scenario.events.map((event) => event.type).filter((type) => !isHandled(type, handled))
        expect(stale, `scenario ${scenario.name}: event types ${stem} does not handle`).toEqual([])
      }
    })

    it('loads nothing the browser cannot: no test runner, Testing Library, React or test file', () => {
      if (!existsSync(samplesFile(stem))) throw new Error(`tests/model/samples/${stem}.samples.ts is missing`)
      const forbidden = importGraph(samplesFile(stem)).filter(
        ({ to }) =>
          FORBIDDEN_PACKAGES.test(to) ||
          /\.test\.tsx?$|\.tsx$/.test(to) ||
          /^tests\/model\/(harness|coverage-reporter)\.ts$/.test(to),
      )
      expect(forbidden).toEqual([])
    })
  })
})
