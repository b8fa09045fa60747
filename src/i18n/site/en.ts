import type { Catalogue } from '../catalogue.ts'

/**
 * The official site's interface (plain English, the reference catalogue): the nav bar, the footer,
 * the Privacy Policy frame and the contact form (spec §2 "Official site", §5). The sections' long
 * texts are the content files (src/content/site-*.md), in English.
 */
const en = {
  nav: {
    label: 'Site',
    home: 'Home',
    about: 'About us',
    policy: 'Privacy policy',
    loan: 'Loan terms and conditions',
    contact: 'Contact us',
  },
  footer: {
    secRegistration: 'SEC Registration No.',
    authorityNumber: 'Certificate of Authority No.',
  },
  /** Under a section's heading on a page in another language: the section's text is English. */
  languageNote: 'This text is in English.',
  policy: {
    loading: 'Loading the privacy policy…',
    open: 'Open the privacy policy on its own page',
    frameTitle: (company: string) => `Privacy policy of ${company}`,
    fallback:
      'The privacy policy page of our company site could not be loaded. Here is our privacy policy as published in the app.',
  },
  form: {
    title: 'Send us a message',
    fullName: 'Full name',
    phone: 'Phone number',
    message: 'Message',
    missingFullName: 'Enter your full name.',
    missingPhone: 'Enter your phone number.',
    missingMessage: 'Enter your message.',
    phoneWrong: 'Enter your mobile number: 11 digits starting with 09.',
    incomplete: 'Please provide complete information!',
    submit: 'Submit',
    mailOpened: (email: string) =>
      `Your e-mail app opened with your message to ${email}. Send it from there.`,
    fallbackLead: 'If your e-mail app did not open, write to ',
    fallbackEnd: '.',
  },
  /** The e-mail the form fills in (subject and the body's labels). */
  mail: {
    subject: (name: string) => `Message from ${name} (Contact us)`,
    name: 'Full name',
    phone: 'Phone number',
    message: 'Message',
  },
  details: {
    title: 'Customer service',
    email: 'E-mail',
    phone: 'Telephone',
    hours: 'Hours',
    address: 'Address',
  },
} satisfies Catalogue

export default en
