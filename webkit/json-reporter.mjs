// A node:test reporter (scripts/cli/test-webkit.ts gives it to each spec file's run): one JSON line per
// finished test, with its name, file, outcome, duration and, for a failure, the message.
export default async function* jsonLines(source) {
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue
    const { data } = event
    // Suites report too: only tests count.
    if (data.details?.type === 'suite') continue
    const error = data.details?.error
    const cause = error?.cause ?? error
    yield `${JSON.stringify({
      name: data.name,
      file: data.file,
      outcome: event.type === 'test:pass' ? (data.skip || data.todo ? 'skipped' : 'passed') : 'failed',
      ms: Math.round(data.details?.duration_ms ?? 0),
      error: error === undefined ? undefined : String(cause?.message ?? cause),
    })}\n`
  }
}
