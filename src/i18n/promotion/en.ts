import type { Catalogue } from '../catalogue.ts'

/**
 * The promotion landing's texts (plain English, the reference catalogue): the landing and its
 * registration form (spec §2 "Promotion landing", §5) and the messages the registration machine names
 * (machines/registration.machine.ts). The download page and the agreement's frame are ../download;
 * what the landing loads on demand (the outcome check, the lender's footer) is ../promotionextra.
 */
const en = {
  landing: {
    title: 'Cash loans in minutes',
    subtitle: 'Register with your mobile number and get the app.',
    decision: 'Decision within 1 day',
    money: 'Money in 1 to 3 days',
    terms: 'Terms of 91 to 365 days',
    unavailable: 'This page could not be loaded',
    tryAgain: 'Try again',
    download: 'Download the app',
    incomplete: 'This registration link is incomplete',
    incompleteText:
      'It does not say which promotion it belongs to. You can still download the app and register there.',
  },
  form: {
    name: 'Register',
    phone: 'Mobile number',
    phonePlaceholderSpecRule: '11-digit mobile number',
    imageCode: 'Image code',
    imageCodePlaceholder: (length: number) => `${length} characters`,
    smsCode: 'SMS code',
    smsCodePlaceholder: (length: number) => `${length}-digit code`,
    register: 'Register',
    registering: 'Registering…',
    agreementLead: 'By registering you agree to the ',
    agreementLink: 'Registration agreement',
    agreementEnd: '.',
    pictureNotLoaded: 'Picture not loaded',
    picture: 'Image code picture',
    loadPictureAgain: 'Load the picture again',
    newPicture: 'New picture',
  },
  messages: {
    'register.phoneInvalid': 'Enter your mobile number: 11 digits starting with 09.',
    'register.phoneInvalidSpecRule': 'Enter your mobile number: 11 digits starting with 1.',
    'register.imageCodeInvalid': 'Enter the 4 characters shown in the picture.',
    'register.smsCodeInvalid': 'Enter the 6-digit code we sent you by SMS.',
    'register.phoneFirst': 'Enter your mobile number first, then tap the picture for a new one.',
    'register.resendRefused': 'Wait until the countdown ends, then ask for a new code.',
    'register.codeSent': 'Code sent. Check your SMS.',
    'register.alreadyRegistered': 'This number is registered already. Download the app and log in.',
    'register.success': 'You are registered.',
  },
  getCode: 'Get code',
  resendIn: (seconds: number) => `Resend code in ${seconds} s`,
} satisfies Catalogue

export default en
