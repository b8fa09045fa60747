// A build's Content-Security-Policy matches what it emits: the meta tag first in index.html, every inline
// script and style of every built document hashed in it, no 'unsafe-…', the header files there and saying
// the same (plus frame-ancestors). Usage: npx tsx scripts/cli/check-csp.ts <distDir>
import { cspProblems } from '../lib/csp-policy.ts'

const [dist = 'dist-prod'] = process.argv.slice(2)
const problems = cspProblems(dist)
if (problems.length > 0) {
  console.error(`Content-Security-Policy check failed (${dist}):\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log(
  `Content-Security-Policy (${dist}): the meta tag and the header files match what the build emits.`,
)
