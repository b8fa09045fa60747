import { fromPromise } from 'xstate'
import { customerServiceMachine } from '../../../machines/customer-service.machine.ts'
import type { ServiceContact } from '../../../machines/customer-service.types.ts'
import type { DataOf } from '../../api/api.ts'
import { serviceContact } from '../../api/complaint.ts'
import { PLAIN_EMAIL } from '../../lib/contact.ts'
import { config } from '../../config.ts'
import { checkedPhone } from '../../lib/phone.ts'
import type { Services } from '../shared/services.tsx'

/** contact-kf-info's `overall` (spec §7). */
export const CONTACT_OVERALL = 30

/**
 * data.email as the page can use it: an address that is not one reads as none. data.smWa is not shown
 * nor called: the page's one phone is the configured service phone (docs/decisions/031).
 */
export function toServiceContact(data: DataOf<typeof serviceContact>): ServiceContact {
  const email = data.email.trim()
  return { email: PLAIN_EMAIL.test(email) ? email : '' }
}

/** The lender's one service phone, as the host may be asked to call it ('' when misconfigured). */
export const configuredServicePhone = () => checkedPhone(config.servicePhone)

/** The real side effects of customer service: contact-kf-info, and the host's phone call. */
export function customerServiceWith(services: Services) {
  const { api, bridge, toast } = services
  return customerServiceMachine.provide({
    actors: {
      loadContact: fromPromise(async () =>
        toServiceContact(await api.call(serviceContact, { overall: CONTACT_OVERALL })),
      ),
    },
    actions: {
      showToast: (_, params) => toast(params),
      callPhone: (_, { phone }) => bridge.send({ type: 'callPhone', phone }),
    },
  })
}
