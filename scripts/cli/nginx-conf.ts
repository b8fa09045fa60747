// Checks deploy/nginx/bayad.conf against src/app/routes.ts, or (--write) writes it.
// Usage: npx tsx scripts/cli/nginx-conf.ts [--write] [file]
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CONF_FILE, confProblems, nginxConf } from '../lib/nginx-conf.ts'
import { routeTable } from '../lib/route-table.ts'

const args = process.argv.slice(2)
const write = args.includes('--write')
const root = fileURLToPath(new URL('../..', import.meta.url))
const file = args.find((arg) => !arg.startsWith('--')) ?? join(root, CONF_FILE)
const routes = routeTable(root).map(({ path }) => path)
if (write) {
  writeFileSync(file, nginxConf(routes))
  console.log(`nginx-conf: wrote ${file} (${routes.length} routes).`)
} else {
  const problems = confProblems(readFileSync(file, 'utf8'), routes)
  if (problems.length > 0) {
    console.error(
      `nginx-conf: ${file} does not match src/app/routes.ts:\n- ${problems.join('\n- ')}\n` +
        'Run `npx tsx scripts/cli/nginx-conf.ts --write`.',
    )
    process.exit(1)
  }
  console.log(`nginx-conf: ${file} answers the app for all ${routes.length} routes of src/app/routes.ts.`)
}
