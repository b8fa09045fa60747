// A VITE_SANDBOX=off build must contain none of the sandbox and must talk to the real base prefix.
// Every file of the build is read (HTML, pictures, scripts, styles, text, header files, the manifest),
// not only the JavaScript: a sandbox marker or the name of a sandbox file anywhere fails, naming the file.
// The command: scripts/cli/check-no-sandbox.ts.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { filesUnder } from './files.ts'
import { sandboxPublicFiles } from '../vite-plugins/sandbox-files.ts'
import { ATLAS_MARKER } from './size.ts'

/**
 * Text only the sandbox carries: its storage key, msw, its host, msw's entry point, the atlas (sandbox builds
 * only), the sandbox's sources (named by the manifest).
 */
export const SANDBOX_MARKERS = [
  'bayad.sandbox.v1',
  'mswjs',
  'sandbox.bayad.invalid',
  'getResponse',
  ATLAS_MARKER,
  'src/sandbox/',
]

/** The names the sandbox's own files go by (`sandbox-wallet`, `sandbox-channels`...), without extension. */
export function sandboxFileNames(files = sandboxPublicFiles()): string[] {
  return [...new Set(files.map((file) => (file.split('/')[0] ?? '').replace(/\.[^.]+$/, '')))]
}

/** What in `dist` belongs to the sandbox, each problem naming its file; empty when nothing does. */
export function sandboxProblems(
  dist: string,
  { apiBase = '', names = sandboxFileNames() }: { apiBase?: string; names?: string[] } = {},
): string[] {
  const problems: string[] = []
  const files = filesUnder(dist)
  let scripts = ''
  for (const file of files) {
    if (file.split('/').some((part) => part.toLowerCase().startsWith('sandbox')))
      problems.push(`${file}: a sandbox file`)
    // latin1 reads any file, pictures too, byte for byte; every marker is ASCII.
    const text = readFileSync(join(dist, file), 'latin1')
    for (const marker of [...SANDBOX_MARKERS, ...names])
      if (text.includes(marker)) problems.push(`${file}: contains "${marker}"`)
    if (file.endsWith('.js')) scripts += text
  }
  if (files.length === 0) problems.push('the build is empty')
  if (apiBase !== '' && !scripts.includes(apiBase))
    problems.push(`the base prefix ${apiBase} is not in the bundle`)
  return problems
}
