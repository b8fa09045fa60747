import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { legacyConfirmMachine } from '../../../machines/legacy-confirm.machine.ts'
import { confirmextraTexts } from '../../i18n/confirmextra/index.ts'
import { Button } from '../../ui/button.tsx'
import { Modal } from '../../ui/overlays.tsx'

/*
 * The legacy confirmation's promotional popup, loaded on demand (./legacy-confirm-view.tsx
 * legacyConfirmPopups): only some offers have one. Its image is its button, and leads to the
 * disclosure statement, never straight to a submission (decision 028); its alt text names it.
 */

type LegacyConfirmActor = ActorRefFrom<typeof legacyConfirmMachine>

export function PromoPopup({ actor }: { actor: LegacyConfirmActor }) {
  const image = useSelector(actor, (s) => s.context.data?.offer.promoImage ?? '')
  const close = () => actor.send({ type: 'promo.close' })
  const t = confirmextraTexts().promo
  return (
    <Modal open title={t.title} onDismiss={close}>
      <button type="button" className="promo-image" onClick={() => actor.send({ type: 'promo.review' })}>
        {/* Checked by the image rule when the offer loaded (promoImage); no referrer to its host. */}
        <img src={image} alt={t.imageAlt} referrerPolicy="no-referrer" />
      </button>
      <Button variant="secondary" block onClick={close}>
        {t.close}
      </Button>
    </Modal>
  )
}
