import type { Catalogue } from '../catalogue.ts'

/**
 * Customer service's texts (plain English, the reference catalogue). The page's title and the names of
 * the complaint pages it leads to are the routes' (src/i18n/common `titles`).
 */
const en = {
  intro: 'We are here to help with your loans, payments and account.',
  contactFailed: 'The latest contact details could not be loaded. You can still call us on the number below.',
  contactUs: 'Contact us',
  contactList: 'Contact customer service',
  telephone: 'Telephone',
  call: 'Call',
  email: 'E-mail',
  loadingEmail: 'Loading the e-mail address',
  write: 'Write',
  complaints: 'Complaints',
  fileComplaint: 'File a complaint about an order or the app',
  followComplaints: 'Follow the answers to your complaints',
} satisfies Catalogue

export default en
