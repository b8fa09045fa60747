import type { RegisterCheckOutcome } from '../../../machines/registration.types.ts'
import { isCallFailure, noticeFor } from '../../../machines/shared/notice.ts'
import { promotionExtraTexts } from '../../i18n/promotionextra/index.ts'
import { replayCheck } from '../../lib/outcome-check.ts'
import { OutcomeCheck } from '../../ui/outcome-check.tsx'
import { buttonClass } from '../../ui/button.tsx'

/*
 * What the landing needs only once a registration has been sent (docs/decisions/022-submission-outcomes.md):
 * the registration's trace (src/lib/submissions.ts), the check of a registration whose answer was lost (the same registration sent again with its key: no
 * call tells whether an account was made) and its panel. Loaded on demand (./promotion.impl.ts
 * loadRegistrationOutcome), outside the route's first load: from Register, or at once when the page
 * opens on a registration of unknown outcome. It imports none of the route's own modules (what the
 * check needs comes as arguments), so they stay in the route's one chunk.
 */

export { createSubmissions } from '../../lib/submissions.ts'

/**
 * The check of a registration whose answer was lost. No call tells whether an account was made, so
 * `replay` sends the same registration again with its key after each wait (src/lib/outcome-check.ts
 * replayCheck): an answer is done; `registeredCode` (11, "already registered") is done before; another
 * refusal is not done, with the server's reason and code; either way `settle` drops the trace.
 */
export function checkRegistration(
  replay: () => Promise<unknown>,
  settle: () => void,
  registeredCode: string,
  delaysMs: readonly number[],
  signal?: AbortSignal,
): Promise<RegisterCheckOutcome> {
  return replayCheck<RegisterCheckOutcome>(
    replay,
    { outcome: 'done', result: 'registered' },
    (error) => {
      const code = isCallFailure(error) ? error.code : undefined
      if (code === registeredCode) return { outcome: 'done', result: 'alreadyRegistered' }
      return {
        outcome: 'notDone',
        notice: noticeFor(error, 'error.processingFailed'),
        ...(code === undefined ? {} : { code }),
      }
    },
    settle,
    delaysMs,
    signal,
  )
}

export interface RegistrationOutcomeProps {
  actor: { send: (event: { type: 'outcome.check' }) => void }
  checking: boolean
  /** The way on when the outcome stays unknown: the app, where the visitor logs in with this number. */
  downloadHref: string
  /** The way on's label, the landing's (its other texts are src/i18n/promotionextra, loaded with this module). */
  downloadLabel: string
}

/** In place of Register while a registration's outcome is checked or unknown. */
export function RegistrationOutcome({
  actor,
  checking,
  downloadHref,
  downloadLabel,
}: RegistrationOutcomeProps) {
  const t = promotionExtraTexts().outcome
  return (
    <OutcomeCheck
      status={checking ? 'checking' : 'unknown'}
      title={checking ? t.checking : t.unknown}
      onCheckAgain={() => actor.send({ type: 'outcome.check' })}
      contact={
        <a className={buttonClass({ variant: 'secondary' })} href={downloadHref}>
          {downloadLabel}
        </a>
      }
    >
      {checking ? (
        <p>{t.checkingText}</p>
      ) : (
        <>
          <p>{t.unknownText}</p>
          <p>{t.unknownNext}</p>
        </>
      )}
    </OutcomeCheck>
  )
}
