/* eslint-disable @typescript-eslint/consistent-type-imports -- an ambient module cannot import a relative path */
declare module '*.md' {
  const doc: import('./doc.ts').Doc
  export default doc
}

/** The company's details (src/content/company.json with `VITE_COMPANY_*` overrides; scripts/lib/content-format.ts). */
declare module 'virtual:company' {
  const company: typeof import('./company.json')
  export default company
  /** Where the build serves the company's policy page it makes (scripts/lib/content-format.ts). */
  export const COMPANY_POLICY_PATH: string
}

/** `company.brand` on its own, for a page that reads nothing else of the company (scripts/lib/content-format.ts). */
declare module 'virtual:company-brand' {
  export const COMPANY_BRAND: string
}
