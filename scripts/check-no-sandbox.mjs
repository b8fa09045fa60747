// A VITE_SANDBOX=off build must contain none of the sandbox and must talk to the real base prefix.
// Usage: node scripts/check-no-sandbox.mjs <distDir> <expectedApiBase>
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ATLAS_MARKER } from './size.mjs'

const [dist = 'dist-prod', apiBase = ''] = process.argv.slice(2)
const files = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'))
const text = files.map((file) => readFileSync(join(dist, 'assets', file), 'utf8')).join('\n')
const problems = []
// ATLAS_MARKER: the machine atlas and live inspection (src/atlas), sandbox builds only.
for (const marker of ['bayad.sandbox.v1', 'mswjs', 'sandbox.bayad.invalid', 'getResponse', ATLAS_MARKER]) {
  if (text.includes(marker)) problems.push(`found sandbox marker "${marker}"`)
}
if (files.some((file) => file.startsWith('sandbox'))) problems.push('a sandbox chunk was emitted')
if (apiBase !== '' && !text.includes(apiBase))
  problems.push(`the base prefix ${apiBase} is not in the bundle`)
if (problems.length > 0) {
  console.error(`Production build check failed (${dist}):\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log(
  `Production build (${dist}): no sandbox code in ${files.length} chunks; calls go to ${apiBase || 'the configured base'}.`,
)
