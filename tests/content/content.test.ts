import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  COMPANY_POLICY_PATH,
  documentHtml,
  parseContent,
  parseInline,
  resolveCompany,
  slug,
} from '../../scripts/lib/content-format.ts'
import { contentPlugin } from '../../scripts/vite-plugins/content.ts'
import type { Block, Doc, Inline } from '../../src/content/doc.ts'
import { contentValue } from '../../src/screens/shared/doc-view.tsx'
import { SITE_IMAGES } from '../../src/screens/site/site-images.ts'

/**
 * The content files' format (scripts/lib/content-format.ts): the strict Markdown subset a writer edits, what it
 * parses into, what it refuses (so a typo fails the build, not the page), and the shipped files
 * themselves (src/content/*.md) against the spec (§2 "About Us and Privacy policy").
 */

// The repo root given explicitly: under happy-dom, import.meta.url is not a file URL.
const ROOT = process.cwd()
const CONTENT_DIR = join(ROOT, 'src/content')
const CONTENT_FILES = readdirSync(CONTENT_DIR).filter((name) => name.endsWith('.md'))
const read = (name: string) => readFileSync(join(CONTENT_DIR, name), 'utf8')
const parseFile = (name: string) => parseContent(read(name), `src/content/${name}`)

const FRONT = '---\ntitle: A page\ndescription: What the page is about.\n---\n'
/** A document of `body` under a valid front matter. */
const doc = (body: string) => parseContent(FRONT + body, 'test.md')
const blocks = (body: string) => doc(body).blocks

describe('parseContent: front matter', () => {
  it('reads title, description and the optional updated date', () => {
    const parsed = parseContent(
      '---\ntitle: Privacy policy\ndescription: How we use your data.\nupdated: 2026-11-01\n---\n\nText.\n',
    )
    expect(parsed).toEqual({
      title: 'Privacy policy',
      description: 'How we use your data.',
      updated: '2026-11-01',
      blocks: [{ t: 'p', c: ['Text.'] }],
    })
  })

  it('has no updated date when none is given', () => {
    expect(doc('Text.').updated).toBeNull()
  })

  it('takes a byte order mark and trailing spaces', () => {
    expect(parseContent('\uFEFF' + FRONT.replace('---\n', '---  \n') + 'Text.  \n').blocks).toEqual([
      { t: 'p', c: ['Text.'] },
    ])
  })

  it('takes Windows line ends', () => {
    expect(parseContent(FRONT.replace(/\n/g, '\r\n') + 'One\r\ntwo\r\n').blocks).toEqual([
      { t: 'p', c: ['One two'] },
    ])
  })

  it.each([
    ['no front matter', 'Just text.\n', /no front matter/],
    ['a front matter never closed', '---\ntitle: T\ndescription: D', /not closed/],
    ['no title', '---\ndescription: What it is about.\n---\n', /no title/],
    ['no description', '---\ntitle: T\n---\n', /no description/],
    ['an empty title', '---\ntitle:\ndescription: D\n---\n', /front matter line/],
    [
      'an unknown key',
      '---\ntitle: T\ndescription: D\nauthor: Me\n---\n',
      /unknown front matter key "author"/,
    ],
    ['a date not YYYY-MM-DD', '---\ntitle: T\ndescription: D\nupdated: 1 Nov 2026\n---\n', /YYYY-MM-DD/],
    ['a date without leading zeros', '---\ntitle: T\ndescription: D\nupdated: 2026-1-5\n---\n', /YYYY-MM-DD/],
  ])('refuses %s', (_, source, message) => {
    expect(() => parseContent(source, 'bad.md')).toThrow(message)
  })

  it('names the file in what it refuses', () => {
    expect(() => parseContent('Just text.', 'src/content/broken.md')).toThrow(/^src\/content\/broken\.md:/)
  })
})

describe('parseContent: blocks', () => {
  it('joins the lines of a paragraph with a space; a blank line starts the next', () => {
    expect(blocks('First line\nsecond line.\n\nAnother paragraph.\n')).toEqual([
      { t: 'p', c: ['First line second line.'] },
      { t: 'p', c: ['Another paragraph.'] },
    ])
  })

  it('gives ## and ### headings an id made of their words', () => {
    expect(blocks('## Grievance officer\n\n### How we protect your data\n')).toEqual([
      { t: 'h2', id: 'grievance-officer', c: ['Grievance officer'] },
      { t: 'h3', id: 'how-we-protect-your-data', c: ['How we protect your data'] },
    ])
  })

  it('leaves placeholders and punctuation out of a heading id', () => {
    expect(slug('Changes to this policy!')).toBe('changes-to-this-policy')
    expect(slug('About {{company.brand}} loans')).toBe('about-loans')
    expect(slug('  Opting-out (marketing)  ')).toBe('opting-out-marketing')
  })

  it('reads - items as a bulleted list and 1. items as a numbered one', () => {
    expect(blocks('- One\n- Two\n\n1. First\n2. Second\n')).toEqual([
      { t: 'ul', items: [['One'], ['Two']] },
      { t: 'ol', items: [['First'], ['Second']] },
    ])
  })

  it('ends a list where a paragraph starts, and starts a new list when the kind changes', () => {
    expect(blocks('- One\n1. First\nAfter.\n')).toEqual([
      { t: 'ul', items: [['One']] },
      { t: 'ol', items: [['First']] },
      { t: 'p', c: ['After.'] },
    ])
  })

  it('reads a pipe table: the first row is the head, the separator row is skipped', () => {
    const table = '| Days | Rate |\n| ---- | :--: |\n| 1 to 30 | 5% |\n| 31 to 90 | **4%** |\n'
    expect(blocks(table)).toEqual([
      {
        t: 'table',
        head: [['Days'], ['Rate']],
        rows: [
          [['1 to 30'], ['5%']],
          [['31 to 90'], [{ b: ['4%'] }]],
        ],
      },
    ])
  })

  it('refuses a table row of another width than the head, naming the line', () => {
    expect(() => doc('| A | B |\n| --- | --- |\n| 1 | 2 | 3 |\n')).toThrow(
      /test\.md:7: table row has 3 cells/,
    )
    expect(() => doc('| A | B |\n| --- | --- |\n| 1 |\n')).toThrow(/table row has 1 cells/)
  })

  it('reads an illustration, a slot and a note', () => {
    expect(
      blocks('![A phone showing {{company.brand}}](home-borrow)\n\n::penalty-example\n\n> Keep your slip.\n'),
    ).toEqual([
      { t: 'img', alt: ['A phone showing ', { v: 'company.brand' }], src: 'home-borrow' },
      { t: 'slot', name: 'penalty-example' },
      { t: 'note', c: ['Keep your slip.'] },
    ])
  })

  it('refuses an illustration without alt text or named by a path', () => {
    expect(() => doc('![](home-borrow)\n')).toThrow(/unsupported markup/)
    expect(() => doc('![A picture](../secret.svg)\n')).toThrow(/^test\.md/)
  })
})

describe('parseInline', () => {
  it('reads bold, links and placeholders between text', () => {
    expect(
      parseInline(
        'Read **the terms** and [our policy](/privacyPolicy), {{company.brand}} or {{ terms.minAge }}.',
      ),
    ).toEqual([
      'Read ',
      { b: ['the terms'] },
      ' and ',
      { a: '/privacyPolicy', c: ['our policy'] },
      ', ',
      { v: 'company.brand' },
      ' or ',
      { v: 'terms.minAge' },
      '.',
    ])
  })

  it('reads a link inside bold and a placeholder inside a link', () => {
    expect(parseInline('**See [{{company.serviceEmail}}](mailto:{{company.serviceEmail}})**')).toEqual([
      { b: ['See ', { a: 'mailto:{{company.serviceEmail}}', c: [{ v: 'company.serviceEmail' }] }] },
    ])
  })

  it.each(['/privacyPolicy', 'https://www.example.ph/terms', 'mailto:help@example.ph'])(
    'takes a link to %s',
    (href) => {
      expect(parseInline(`[here](${href})`)).toEqual([{ a: href, c: ['here'] }])
    },
  )

  it.each([
    ['a script', 'javascript:alert(1)'],
    ['another host without a scheme', '//evil.example/x'],
    ['plain http', 'http://www.example.ph/terms'],
    ['a data address', 'data:text/html,hi'],
    ['a relative path', 'privacyPolicy'],
    ['a phone call', 'tel:+6321234567'],
  ])('refuses a link to %s', (_, href) => {
    expect(() => parseInline(`[here](${href})`, 'test.md:3')).toThrow(/test\.md:3: link to/)
  })

  it('refuses an unsafe link inside a content file, naming the file', () => {
    expect(() => doc('Text.\n\nSee [this](javascript:alert(1)).\n')).toThrow(
      /^test\.md(:\d+)?: link to "javascript:alert\(1"/,
    )
  })

  it.each([
    ['italics', 'An *important* word.'],
    ['underscores', 'An _important_ word.'],
    ['code', 'Type `123456` here.'],
    ['inline HTML', 'An <b>important</b> word.'],
    ['a malformed placeholder', 'Hello {{company-brand}}.'],
    ['an unclosed bold', 'An **important word.'],
  ])('refuses %s in text', (_, text) => {
    expect(() => parseInline(text, 'test.md:9')).toThrow(/test\.md:9: unsupported markup/)
  })
})

describe('parseContent: refused lines', () => {
  it.each([
    ['a # heading (the page has its own h1)', '# Title'],
    ['a #### heading', '#### Deep'],
    ['an HTML block', '<div>Text</div>'],
    ['a code fence', '```'],
    ['a * list', '* One'],
  ])('refuses %s', (_, line) => {
    expect(() => doc(`Text.\n\n${line}\n`)).toThrow(/test\.md:7: unsupported line/)
  })

  it('refuses a nested list, naming the line', () => {
    expect(() => doc('- One\n  - Inner\n')).toThrow(/test\.md:6: nested lists are not supported/)
    expect(() => doc('1. One\n   1. Inner\n')).toThrow(/nested lists/)
  })

  it.each([
    ['two headings alike', '## Cookies\n\n## Cookies\n'],
    ['an h3 with the id of an h2', '## Data rights\n\n### Data rights!\n'],
    ['a heading with no words', '## {{company.brand}}\n'],
  ])('refuses %s', (_, body) => {
    expect(() => doc(body)).toThrow(/is empty or repeated/)
  })

  it('refuses unsupported markup inside a list item, a table cell and a note', () => {
    expect(() => doc('- An *item*\n')).toThrow(/unsupported markup/)
    expect(() => doc('| A |\n| - |\n| `x` |\n')).toThrow(/unsupported markup/)
    expect(() => doc('> A <b>note</b>\n')).toThrow(/unsupported markup/)
  })
})

// ---------------------------------------------------------------------------------------------
// The shipped content files

/** Every `{{name}}` a document uses: in text, bold, link texts and addresses, alt texts, table cells. */
function placeholders(parsed: Doc): string[] {
  const names: string[] = []
  const inline = (pieces: Inline[]): void => {
    for (const piece of pieces) {
      if (typeof piece === 'string') continue
      if ('v' in piece) names.push(piece.v)
      else if ('b' in piece) inline(piece.b)
      else {
        for (const match of piece.a.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)) names.push(match[1] ?? '')
        inline(piece.c)
      }
    }
  }
  const block = (b: Block): void => {
    switch (b.t) {
      case 'p':
      case 'h2':
      case 'h3':
      case 'note':
        return inline(b.c)
      case 'ul':
      case 'ol':
        return b.items.forEach(inline)
      case 'table':
        b.head.forEach(inline)
        return b.rows.forEach((row) => row.forEach(inline))
      case 'img':
        return inline(b.alt)
      case 'slot':
        return
    }
  }
  parsed.blocks.forEach(block)
  return names
}

const headings = (parsed: Doc, level: 'h2' | 'h3') => parsed.blocks.flatMap((b) => (b.t === level ? [b] : []))
const headingText = (b: { c: Inline[] }) => b.c.filter((p) => typeof p === 'string').join('')

describe('the content files (src/content/*.md)', () => {
  it('are all there', () => {
    expect(CONTENT_FILES).toEqual(
      expect.arrayContaining(['about-us.md', 'loan-agreement.md', 'loan-terms.md', 'privacy-policy.md']),
    )
  })

  it.each(CONTENT_FILES)('%s parses, with a title and a 50 to 160 character description', (name) => {
    const parsed = parseFile(name)
    expect(parsed.title.trim()).not.toBe('')
    expect(parsed.description.length).toBeGreaterThanOrEqual(50)
    expect(parsed.description.length).toBeLessThanOrEqual(160)
    expect(parsed.blocks.length).toBeGreaterThan(0)
  })

  it.each(CONTENT_FILES)('every placeholder of %s has a value', (name) => {
    const unresolved = placeholders(parseFile(name)).filter((p) => {
      const value = contentValue(p)
      return value === undefined || value.trim() === ''
    })
    expect(unresolved).toEqual([])
  })

  it('the placeholder walk finds names in link addresses and alt texts (else the check above proves nothing)', () => {
    const parsed = doc('![Made by {{company.brand}}](home-borrow)\n\n[write](mailto:{{company.nope}})\n')
    expect(placeholders(parsed)).toEqual(['company.brand', 'company.nope'])
    expect(contentValue('company.nope')).toBeUndefined()
    expect(contentValue('terms.toString')).toBeUndefined()
    expect(contentValue('other.brand')).toBeUndefined()
  })

  it.each(CONTENT_FILES)('every illustration %s names is one of the site’s pictures', (name) => {
    const sources = parseFile(name).blocks.flatMap((b) => (b.t === 'img' ? [b.src] : []))
    expect(sources.filter((src) => !(src in SITE_IMAGES))).toEqual([])
  })

  // Spec §2 "About Us and Privacy policy": the privacy policy's topics.
  const POLICY_TOPICS: [topic: string, heading: RegExp][] = [
    ['lender information', /lender information/i],
    ['collection of information', /collection of information/i],
    ['purposes', /purposes/i],
    ['disclosure', /disclosure/i],
    ['cookies', /cookies/i],
    ['device information', /device information/i],
    ['minors', /minors/i],
    ['password security', /password security/i],
    ['changes', /changes/i],
    // The heading says "Opting out".
    ['opt-out', /opt(-|ing )out/i],
    ['grievance officer', /grievance officer/i],
  ]

  it.each(POLICY_TOPICS)('privacy-policy.md has a ## section on %s', (_, heading) => {
    const sections = headings(parseFile('privacy-policy.md'), 'h2').map(headingText)
    expect(sections.filter((text) => heading.test(text))).toHaveLength(1)
  })

  it('privacy-policy.md names the grievance officer and the company’s address (spec: contact details)', () => {
    expect(placeholders(parseFile('privacy-policy.md'))).toEqual(
      expect.arrayContaining(['company.grievanceOfficer', 'company.grievanceEmail', 'company.address']),
    )
  })

  it('about-us.md covers mission, advantages, team and contact, with the customer service e-mail', () => {
    const about = parseFile('about-us.md')
    const sections = headings(about, 'h2').map((b) => headingText(b).toLowerCase())
    for (const topic of ['mission', 'advantages', 'team', 'contact'])
      expect(sections.some((text) => text.includes(topic))).toBe(true)
    expect(placeholders(about)).toContain('company.serviceEmail')
  })
})

// ---------------------------------------------------------------------------------------------
// The static company policy page

const staticCompany = resolveCompany(ROOT, {})
const terms = JSON.parse(read('loan-terms.json')) as Record<string, unknown>

/** Company details and the loan terms' raw values, as the build's static page resolves them. */
function staticValue(name: string, overrides: Record<string, string> = {}): string {
  const [space, key = ''] = name.split('.')
  const value =
    space === 'company' ? (overrides[key] ?? staticCompany[key]) : space === 'terms' ? terms[key] : undefined
  if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`no value for ${name}`)
  return String(value)
}

describe('documentHtml: the company policy page', () => {
  const policy = parseFile('privacy-policy.md')

  it('is a whole page with the title, the meta description and every placeholder resolved', () => {
    const html = documentHtml(policy, (name) => staticValue(name))
    expect(html).not.toContain('{{')
    expect(html).toMatch(/^<!doctype html>/)
    expect(html).toContain('<html lang="en">')
    expect(html).toContain(`<title>${policy.title}</title>`)
    expect(html).toContain(`<meta name="description" content="${policy.description}">`)
    expect(html).toContain(`<h1>${policy.title}</h1>`)
    expect(html).toContain(`Last updated ${policy.updated ?? 'never'}`)
    expect(html).toContain('<h2 id="grievance-officer">Grievance officer</h2>')
    const { legalName = '(none)', grievanceEmail = '(none)' } = staticCompany
    expect(html).toContain(legalName)
    // Its links open outside the frame that shows the page.
    const mail = /<a href="mailto:([^"]*)"([^>]*)>([^<]*)<\/a>/.exec(html)
    expect(mail?.[1]).toBe(grievanceEmail)
    expect(mail?.[3]).toBe(grievanceEmail)
    expect(mail?.[2]).toContain('rel="noopener noreferrer"')
  })

  it('escapes the values it puts in', () => {
    const html = documentHtml(policy, (name) =>
      staticValue(name, { legalName: 'Bayad <script>alert(1)</script> & Co' }),
    )
    expect(html).not.toContain('<script>')
    expect(html).toContain('Bayad &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co')
  })

  const LINKS = doc('[Our site]({{company.website}})\n\n[Write to us](mailto:{{company.serviceEmail}})\n')
  const linksWith = (values: Record<string, string>) =>
    documentHtml(LINKS, (name) => values[name.replace('company.', '')] ?? '')

  it('escapes a link address', () => {
    const html = linksWith({
      website: 'https://www.lender.example/p?a=1&b=2',
      serviceEmail: 'help@lender.example',
    })
    expect(html).toContain('href="https://www.lender.example/p?a=1&amp;b=2"')
    expect(html).toContain('href="mailto:help@lender.example"')
  })

  it.each([
    ['a script', 'javascript:alert(1)', 'help@lender.example'],
    ['plain http', 'http://www.lender.example', 'help@lender.example'],
    ['a mailto that adds a copy', 'https://www.lender.example', 'help@lender.example?bcc=spy@evil.example'],
    ['an address breaking out of the attribute', 'https://x.example/"onmouseover="alert(1)', 'a"b@x.ph'],
  ])('a link whose filled-in address is %s shows as text, not a link', (_, website, serviceEmail) => {
    const html = linksWith({ website, serviceEmail })
    const links = html.match(/<a [^>]*>[^<]*<\/a>/g) ?? []
    expect(links.every((link) => !link.includes('javascript:') && !link.includes('http://'))).toBe(true)
    expect(links.every((link) => !link.includes('bcc') && !link.includes('onmouseover'))).toBe(true)
    expect(html).toContain('Our site')
    expect(html).toContain('Write to us')
  })

  it('escapes the title and description', () => {
    const html = documentHtml(
      parseContent('---\ntitle: Terms <&> "more"\ndescription: Say "hi" <now>\n---\n\nText.\n'),
      () => '',
    )
    expect(html).toContain('<title>Terms &lt;&amp;&gt; &quot;more&quot;</title>')
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot; &lt;now&gt;">')
  })

  it('renders lists, tables and notes, and leaves the app’s slots and pictures out', () => {
    const html = documentHtml(
      doc(
        '- One\n\n1. First\n\n| A | B |\n| - | - |\n| 1 | 2 |\n\n> Note.\n\n::penalty-example\n\n![A picture](home-borrow)\n',
      ),
      () => '',
    )
    expect(html).toContain('<ul><li>One</li></ul>')
    expect(html).toContain('<ol><li>First</li></ol>')
    expect(html).toContain('<thead><tr><th scope="col">A</th><th scope="col">B</th></tr></thead>')
    expect(html).toContain('<tbody><tr><td>1</td><td>2</td></tr></tbody>')
    expect(html).toContain('<p class="note">Note.</p>')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('penalty-example')
  })
})

describe('contentPlugin: the build’s company policy page', () => {
  it('emits the privacy policy at COMPANY_POLICY_PATH with the company’s details', () => {
    const plugin = contentPlugin() as unknown as {
      configResolved(config: { root: string; mode: string }): void
      generateBundle(this: { emitFile(file: unknown): void }): void
    }
    plugin.configResolved({ root: ROOT, mode: 'test' })
    const emitted: { type: string; fileName: string; source: string }[] = []
    plugin.generateBundle.call({ emitFile: (file) => void emitted.push(file as (typeof emitted)[number]) })
    expect(emitted.map((file) => file.fileName)).toEqual(['company/privacy-policy.html'])
    expect(COMPANY_POLICY_PATH).toBe('/company/privacy-policy.html')
    const html = emitted[0]?.source ?? ''
    expect(html).not.toContain('{{')
    expect(html).toContain('<title>Privacy policy</title>')
    expect(html).toContain(contentValue('company.legalName') ?? '(none)')
    expect(html).toContain(`${contentValue('terms.minAge')} years of age`)
  })
})

describe('resolveCompany', () => {
  const defaults = JSON.parse(read('company.json')) as Record<string, string>

  it('is company.json when nothing overrides it', () => {
    expect(resolveCompany(ROOT, {})).toEqual(defaults)
  })

  it('takes VITE_COMPANY_<KEY> over the default, one key at a time', () => {
    const resolved = resolveCompany(ROOT, {
      VITE_COMPANY_SERVICE_EMAIL: 'help@lender.example',
      VITE_COMPANY_LEGAL_NAME: 'Lender Finance Inc.',
    })
    expect(resolved.serviceEmail).toBe('help@lender.example')
    expect(resolved.legalName).toBe('Lender Finance Inc.')
    expect(resolved.address).toBe(defaults.address)
  })

  it.each(['', '   '])('a blank VITE_COMPANY_SERVICE_EMAIL (%j) is unset', (blank) => {
    expect(resolveCompany(ROOT, { VITE_COMPANY_SERVICE_EMAIL: blank }).serviceEmail).toBe(
      defaults.serviceEmail,
    )
  })

  it('trims a given value', () => {
    expect(resolveCompany(ROOT, { VITE_COMPANY_SERVICE_EMAIL: ' help@lender.example ' }).serviceEmail).toBe(
      'help@lender.example',
    )
  })

  // They become links on every page that names them: a bad one fails the build.
  it.each([
    ['VITE_COMPANY_SERVICE_EMAIL', 'help@lender.example?bcc=spy@evil.example'],
    ['VITE_COMPANY_SERVICE_EMAIL', 'not an address'],
    ['VITE_COMPANY_GRIEVANCE_EMAIL', 'privacy@lender'],
    ['VITE_COMPANY_WEBSITE', 'javascript:alert(1)'],
    ['VITE_COMPANY_WEBSITE', 'http://www.lender.example'],
  ])('refuses %s=%j', (name, value) => {
    expect(() => resolveCompany(ROOT, { [name]: value })).toThrow(name)
  })

  it('ignores variables that name no key', () => {
    expect(resolveCompany(ROOT, { VITE_COMPANY_SLOGAN: 'Fast cash', VITE_SERVICE_EMAIL: 'x@y.ph' })).toEqual(
      defaults,
    )
  })
})
