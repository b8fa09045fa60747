// A build keeps to the support floor (package.json browserslist). Usage: npx tsx scripts/cli/check-floor.ts <distDir>
import { existsSync } from 'node:fs'
import { checkFloor } from '../lib/check-floor.ts'
import { floorQueries } from '../lib/floor.ts'

const distDir = process.argv[2]
if (distDir === undefined || !existsSync(distDir)) {
  console.error('usage: npx tsx scripts/cli/check-floor.ts <distDir>')
  process.exit(2)
}
const { problems, notes } = await checkFloor(distDir)
for (const note of notes) console.log(`check-floor: degrades: ${note}`)
if (problems.length > 0) {
  console.error(`check-floor: ${problems.length} use(s) of what the support floor lacks:`)
  for (const problem of problems) console.error(`  - ${problem}`)
  process.exit(1)
}
console.log(`check-floor: ${distDir} keeps to the support floor (${floorQueries().join(', ')})`)
