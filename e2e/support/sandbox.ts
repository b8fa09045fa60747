import { expect, type Page } from '@playwright/test'
import type { Arrival } from '../../src/sandbox/handlers/common.ts'
import type {
  SandboxBankCall,
  SandboxComplaintCall,
  SandboxLedgerEntry,
  SandboxLoanPush,
  SandboxProductEvent,
  SandboxPromotionCall,
  SandboxRepaymentCall,
  SandboxState,
} from '../../src/sandbox/sandbox-schema.ts'
import type { ScenarioName } from '../../src/sandbox/scenarios.ts'
import { withCommon } from './host-query.ts'
import { ARRIVALS_KEY, SANDBOX_KEY } from './storage-keys.ts'

/**
 * Reading and steering the embedded sandbox the way a tester does: its scenario, and what it stored
 * (localStorage, src/sandbox/sandbox-schema.ts): the tests count effects, not requests.
 */

/** The sandbox's stored state as the page's sandbox last saved it; null before its first call. */
export async function readSandbox(page: Page): Promise<SandboxState | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), SANDBOX_KEY)
  return raw === null ? null : (JSON.parse(raw) as SandboxState)
}

/** Picks a sandbox scenario the way a tester does: on the test preview page's "Scenario" select. */
export async function chooseScenario(page: Page, scenario: ScenarioName): Promise<void> {
  await page.goto(withCommon('/testPreview'))
  const select = page.getByLabel('Scenario')
  await select.selectOption(scenario)
  await expect(select).toHaveValue(scenario)
  await expect.poll(async () => (await readSandbox(page))?.scenario).toBe(scenario)
}

/** Switches the scenario under an open page (the sandbox reads it on every call): no navigation. */
export async function switchScenario(page: Page, scenario: ScenarioName): Promise<void> {
  await page.evaluate(
    ([key, name]) => {
      const state = JSON.parse(window.localStorage.getItem(key) ?? 'null') as { scenario: string } | null
      if (state === null) throw new Error('no sandbox state yet: open a page that calls the sandbox first')
      state.scenario = name
      window.localStorage.setItem(key, JSON.stringify(state))
    },
    [SANDBOX_KEY, scenario] as const,
  )
}

/** The sandbox's effects of `call` (all when absent), oldest first. */
export async function ledger(page: Page, call?: SandboxLedgerEntry['call']): Promise<SandboxLedgerEntry[]> {
  const entries = (await readSandbox(page))?.ledger ?? []
  return call === undefined ? entries : entries.filter((entry) => entry.call === call)
}

/** The loan submissions the sandbox accepted (v3 pushes and legacy depush), in order. */
export async function loanPushes(page: Page): Promise<SandboxLoanPush[]> {
  return (await readSandbox(page))?.loanPushes ?? []
}

/** The recommended-product calls the sandbox answered (src/sandbox/handlers/products.ts), oldest first. */
export async function productEvents(page: Page): Promise<Omit<SandboxProductEvent, 'at'>[]> {
  return ((await readSandbox(page))?.productEvents ?? []).map(({ at: _at, ...event }) => event)
}

/** The scores google-score accepted (src/sandbox/handlers/orders.ts), oldest first. */
export async function googleScores(page: Page): Promise<number[]> {
  return (await readSandbox(page))?.googleScores ?? []
}

/** The text of the captcha picture the sandbox drew for `sid`; undefined when none was drawn. */
export async function captchaText(page: Page, sid: string | undefined): Promise<string | undefined> {
  return sid === undefined ? undefined : (await readSandbox(page))?.captchas[sid]
}

/** The phones registered on the promotion landing (register answered 0), oldest first. */
export async function registeredPhones(page: Page): Promise<string[]> {
  return (await readSandbox(page))?.registeredPhones ?? []
}

/** The sandbox state's call logs (loggedIn, src/sandbox/handlers/common.ts), by their key. */
interface CallLogs {
  promotionCalls: SandboxPromotionCall
  repaymentCalls: SandboxRepaymentCall
  bankCalls: SandboxBankCall
  complaintCalls: SandboxComplaintCall
}

/** The calls one of the sandbox's call logs kept (the last 100), oldest first, without their times; only `call` if given. */
export async function loggedCalls<L extends keyof CallLogs>(
  page: Page,
  log: L,
  call?: CallLogs[L]['call'],
): Promise<Omit<CallLogs[L], 'at'>[]> {
  const recorded = ((await readSandbox(page))?.[log] ?? []) as CallLogs[L][]
  return recorded
    .filter((entry) => call === undefined || entry.call === call)
    .map(({ at: _at, ...entry }) => entry)
}

/** The promotion calls (src/sandbox/handlers/promotion.ts): template, sid, captcha, tracking, get-sms, register. */
export const promotionCalls = (page: Page, call?: SandboxPromotionCall['call']) =>
  loggedCalls(page, 'promotionCalls', call)

/** The instalment (loan-play-detail), rollover (imitating), pay-code (generate-vcode) and e-wallet (repayment-huichao) calls. */
export const repaymentCalls = (page: Page, call?: SandboxRepaymentCall['call']) =>
  loggedCalls(page, 'repaymentCalls', call)

/** The card-init, bind-card-new and card-change calls (src/sandbox/handlers/bank.ts). */
export const bankCalls = (page: Page, call?: SandboxBankCall['call']) => loggedCalls(page, 'bankCalls', call)

/** The problem-list, problem-detail, save-score and contact-kf-info calls (src/sandbox/handlers/complaint.ts). */
export const complaintCalls = (page: Page, call?: SandboxComplaintCall['call']) =>
  loggedCalls(page, 'complaintCalls', call)

/**
 * The calls whose path contains `pathPart` that the sandbox received, oldest first. Each is logged
 * the moment it arrives, before slowNetwork's delay: a double tap's second call is counted even
 * while the first is still in flight, so count once the page has moved on or settled.
 */
export async function arrivals(page: Page, pathPart: string): Promise<Arrival[]> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), ARRIVALS_KEY)
  const all = raw === null ? [] : (JSON.parse(raw) as Arrival[])
  return all.filter((arrival) => arrival.path.includes(pathPart))
}
