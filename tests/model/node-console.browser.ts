// `node:console` in the Chromium project (vite.config.ts alias): the page's own console.
export default console
