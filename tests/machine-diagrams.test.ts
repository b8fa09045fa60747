// @vitest-environment node
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatMs, isStateMachine, machineToGraph } from '../src/machine-graph/graph.ts'
import { escapeMermaid, toMermaid } from '../src/machine-graph/mermaid.ts'
import { toSvg } from '../src/machine-graph/svg.ts'
import { checkDiagrams, findMachines, writeDiagrams } from '../scripts/lib/machine-docs.ts'
import { countdownFixtureMachine, repayByCardFixtureMachine } from './fixtures/diagram-fixture.machine.ts'

const root = path.resolve(import.meta.dirname, '..')
const fixture = path.join(root, 'tests', 'fixtures', 'diagram-fixture.machine.ts')

describe('machine graph', () => {
  const graph = machineToGraph(repayByCardFixtureMachine)
  const labels = graph.edges.map((e) => e.label)

  it('labels transitions the way analysts read them', () => {
    expect(labels).toEqual(
      expect.arrayContaining([
        'payment.submit [hasSelectedCard]',
        'after 60 s (SMS_RESEND_MS)',
        'after 1.5 s [guard]',
        'done: commitRepayment [needsSmsCode]',
        'done: commitRepayment',
        'error: commitRepayment',
        'done: loadRepaymentWays',
        'error: confirmSmsCode',
        'always [hasCards]',
        'always',
        'code.resend [!hasSelectedCard]',
        'card.select / storeCard',
      ]),
    )
  })

  it('keeps targetless transitions targetless and resolves targets by id', () => {
    const select = graph.edges.find((e) => e.trigger === 'card.select')
    expect(select?.targets).toEqual([])
    expect(select?.actions).toEqual(['storeCard'])
    const confirmed = graph.edges.find((e) => e.trigger === 'done: confirmSmsCode')
    expect(confirmed?.targets).toEqual(['repayByCardFixture.paid'])
  })

  it('describes states: types, regions, finals, invokes, tags, descriptions', () => {
    const byPath = new Map(graph.states.map((s) => [s.path.join('.'), s]))
    expect(byPath.get('verifying')?.isParallel).toBe(true)
    expect(byPath.get('verifying.code')?.isRegion).toBe(true)
    expect(byPath.get('verifying.code')?.initial).toBe('repayByCardFixture.verifying.code.entering')
    expect(byPath.get('paid')?.isFinal).toBe(true)
    expect(byPath.get('committing')?.invokes).toEqual([{ id: 'commitRepayment', src: 'commitRepayment' }])
    expect(byPath.get('committing')?.tags).toEqual(['busy'])
    expect(byPath.get('choosingCard')?.description).toBe('The borrower picks one of the bound cards.')
    // XState implements `after` with raise/cancel entry and exit actions; they are noise for readers.
    expect(byPath.get('verifying.resend.waiting')?.entry).toEqual([])
    expect(graph.description).toMatch(/Repay an order by bank card/)
  })

  it('formats delays', () => {
    expect(formatMs(60_000)).toBe('60 s')
    expect(formatMs(1500)).toBe('1.5 s')
    expect(formatMs(1000)).toBe('1 s')
    expect(formatMs(250)).toBe('250 ms')
    expect(formatMs(300_000)).toBe('5 min')
  })

  it('recognises machines and nothing else', () => {
    expect(isStateMachine(repayByCardFixtureMachine)).toBe(true)
    expect(isStateMachine({ id: 'x', config: {} })).toBe(false)
    expect(isStateMachine('repayByCardFixture')).toBe(false)
  })
})

describe('mermaid', () => {
  const text = toMermaid(machineToGraph(repayByCardFixtureMachine))
  const lines = text.split('\n').map((l) => l.trim())

  it('declares states, with descriptions, before the initial arrow', () => {
    expect(lines[0]).toBe('stateDiagram-v2')
    const declaration = lines.findIndex((l) => l.startsWith('state "loading" as loading'))
    const initial = lines.indexOf('[*] --> loading')
    expect(declaration).toBeGreaterThan(0)
    expect(initial).toBeGreaterThan(declaration)
    expect(lines).toContain(
      'state "choosingCard<br/><i>The borrower picks one of the bound cards.</i>" as choosingCard',
    )
  })

  it('writes edge labels, with Mermaid-special characters escaped', () => {
    expect(lines).toContain(
      'verifying_resend_waiting --> verifying_resend_available : after 60 s (SMS_RESEND_MS)',
    )
    expect(lines).toContain('committing --> verifying : done: commitRepayment [needsSmsCode]')
    expect(lines).toContain('committing --> choosingCard : error: commitRepayment')
    expect(lines).toContain('checkingCards --> choosingCard : always [hasCards]')
    expect(lines).toContain('choosingCard --> choosingCard : card.select / storeCard')
    // Mermaid does not decode its entity codes in state diagrams, and a raw ";" ends an edge label early.
    expect(text).toContain('Shows the receipt; the host closes the page.')
    expect(escapeMermaid('a; b <c> "d"')).toBe("a, b ‹c› 'd'")
    expect(escapeMermaid('a; b', 'name')).toBe('a; b')
  })

  it('nests composites, separates parallel regions and marks finals', () => {
    const open = lines.indexOf('state "code" as verifying_code {')
    const separator = lines.indexOf('--', open)
    const otherRegion = lines.indexOf('state "resend" as verifying_resend {')
    expect(open).toBeGreaterThan(0)
    expect(separator).toBeGreaterThan(open)
    expect(otherRegion).toBeGreaterThan(separator)
    expect(lines).toContain('paid --> [*]')
    // The machine-wide `session.expired` transition starts from an "any state" pseudo-state.
    expect(lines).toContain('repayByCardFixture_root_any --> cancelled : session.expired')
    // Mermaid cannot link states nested in different composites: the end is lifted and the label says so.
    expect(lines).toContain('verifying --> paid : done: confirmSmsCode (from code.submitting)')
    expect(text.split('{').length).toBe(text.split('}').length)
  })
})

describe('svg', () => {
  let svg = ''
  beforeAll(async () => {
    svg = await toSvg(machineToGraph(repayByCardFixtureMachine))
  })

  it('is one well-formed, self-contained svg document', () => {
    expect(svg.match(/<svg\b/g)).toHaveLength(1)
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true)
    expect(svg.match(/<g\b/g)?.length).toBe(svg.match(/<\/g>/g)?.length)
    expect(svg).not.toMatch(/NaN|undefined|Infinity/)
    expect(svg).not.toMatch(/href="http/)
  })

  it('draws every state, edge label and description', () => {
    const graph = machineToGraph(repayByCardFixtureMachine)
    for (const state of graph.states) expect(svg).toContain(`data-state="${state.id}"`)
    for (const state of graph.states) expect(svg).toContain(`>${state.key}</text>`)
    expect(svg).toContain('>after 60 s (SMS_RESEND_MS)</text>')
    expect(svg).toContain('>done: commitRepayment [needsSmsCode]</text>')
    expect(svg).toContain('class="description"')
    expect(svg).toContain('class="state container region"')
    expect(svg).toContain('class="state final"')
  })

  it('is deterministic', async () => {
    expect(await toSvg(machineToGraph(repayByCardFixtureMachine))).toBe(svg)
  })

  it('keeps children inside their container', () => {
    const box = (id: string): number[] => {
      const match = new RegExp(
        `data-state="${id.replace(/\./g, '\\.')}"><rect x="([\\d.]+)" y="([\\d.]+)" width="([\\d.]+)" height="([\\d.]+)"`,
      ).exec(svg)
      expect(match, id).not.toBeNull()
      return (match ?? []).slice(1).map(Number)
    }
    const [px = 0, py = 0, pw = 0, ph = 0] = box('repayByCardFixture.verifying')
    for (const child of ['code', 'resend', 'code.entering', 'resend.waiting']) {
      const [x = 0, y = 0, w = 0, h = 0] = box(`repayByCardFixture.verifying.${child}`)
      expect(x).toBeGreaterThanOrEqual(px)
      expect(y).toBeGreaterThan(py)
      expect(x + w).toBeLessThanOrEqual(px + pw)
      expect(y + h).toBeLessThanOrEqual(py + ph)
    }
  })
})

describe('machines CLI', () => {
  let dir = ''
  let out = ''
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'machine-diagrams-src-'))
    out = await mkdtemp(path.join(os.tmpdir(), 'machine-diagrams-out-'))
    // Re-export from the real fixture so that `xstate` still resolves from the project.
    await writeFile(path.join(dir, 'fixture.machine.ts'), `export * from ${JSON.stringify(fixture)}\n`)
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
    await rm(out, { recursive: true, force: true })
  })

  it('finds every machine a module exports, sorted by id', async () => {
    const found = await findMachines(dir)
    expect(found.map((f) => f.machine.id)).toEqual(['countdownFixture', 'repayByCardFixture'])
    expect(found[0]?.machine).toBe(countdownFixtureMachine)
  })

  it('writes pages, reports stale files, and is up to date after regenerating', async () => {
    const options = { dir, out }
    expect((await checkDiagrams(options)).missing).toContain('repayByCardFixture.svg')

    await writeDiagrams(options)
    expect(await checkDiagrams(options)).toMatchObject({ upToDate: true, machineCount: 2 })

    const page = await readFile(path.join(out, 'repayByCardFixture.md'), 'utf8')
    expect(page).toContain('# repayByCardFixture')
    expect(page).toContain('```mermaid\nstateDiagram-v2')
    expect(page).toContain('![repayByCardFixture](./repayByCardFixture.svg)')
    expect(page).toContain(
      '| `verifying.resend.waiting` | atomic | Counts down before a new code may be asked for. |',
    )
    expect(page).toContain('| `committing` | atomic |  | `commitRepayment` | `busy` |')
    const index = await readFile(path.join(out, 'README.md'), 'utf8')
    expect(index).toContain('[repayByCardFixture](./repayByCardFixture.md)')

    await writeFile(path.join(out, 'countdownFixture.svg'), '<svg/>')
    await writeFile(path.join(out, 'goneMachine.md'), '# gone')
    const stale = await checkDiagrams(options)
    expect(stale).toMatchObject({
      upToDate: false,
      stale: ['countdownFixture.svg'],
      extra: ['goneMachine.md'],
    })

    const { removed } = await writeDiagrams(options)
    expect(removed).toEqual(['goneMachine.md'])
    expect((await checkDiagrams(options)).upToDate).toBe(true)
  })

  it('exits 1 with a hint when stale and 0 when up to date', async () => {
    const run = promisify(execFile)
    const tsx = path.join(root, 'node_modules', '.bin', 'tsx')
    const args = [path.join(root, 'scripts', 'cli', 'machines.ts'), '--check', '--dir', dir, '--out', out]
    await writeDiagrams({ dir, out })
    const ok = await run(tsx, args, { cwd: root })
    expect(ok.stdout).toContain('machine diagrams up to date (2 machines)')

    await writeFile(path.join(out, 'README.md'), 'edited by hand\n')
    const failed = await run(tsx, args, { cwd: root }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code?: number; stderr?: string }) => ({ code: error.code, stderr: error.stderr ?? '' }),
    )
    expect(failed.code).toBe(1)
    expect(failed.stderr).toContain('README.md')
    expect(failed.stderr).toContain('run npm run machines')
  })
})
