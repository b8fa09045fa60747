import type { BridgeAction } from './bridge-action.ts'

/** The browser fallback's openUrl follows the redirect rule; it loads here, with the fallback, not in the entry. */
export { redirectTarget } from '../lib/url.ts'

/** What the app would do, for the browser fallback's notice: "The app would … now." */
const WOULD: Partial<Record<BridgeAction['type'], string>> = {
  closeWebview: 'close this page',
  goHome: 'open its home screen',
  goMine: 'open "Mine"',
  logoutToLogin: 'log out and show its login screen',
  rateApp: 'open its store rating',
  startBank: 'start bank linking',
  endBank: 'end bank linking',
  closeRepayDialog: 'close its repayment dialog',
}

/** What the browser fallback shows for an action, or null when the action is silent (openUrl, trackPoint). */
export function describeAction(action: BridgeAction): string | null {
  if (action.type === 'callPhone') return `The phone would call ${action.phone} now.`
  if (action.type === 'openProduct') return `The app would open product ${action.productId} now.`
  const would = WOULD[action.type]
  return would === undefined ? null : `The app would ${would} now.`
}
