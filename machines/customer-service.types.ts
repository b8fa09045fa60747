import type { LoadFailure } from './shared/notice.ts'

/* Customer service's domain (machines/customer-service.machine.ts). */

export interface ServiceContact {
  /** data.email; '' when the server names none (or none that is an address). */
  email: string
}

export interface CustomerServiceContext {
  /** Why the last load failed: the load-failure notice says it (issue 27). */
  loadFailure?: LoadFailure
  /** The configured service phone (src/config.ts servicePhone); '' only when it is not a phone. */
  phone: string
  /** The company's service e-mail (src/content/company.json), for when contact-kf-info gives none. */
  fallbackEmail: string
  email: string
}

export type CustomerServiceEvent = { type: 'contact.retry' } | { type: 'phone.call' }
