import { test as base, expect, type Page } from '@playwright/test'

/**
 * Every spec imports `test` and `expect` from here, not from '@playwright/test': `test` fails any test
 * during which a page or frame of the app reported a Content-Security-Policy violation (the
 * `securitypolicyviolation` event), so a screen that the policy breaks (a blocked script, style,
 * image, frame, fetch, or a Trusted Types sink) fails the suite instead of quietly losing a feature.
 * docs/decisions/023-origins-and-csp.md.
 *
 * An init script (every page and frame of the context, before the app's own scripts) listens for the
 * event and reports each violation through a binding exposed on the context, so violations on pages or
 * popups closed during the test count too. Frames of other origins (the policy page, a payment
 * provider) report to their own site, not here, and are not recorded.
 */
export interface CspViolation {
  /** The directive that refused it, e.g. `script-src-elem`, `require-trusted-types-for`. */
  directive: string
  /** What was refused: a URL, `inline`, `eval`, `trusted-types-sink`... */
  blocked: string
  /** The script or document that caused it, with its line. */
  source: string
  /** The first characters of the refused inline code, when the browser gives them. */
  sample: string
  /** The document the policy belongs to. */
  page: string
}

const BINDING = '__bayadCspViolation'

/** The failure message for `violations`, or undefined when there are none. */
export function cspViolationReport(violations: readonly CspViolation[]): string | undefined {
  if (violations.length === 0) return undefined
  const lines = violations.map(
    (v) =>
      `  - ${v.directive} refused ${v.blocked || '(nothing named)'} on ${v.page}` +
      (v.source ? ` (from ${v.source})` : '') +
      (v.sample ? `: ${JSON.stringify(v.sample)}` : ''),
  )
  return `Content-Security-Policy violations during the test (${violations.length}):\n${lines.join('\n')}`
}

export const test = base.extend<{
  /** The violations recorded so far in this test (a test that provokes one on purpose may clear it). */
  cspViolations: CspViolation[]
  cspGuard: void
}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from the pattern
  cspViolations: async ({}, provide) => {
    await provide([])
  },
  cspGuard: [
    async ({ context, baseURL, cspViolations }, provide) => {
      await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
        cspViolations.push(violation)
      })
      const origin = new URL(baseURL ?? 'http://localhost').origin
      await context.addInitScript(
        ({ binding, origin }) => {
          // Our documents: the app's own origin (sandboxed frames of it too, whose origin reads 'null'), and the
          // about:blank / srcdoc frames that inherit its policy.
          const ours = location.href.startsWith(origin + '/') || location.protocol === 'about:'
          if (!ours) return
          const report = (window as unknown as Record<string, (v: unknown) => Promise<void>>)[binding]
          document.addEventListener(
            'securitypolicyviolation',
            (event) => {
              void report?.({
                directive: event.effectiveDirective || event.violatedDirective,
                blocked: event.blockedURI,
                source: event.sourceFile
                  ? `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`
                  : '',
                sample: event.sample,
                page: event.documentURI,
              })
            },
            true,
          )
        },
        { binding: BINDING, origin },
      )
      await provide()
      // Violations are reported as tasks of their own: let each open page run what it has queued. A message
      // round trip, not a timer (a test may have installed a fake clock), and never more than a second (a
      // page may be stuck in a dialog).
      const settled = (page: Page) =>
        page.evaluate(
          () =>
            new Promise<void>((resolve) => {
              const channel = new MessageChannel()
              channel.port1.onmessage = () => resolve()
              channel.port2.postMessage(0)
            }),
        )
      await Promise.all(
        context
          .pages()
          .map((page) =>
            Promise.race([settled(page), new Promise((resolve) => setTimeout(resolve, 1_000))]).catch(
              () => undefined,
            ),
          ),
      )
      const report = cspViolationReport(cspViolations)
      if (report !== undefined) throw new Error(report)
    },
    { auto: true },
  ],
})

export { expect }
