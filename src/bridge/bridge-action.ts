/** What the page asks the native host to do (spec §7 "Native bridge actions"; wire format: docs/bridge.md). */
export type BridgeAction =
  | { type: 'openUrl'; url: string }
  | { type: 'closeWebview' }
  | { type: 'goHome' }
  | { type: 'goMine' }
  | { type: 'logoutToLogin' }
  | { type: 'callPhone'; phone: string }
  | { type: 'rateApp' }
  | { type: 'trackPoint'; name: string; data?: Record<string, string> }
  | { type: 'startBank'; productId: string; orderId?: string }
  | { type: 'endBank' }
  | { type: 'openProduct'; productId: string; scheme: string }
  | { type: 'closeRepayDialog' }
