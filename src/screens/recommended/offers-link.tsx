import { pickCommon, withCommonQuery } from '../../lib/query.ts'
import { useServices } from '../services.tsx'

/** The recommend list: every product on offer (decisions.md routes). */
export const RECOMMEND_LIST_PATH = '/recommendList'

/**
 * "See loans on offer": where a page with nothing to show sends the borrower. A real link (with the
 * common query string) that navigates in the app, like the other ways on (`WayOn`).
 */
export function OffersLink() {
  const { navigate, pageQuery } = useServices()
  return (
    <a
      className="button button--primary"
      href={withCommonQuery(RECOMMEND_LIST_PATH, pickCommon(pageQuery()))}
      onClick={(event) => {
        event.preventDefault()
        navigate.go(RECOMMEND_LIST_PATH)
      }}
    >
      See loans on offer
    </a>
  )
}
