// The Vite plugin of the content files (src/content/*.md, their format in scripts/lib/content-format.ts)
// and of the company's details.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadEnv, type Plugin } from 'vite'
import { placeholderValue } from '../../src/content/values.ts'
import { setMoneyStyle } from '../../src/lib/format.ts'
import { COMPANY_POLICY_PATH, documentHtml, parseContent, resolveCompany } from '../lib/content-format.ts'

/**
 * The Vite plugin: `.md` imports become their document tree; `virtual:company` is the company's
 * details (one place for every page's contact details); the build emits the company policy page at
 * COMPANY_POLICY_PATH (the dev server serves it too), from src/content/privacy-policy.md.
 */
export function contentPlugin(): Plugin {
  let root = process.cwd()
  let company: Record<string, string> = {}
  const policyPage = () => {
    const doc = parseContent(
      readFileSync(join(root, 'src/content/privacy-policy.md'), 'utf8'),
      'src/content/privacy-policy.md',
    )
    return documentHtml(doc, (name) => {
      const value = placeholderValue(company, name)
      if (value === undefined)
        throw new Error(`privacy-policy.md: the static page cannot resolve {{${name}}}`)
      return value
    })
  }
  return {
    name: 'bayad-content',
    configResolved(config) {
      root = config.root
      const env = { ...loadEnv(config.mode, root, 'VITE_'), ...process.env }
      company = resolveCompany(root, env)
      // Amounts the build writes into the content pages, in the app's configured style (src/config.ts).
      setMoneyStyle(env.VITE_MONEY_STYLE?.trim() === 'spec' ? 'spec' : 'ph')
    },
    resolveId(id) {
      return id === 'virtual:company' || id === 'virtual:company-brand' ? `\0${id}` : null
    },
    load(id) {
      return id === '\0virtual:company'
        ? `export default ${JSON.stringify(company)}\nexport const COMPANY_POLICY_PATH = ${JSON.stringify(COMPANY_POLICY_PATH)}`
        : // The brand alone, for a page that names the lender and nothing else of the company (the pay-code
          // page): a constant the build writes where it is used, so that page loads no company chunk, and
          // the pages that read the details keep them in their own chunk.
          id === '\0virtual:company-brand'
          ? `export const COMPANY_BRAND = ${JSON.stringify(company.brand)}`
          : null
    },
    transform(code, id) {
      if (!id.endsWith('.md')) return null
      return {
        code: `export default ${JSON.stringify(parseContent(code, id.slice(root.length + 1)))}`,
        map: null,
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== COMPANY_POLICY_PATH) return next()
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end(policyPage())
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: COMPANY_POLICY_PATH.slice(1), source: policyPage() })
    },
  }
}
