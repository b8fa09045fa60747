// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { sandboxFileNames, sandboxProblems } from '../../scripts/lib/check-no-sandbox.ts'
import { sandboxFiles, sandboxPublicFiles } from '../../scripts/vite-plugins/sandbox-files.ts'

/*
 * A VITE_SANDBOX=off build ships no sandbox file of any kind (scripts/lib/check-no-sandbox.ts reads every file of
 * the build), and the sandbox's own files (src/sandbox/public) are emitted into sandbox builds only.
 */

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function dist(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'no-sandbox-test-'))
  dirs.push(dir)
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  return dir
}

const CLEAN = {
  'index.html': '<!doctype html><script type="module" src="/assets/a.js"></script>',
  'assets/a.js': 'fetch("https://lender.example/api/x")',
  'robots.txt': 'User-agent: *\nAllow: /\n',
  _headers: "/*\n  Content-Security-Policy: default-src 'self'\n",
  'company/privacy-policy.html': '<h1>Privacy policy</h1><iframe sandbox="allow-scripts"></iframe>',
}

describe('sandboxProblems (scripts/lib/check-no-sandbox.ts)', () => {
  it('passes a build without the sandbox', () => {
    expect(sandboxProblems(dist(CLEAN), { apiBase: 'https://lender.example/api' })).toEqual([])
  })

  it('knows the sandbox files by name', () => {
    const names = sandboxFileNames()
    for (const name of [
      'sandbox-agreement',
      'sandbox-wallet',
      'sandbox-withdraw',
      'sandbox-qr',
      'sandbox-promo',
      'sandbox-channels',
    ])
      expect(names).toContain(name)
  })

  it('fails on a sandbox file of any kind, naming it', () => {
    expect(sandboxProblems(dist({ ...CLEAN, 'img/sandbox-qr.svg': '<svg/>' }))).toEqual([
      'img/sandbox-qr.svg: a sandbox file',
    ])
    expect(sandboxProblems(dist({ ...CLEAN, 'sandbox-channels/90001.svg': '<svg/>' }))).toEqual([
      'sandbox-channels/90001.svg: a sandbox file',
    ])
  })

  it('fails on a sandbox marker or file name in any file, not only the JavaScript', () => {
    expect(sandboxProblems(dist({ ...CLEAN, 'robots.txt': 'Disallow: /sandbox-wallet.html' }))).toEqual([
      'robots.txt: contains "sandbox-wallet"',
    ])
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0x00]),
      Buffer.from('bayad.sandbox.v1'),
    ])
    expect(sandboxProblems(dist({ ...CLEAN, 'assets/picture.png': png }))).toEqual([
      'assets/picture.png: contains "bayad.sandbox.v1"',
    ])
    expect(sandboxProblems(dist({ ...CLEAN, '.vite/manifest.json': '{"src/sandbox/index.ts":{}}' }))).toEqual(
      ['.vite/manifest.json: contains "src/sandbox/"'],
    )
  })

  it('fails when the API base is not in the scripts', () => {
    expect(sandboxProblems(dist(CLEAN), { apiBase: 'https://other.example/api' })).toEqual([
      'the base prefix https://other.example/api is not in the bundle',
    ])
  })
})

describe('sandboxFiles (the plugin)', () => {
  function emitted(env: Record<string, string>): string[] {
    const plugin = sandboxFiles()
    const files: string[] = []
    ;(plugin.configResolved as (config: unknown) => void)({ root: process.cwd(), base: '/', env })
    ;(plugin.generateBundle as (this: unknown) => void).call({
      emitFile: ({ fileName }: { fileName: string }) => files.push(fileName),
    })
    return files
  }

  it('emits the sandbox files at their URLs into sandbox builds only', () => {
    expect(emitted({ VITE_SANDBOX: 'on' })).toEqual(sandboxPublicFiles())
    expect(emitted({ VITE_SANDBOX: 'on' })).toContain('sandbox-channels/90001.svg')
    expect(emitted({ VITE_SANDBOX: 'on' })).toContain('sandbox-wallet.html')
    expect(emitted({ VITE_SANDBOX: 'off' })).toEqual([])
  })
})
