import { useState } from 'react'
import { common } from '../../i18n/common/index.ts'
import { paycodeTexts } from '../../i18n/paycode/index.ts'
import { formatPeso } from '../../lib/format.ts'
import { Card, Page } from '../../ui/components.tsx'
import { ServerLogo } from '../../ui/server-logo.tsx'
import { copyText } from '../shared/copy-text.ts'
import { readRepaymentInfo, totalOf, type StoredRepaymentInfo } from '../shared/repayment-info.ts'
import { useServices } from '../shared/services.tsx'
import { DeadEndPage } from '../shared/way-on.tsx'
import { logoUrl } from '../shared/pay-code-link.ts'
import { CopyIcon } from './pay-code-parts.tsx'

/*
 * `/repaymentOfCode2` (spec §2 "Repayment by code v2"): what the instalment or rollover page saved as
 * `repaymentInfo` in local storage when the borrower tapped its payment box. No state machine: the
 * page only renders the decoded value (readRepaymentInfo: absent, corrupt, expired, or for another
 * order or total than the link names reads as undefined) and copies the pay code (the spec's "contract
 * number", named as on every other screen, decision 030); it makes no call.
 */

export default function PayCodeV2Screen() {
  const services = useServices()
  const [info] = useState(() => readRepaymentInfo(services.store, services.pageQuery(), Date.now()))
  if (info === undefined) {
    const { v2 } = paycodeTexts()
    return (
      <DeadEndPage title={common().titles.paymentDetails} heading={v2.notFoundHeading}>
        <p>{v2.notFoundText}</p>
      </DeadEndPage>
    )
  }
  return <PaymentDetails info={info} />
}

function PaymentDetails({ info }: { info: StoredRepaymentInfo }) {
  const { toast, origin } = useServices()
  const t = paycodeTexts()
  const { payCode, title, logo, payNotice } = info.defDetail
  const channel = title === '' ? t.paymentChannel : title
  const groups = Object.entries(payNotice).filter(([, entries]) => entries.length > 0)
  return (
    <Page title={common().titles.paymentDetails}>
      <p className="info-note paycode-note">{t.v2.depositNote}</p>
      <Card className="paycode-box">
        <div className="paycode-box__head">
          <ServerLogo
            className="paycode-box__logo"
            src={logoUrl(logo, origin) ?? ''}
            width={48}
            height={48}
            alt={channel}
          />
          <div className="paycode-box__who">
            <p className="paycode-box__channel">{channel}</p>
            {info.productName !== '' && (
              <p className="paycode-box__loan">
                {info.productName}
                {info.repayDate !== '' && (
                  <>
                    {' · '}
                    <span className="paycode-box__due">{t.v2.due(info.repayDate)}</span>
                  </>
                )}
              </p>
            )}
          </div>
        </div>
        <dl className="paycode-box__lines">
          <div className="paycode-box__line paycode-box__line--code">
            <dt>{t.v2.payCode}</dt>
            <dd>
              <button
                type="button"
                className="paycode-box__code"
                aria-label={t.copyCode(payCode)}
                onClick={() => void copyText(payCode, toast)}
              >
                <span className="paycode-box__code-text">{payCode}</span>
                <span className="paycode-box__code-action">
                  <CopyIcon />
                  {t.copy}
                </span>
              </button>
            </dd>
          </div>
          <div className="paycode-box__line paycode-box__line--total">
            <dt>
              {t.v2.total}
              {info.delayInfo !== undefined && info.delayInfo.title !== '' && (
                <span className="paycode-box__total-note">{info.delayInfo.title}</span>
              )}
            </dt>
            <dd className="paycode-box__total">{formatPeso(totalOf(info))}</dd>
          </div>
        </dl>
        {title !== '' && <p className="muted paycode-box__for">{t.v2.forChannel(title)}</p>}
      </Card>
      {groups.map(([group, entries], groupIndex) => (
        <section key={group} className="card paycode-notice" aria-labelledby={`paycode-notice-${groupIndex}`}>
          <h2 id={`paycode-notice-${groupIndex}`} className="section-title">
            {group}
          </h2>
          {entries.map((entry, index) => (
            <div key={index} className="paycode-notice__entry">
              {entry.name !== '' && <h3 className="paycode-notice__name">{entry.name}</h3>}
              {entry.list.length > 0 && (
                <ol className="paycode-steps__list" role="list">
                  {entry.list.map((step, stepIndex) => (
                    <li key={stepIndex} className="paycode-steps__item">
                      {step}
                    </li>
                  ))}
                </ol>
              )}
            </div>
          ))}
        </section>
      ))}
    </Page>
  )
}
