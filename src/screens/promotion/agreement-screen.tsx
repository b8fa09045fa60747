import { useState, type ReactNode } from 'react'
import { config } from '../../config.ts'
import { common } from '../../i18n/common/index.ts'
import { currentLang, htmlLang } from '../../i18n/lang.ts'
import { downloadTexts } from '../../i18n/download/index.ts'
import { telHref } from '../../lib/contact.ts'
import { APP_NAME, Page } from '../../ui/components.tsx'
import { Button } from '../../ui/button.tsx'

export const PRIVACY_POLICY_PATH = '/privacyPolicy'

function Section({
  id,
  number,
  title,
  children,
}: {
  id: string
  number: number
  title: string
  children: ReactNode
}) {
  return (
    <section className="agreement-section" aria-labelledby={id}>
      <h2 id={id} className="agreement-section__title">
        {number}. {title}
      </h2>
      {children}
    </section>
  )
}

/**
 * `/agreementTemplate`: the registration agreement the promotion landing's agreement line links to.
 * Sample legal text in plain English, to be replaced by the lender's counsel
 * (docs/decisions/016-public-pages.md).
 */
export default function AgreementScreen() {
  const [canGoBack] = useState(() => window.history.length > 1)
  const phone = config.servicePhone
  const t = downloadTexts().agreement
  return (
    <div className="public-page agreement">
      <Page
        title={common().titles.registrationAgreement}
        footer={
          canGoBack ? (
            <div className="agreement-footer">
              <Button variant="secondary" onClick={() => window.history.back()}>
                {t.back}
              </Button>
            </div>
          ) : undefined
        }
      >
        <article className="agreement-doc">
          {htmlLang(currentLang()) !== 'en' && (
            <p className="doc__note" lang="fil">
              {t.languageNote}
            </p>
          )}
          <p className="agreement-doc__effective" lang="en">
            Effective 1 November 2026
          </p>
          <p className="agreement-doc__lead">
            This agreement is between you and {APP_NAME} (“we”, “us”). It covers registering for a {APP_NAME}{' '}
            account with your mobile number. Please read it before you register.
          </p>

          <Section id="agreement-acceptance" number={1} title="Acceptance">
            <p>
              By entering your mobile number and the verification code we send you, and then tapping Register,
              you accept this agreement. If you do not agree, please do not register.
            </p>
            <p>You must be over 18 years old to register.</p>
          </Section>

          <Section id="agreement-account" number={2} title="Your account and mobile number">
            <p>
              Your {APP_NAME} account is tied to the mobile number you register with. Use a number that is
              yours and that you will keep. You log in to the {APP_NAME} app with this same number.
            </p>
            <p>
              Keep your phone and SIM safe. If you lose them or change your number, tell customer service as
              soon as you can, so that nobody else can use your account.
            </p>
          </Section>

          <Section id="agreement-codes" number={3} title="Verification codes">
            <p>
              We send a one-time code by SMS to check that the number is yours. The code is only for you:
              never share it with anyone, including people who say they work for {APP_NAME}. We will never ask
              you for it.
            </p>
            <p>If a code does not arrive, you can ask for a new one after 60 seconds.</p>
          </Section>

          <Section id="agreement-information" number={4} title="Your information">
            <p>
              To register, we collect your mobile number, an identifier of your device and the campaign link
              you came from. We use them to create your account, keep it secure and understand how people find
              us. We do not sell your information.
            </p>
            <p>
              How we collect, use, keep and share personal information, and your rights under the Data Privacy
              Act of 2012, are explained in our privacy policy.
            </p>
            <p className="agreement-doc__link-row">
              <a className="public-link" href={PRIVACY_POLICY_PATH}>
                {t.readPrivacy}
              </a>
            </p>
          </Section>

          <Section id="agreement-loans" number={5} title="Loans are offered separately">
            <p>
              Registering is not a loan application, and it does not mean that a loan will be approved. You
              apply for a loan in the {APP_NAME} app.
            </p>
            <p>
              Every loan has its own loan agreement, which sets out the amount, the term, the interest, any
              fees and the repayment dates. Read it before you confirm a loan. Loans are for borrowers over
              18, with terms of 91 to 365 days.
            </p>
          </Section>

          <Section id="agreement-fees" number={6} title="Fees">
            <p>
              Registering is free. We charge nothing to create or keep an account. Your mobile network may
              charge you for data or SMS as usual.
            </p>
          </Section>

          <Section id="agreement-ending" number={7} title="Ending the registration">
            <p>
              You can close your account at any time by contacting customer service, as long as you have no
              unpaid loan with us.
            </p>
            <p>
              We may suspend or close an account that was registered with someone else’s number or with false
              information, or that is used for fraud. Closing an account does not cancel what you still owe on
              a loan.
            </p>
          </Section>

          <Section id="agreement-changes" number={8} title="Changes">
            <p>
              We may update this agreement. The new version will appear on this page with its effective date.
              For important changes we will also tell you in the app or by SMS before they apply. If you keep
              using your account after that, the new version applies.
            </p>
          </Section>

          <Section id="agreement-contact" number={9} title="Contact">
            <p>
              Questions about this agreement or your account? Call {APP_NAME} customer service at {phone}.
            </p>
            <p className="agreement-doc__link-row">
              <a className="public-link" href={telHref(phone)}>
                {t.callService}
              </a>
            </p>
          </Section>
        </article>
      </Page>
    </div>
  )
}
