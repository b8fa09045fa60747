// Setup of the Chromium project (vite.config.ts), before each test file in the page.
// The views get the app's own stylesheets, as src/app/main.tsx loads them (same order): accessible names,
// visibility and scrolling then come from real layout and CSS, which is the point of running the model
// suite in a browser (happy-dom applies no stylesheet). And no request leaves the machine (mbtOffline).
import { commands } from 'vitest/browser'
import '../../src/ui/theme.css'
import '../../src/ui/landing.css'
import '../../src/ui/public-pages.css'
import '../../src/ui/repayment.css'
import '../../src/ui/pay-code.css'
import '../../src/ui/dragonpay.css'
import '../../src/ui/wallet.css'
import '../../src/ui/bank-form.css'
import '../../src/ui/complaints.css'
import '../../src/ui/site.css'

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** tests/model/browser-commands.ts */
    mbtOffline: () => Promise<void>
  }
}

await commands.mbtOffline()
