import { describe, expect, it } from 'vitest'
import { readOrigins } from '../../src/lib/origins.ts'

describe('readOrigins (the configured origin lists)', () => {
  it('reads https origins separated by commas or spaces, once each', () => {
    expect(readOrigins('https://a.example, https://b.example:8443  https://a.example/')).toEqual({
      origins: ['https://a.example', 'https://b.example:8443'],
      refused: [],
    })
  })

  it('is empty when unset or blank', () => {
    expect(readOrigins(undefined)).toEqual({ origins: [], refused: [] })
    expect(readOrigins('  ,  ')).toEqual({ origins: [], refused: [] })
  })

  it.each([
    'http://a.example',
    'https://a.example/path',
    'https://user@a.example',
    'https://a.example?x=1',
    'https://a.example#top',
    'a.example',
    'javascript:alert(1)',
    '*',
  ])('refuses %s and names it', (entry) => {
    expect(readOrigins(`https://ok.example,${entry}`)).toEqual({
      origins: ['https://ok.example'],
      refused: [entry],
    })
  })
})
