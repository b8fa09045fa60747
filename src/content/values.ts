import { TERM_VALUES } from './loan-terms.ts'

/**
 * The value of a content file's `{{namespace.key}}` placeholder: `company.*` from the company's
 * details, `terms.*` from the loan terms as the reader sees them; undefined for a name neither
 * knows. The app (with src/company.ts) and the build's static policy page (with the details it
 * resolved, scripts/lib/content-format.ts) both read placeholders through this one rule.
 */
export function placeholderValue(company: Record<string, string>, name: string): string | undefined {
  const [space, key = ''] = name.split('.')
  const table = space === 'company' ? company : space === 'terms' ? TERM_VALUES : undefined
  // Not Object.hasOwn: the support floor (iOS 15.0, Chrome 87) lacks it.
  return table !== undefined && Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined
}
