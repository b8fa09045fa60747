import { useState } from 'react'
import * as v from 'valibot'
import { common } from '../../i18n/common/index.ts'
import { recommendedTexts } from '../../i18n/recommended/index.ts'
import { Card, Page } from '../../ui/components.tsx'
import { useServices } from '../shared/services.tsx'
import { useFlowActor } from '../shared/use-flow-actor.ts'
import { recommendedProductsWith } from '../shared/recommended.impl.ts'
import { RecommendedList } from '../shared/recommended-list.tsx'

/** Each message rides in the query; decoded on its own, trimmed, shown as text only. */
const message = v.pipe(v.string(), v.trim(), v.maxLength(500))

function read(value: string | undefined): string {
  const decoded = v.safeParse(message, value ?? '')
  return decoded.success ? decoded.output : ''
}

/** What the page says; a missing or over-long error message gives the default wording. */
export function decodeFailureMessages(query: Record<string, string>): { error: string; notice: string } {
  const error = read(query.errMessage)
  return {
    error: error !== '' ? error : recommendedTexts().signInFailed,
    notice: read(query.noticeMessage),
  }
}

/** `/loginFailed?errMessage=…&noticeMessage=…`: joint-login failure (spec §2), with recommended products. */
export default function LoginFailedScreen() {
  const services = useServices()
  const [messages] = useState(() => decodeFailureMessages(services.pageQuery()))
  const [machine] = useState(() => recommendedProductsWith(services))
  const actor = useFlowActor(machine, { input: { offersMore: true } })
  return (
    <Page title={common().titles.loginFailed}>
      <Card className="failure-card">
        <svg className="failure-card__icon" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="11" />
          <path d="M8 8l8 8M16 8l-8 8" />
        </svg>
        <p className="failure-card__title" data-testid="err-message">
          {messages.error}
        </p>
        {messages.notice !== '' && (
          <p className="muted" data-testid="notice-message">
            {messages.notice}
          </p>
        )}
      </Card>
      <RecommendedList actor={actor} heading={recommendedTexts().youMayAlsoLike} />
    </Page>
  )
}
