// A VITE_SANDBOX=off build ships no sandbox file or marker. Usage: npx tsx scripts/cli/check-no-sandbox.ts <distDir> [apiBase]
import { basename } from 'node:path'
import { sandboxProblems } from '../lib/check-no-sandbox.ts'
import { filesUnder } from '../lib/files.ts'

const [dist = 'dist-prod', apiBase = ''] = process.argv.slice(2)
const problems = sandboxProblems(dist, { apiBase })
if (problems.length > 0) {
  console.error(`Production build check failed (${dist}):\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log(
  `Production build (${basename(dist)}): no sandbox file or marker in ${filesUnder(dist).length} files; calls go to ${apiBase || 'the configured base'}.`,
)
