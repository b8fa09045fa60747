import { commands, server } from 'vitest/browser'
import type { CoverageFragment } from './coverage-merge.ts'

/*
 * coverage-sink.ts for the Chromium project (aliased in vitest.config.ts): the page cannot touch the disk, so a
 * fragment travels to the Vitest server through the `writeMbtFragment` command (coverage-reporter.ts).
 */

declare module 'vitest/browser' {
  interface BrowserCommands {
    writeMbtFragment: (fragment: CoverageFragment) => Promise<void>
  }
}

/** The browser the project runs (`chromium`), as the coverage file names the environment. */
export const environment: string = server.browser

export function saveFragment(fragment: CoverageFragment): Promise<void> {
  return commands.writeMbtFragment(fragment)
}

export function loadFragments(): CoverageFragment[] {
  throw new Error(
    'expectFullCoverage(id, { acrossFiles: true }) reads other files’ fragments from disk: not in browser mode',
  )
}
