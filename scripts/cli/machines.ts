// Draws every machine in machines/*.machine.ts into docs/machines (scripts/lib/machine-docs.ts).
//   tsx scripts/cli/machines.ts [--check] [--dir machines] [--out docs/machines]
// Output is deterministic (no dates, sorted), so --check can compare it byte for byte in CI.
import path from 'node:path'
import { checkDiagrams, toPosix, writeDiagrams, type DiagramOptions } from '../lib/machine-docs.ts'

function parseArgs(argv: string[]): DiagramOptions & { check: boolean } {
  const options = { check: false, dir: 'machines', out: path.join('docs', 'machines') }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const value = (): string => {
      const next = argv[++i]
      if (next === undefined || next.startsWith('--')) throw new Error(`${arg} needs a folder`)
      return next
    }
    if (arg === '--check') options.check = true
    else if (arg === '--dir') options.dir = value()
    else if (arg === '--out') options.out = value()
    else
      throw new Error(
        `unknown argument ${arg}; usage: tsx scripts/cli/machines.ts [--check] [--dir <folder>] [--out <folder>]`,
      )
  }
  return { ...options, dir: path.resolve(options.dir), out: path.resolve(options.out) }
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2))
  const shown = (name: string): string => toPosix(path.relative(process.cwd(), path.join(options.out, name)))
  if (options.check) {
    const result = await checkDiagrams(options)
    if (result.upToDate) {
      console.log(`machine diagrams up to date (${result.machineCount} machines)`)
      return 0
    }
    for (const name of result.missing) console.error(`missing: ${shown(name)}`)
    for (const name of result.stale) console.error(`stale:   ${shown(name)}`)
    for (const name of result.extra) console.error(`extra:   ${shown(name)} (its machine no longer exists)`)
    console.error('machine diagrams are out of date: run npm run machines')
    return 1
  }
  const { written, removed, machineCount } = await writeDiagrams(options)
  for (const name of written) console.log(`wrote   ${shown(name)}`)
  for (const name of removed) console.log(`removed ${shown(name)}`)
  console.log(`machine diagrams written (${machineCount} machines)`)
  return 0
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 2
  },
)
