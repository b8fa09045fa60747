import { describe, expect, it } from 'vitest'
import { isMobile, MOBILE_LENGTH, mobileDigits, SPEC_MOBILE } from '../../machines/shared/mobile.ts'

/**
 * The mobile-number rule (machines/shared/mobile.ts, docs/decisions/036-phone-numbers-and-contact.md):
 * what the field holds once a number is typed or pasted, and whether it is a mobile number.
 */

describe('the Philippine rule (ph, the default)', () => {
  it.each([
    ['typed in the national form', '09171234567'],
    ['pasted with spaces', '0917 123 4567'],
    ['pasted with dashes', '0917-123-4567'],
    ['pasted with parentheses', '(0917) 123-4567'],
    ['with +63 and spaces', '+63 917 123 4567'],
    ['with +63 and no spaces', '+639171234567'],
    ['with +63, parentheses and dashes', '+63 (917) 123-4567'],
    ['with 63 and a space', '63 917 123 4567'],
    ['with 63 and no spaces', '639171234567'],
    ['with the international prefix 0063', '0063 917 123 4567'],
    ['with dots', '0917.123.4567'],
  ])('%s: %s is 09171234567, a mobile number', (_, value) => {
    expect(mobileDigits(value, 'ph')).toBe('09171234567')
    expect(isMobile(mobileDigits(value, 'ph'), 'ph')).toBe(true)
  })

  it('turns +63 into 0 as it is typed, key by key', () => {
    const typed = '+63 917 123 4567'
    let field = ''
    for (const key of typed) field = mobileDigits(field + key, 'ph')
    expect(field).toBe('09171234567')
    // The moment the 9 after 63 arrives, the field shows the national form.
    expect(mobileDigits('+6', 'ph')).toBe('6')
    expect(mobileDigits('+63', 'ph')).toBe('63')
    expect(mobileDigits('+63 9', 'ph')).toBe('09')
  })

  it('holds at most 11 digits, after the normalisation', () => {
    expect(MOBILE_LENGTH).toBe(11)
    expect(mobileDigits('091712345678999', 'ph')).toBe('09171234567')
    expect(mobileDigits('+63 917 123 4567 89', 'ph')).toBe('09171234567')
    expect(mobileDigits('6391712345678', 'ph')).toBe('09171234567')
  })

  it('keeps digits only', () => {
    expect(mobileDigits('abc 0917 xyz', 'ph')).toBe('0917')
    expect(mobileDigits('', 'ph')).toBe('')
  })

  it.each([
    ['too short', '0917123456'],
    ['a wrong prefix (08)', '08171234567'],
    ['a landline with the area code', '02888800001'],
    ['no leading 0', '9171234567'],
    ['a Chinese mobile (the spec rule)', '13812345678'],
    ['empty', ''],
  ])('refuses %s: %s', (_, value) => {
    expect(isMobile(mobileDigits(value, 'ph'), 'ph')).toBe(false)
  })

  it('does not take 63 for the country code unless a mobile 9 follows', () => {
    expect(mobileDigits('6381234567', 'ph')).toBe('6381234567')
    expect(isMobile(mobileDigits('+63 2 8888 0000', 'ph'), 'ph')).toBe(false)
  })
})

describe('the spec rule (spec, VITE_PHONE_RULE=spec)', () => {
  it('is the spec’s pattern, as written (§5)', () => {
    expect(SPEC_MOBILE.source).toBe('^1[3-9]\\d{9}$')
  })

  it('keeps digits only, at most 11, and turns nothing into 0', () => {
    expect(mobileDigits('+86 138-1234-5678 99', 'spec')).toBe('86138123456')
    expect(mobileDigits('138 1234 5678 99', 'spec')).toBe('13812345678')
    expect(mobileDigits('+63 917 123 4567', 'spec')).toBe('63917123456')
  })

  it.each([
    ['13812345678', true],
    ['19912345678', true],
    ['12812345678', false],
    ['1381234567', false],
    ['09171234567', false],
  ])('%s is a mobile number: %s', (value, valid) => {
    expect(isMobile(value, 'spec')).toBe(valid)
  })
})
