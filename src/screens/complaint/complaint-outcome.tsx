import type { ComplaintSaveInput } from '../../../machines/complaint-form.types.ts'
import type { CheckOutcome } from '../../../machines/shared/submission.ts'
import type { DataOf } from '../../api/api.ts'
import type { problemDetail, problemList } from '../../api/complaint.ts'
import { complaintSendTexts } from '../../i18n/complaintsend/index.ts'
import { message } from '../../i18n/messages.ts'
import { OutcomeCheck } from '../../ui/outcome-check.tsx'
import { Modal } from '../../ui/overlays.tsx'

/*
 * What the complaint form needs only once a complaint has been sent (docs/decisions/022-submission-outcomes.md):
 * the complaint's trace (src/lib/submissions.ts), the check of a complaint whose answer was lost (in My
 * complaints) and its panel. Loaded on demand
 * (./complaint-form.impl.ts loadComplaintOutcome), outside the route's first load: from Send, or at
 * once when the form opens on a complaint of unknown outcome. It imports none of the route's own
 * modules (the calls come as arguments), so they stay in the route's chunks.
 */

export { checkWithBackoff } from '../../lib/outcome-check.ts'
export { createSubmissions } from '../../lib/submissions.ts'

/** A listed complaint filed this long before the phone's clock says Send was tapped may still be it. */
export const CLOCK_SKEW_MS = 10 * 60_000
/** Candidates (same text, recent) whose order is read from problem-detail, newest first. */
export const MAX_CANDIDATES = 3
/** problem-list's times are Manila's (UTC+8), as "YYYY-MM-DD HH:mm:ss". */
const MANILA_OFFSET_MS = 8 * 60 * 60_000

/** A listed complaint's time in ms, or null when it cannot be read. */
export function listedAt(time: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(time.trim())
  if (match === null) return null
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = match.slice(1).map((part) => Number(part ?? 0))
  const ms = Date.UTC(y, mo - 1, d, h, mi, s) - MANILA_OFFSET_MS
  return Number.isFinite(ms) ? ms : null
}

/** The two calls the check asks: My complaints (problem-list) and one complaint's detail (problem-detail). */
export interface ComplaintLookup {
  list: () => Promise<DataOf<typeof problemList>>
  detail: (problemId: string) => Promise<DataOf<typeof problemDetail>>
}

/**
 * The check of a complaint whose answer was lost: done when My complaints holds one with the same
 * text, filed since the first Send (minus the clock skew; a time that cannot be read does not rule it
 * out), whose detail names the same order (or no order at all), with its id; not done when none does.
 */
export async function findComplaint(
  lookup: ComplaintLookup,
  complaint: ComplaintSaveInput,
  since: number | undefined,
): Promise<CheckOutcome<string>> {
  const data = await lookup.list()
  const text = complaint.problemDetail.trim()
  const candidates = data.tabs
    .flatMap((tab) => tab.list)
    .filter((item) => item.content.trim() === text)
    .filter((item) => {
      const at = listedAt(item.time)
      return since === undefined || at === null || at >= since - CLOCK_SKEW_MS
    })
    .sort((a, b) => (listedAt(b.time) ?? 0) - (listedAt(a.time) ?? 0))
  for (const item of candidates.slice(0, MAX_CANDIDATES)) {
    const detail = await lookup.detail(item.id)
    if (
      detail.orderNo === undefined ||
      detail.orderNo === null ||
      detail.orderNo.trim() === complaint.orderNo
    )
      return { outcome: 'done', result: item.id.trim() }
  }
  return { outcome: 'notDone' }
}

export interface ComplaintOutcomeProps {
  actor: { send: (event: { type: 'outcome.check' } | { type: 'service.open' }) => void }
  checking: boolean
}

/** In place of Send while a complaint's outcome is checked or unknown (in the page, above the kept text). */
export function ComplaintOutcome({ actor, checking }: ComplaintOutcomeProps) {
  const t = complaintSendTexts().outcome
  return (
    <OutcomeCheck
      status={checking ? 'checking' : 'unknown'}
      title={checking ? t.checkingTitle : t.unknownTitle}
      onCheckAgain={() => actor.send({ type: 'outcome.check' })}
      onContact={() => actor.send({ type: 'service.open' })}
    >
      {checking ? (
        <p>{t.checking}</p>
      ) : (
        <>
          <p>{t.unknown}</p>
          <p>{t.unknownWayOn}</p>
        </>
      )}
    </OutcomeCheck>
  )
}

/**
 * "Your complaint was sent" (the spec's "Successfully Sent"), which cannot be dismissed (the page then replaces itself with /complaint): a
 * complaint reaches it only through this module (the send or its check), so it is here by then.
 */
export function ComplaintSent() {
  return (
    <Modal open title={message('complaint.sent')} icon="success">
      <p className="modal__text">{complaintSendTexts().sentThanks}</p>
    </Modal>
  )
}
