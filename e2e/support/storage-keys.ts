import { APP_KEYS } from '../../src/lib/storage.ts'
import { ARRIVALS_KEY as SANDBOX_ARRIVALS_KEY } from '../../src/sandbox/handlers/common.ts'
import { STATE_KEY } from '../../src/sandbox/sandbox-schema.ts'

/**
 * The storage keys the tests read, from the modules that write them. Shared with the WebKit run
 * (webkit/support.ts): nothing from Playwright or WebdriverIO here.
 */

/** The sandbox's state in localStorage. */
export const SANDBOX_KEY = STATE_KEY
/** The sandbox's arrival log: every call, logged as it arrives. */
export const ARRIVALS_KEY = SANDBOX_ARRIVALS_KEY
/** What the instalment and rollover pages save for the code page (src/screens/shared/repayment-info.ts). */
export const REPAYMENT_INFO_KEY = APP_KEYS.repaymentInfo
/**
 * The bridge calls the browser fallback or the simulated iOS host recorded (sessionStorage): the
 * bridge keeps its key to itself (BRIDGE_RECORD_KEY, src/bridge/bridge.ts).
 */
export const BRIDGE_KEY = 'bayad.bridge.calls'
