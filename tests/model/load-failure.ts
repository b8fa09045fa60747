import { expect } from 'vitest'
import type { LoadFailure } from '../../machines/shared/notice.ts'

/** What a load-failure notice says happened, word for word (src/screens/shared/load-failed.tsx; issue 27). */
export const LOAD_FAILURE_TEXT: Record<LoadFailure['kind'], string> = {
  offline: 'You seem to be offline. Check your connection and try again.',
  unreachable: 'We could not reach our server. Check your connection and try again.',
  timeout: 'Our server took too long to answer. Try again in a moment.',
  server: 'Our server could not answer right now. Try again in a moment.',
  unknown: 'Something went wrong. Try again, or ask customer service for help.',
}

/**
 * The machine recorded why its load failed, and the notice says it (the server's own message when it
 * gave one), with Try again.
 */
export function expectLoadFailure(notice: HTMLElement, failure: LoadFailure | undefined): void {
  expect(failure, 'the machine records why the load failed').toBeDefined()
  const said = failure?.message ?? LOAD_FAILURE_TEXT[failure?.kind ?? 'unknown']
  expect(notice.getAttribute('data-failure')).toBe(failure?.kind)
  expect(notice.textContent).toContain(said)
  expect([...notice.querySelectorAll('button')].map((button) => button.textContent)).toContain('Try again')
}
