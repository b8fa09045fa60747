import { readFragments, writeFragment } from './coverage-reporter.ts'
import type { CoverageFragment } from './coverage-merge.ts'

/*
 * Where the harness puts its coverage fragments when the tests run in Node (happy-dom): straight onto disk.
 * The Chromium project aliases this module to coverage-sink.browser.ts (vitest.config.ts), which has no file
 * system and goes through a browser command instead; both export the same three names.
 */

const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent

/** The test environment, as the coverage file names it. */
export const environment = /HappyDOM/.test(userAgent)
  ? 'happy-dom'
  : /jsdom/.test(userAgent)
    ? 'jsdom'
    : 'node'

export function saveFragment(fragment: CoverageFragment): Promise<void> {
  writeFragment(fragment)
  return Promise.resolve()
}

/** The fragments other test files of this environment have written so far. */
export function loadFragments(): CoverageFragment[] {
  return readFragments().filter((f) => f.environment === environment)
}
