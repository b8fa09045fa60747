import { recommendedTexts } from '../../i18n/recommended/index.ts'
import { AppLink } from './way-on.tsx'
import { buttonClass } from '../../ui/button.tsx'

/** The recommend list: every product on offer (decisions.md routes). */
export const RECOMMEND_LIST_PATH = '/recommendList'

/** "See loans on offer": where a page with nothing to show sends the borrower, like the other ways on (`WayOn`). */
export function OffersLink() {
  return (
    <AppLink className={buttonClass({ variant: 'primary' })} path={RECOMMEND_LIST_PATH}>
      {recommendedTexts().seeOffers}
    </AppLink>
  )
}
