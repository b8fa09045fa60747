import { useLayoutEffect } from 'react'
import { useSearch } from '../../lib/router.ts'
import { useServices } from '../shared/services.tsx'
import { openBindCard } from './add-card.impl.ts'

/** `/addnormalcard`: a redirect to the bind card screen before anything paints (add-card.impl.ts). */
export default function AddCardScreen() {
  const services = useServices()
  const search = useSearch()
  // Navigation only, no call: the redirect is the whole page.
  useLayoutEffect(() => openBindCard(services, search), [services, search])
  return null
}
