import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { STAR_COUNT, type ratingMachine } from '../../../machines/rating.machine.ts'
import { useEffect, useReducer, type KeyboardEvent } from 'react'
import { textsReady } from '../../i18n/catalogue.ts'
import { ratingTexts } from '../../i18n/rating/index.ts'
import { useOwnProgress } from '../../ui/activity.ts'
import { Button } from '../../ui/button.tsx'
import { Modal } from '../../ui/overlays.tsx'
import { clearToasts } from '../../ui/toast.tsx'

export type RatingActor = ActorRefFrom<typeof ratingMachine>

const STARS = Array.from({ length: STAR_COUNT }, (_, index) => index + 1)

/**
 * The popup's texts (src/i18n/rating), which load with this module (on demand, outside the first load
 * of the pages that ask for a rating; they prefetch it well before it opens): null until they are here,
 * and the popup shows once they are.
 */
function useRatingTexts(): ReturnType<typeof ratingTexts> | null {
  const [, arrived] = useReducer((count: number) => count + 1, 0)
  let texts: ReturnType<typeof ratingTexts> | null
  try {
    texts = ratingTexts()
  } catch {
    texts = null
  }
  const missing = texts === null
  useEffect(() => {
    if (missing) void textsReady().then(arrived, () => undefined)
  }, [missing])
  return texts
}

/**
 * The rating popup of a rating machine (machines/rating.machine.ts): five stars, Cancel and Send,
 * and the result popup that thanks a borrower who gave fewer than 4 stars. Tapping the mask does not
 * close it (spec §4). The opener may name the popup and its question (`title`, `prompt`).
 */
export function RatingPopup({
  actor,
  title,
  prompt,
  support = '',
}: {
  actor: RatingActor
  title?: string
  prompt?: string
  /** How to reach customer service, for the result popup (only a page that thanks low scores has one). */
  support?: string
}) {
  const choosing = useSelector(actor, (s) => s.hasTag('starPicker'))
  const thanking = useSelector(actor, (s) => s.hasTag('thanking'))
  const stars = useSelector(actor, (s) => s.context.stars)
  const submitting = useSelector(actor, (s) => s.hasTag('submitting'))
  // A score whose answer was lost: checked (everything disabled), or unknown (Check again, or close).
  const checking = useSelector(actor, (s) => s.hasTag('checking'))
  const unknown = useSelector(actor, (s) => s.hasTag('outcomeUnknown'))
  const sending = submitting || checking
  // The stars stay as sent while the score is on its way or its outcome is not known.
  const locked = sending || unknown
  useOwnProgress(sending)
  const t = useRatingTexts()
  const pick = (star: number) => {
    // A star answers "pick a star": that toast must not stay over the popup's buttons.
    clearToasts()
    actor.send({ type: 'star.pick', stars: star })
  }
  // One radio group, one tab stop: the arrows move from the focused star to the next or previous
  // one, round at the ends, and choose it, as radio buttons do.
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key]
    if (step === undefined || locked) return
    event.preventDefault()
    const radios = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]'))
    const focused = radios.findIndex((radio) => radio === document.activeElement)
    const current = focused >= 0 ? focused + 1 : stars || 1
    const next = ((current - 1 + step + STAR_COUNT) % STAR_COUNT) + 1
    pick(next)
    radios[next - 1]?.focus()
  }
  if (t === null) return null
  return (
    <>
      <Modal
        open={choosing}
        title={title ?? t.title}
        // Back is the borrower's Cancel; the mask and Esc do not close it (spec §4).
        onBack={sending ? undefined : () => actor.send({ type: 'rating.cancel' })}
      >
        <p className="modal__text">{prompt ?? t.prompt}</p>
        <div className="stars" role="radiogroup" aria-label={t.stars} onKeyDown={move}>
          {STARS.map((star) => (
            <button
              key={star}
              type="button"
              role="radio"
              aria-checked={star === stars}
              tabIndex={star === (stars || 1) ? 0 : -1}
              aria-label={t.star(star)}
              className={`star${star <= stars ? ' star--filled' : ''}`}
              disabled={locked}
              onClick={() => pick(star)}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
              </svg>
            </button>
          ))}
        </div>
        {checking && (
          <p className="modal__text modal__text--notice" role="status">
            {t.checking}
          </p>
        )}
        {unknown && (
          <p className="modal__text modal__text--notice" role="alert">
            {t.unknown}
          </p>
        )}
        <div className="button-row">
          <Button
            variant="secondary"
            disabled={sending}
            onClick={() => actor.send({ type: 'rating.cancel' })}
          >
            {t.cancel}
          </Button>
          {unknown ? (
            <Button variant="primary" onClick={() => actor.send({ type: 'outcome.check' })}>
              {t.checkAgain}
            </Button>
          ) : (
            <Button
              variant="primary"
              aria-busy={sending}
              disabled={checking}
              onClick={() => actor.send({ type: 'rating.submit' })}
            >
              {checking ? t.checkingButton : submitting ? t.sending : t.send}
            </Button>
          )}
        </div>
      </Modal>
      <Modal open={thanking} title={t.thanksTitle}>
        <p className="modal__text">{t.sorry(support)}</p>
        <Button variant="primary" block onClick={() => actor.send({ type: 'result.close' })}>
          {t.ok}
        </Button>
      </Modal>
    </>
  )
}
