// `node:console` in the Chromium project (vitest.config.ts alias): the page's own console.
export default console
