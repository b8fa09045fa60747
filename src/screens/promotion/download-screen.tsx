import type { ReactNode } from 'react'
import { company } from '../../company.ts'
import { common } from '../../i18n/common/index.ts'
import { downloadTexts } from '../../i18n/download/index.ts'
import { promotionExtraTexts } from '../../i18n/promotionextra/index.ts'
import { landingConfig } from '../../landing-config.ts'
import { BrandMark } from '../../ui/brand-mark.tsx'
import { APP_NAME, usePageHeading } from '../../ui/components.tsx'
import { LenderIdentity } from '../../ui/lender-identity.tsx'

type Texts = ReturnType<typeof downloadTexts>['download']

/** What the app offers (spec §9 loan terms; amounts from the product range). */
type Benefit = 'borrow' | 'decision' | 'money' | 'terms'
const BENEFITS: { title: `${Benefit}Title`; text: `${Benefit}Text`; icon: ReactNode }[] = [
  {
    title: 'borrowTitle',
    text: 'borrowText',
    icon: <path d="M8 20V4h5.5a4.5 4.5 0 0 1 0 9H8M5 8h14M5 11h14" />,
  },
  {
    title: 'decisionTitle',
    text: 'decisionText',
    icon: (
      <>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M12 7.5V12l3 2" />
      </>
    ),
  },
  {
    title: 'moneyTitle',
    text: 'moneyText',
    icon: (
      <>
        <rect x="3" y="6" width="18" height="13" rx="2.5" />
        <path d="M3 10h18M7 15h4" />
      </>
    ),
  },
  {
    title: 'termsTitle',
    text: 'termsText',
    icon: (
      <>
        <rect x="3.5" y="5" width="17" height="15" rx="2.5" />
        <path d="M3.5 9.5h17M8 3v4M16 3v4M8 14h3" />
      </>
    ),
  },
]

/**
 * `/downloadTemplate`: where the promotion landing sends a visitor after registering (or when the
 * number is already registered). The app's name, what it offers and the store links; no calls, no
 * services, so the page stays small.
 */
export default function DownloadScreen() {
  const t = downloadTexts().download
  const title = common().titles.download
  const heading = usePageHeading(title)
  return (
    <div className="public-page download">
      <header className="download-bar">
        <div className="download-bar__inner">
          <BrandMark
            className="download-bar__mark"
            tileClass="download-bar__mark-tile"
            glyphClass="download-bar__mark-glyph"
          />
          <span className="download-bar__name">{APP_NAME}</span>
        </div>
      </header>
      <main className="download-main">
        <section className="download-hero" aria-labelledby="download-heading">
          <div className="download-hero__inner">
            <div className="download-hero__text">
              <p className="download-hero__eyebrow">{t.eyebrow}</p>
              <h1 id="download-heading" className="download-hero__title" ref={heading} tabIndex={-1}>
                {title}
              </h1>
              <p className="download-hero__promise">{t.promise}</p>
              <StoreLinks texts={t} />
              <p className="download-hero__login">
                <svg className="download-hero__login-icon" viewBox="0 0 24 24" aria-hidden="true">
                  <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
                  <path d="M10.5 18.5h3" />
                </svg>
                <span>{t.login}</span>
              </p>
            </div>
            <PhoneMockup texts={t} />
          </div>
        </section>
        <section className="download-offer" aria-labelledby="download-offer-heading">
          <h2 id="download-offer-heading" className="download-offer__title">
            {t.offers(APP_NAME)}
          </h2>
          <ul className="download-offer__list">
            {BENEFITS.map((benefit) => (
              <li key={benefit.title} className="download-benefit">
                <svg className="download-benefit__icon" viewBox="0 0 24 24" aria-hidden="true">
                  {benefit.icon}
                </svg>
                <div>
                  <p className="download-benefit__title">{t[benefit.title]}</p>
                  <p className="download-benefit__text">{t[benefit.text]}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <footer className="download-footer">
        <p className="download-footer__text">{t.footer(APP_NAME)}</p>
        <LenderIdentity
          lender={company}
          labels={promotionExtraTexts().lender}
          className="download-footer__lender"
        />
        <nav className="download-footer__links" aria-label={t.legal}>
          <a className="public-link" href="/agreementTemplate">
            {t.agreement}
          </a>
          <a className="public-link" href="/privacyPolicy">
            {t.privacy}
          </a>
        </nav>
      </footer>
    </div>
  )
}

/** The two store badges: real links, named as the stores name their own badges. */
function StoreLinks({ texts: t }: { texts: Texts }) {
  return (
    <div className="download-stores">
      <a className="download-store" href={landingConfig.googlePlayUrl}>
        <svg className="download-store__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3.6 1.8 13.3 12l-9.7 10.2A1.8 1.8 0 0 1 3 20.9V3.1c0-.5.2-1 .6-1.3Zm10.8 9.1 2.7-2.8L5.4 1.3l9 9.6Zm0 2.2-9 9.6 11.7-6.8-2.7-2.8Zm4-4.1 3 1.7c1 .6 1 2 0 2.6l-3 1.7-3-3 3-3Z" />
        </svg>
        <span className="download-store__text">
          <span className="download-store__small">{t.googlePlaySmall}</span>{' '}
          <span className="download-store__big">Google Play</span>
        </span>
      </a>
      <a className="download-store" href={landingConfig.appStoreUrl}>
        <svg className="download-store__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M16.4 12.7c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.8 1.3 10.3.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8 1.6 0 2 .8 3.4.8 1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.7-1-2.7-4.2ZM13.9 5c.7-.9 1.2-2 1-3.2-1 0-2.3.7-3 1.6-.7.8-1.2 2-1.1 3.1 1.2.1 2.3-.6 3.1-1.5Z" />
        </svg>
        <span className="download-store__text">
          <span className="download-store__small">{t.appStoreSmall}</span>{' '}
          <span className="download-store__big">App Store</span>
        </span>
      </a>
    </div>
  )
}

/** The desktop illustration: the app on a phone, drawn inline (no external images). */
function PhoneMockup({ texts: t }: { texts: Texts }) {
  return (
    <div className="download-hero__art" aria-hidden="true">
      <svg className="download-phone" viewBox="0 0 300 580" focusable="false">
        <defs>
          <linearGradient id="download-phone-brand" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" className="download-phone__from" />
            <stop offset="1" className="download-phone__to" />
          </linearGradient>
          <clipPath id="download-phone-screen">
            <rect x="22" y="22" width="256" height="536" rx="34" />
          </clipPath>
        </defs>
        <rect x="10" y="10" width="280" height="560" rx="46" className="download-phone__body" />
        <g clipPath="url(#download-phone-screen)">
          <rect x="22" y="22" width="256" height="536" className="download-phone__screen" />
          <rect x="22" y="22" width="256" height="170" fill="url(#download-phone-brand)" />
          <text x="44" y="92" className="download-phone__brand">
            {APP_NAME}
          </text>
          <text x="44" y="114" className="download-phone__hello">
            {t.mockHello}
          </text>
          <rect x="38" y="138" width="224" height="124" rx="18" className="download-phone__card" />
          <text x="58" y="170" className="download-phone__label">
            {t.mockBorrow}
          </text>
          <text x="58" y="208" className="download-phone__amount">
            ₱20,000
          </text>
          <text x="58" y="238" className="download-phone__label">
            {t.mockTerms}
          </text>
          <rect x="38" y="280" width="224" height="44" rx="22" className="download-phone__button" />
          <text x="150" y="308" textAnchor="middle" className="download-phone__button-text">
            {t.mockApply}
          </text>
          {[344, 406, 468].map((y, index) => (
            <g key={y}>
              <rect x="38" y={y} width="224" height="50" rx="14" className="download-phone__row" />
              <circle cx="64" cy={y + 25} r="12" className="download-phone__dot" />
              <rect
                x="86"
                y={y + 15}
                width={index === 1 ? 96 : 120}
                height="8"
                rx="4"
                className="download-phone__bar"
              />
              <rect
                x="86"
                y={y + 29}
                width={index === 2 ? 60 : 80}
                height="7"
                rx="3.5"
                className="download-phone__bar--light"
              />
            </g>
          ))}
          <rect x="115" y="540" width="70" height="5" rx="2.5" className="download-phone__home" />
        </g>
        <rect x="120" y="32" width="60" height="18" rx="9" className="download-phone__body" />
      </svg>
      <div className="download-hero__chip">
        <svg viewBox="0 0 24 24" className="download-hero__chip-icon">
          <circle cx="12" cy="12" r="11" />
          <path d="m7.5 12.5 3 3 6-6.5" />
        </svg>
        <span>
          <strong>{t.decisionTitle}</strong>
          <br />
          {t.moneyTitle}
        </span>
      </div>
    </div>
  )
}
