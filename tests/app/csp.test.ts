// @vitest-environment node
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  cspProblems,
  HEADERS_FILE,
  headersFile,
  inlineElements,
  NGINX_FILE,
  nginxFile,
  PERMISSIONS_POLICY,
  policyDirectives,
  policyText,
  readHeadersFile,
  securityHeaders,
  sha256Source,
  withPolicyMeta,
} from '../../scripts/lib/csp-policy.ts'
import { contentSecurityPolicy } from '../../scripts/vite-plugins/csp.ts'
import { readOrigins } from '../../src/lib/origins.ts'

/*
 * The Content-Security-Policy the build writes (scripts/lib/csp-policy.ts; docs/decisions/023-origins-and-csp.md): the
 * hashes are those of what the build emits, the configuration's origins land in their directives (a refused
 * one fails the build), nothing 'unsafe-…' appears, and the check of a built folder fails when they disagree.
 */

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .map((part) => part.split(' '))
    .find(([first]) => first === name)
    ?.slice(1)

// Computed here independently of scripts/lib/csp-policy.ts: what a browser hashes is the element's text as UTF-8.
const hashOf = (text: string) =>
  `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`

describe('policyDirectives', () => {
  it("hashes the inline elements as browsers do (the CSP spec's example)", () => {
    expect(sha256Source("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    )
    const script = '(function(){window.bayadPreload=1})()'
    const style = ':root{--x:"₱"}body{margin:0}'
    const policy = policyText(policyDirectives({ scripts: [script], styles: [style] }))
    expect(directive(policy, 'script-src')).toEqual(["'self'", hashOf(script)])
    expect(directive(policy, 'style-src')).toEqual(["'self'", hashOf(style)])
  })

  it('has the strict directives whatever the configuration, and never unsafe-inline, unsafe-eval or a wildcard', () => {
    for (const inputs of [
      {},
      {
        apiBase: 'https://lender.example/api',
        policyUrl: 'https://www.lender.example/privacy',
        frameOrigins: ['https://docs.example'],
      },
      { apiBase: '/api', trustedTypes: ['bayad-atlas-worker'] },
    ]) {
      const policy = policyText(
        policyDirectives({ scripts: ['a()'], styles: ['b{}'], ...inputs, header: true }),
      )
      expect(policy).not.toMatch(/unsafe-|\*/)
      expect(directive(policy, 'default-src')).toEqual(["'self'"])
      expect(directive(policy, 'object-src')).toEqual(["'none'"])
      expect(directive(policy, 'base-uri')).toEqual(["'none'"])
      expect(directive(policy, 'form-action')).toEqual(["'self'"])
      expect(directive(policy, 'require-trusted-types-for')).toEqual(["'script'"])
      expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:'])
    }
  })

  it('adds the API base and the policy page by origin, and nothing for same-origin paths', () => {
    const policy = policyText(
      policyDirectives({
        apiBase: 'https://lender.example/api/v1',
        policyUrl: 'https://www.lender.example/company/privacy.html?x=1',
        frameOrigins: readOrigins('https://docs.lender.example, https://agreements.example').origins,
      }),
    )
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://lender.example',
      'https://www.lender.example',
    ])
    expect(directive(policy, 'frame-src')).toEqual([
      "'self'",
      'https://docs.lender.example',
      'https://agreements.example',
      'https://www.lender.example',
    ])
    const local = policyText(
      policyDirectives({ apiBase: '/api-sandbox', policyUrl: '/company/privacy-policy.html' }),
    )
    expect(directive(local, 'connect-src')).toEqual(["'self'"])
    expect(directive(local, 'frame-src')).toEqual(["'self'"])
  })

  it('fails on a refused frame origin, naming it, and on an API base that is neither a path nor http(s)', () => {
    const frames = readOrigins('https://docs.example, http://plain.example, https://x.example/path')
    expect(() =>
      policyDirectives({ frameOrigins: frames.origins, refusedFrameOrigins: frames.refused }),
    ).toThrow(/VITE_FRAME_ORIGINS: "http:\/\/plain\.example", "https:\/\/x\.example\/path" refused/)
    expect(() => policyDirectives({ apiBase: '//evil.example/api' })).toThrow(/VITE_API_BASE/)
    expect(() => policyDirectives({ apiBase: 'javascript:alert(1)' })).toThrow(/VITE_API_BASE/)
    expect(() => policyDirectives({ policyUrl: 'https://user@evil.example/' })).toThrow(/VITE_POLICY_URL/)
    expect(() => policyDirectives({ trustedTypes: ["x'; script-src *"] })).toThrow(/trusted-types/)
  })

  it('allows no Trusted Types policy unless the build names one; frame-ancestors only in the header', () => {
    expect(directive(policyText(policyDirectives({})), 'trusted-types')).toEqual(["'none'"])
    expect(
      directive(policyText(policyDirectives({ trustedTypes: ['bayad-atlas-worker'] })), 'trusted-types'),
    ).toEqual(['bayad-atlas-worker'])
    expect(directive(policyText(policyDirectives({})), 'frame-ancestors')).toBeUndefined()
    expect(directive(policyText(policyDirectives({ header: true })), 'frame-ancestors')).toEqual(["'self'"])
  })
})

describe('inlineElements', () => {
  it('finds inline scripts and styles, not external scripts nor JSON data', () => {
    const html =
      '<head><script>a()</script><script type="module" src="/x.js"></script><style>b{}</style>' +
      '<script type="application/ld+json">{}</script></head>'
    expect(inlineElements(html)).toEqual({ scripts: ['a()'], styles: ['b{}'], problems: [] })
  })

  it('names what no hash can allow: style attributes, event handlers, javascript: URLs', () => {
    const { problems } = inlineElements(
      '<div style="color:red"></div><img src="x.png" onerror="alert(1)"><a href="javascript:void 0">x</a>',
    )
    expect(problems).toHaveLength(3)
    expect(problems[0]).toMatch(/style attribute/)
    expect(problems[1]).toMatch(/event handler/)
    expect(problems[2]).toMatch(/javascript:/)
  })
})

describe('withPolicyMeta', () => {
  it('puts the meta tag right after the charset, before any script or style', () => {
    const html = withPolicyMeta(
      '<!doctype html><html><head>\n<meta charset="UTF-8" />\n<script>a()</script><style>b{}</style></head></html>',
      "default-src 'self'",
    )
    const meta = html.indexOf('http-equiv="Content-Security-Policy"')
    expect(meta).toBeGreaterThan(html.indexOf('charset'))
    expect(meta).toBeLessThan(html.indexOf('<script>'))
    expect(() => withPolicyMeta(html, "default-src 'self'")).toThrow(/already/)
  })
})

describe('the header files', () => {
  it('carry the policy with frame-ancestors, no-referrer, nosniff, the permissions and HSTS, and read back', () => {
    const headers = securityHeaders("default-src 'self'; frame-ancestors 'self'")
    expect(readHeadersFile(headersFile(headers))).toEqual([
      ['Content-Security-Policy', "default-src 'self'; frame-ancestors 'self'"],
      ['Referrer-Policy', 'no-referrer'],
      ['X-Content-Type-Options', 'nosniff'],
      ['Permissions-Policy', PERMISSIONS_POLICY],
      ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ])
    const nginx = nginxFile(headers)
    expect(nginx).toContain(
      `add_header Content-Security-Policy "default-src 'self'; frame-ancestors 'self'" always;`,
    )
    expect(nginx).toContain(
      'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;',
    )
    // Every header of the nginx file is sent with every status (`always`): the 404 and the fallback too.
    expect(nginx.split('\n').filter((line) => line.startsWith('add_header'))).toHaveLength(headers.length)
    for (const line of nginx.split('\n').filter((l) => l.startsWith('add_header')))
      expect(line).toMatch(/^add_header [A-Za-z-]+ "[^"]+" always;$/)
  })

  it('deny the powerful features the app does not use, and keep the two it does to its own documents', () => {
    const features = new Map(
      PERMISSIONS_POLICY.split(', ').map((entry) => {
        const [name = '', allow = ''] = entry.split('=')
        return [name, allow]
      }),
    )
    for (const denied of ['camera', 'microphone', 'payment', 'usb', 'serial', 'hid'])
      expect(features.get(denied)).toBe('()')
    // src/lib/clipboard.ts (copy buttons) and the test preview's "Locate" (e2e/test-preview.spec.ts).
    expect(features.get('clipboard-write')).toBe('(self)')
    expect(features.get('geolocation')).toBe('(self)')
    expect(PERMISSIONS_POLICY).not.toMatch(/\*/)
  })
})

// The plugin's last step, on a made-up bundle: what it writes is the hash of what the bundle holds.
interface Asset {
  type: 'asset'
  fileName: string
  source: string
}
function runPlugin(documents: Record<string, string>, env: Record<string, string> = {}) {
  const plugin = contentSecurityPolicy({
    readOrigins,
    trustedTypes: (e) => (e.VITE_SANDBOX === 'off' ? [] : ['p']),
  })
  const bundle: Record<string, Asset> = {}
  for (const [fileName, source] of Object.entries(documents))
    bundle[fileName] = { type: 'asset', fileName, source }
  const configResolved = plugin.configResolved as (config: unknown) => void
  configResolved({ env, root: '/', build: { outDir: 'dist' } })
  const generate = plugin.generateBundle as unknown as {
    handler: (this: unknown, o: unknown, b: unknown) => void
  }
  const context = {
    emitFile: (file: Asset) => {
      bundle[file.fileName] = { ...file, type: 'asset' }
    },
    error: (message: string) => {
      throw new Error(message)
    },
  }
  generate.handler.call(context, {}, bundle)
  return bundle
}

const INDEX =
  '<!doctype html><html><head><meta charset="UTF-8" /><script>window.p=1</script><style>body{margin:0}</style>' +
  '<script type="module" src="/assets/index.js"></script></head><body></body></html>'

describe('the plugin (bayad-content-security-policy)', () => {
  it("hashes every built document's inline elements into the meta tag and the header files", () => {
    const bundle = runPlugin(
      { 'index.html': INDEX, 'company/policy.html': '<html><head><style>h1{}</style></head></html>' },
      { VITE_API_BASE: 'https://lender.example/api', VITE_SANDBOX: 'off' },
    )
    const html = bundle['index.html']!.source
    const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)![1]!
    expect(directive(meta, 'script-src')).toEqual(["'self'", hashOf('window.p=1')])
    expect(directive(meta, 'style-src')).toEqual(["'self'", hashOf('body{margin:0}'), hashOf('h1{}')])
    expect(directive(meta, 'connect-src')).toEqual(["'self'", 'https://lender.example'])
    expect(directive(meta, 'trusted-types')).toEqual(["'none'"])
    const headers = readHeadersFile(bundle[HEADERS_FILE]!.source)
    expect(headers[0]).toEqual(['Content-Security-Policy', `${meta}; frame-ancestors 'self'`])
    expect(bundle[NGINX_FILE]!.source).toContain(meta)
  })

  it('fails the build on a refused frame origin and on a style attribute', () => {
    expect(() => runPlugin({ 'index.html': INDEX }, { VITE_FRAME_ORIGINS: 'http://docs.example' })).toThrow(
      /http:\/\/docs\.example/,
    )
    expect(() => runPlugin({ 'index.html': INDEX.replace('<body>', '<body style="margin:0">') })).toThrow(
      /style attribute/,
    )
  })

  it.each(['VITE_FIRST_PARTY_ORIGINS', 'VITE_PAY_CODE_IMAGE_ORIGINS', 'VITE_FRAME_SCRIPT_ORIGINS'])(
    'fails the build on a refused entry of %s, naming it',
    (name) => {
      expect(() =>
        runPlugin({ 'index.html': INDEX }, { [name]: 'https://ok.example, https://lender.example/path' }),
      ).toThrow(new RegExp(`${name}: "https://lender\\.example/path" refused`))
      expect(() => runPlugin({ 'index.html': INDEX }, { [name]: 'https://ok.example' })).not.toThrow()
    },
  )
})

describe('cspProblems (scripts/cli/check-csp.ts)', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  function built(documents: Record<string, string>): string {
    const dist = mkdtempSync(path.join(tmpdir(), 'csp-test-'))
    dirs.push(dist)
    const bundle = runPlugin(
      {
        'index.html': INDEX.replace('<head>', '<head><meta name="referrer" content="no-referrer" />'),
        ...documents,
      },
      { VITE_SANDBOX: 'off' },
    )
    for (const { fileName, source } of Object.values(bundle)) {
      mkdirSync(path.dirname(path.join(dist, fileName)), { recursive: true })
      writeFileSync(path.join(dist, fileName), source)
    }
    return dist
  }

  it('passes a build whose policy matches its documents', () => {
    expect(cspProblems(built({ 'company/policy.html': '<style>h1{}</style>' }))).toEqual([])
  })

  it('fails when a built inline element is not the one hashed, naming the file', () => {
    const dist = built({})
    const file = path.join(dist, 'index.html')
    writeFileSync(file, readFileSync(file, 'utf8').replace('window.p=1', 'window.p=2'))
    expect(cspProblems(dist)).toEqual([
      expect.stringMatching(/^index\.html: an inline script whose hash .* is not in script-src/),
    ])
  })

  it('fails when a header file lacks a security header, or the nginx file says something else', () => {
    const dist = built({})
    const headers = path.join(dist, HEADERS_FILE)
    writeFileSync(headers, readFileSync(headers, 'utf8').replace(/^ {2}Strict-Transport-Security:.*\n/m, ''))
    const nginx = path.join(dist, NGINX_FILE)
    writeFileSync(nginx, readFileSync(nginx, 'utf8').replace(/^add_header Permissions-Policy.*\n/m, ''))
    expect(cspProblems(dist)).toEqual([
      `${NGINX_FILE}: says something else than ${HEADERS_FILE}`,
      `${HEADERS_FILE}: no Strict-Transport-Security: max-age=31536000; includeSubDomains`,
    ])
  })

  it('fails when a document was added after the policy was written, or the header file is missing', () => {
    const dist = built({})
    writeFileSync(path.join(dist, 'late.html'), '<style>p{}</style>')
    rmSync(path.join(dist, HEADERS_FILE))
    expect(cspProblems(dist)).toEqual([
      `${HEADERS_FILE} is missing`,
      expect.stringMatching(/^late\.html: an inline style whose hash/),
    ])
  })
})
