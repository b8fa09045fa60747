import { describe, expect, it } from 'vitest'
import { createClients } from '../../src/api/client.ts'
import { langOfPage } from '../../src/i18n/lang.ts'
import { pickCommon, withCommonQuery } from '../../src/lib/query.ts'
import { memoryStorage } from '../sandbox/harness.ts'

/** A page as langOfPage reads it: its query, the device's languages, its session storage. */
function page(search: string, languages: string[] = [], storage: Storage = memoryStorage()) {
  return {
    location: { search } as Location,
    navigator: { languages, language: languages[0] ?? '' } as unknown as Navigator,
    sessionStorage: storage,
  }
}

describe('the page language (src/i18n/lang.ts, decisions.md)', () => {
  it('takes the host’s lang when it is one of ours', () => {
    expect(langOfPage(page('?lang=fil', ['en-US']))).toBe('fil')
    expect(langOfPage(page('?lang=en', ['fil-PH']))).toBe('en')
    expect(langOfPage(page('?lang=spec&userId=1'))).toBe('spec')
  })

  it('ignores any other lang: the device decides, then English', () => {
    expect(langOfPage(page('?lang=tl', ['en-PH']))).toBe('en')
    expect(langOfPage(page('?lang=FIL', ['fil-PH']))).toBe('fil')
    expect(langOfPage(page('?lang=<script>', []))).toBe('en')
    expect(langOfPage(page('?lang=', ['zh-CN']))).toBe('en')
  })

  it('reads the device’s languages in order: Filipino or Tagalog, English, else the next', () => {
    expect(langOfPage(page('', ['fil-PH', 'en-US']))).toBe('fil')
    expect(langOfPage(page('', ['tl']))).toBe('fil')
    expect(langOfPage(page('', ['zh-CN', 'tl-PH', 'en']))).toBe('fil')
    expect(langOfPage(page('', ['ja', 'en-GB', 'fil']))).toBe('en')
    expect(langOfPage(page('', ['ko']))).toBe('en')
  })

  it('remembers the host’s choice for the session (a page back from a wallet checkout has no lang)', () => {
    const storage = memoryStorage()
    expect(langOfPage(page('?lang=fil', ['en-US'], storage))).toBe('fil')
    expect(langOfPage(page('?orderId=7', ['en-US'], storage))).toBe('fil')
    // A later explicit choice wins and is remembered.
    expect(langOfPage(page('?lang=en', ['fil'], storage))).toBe('en')
    expect(langOfPage(page('', ['fil'], storage))).toBe('en')
  })

  it('ignores a corrupt remembered value, and works without storage', () => {
    const storage = memoryStorage()
    storage.setItem('bayad.lang', '{"x":1}')
    expect(langOfPage(page('', ['fil'], storage))).toBe('fil')
    const refusing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    } as unknown as Storage
    expect(langOfPage(page('?lang=fil', ['en'], refusing))).toBe('fil')
    expect(langOfPage(page('', ['tl'], refusing))).toBe('fil')
  })
})

describe('lang on every navigation, never on a call', () => {
  it('is kept in the common query when it is one of ours, dropped otherwise', () => {
    expect(pickCommon({ lang: 'fil', userId: '9', orderId: '1' })).toEqual({ lang: 'fil', userId: '9' })
    expect(pickCommon({ lang: 'xx', userId: '9' })).toEqual({ userId: '9' })
    expect(withCommonQuery('/repay', { lang: 'fil', userId: '9' }, { orderId: '7' })).toBe(
      '/repay?orderId=7&userId=9&lang=fil',
    )
  })

  it('is not sent with a call (the calls carry the host’s common query)', async () => {
    const urls: string[] = []
    const fetch = (async (input: RequestInfo | URL) => {
      urls.push(String(input))
      return new Response('{"code":0}')
    }) as typeof globalThis.fetch
    const clients = createClients({
      baseURL: 'https://api.example',
      pageQuery: () => ({ lang: 'fil', userId: '9', sessionId: 's' }),
      fetch,
    })
    await clients.json('/v3/x')
    expect(urls[0]).toContain('userId=9')
    expect(urls[0]).not.toContain('lang')
  })
})
