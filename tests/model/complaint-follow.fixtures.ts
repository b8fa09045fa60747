import type { ComplaintDetail } from '../../machines/complaint-details.types.ts'
import type { ComplaintTab, ListPlace } from '../../machines/complaint-list.types.ts'
import type { ServiceContact } from '../../machines/customer-service.types.ts'
import type { CallFailure } from '../../machines/shared/notice.ts'
import type { Services } from '../../src/screens/shared/services.tsx'

/**
 * Sample answers for the pages that follow a complaint (My complaints, the complaint details, customer
 * service), written out by hand with what the borrower must see of them (spec §2, §3, §9).
 */

export const SERVER_BUSY: CallFailure = { kind: 'rejected', code: '1', message: 'Service is busy, try later' }
/** No answer at all: asking again may help. */
export const NO_NETWORK: CallFailure = { kind: 'network' }
/** The server answered and refused the complaint (not found, or not the borrower's): asking again will not help. */
export const NOT_YOURS: CallFailure = { kind: 'rejected', code: '404', message: 'Complaint not found' }

// ------------------------------------------------------------------------------- links

/**
 * The page's query: two common keys (kept on every in-app link, in the common keys' order) and a
 * flow parameter (dropped).
 */
export const PAGE_QUERY = { userId: '100234', problemId: 'P-101', deviceId: 'd-42' }
/** Where the in-app links go (COMPLAINT_HOME, COMPLAINT_LIST) with the common query string. */
export const COMPLAINT_HOME_HREF = '/complaint?deviceId=d-42&userId=100234'
export const COMPLAINT_LIST_HREF = '/complaintList?deviceId=d-42&userId=100234'

/**
 * What the pages' links and ways on reach: `AppLink` reads the page query and opens a page with
 * `navigate.go`, `WayOn`'s "Go to home" asks the bridge. `record` gets each call's action and
 * arguments ('go' with every argument navigate.go received, 'bridge' with the message).
 */
export function linkServices(record: (action: string, params: unknown) => void): Services {
  return {
    pageQuery: () => ({ ...PAGE_QUERY }),
    navigate: {
      go: (...args: unknown[]) => record('go', args),
      leave: (url: string) => record('leave', url),
    },
    bridge: { send: (message: unknown) => record('bridge', message) },
  } as unknown as Services
}

// ------------------------------------------------------------------------------- My complaints

/** Three tabs: two complaints, one complaint, none (spec §2 "Complaint list"). */
export const TABS: ComplaintTab[] = [
  {
    title: 'Processing',
    items: [
      {
        id: 'P-101',
        time: '2026-11-05 10:20',
        type: 'Collection complaint',
        content: 'They called my mother three times today.',
        status: 'In progress',
      },
      // No type, time or status from the server: named "Complaint", no time or status shown.
      { id: 'P-102', time: '', type: '', content: 'The app closes when I open my loan.', status: '' },
    ],
  },
  {
    title: 'Replied',
    items: [
      {
        id: 'P-090',
        time: '2026-10-28 09:00',
        type: 'Repayment issue',
        content: 'My payment is not shown.',
        status: 'Answered',
      },
    ],
  },
  { title: 'Closed', items: [] },
]

/** One tab with nothing in it: the empty tab talks about complaints the borrower will file. */
export const ONE_EMPTY_TAB: ComplaintTab[] = [{ title: 'All', items: [] }]

/** A first visit: the first tab, at the top. */
export const FIRST_VISIT: ListPlace = { tab: 0, scroll: [] }
/** Back from a complaint opened on the second tab, 240 px down. */
export const BACK_ON_SECOND_TAB: ListPlace = { tab: 1, scroll: [0, 240] }

// ------------------------------------------------------------------------------- complaint details

export const PROBLEM_ID = 'P-101'

const detail = (changes: Partial<ComplaintDetail>): ComplaintDetail => ({
  problemId: PROBLEM_ID,
  type: 'Collection complaint',
  sonType: 'Harassing calls',
  content: 'They called my mother three times today.',
  images: [],
  disposeName: '',
  disposeDetail: '',
  disposeImages: [],
  needsScore: false,
  status: '',
  filed: '2026-11-05 10:20',
  ...changes,
})

/**
 * Answered with text only, two images of the borrower's, and a score asked for: the rating popup
 * opens RATING_POPUP_DELAY_MS after loading.
 */
export const ANSWERED_TEXT = detail({
  images: ['https://cdn.bayad.test/c/1.png', 'https://cdn.bayad.test/c/2.png'],
  disposeName: 'Maria Santos',
  disposeDetail: 'We asked the collector to stop calling your relatives.',
  needsScore: true,
  // The server's own word for the status wins over the derived one.
  status: 'Resolved',
})

/** Answered with images only, no agent name, no score asked for, no images of the borrower's. */
export const ANSWERED_IMAGES = detail({
  type: 'App problem',
  sonType: '',
  content: 'The app closes when I open my loan.',
  disposeImages: ['https://cdn.bayad.test/r/1.png', 'https://cdn.bayad.test/r/2.png'],
})

/** Not answered yet (disposeDetail '', disposeImages []): the reply promise shows instead. */
export const UNANSWERED = detail({ type: '', sonType: '', content: '', filed: '' })

/**
 * An agent assigned but nothing said yet (disposeName only): still the reply promise, no Process
 * Result and no "Handled by" line.
 */
export const ASSIGNED_UNANSWERED = detail({ disposeName: 'Maria Santos' })

export const DETAILS: readonly ComplaintDetail[] = [
  ANSWERED_TEXT,
  ANSWERED_IMAGES,
  UNANSWERED,
  ASSIGNED_UNANSWERED,
]

// ------------------------------------------------------------------------------- customer service

/** The configured service phone (the machine's input): the one phone every page shows. */
export const SERVICE_PHONE = '0917 000 1234'
/** The company's service e-mail (the machine's input), for when contact-kf-info gives none. */
export const COMPANY_EMAIL = 'support@bayad.example'
export const CONTACT: ServiceContact = { email: 'help@bayad.ph' }
/** The server names no e-mail: the company's shows. */
export const NO_CONTACT: ServiceContact = { email: '' }
