import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  list: {
    loadFailed: 'Hindi ma-load ang mga reklamo mo.',
    noneYet: 'Wala ka pang reklamo',
    noneFiled: 'Hindi ka pa nagpapadala ng reklamo.',
    tellUs: 'Kung may nangyaring mali sa loan o bayad mo, sabihin sa amin at aalamin namin ito.',
    fileComplaint: 'Magreklamo',
    tabs: 'Mga reklamo',
    tab: (title: string, count: number) => `${title} (${count})`,
    tabNumber: (n: number) => `Tab ${n}`,
    emptyTab: 'Walang reklamo rito',
    emptyTabMore: 'Dito lalabas ang mga reklamo sa tab na ito.',
    emptyOnlyTab: 'Dito lalabas ang mga reklamong ipapadala mo.',
  },
  complaint: 'Reklamo',
  reference: (id: string) => `Reference no. ${id}`,
}

export default fil
