import type { BindCheckOutcome } from '../../../machines/bank-form.types.ts'
import { noticeFor } from '../../../machines/shared/notice.ts'
import { bankTexts } from '../../i18n/bank/index.ts'
import { replayCheck } from '../../lib/outcome-check.ts'
import { OutcomeCheck } from '../../ui/outcome-check.tsx'

/*
 * What the payment account form needs only once a binding has been sent (docs/decisions/022-submission-outcomes.md):
 * the binding's trace (src/lib/submissions.ts), the check of a binding whose answer was lost (the same
 * binding sent again with its key: no call tells which account is bound) and its panel. Loaded on demand (./bank-form.impl.ts loadBankOutcome),
 * outside the route's first load: from Next, or at once when the form opens on a binding of unknown
 * outcome. It imports none of the route's own modules (what the check needs comes as arguments), so
 * they stay in the route's one chunk.
 */

export { createSubmissions } from '../../lib/submissions.ts'

/**
 * The check of a binding whose answer was lost. No call tells which account is bound (card-init sends
 * the form; its values may be masked), so `replay` sends the same binding again with its key after each
 * wait (src/lib/outcome-check.ts replayCheck): an answer is done; a refusal is not done, with the
 * server's reason; either way `settle` drops the trace.
 */
export function checkBinding(
  replay: () => Promise<unknown>,
  settle: () => void,
  delaysMs: readonly number[],
  signal?: AbortSignal,
): Promise<BindCheckOutcome> {
  return replayCheck<BindCheckOutcome>(
    replay,
    { outcome: 'done', result: null },
    (error) => ({ outcome: 'notDone', notice: noticeFor(error, 'error.processingFailed') }),
    settle,
    delaysMs,
    signal,
  )
}

/** The form's actor, as the panel sends to it. */
export interface BankOutcomeProps {
  actor: { send: (event: { type: 'outcome.check' } | { type: 'service.open' }) => void }
  checking: boolean
}

/** In place of Next while a binding's outcome is checked or unknown (in the page, above the kept values). */
export function BankOutcome({ actor, checking }: BankOutcomeProps) {
  const t = bankTexts().check
  return (
    <OutcomeCheck
      status={checking ? 'checking' : 'unknown'}
      title={checking ? t.checking : t.unknown}
      onCheckAgain={() => actor.send({ type: 'outcome.check' })}
      onContact={() => actor.send({ type: 'service.open' })}
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
