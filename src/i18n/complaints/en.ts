import type { Catalogue } from '../catalogue.ts'

/**
 * My complaints (plain English, the reference catalogue). A complaint's details are ../complaintdetails,
 * filing one ../complaint; page titles are the routes' (src/i18n/common `titles`).
 */
const en = {
  list: {
    loadFailed: 'Your complaints could not be loaded.',
    noneYet: 'No complaints yet',
    noneFiled: 'You have not filed a complaint.',
    tellUs: 'If something went wrong with a loan or a payment, tell us and we will look into it.',
    fileComplaint: 'File a complaint',
    tabs: 'Complaints',
    tab: (title: string, count: number) => `${title} (${count})`,
    tabNumber: (n: number) => `Tab ${n}`,
    emptyTab: 'No complaints here',
    emptyTabMore: 'Complaints in this tab will show here.',
    emptyOnlyTab: 'Complaints you file will show here.',
  },
  complaint: 'Complaint',
  reference: (id: string) => `Reference no. ${id}`,
} satisfies Catalogue

export default en
