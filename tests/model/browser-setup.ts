// Setup of the Chromium project (vitest.config.ts), before each test file in the page.
// The views get the app's own stylesheets, the list src/app/main.tsx loads (src/ui/styles.ts): accessible names,
// visibility and scrolling then come from real layout and CSS, which is the point of running the model
// suite in a browser (happy-dom applies no stylesheet). And no request leaves the machine (mbtOffline).
import { commands } from 'vitest/browser'
import '../../src/ui/styles.ts'

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** tests/model/browser-commands.ts */
    mbtOffline: () => Promise<void>
  }
}

await commands.mbtOffline()
