import ELK from 'elkjs/lib/elk.bundled.js'
import { performance } from 'node:perf_hooks'
import { atlasLayout, laptopFit } from '../../src/atlas/atlas-layout.ts'
import { machineToGraph } from '../../src/machine-graph/graph.ts'
import { SMALL_SIZE } from '../../src/machine-graph/layout.ts'
import { findMachines } from '../lib/machine-docs.ts'

// How long the atlas's layout takes per machine, with elkjs in Node (the atlas runs the same code in a web
// worker), and how the result fits a laptop's diagram canvas.
//   npx tsx scripts/cli/atlas-layout-bench.ts [--runs 5]
// cold: the machine's first layout in this process (the very first also warms ELK itself up);
// warm: the median of the next runs. "fit" is the zoom that shows the whole machine in the diagram canvas
// of a 1280 × 800 window, clear of the zoom toolbar (measured in e2e/atlas.spec.ts), and the smallest text
// (11 px) at that zoom.

const USAGE = 'usage: npx tsx scripts/cli/atlas-layout-bench.ts [--runs <warm runs per machine, 1 or more>]'
const runsArg = process.argv.indexOf('--runs')
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5
if (!Number.isInteger(runs) || runs < 1) {
  console.error(
    `--runs needs a whole number of runs, 1 or more (got ${process.argv[runsArg + 1] ?? 'nothing'})\n${USAGE}`,
  )
  process.exit(2)
}

const elk = new ELK()
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const pad = (text: string | number, width: number) => String(text).padStart(width)

const rows: string[] = []
let coldTotal = 0
let warmTotal = 0
for (const { machine } of await findMachines('machines')) {
  const graph = machineToGraph(machine)
  const time = async (descriptions: boolean) => {
    const started = performance.now()
    const layout = await atlasLayout(graph, elk, { descriptions })
    return { ms: performance.now() - started, layout }
  }
  const cold = await time(false)
  const warm: number[] = []
  for (let i = 0; i < runs; i++) warm.push((await time(false)).ms)
  const detailed = await time(true)
  const fit = { k: laptopFit(cold.layout) }
  coldTotal += cold.ms
  warmTotal += median(warm)
  rows.push(
    [
      graph.id.padEnd(20),
      pad(graph.states.length, 6),
      pad(graph.edges.length, 5),
      pad(cold.ms.toFixed(0), 7),
      pad(median(warm).toFixed(0), 7),
      pad(`${cold.layout.width}×${cold.layout.height}`, 11),
      pad(`${detailed.layout.width}×${detailed.layout.height}`, 11),
      pad(`${Math.round(fit.k * 100)}%`, 5),
      pad((SMALL_SIZE * fit.k).toFixed(1), 7),
    ].join(' '),
  )
}

console.log(`Atlas layout per machine (elkjs bundled in Node ${process.version}; warm = median of ${runs})`)
console.log(`${'machine'.padEnd(20)} states edges cold ms warm ms     layout  with descr.   fit text px`)
for (const row of rows) console.log(row)
console.log(`total: cold ${coldTotal.toFixed(0)} ms, warm ${warmTotal.toFixed(0)} ms`)
