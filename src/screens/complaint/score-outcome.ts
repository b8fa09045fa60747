/*
 * What a complaint's rating needs only once a score has been sent (docs/decisions/022-submission-outcomes.md):
 * the score's trace (src/lib/submissions.ts) and the backoff of the check of a score whose answer was
 * lost. Loaded on demand (./complaint-details.impl.ts loadScoreOutcome), outside the route's first load.
 */
export { checkWithBackoff } from '../../lib/outcome-check.ts'
export { createSubmissions } from '../../lib/submissions.ts'
