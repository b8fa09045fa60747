import { useEffect, useState } from 'react'
import type * as v from 'valibot'
import { livePanelOn, setLivePanel } from '../../atlas/live/panel-toggle.ts'
import { pickCommon, withCommonQuery } from '../../lib/query.ts'
import { APP_KEYS, type Store } from '../../lib/storage.ts'
import { rememberSubmittedLoan, type SubmittedLoan } from '../../lib/submitted-loan.ts'
import { Card, Page } from '../../ui/components.tsx'
import type { storedRepaymentInfo } from '../shared/repayment-info.ts'
import { useServices } from '../shared/services.tsx'
import { Button } from '../../ui/button.tsx'

/**
 * The sandbox's repayable order (status 174) and its amount due in minor units: the fields' defaults,
 * so every link built from the fields opens real sandbox data.
 */
const REPAYABLE_ORDER = { productId: '101', orderId: 'BYD20261105000017' }
const REPAYABLE_AMOUNT = '392000'
/** The repayable order's default-payment box: its pay code (the instalment answer's defDetail). */
const BOX_PAY_CODE = '7105000017'

const FIELDS = [
  { key: 'deviceId', label: 'Device id', fallback: 'dev-7f3a91c2' },
  { key: 'sessionId', label: 'Session id', fallback: 'sess-41d8cd98' },
  { key: 'userId', label: 'User id', fallback: '100234' },
  { key: 'merchantNumber', label: 'Merchant number', fallback: 'M0001' },
  { key: 'mobilePhone', label: 'Mobile phone', fallback: '09171234567' },
  { key: 'productId', label: 'Product id', fallback: REPAYABLE_ORDER.productId },
  { key: 'orderId', label: 'Order id', fallback: REPAYABLE_ORDER.orderId },
  { key: 'amount', label: 'Amount (centavos)', fallback: REPAYABLE_AMOUNT },
  // The screens' language (issue 28): rides on every link as `lang`, kept by every navigation.
  { key: 'lang', label: 'Language', fallback: '' },
] as const

/** The languages a tester can open the screens in (src/i18n/lang.ts). */
const LANGUAGES = [
  ['', "The phone's language"],
  ['en', 'English'],
  ['fil', 'Filipino'],
  ['spec', "The spec's wording"],
] as const

type FieldKey = (typeof FIELDS)[number]['key']
type Values = Record<FieldKey, string>

interface Target {
  label: string
  path: string
  /** Fields sent under their own names. */
  params: readonly FieldKey[]
  /** Fixed parameters, or parameters built from the fields under other names. */
  extra?: Record<string, string> | ((values: Values) => Record<string, string>)
  /** Runs on the tap, before the navigation: prepares what the page reads besides its link. */
  before?: (store: Store) => void
}

/**
 * One order of the sandbox's seed per status of the order page (spec §4), so each status can be
 * opened without looking its number up. A real backend would not know these orders.
 */
const ORDER_SAMPLES = [
  { status: 'in review (21)', productId: '104', orderId: 'BYD20261119000023' },
  { status: 'approved, Withdraw Now (151)', productId: '101', orderId: 'BYD20261118000056' },
  { status: 'failed (110)', productId: '103', orderId: 'BYD20261030000031' },
  { status: 'repaying (170)', productId: '104', orderId: 'BYD20261002000064' },
  { status: 'repayable (174)', productId: '101', orderId: 'BYD20261105000017' },
  { status: 'overdue (180)', productId: '102', orderId: 'BYD20260812000042' },
  { status: 'finished (200)', productId: '103', orderId: 'BYD20260603000098' },
  { status: 'unknown status (999)', productId: '102', orderId: 'BYD20260920000075' },
] as const

/**
 * The sandbox's sample complaints (src/sandbox/sample-complaints.ts SAMPLE_COMPLAINTS), one per kind of details
 * page. A real backend would not know them.
 */
const COMPLAINT_SAMPLES = [
  { kind: 'answered, to rate', problemId: '3f2a9c41-7b6e-4d1a-9e57-2c8b0d4f6a13' },
  { kind: 'waiting for a reply', problemId: '7c1e5b02-4a9d-4f36-8b21-5e0d9c3a7f48' },
  { kind: 'answered and rated', problemId: 'b8d4e6f1-2c3a-4b5d-9e7f-1a2b3c4d5e6f' },
  { kind: 'answered with a picture only', problemId: 'e4a7c9d2-5b1f-4e8a-a3c6-9d0b2f7e1c85' },
] as const

/**
 * A picture of the sandbox's own (src/sandbox/public): only sandbox builds ship them, and a borrower build
 * (VITE_SANDBOX=off) names none of them (scripts/lib/check-no-sandbox.ts), so its links go without a picture.
 */
const SANDBOX_PICTURES = import.meta.env.VITE_SANDBOX !== 'off'

/**
 * What the instalment page saves as `repaymentInfo` when its default-payment box is tapped
 * (src/screens/shared/repayment-info.ts), bound to its order and alive for an hour: this link to
 * `/repaymentOfCode2` names no order, so the page shows any live value.
 */
const sampleRepaymentInfo = (now: number): v.InferInput<typeof storedRepaymentInfo> => ({
  repayAmount: Number(REPAYABLE_AMOUNT),
  productName: 'Bayad Cash',
  repayDate: '2026-12-05',
  productLogo: '',
  defDetail: {
    payCode: BOX_PAY_CODE,
    logo: SANDBOX_PICTURES ? '/sandbox-channels/90001.svg' : '',
    title: 'Dragonpay',
    payNotice: {
      'GCash Bills': [
        { name: 'Step 1', list: ['Open GCash and tap Bills.', 'Choose Loans, then Dragonpay.'] },
      ],
    },
  },
  orderId: REPAYABLE_ORDER.orderId,
  // Within the page's REPAYMENT_INFO_TTL_MS (2 h): the sample reads as saved a moment ago.
  expiresAt: now + 60 * 60_000,
})

/** The sandbox's in-review order (21) and what its application asked for (₱5.000,00, ₱300.00 fee). */
const IN_REVIEW_ORDER = { productId: '104', orderId: 'BYD20261119000023' }
const sampleSubmittedLoan = (now: Date): SubmittedLoan => ({
  productId: IN_REVIEW_ORDER.productId,
  productName: 'Bayad Hulugan',
  amount: 500000,
  netProceeds: 470000,
  totalRepay: 560000,
  termDays: 91,
  firstDueDate: '',
  account: 'BDO Unibank **** 4821',
  submittedAt: now.toISOString(),
})

const TARGETS: Target[] = [
  { label: 'Confirm loan', path: '/loanConfirm', params: ['productId'] },
  {
    label: 'Confirm loan by period (3 periods)',
    path: '/loanConfirm',
    params: [],
    extra: { productId: '104', byPeriod: '1' },
  },
  { label: 'Confirm loan (variant 2)', path: '/loanConfirm2', params: ['productId'] },
  { label: 'Loan detail', path: '/loanDetails', params: ['productId', 'orderId'] },
  ...ORDER_SAMPLES.map(({ status, productId, orderId }): Target => ({
    label: `Loan detail: ${status}`,
    path: '/loanDetails',
    params: [],
    extra: { productId, orderId },
  })),
  {
    // The page the loan confirmation leads to, with the record a successful submit leaves (issue 27).
    label: 'Loan detail: just submitted (from=confirm)',
    path: '/loanDetails',
    params: [],
    extra: { ...IN_REVIEW_ORDER, from: 'confirm' },
    before: (store) => rememberSubmittedLoan(store, sampleSubmittedLoan(new Date())),
  },
  { label: 'Order page', path: '/order', params: [], extra: REPAYABLE_ORDER },
  {
    label: 'Borrow detail',
    path: `/borrowDetail/${REPAYABLE_ORDER.orderId}`,
    params: [],
    extra: { productId: REPAYABLE_ORDER.productId },
  },
  { label: 'Repay or not', path: '/repayOrNot', params: [], extra: REPAYABLE_ORDER },
  { label: 'My orders', path: '/orderList', params: [] },
  { label: 'Recommended products', path: '/recommendList', params: [] },
  { label: 'Product page', path: '/product', params: [], extra: { productId: '202' } },
  {
    label: 'Joint-login failure',
    path: '/loginFailed',
    params: [],
    extra: {
      errMessage: 'Your account could not be verified.',
      noticeMessage: 'Try one of these lenders instead.',
    },
  },
  { label: 'Repay (instalment)', path: '/repay', params: ['productId', 'orderId'] },
  { label: 'Extension (rollover)', path: '/repayDelay', params: ['productId', 'orderId'] },
  { label: 'Repay by bank card', path: '/repayChoose', params: ['orderId', 'amount'] },
  { label: 'E-wallet repayment', path: '/alipayrepayment', params: ['orderId', 'amount'] },
  { label: 'Add bank card (pay way)', path: '/addnormalcard', params: ['productId'] },
  {
    // generate-vcode answers a code of its own (BYD…); this is the default-payment box's code.
    label: 'Repayment code',
    path: '/repaymentOfCode',
    params: [],
    extra: ({ amount }) => ({
      showType: '1',
      payCode: BOX_PAY_CODE,
      payCodeImg: SANDBOX_PICTURES ? '/sandbox-channels/90006.svg' : '',
      repayAmount: amount,
    }),
  },
  {
    label: 'Repayment code (QR)',
    path: '/repaymentOfCode',
    params: [],
    extra: ({ amount }) => ({
      showType: '2',
      payCodeImg: SANDBOX_PICTURES ? '/sandbox-qr.svg' : '',
      repayAmount: amount,
    }),
  },
  {
    label: 'Repayment code v2 (a saved sample)',
    path: '/repaymentOfCode2',
    params: [],
    before: (store) => store.set(APP_KEYS.repaymentInfo, sampleRepaymentInfo(Date.now())),
  },
  {
    label: 'Dragonpay with amount and code',
    path: '/carpmm',
    params: [],
    extra: ({ amount }) => ({ requestType: '1', amount, payCode: BOX_PAY_CODE }),
  },
  { label: 'Bind bank (payment account)', path: '/bindBank', params: ['productId'] },
  {
    label: 'Change card (from the order page)',
    path: '/bindCard',
    params: ['productId', 'orderId'],
    extra: { source: 'loanDetail' },
  },
  { label: 'About us', path: '/aboutUs', params: [] },
  { label: 'Complaint', path: '/complaint', params: ['orderId'] },
  { label: 'My complaints', path: '/complaintList', params: [] },
  ...COMPLAINT_SAMPLES.map(({ kind, problemId }): Target => ({
    label: `Complaint details: ${kind}`,
    path: '/complainDetails',
    params: [],
    extra: { problemId },
  })),
  { label: 'Customer service', path: '/customerService', params: [] },
  { label: 'Privacy policy', path: '/privacyPolicy', params: [] },
  { label: 'Loan agreement', path: '/loanAgreement', params: [] },
  { label: 'Official site: Home', path: '/', params: [] },
  { label: 'Official site: About Us', path: '/About', params: [] },
  { label: 'Official site: Privacy Policy', path: '/Policy', params: [] },
  { label: 'Official site: Loan terms and conditions', path: '/Loan', params: [] },
  { label: 'Official site: Contact us', path: '/Contact', params: [] },
  { label: 'Repayment instructions', path: '/dragonpay', params: [] },
  {
    label: 'Promotion landing',
    path: '/promotion',
    params: [],
    extra: {
      templateId: '7',
      invite_code: 'INV2026',
      user_from: 'facebook',
      app_from: 'h5',
      utm_tag: 'nov-promo',
    },
  },
  { label: 'Download page', path: '/downloadTemplate', params: [] },
  { label: 'Registration agreement', path: '/agreementTemplate', params: [] },
]

interface SandboxControls {
  scenarios: Record<string, string>
  current: string
  choose(name: string): void
  reset(): void
  hosts: Record<string, string>
  host: string
  /** Switches the simulated host; the page reloads so the app's bridge is built for it. */
  chooseHost(host: string): void
}

function useSandboxControls(): SandboxControls | null {
  const [controls, setControls] = useState<SandboxControls | null>(null)
  useEffect(() => {
    if (import.meta.env.VITE_SANDBOX === 'off') return
    let alive = true
    void Promise.all([import('../../sandbox/index.ts'), import('../../sandbox/simulated-host.ts')]).then(
      ([sandbox, host]) => {
        if (!alive) return
        const build = (): SandboxControls => ({
          hosts: host.HOSTS,
          host: host.readHost(),
          chooseHost(name) {
            host.writeHost(name === 'ios' ? 'ios' : 'browser')
            window.location.reload()
          },
          scenarios: sandbox.SCENARIOS,
          current: sandbox.getScenario(),
          choose(name) {
            if (name in sandbox.SCENARIOS) sandbox.setScenario(name as keyof typeof sandbox.SCENARIOS)
            setControls(build())
          },
          reset() {
            sandbox.resetSandbox()
            setControls(build())
          },
        })
        setControls(build())
      },
    )
    return () => {
      alive = false
    }
  }, [])
  return controls
}

/** The atlas (sandbox builds only): the flows as diagrams, and the flows of the open tabs as they run. */
const ANALYST_LINKS = [
  { label: 'Machine atlas', path: '/atlas' },
  { label: 'Live view', path: '/atlas/live' },
] as const

/**
 * Sandbox builds only: the atlas's links and the switch for the live panel on every screen (a button
 * that opens the live view over the flow being tested; kept for the tab's session).
 */
function AnalystTools() {
  const { navigate } = useServices()
  const [livePanel, setLivePanelState] = useState(() => livePanelOn(window.sessionStorage))
  return (
    <Card>
      <h2 className="section-title">For analysts and testers</h2>
      <ul className="link-list">
        {ANALYST_LINKS.map(({ label, path }) => (
          <li key={path}>
            <a
              className="option"
              href={path}
              onClick={(event) => {
                event.preventDefault()
                navigate.go(path)
              }}
            >
              <span>{label}</span>
              <span className="option__chevron" aria-hidden="true">
                ›
              </span>
            </a>
          </li>
        ))}
      </ul>
      <label className="agreement__check">
        <input
          type="checkbox"
          className="checkbox"
          checked={livePanel}
          onChange={(event) => {
            setLivePanelState(event.target.checked)
            void setLivePanel(event.target.checked, window.sessionStorage)
          }}
        />
        <span>Show a live diagram button on flow screens</span>
      </label>
    </Card>
  )
}

type Geo =
  | { state: 'idle' }
  | { state: 'locating' }
  | { state: 'found'; text: string }
  | { state: 'failed'; text: string }

/**
 * The developer and tester entry point (spec §2 "Test preview page"): edit the parameters the host
 * would pass, jump to any screen with them, pick a sandbox scenario, try geolocation.
 * Its field values are page-local form state, not a flow: plain React state is enough here.
 */
export default function TestPreviewScreen() {
  const { pageQuery, navigate, store } = useServices()
  const [values, setValues] = useState<Values>(() => {
    const query = pageQuery()
    return Object.fromEntries(FIELDS.map(({ key, fallback }) => [key, query[key] ?? fallback])) as Values
  })
  const [geo, setGeo] = useState<Geo>({ state: 'idle' })
  const sandbox = useSandboxControls()

  const common = pickCommon(values)
  const hrefOf = (target: Target) =>
    withCommonQuery(target.path, common, {
      ...Object.fromEntries(target.params.map((key) => [key, values[key]])),
      ...(typeof target.extra === 'function' ? target.extra(values) : target.extra),
    })

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setGeo({ state: 'failed', text: 'This browser cannot tell its location.' })
      return
    }
    setGeo({ state: 'locating' })
    navigator.geolocation.getCurrentPosition(
      (position) =>
        setGeo({
          state: 'found',
          text: `${position.coords.latitude.toFixed(5)}, ${position.coords.longitude.toFixed(5)}`,
        }),
      (error) => setGeo({ state: 'failed', text: error.message || 'Location is not available.' }),
      { timeout: 10_000 },
    )
  }

  return (
    <Page title="Test preview">
      <Card>
        <h2 className="section-title">Parameters</h2>
        <div className="form-grid">
          {FIELDS.map(({ key, label }) => (
            <label key={key} className="field">
              <span className="field__label">{label}</span>
              {key === 'lang' ? (
                <select
                  className="input"
                  name={key}
                  value={values[key]}
                  onChange={(event) => setValues((previous) => ({ ...previous, [key]: event.target.value }))}
                >
                  {LANGUAGES.map(([lang, name]) => (
                    <option key={lang} value={lang}>
                      {name}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  className="input"
                  name={key}
                  value={values[key]}
                  onChange={(event) => setValues((previous) => ({ ...previous, [key]: event.target.value }))}
                />
              )}
            </label>
          ))}
        </div>
      </Card>
      {sandbox !== null && (
        <Card>
          <h2 className="section-title">Sandbox scenario</h2>
          <label className="field">
            <span className="field__label">Scenario</span>
            <select
              className="input"
              value={sandbox.current}
              onChange={(event) => sandbox.choose(event.target.value)}
            >
              {Object.keys(sandbox.scenarios).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <p className="muted" data-testid="scenario-description">
            {sandbox.scenarios[sandbox.current]}
          </p>
          <Button variant="secondary" onClick={sandbox.reset}>
            Reset sandbox data
          </Button>
          <label className="field">
            <span className="field__label">Host</span>
            <select
              className="input"
              value={sandbox.host}
              onChange={(event) => sandbox.chooseHost(event.target.value)}
            >
              {Object.entries(sandbox.hosts).map(([name, label]) => (
                <option key={name} value={name}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <p className="muted">
            The simulated iOS host receives the app&apos;s bridge calls and adds a &ldquo;Host back&rdquo;
            button that sends the host&apos;s back hook (the loan confirmation&apos;s retention popup).
          </p>
        </Card>
      )}
      {import.meta.env.VITE_SANDBOX !== 'off' && <AnalystTools />}
      <Card>
        <h2 className="section-title">Screens</h2>
        <ul className="link-list">
          {TARGETS.map((target) => (
            <li key={target.label}>
              <a
                className="option"
                href={hrefOf(target)}
                onClick={(event) => {
                  event.preventDefault()
                  target.before?.(store)
                  navigate.go(hrefOf(target))
                }}
              >
                <span>{target.label}</span>
                <span className="option__chevron" aria-hidden="true">
                  ›
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Card>
      <Card>
        <h2 className="section-title">Geolocation</h2>
        <Button variant="secondary" disabled={geo.state === 'locating'} onClick={locate}>
          {geo.state === 'locating' ? 'Locating…' : 'Get location'}
        </Button>
        {/* Always mounted, so a screen reader hears the result when the text fills in. */}
        <p className="muted" role="status">
          {geo.state === 'found' ? `Location: ${geo.text}` : geo.state === 'failed' ? geo.text : ''}
        </p>
      </Card>
    </Page>
  )
}
