import { useEffect, useState } from 'react'
import { pickCommon, withCommonQuery } from '../../lib/query.ts'
import { Card, Page } from '../../ui/components.tsx'
import { useServices } from '../services.tsx'

/**
 * The developer and tester entry point (spec §2 "Test preview page"): edit the parameters the host
 * would pass, jump to any screen with them, pick a sandbox scenario, try geolocation.
 * Its field values are page-local form state, not a flow: plain React state is enough here.
 */
const FIELDS = [
  { key: 'deviceId', label: 'Device id', fallback: 'dev-7f3a91c2' },
  { key: 'sessionId', label: 'Session id', fallback: 'sess-41d8cd98' },
  { key: 'userId', label: 'User id', fallback: '100234' },
  { key: 'merchantNumber', label: 'Merchant number', fallback: 'M0001' },
  { key: 'mobilePhone', label: 'Mobile phone', fallback: '09171234567' },
  { key: 'productId', label: 'Product id', fallback: '12' },
  { key: 'orderId', label: 'Order id', fallback: 'ORD20261121001' },
  { key: 'amount', label: 'Amount (centavos)', fallback: '350000' },
] as const

type FieldKey = (typeof FIELDS)[number]['key']
type Values = Record<FieldKey, string>

interface Target {
  label: string
  path: string
  params: readonly FieldKey[]
  extra?: Record<string, string>
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
const REPAYABLE_ORDER = { productId: '101', orderId: 'BYD20261105000017' }
/** The repayable order's amount due (minor units) and its pay code, as the sandbox answers them. */
const WALLET_ORDER = { orderId: REPAYABLE_ORDER.orderId, amount: '392000' }
const PAY_CODE = { payCode: '7105000017', repayAmount: '392000' }

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
  { label: 'Repay (instalment)', path: '/repay', params: [], extra: REPAYABLE_ORDER },
  { label: 'Extension (rollover)', path: '/repayDelay', params: [], extra: REPAYABLE_ORDER },
  { label: 'Repay by bank card', path: '/repayChoose', params: ['orderId', 'amount'] },
  { label: 'E-wallet repayment', path: '/alipayrepayment', params: [], extra: { ...WALLET_ORDER } },
  { label: 'Add bank card (pay way)', path: '/addnormalcard', params: ['productId'] },
  { label: 'Repayment code', path: '/repaymentOfCode', params: [], extra: { showType: '1', ...PAY_CODE } },
  {
    label: 'Repayment code (QR)',
    path: '/repaymentOfCode',
    params: [],
    extra: { showType: '2', payCodeImg: '/sandbox-qr.svg', ...PAY_CODE },
  },
  { label: 'Repayment code v2 (saved by the pay code box)', path: '/repaymentOfCode2', params: [] },
  {
    label: 'Dragonpay with amount and code',
    path: '/carpmm',
    params: [],
    extra: { requestType: '1', amount: PAY_CODE.repayAmount, payCode: PAY_CODE.payCode },
  },
  { label: 'Bind bank', path: '/bindBank', params: ['productId'] },
  { label: 'About us', path: '/aboutUs', params: [] },
  { label: 'Complaint', path: '/complaint', params: ['orderId'] },
  { label: 'Customer service', path: '/customerService', params: [] },
  { label: 'Privacy policy', path: '/privacyPolicy', params: [] },
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

type Geo =
  | { state: 'idle' }
  | { state: 'locating' }
  | { state: 'found'; text: string }
  | { state: 'failed'; text: string }

export default function TestPreviewScreen() {
  const { pageQuery, navigate } = useServices()
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
      ...target.extra,
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
              <input
                className="input"
                name={key}
                value={values[key]}
                onChange={(event) => setValues((previous) => ({ ...previous, [key]: event.target.value }))}
              />
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
          <button type="button" className="button button--secondary" onClick={sandbox.reset}>
            Reset sandbox data
          </button>
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
        <button
          type="button"
          className="button button--secondary"
          disabled={geo.state === 'locating'}
          onClick={locate}
        >
          {geo.state === 'locating' ? 'Locating…' : 'Get location'}
        </button>
        {(geo.state === 'found' || geo.state === 'failed') && (
          <p className="muted" role="status">
            {geo.state === 'found' ? `Location: ${geo.text}` : geo.text}
          </p>
        )}
      </Card>
    </Page>
  )
}
