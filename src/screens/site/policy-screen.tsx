import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { policyFrameMachine } from '../../../machines/policy-frame.machine.ts'
import { company, POLICY_URL } from '../../company.ts'
import { config } from '../../config.ts'
import intro from '../../content/site-policy.md'
import { siteTexts } from '../../i18n/site/index.ts'
import { frameSandbox } from '../../lib/frame.ts'
import { RetryNotice } from '../../ui/components.tsx'
import { DocView } from '../shared/doc-view.tsx'
import { onDemand } from '../../ui/on-demand.tsx'
import { useServices } from '../shared/services.tsx'
import { useFlowActor } from '../shared/use-flow-actor.ts'
import { policyAddress, policyFrameWith } from './policy.impl.ts'
import { SiteFrame } from './site-frame.tsx'

/** The in-app text loads only when the company's page cannot be shown. */
const PolicyText = onDemand(() => import('./policy-text.tsx').then((module) => module.default))

type PolicyFrameActor = ActorRefFrom<typeof policyFrameMachine>

/** `/Policy`: the company's policy page in a sandboxed frame, or the in-app text (spec §2 "Official site"). */
export default function PolicyScreen() {
  const services = useServices()
  const [machine] = useState(() => policyFrameWith(services))
  const actor = useFlowActor(machine, { input: { url: policyAddress(POLICY_URL, services.origin) } })
  return <PolicyView actor={actor} />
}

/** Renders the policy-frame machine and sends it the frame's load; holds no flow state of its own. */
export function PolicyView({ actor }: { actor: PolicyFrameActor }) {
  const framed = useSelector(actor, (s) => s.hasTag('framed'))
  const loading = useSelector(actor, (s) => s.hasTag('busy'))
  const fallback = useSelector(actor, (s) => s.hasTag('fallback'))
  const url = useSelector(actor, (s) => s.context.url)
  const t = siteTexts().policy
  // The fallback text is on its way before it is needed: a page that cannot load is often a lost
  // connection, which would stop that download too.
  useEffect(() => void PolicyText.prefetch(), [])
  return (
    <SiteFrame section="policy" doc={intro}>
      <DocView doc={intro} />
      {/* One row above the frame, the loading status, then the open link in its place: the frame
          does not move when the page shows (no layout shift). */}
      <div className={`policy-frame__bar${framed ? ' policy-frame__bar--framed' : ''}`}>
        <p className="policy-frame__status" role="status">
          {loading ? t.loading : ''}
        </p>
        {framed && !loading && (
          <a className="public-link policy-frame__open" href={url} target="_blank" rel="noopener noreferrer">
            {t.open}
          </a>
        )}
      </div>
      {framed && (
        <div className={`policy-frame${loading ? ' policy-frame--loading' : ''}`} aria-busy={loading}>
          <iframe
            className="policy-frame__frame"
            title={t.frameTitle(company.legalName)}
            src={url}
            sandbox={frameSandbox(url, config.frameScriptOrigins)}
            referrerPolicy="no-referrer"
            onLoad={() => actor.send({ type: 'frame.loaded' })}
          />
        </div>
      )}
      {fallback && (
        <>
          {url !== '' && (
            <RetryNotice
              onRetry={() => {
                // The notice and its button go: the focus goes to the page's heading, not the body.
                document.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true })
                actor.send({ type: 'frame.retry' })
              }}
            >
              {t.fallback}
            </RetryNotice>
          )}
          <PolicyText.Component />
        </>
      )}
    </SiteFrame>
  )
}
