import { COMMON_KEYS } from '../../lib/query.ts'
import type { Services } from '../shared/services.tsx'

/**
 * `/addnormalcard` (spec §2, a pay-way target) is the bind card screen under another name: it
 * replaces itself with `/bindCard` (decisions.md: bind bank and bind card are one screen), keeping
 * its whole query, so there is one add-card screen and Back skips the alias.
 */
export const BIND_CARD_PATH = '/bindCard'

/** The page's own parameters (productId, product_id, source…), as the link spelled them; the common query rides on by itself. */
export function ownParams(search: string): Record<string, string> {
  const common = new Set<string>(COMMON_KEYS)
  const params: Record<string, string> = {}
  new URLSearchParams(search).forEach((value, key) => {
    if (!common.has(key)) params[key] = value
  })
  return params
}

export function openBindCard(services: Pick<Services, 'navigate'>, search: string): void {
  services.navigate.go(BIND_CARD_PATH, ownParams(search), { replace: true })
}
