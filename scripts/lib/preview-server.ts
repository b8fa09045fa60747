// A production build served as a static host or CDN would (compressed, index.html for every page path),
// with its API calls answered in Node by the sandbox's own handlers (src/sandbox): the one fake backend,
// the same answers the dev server and the e2e run get in the page. For measuring a VITE_SANDBOX=off build
// (npm run lighthouse); build it with `VITE_API_BASE=${PREVIEW_API_BASE}` so the calls come back here.
// The sandbox is loaded through Vite (the app's config), which resolves what only the build knows: the
// `virtual:company` details and `import.meta.env`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { createServer as createViteServer } from 'vite'
import type * as Sandbox from '../../src/sandbox/index.ts'
import type * as SandboxStore from '../../src/sandbox/store.ts'
import { SANDBOX_PUBLIC_DIR } from '../vite-plugins/sandbox-files.ts'

/** The API base the measured builds are made with (same origin: no CORS preflight). */
export const PREVIEW_API_BASE = '/local-api'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt'])

interface CachedFile {
  raw: Buffer
  ext: string
  br: Buffer | undefined
  gzip: Buffer | undefined
}

export interface PreviewServer {
  origin: string
  /** The API calls answered, by path (after the API base). */
  requests: Map<string, number>
  close(): Promise<void>
}

export interface PreviewOptions {
  /** The built folder to serve. */
  dist: string
  /** 0: any free port. */
  port?: number
  apiBase?: string
  /** Brotli when the browser accepts it (as a CDN does; Chromium sends `br` to 127.0.0.1); gzip otherwise. */
  brotli?: boolean
}

/**
 * Starts the server on 127.0.0.1. The sandbox keeps its state in memory (a fresh seed per server) and
 * answers in its default scenario, at once. Files the build lacks but the sandbox's answers name
 * (`/sandbox-logos/…`, `/sandbox-wallet.html`) come from the sandbox's own folder, as in the dev server.
 */
export async function startPreviewServer({
  dist,
  port = 0,
  apiBase = PREVIEW_API_BASE,
  brotli = true,
}: PreviewOptions): Promise<PreviewServer> {
  const root = resolve(dist)
  const sandboxRoot = resolve(SANDBOX_PUBLIC_DIR)
  const indexFile = join(root, 'index.html')
  if (!existsSync(indexFile)) throw new Error(`preview-server: no ${indexFile}: build first`)
  const cache = new Map<string, CachedFile>()
  const requests = new Map<string, number>()
  const { sandboxFetch, closeSandbox } = await loadSandbox()

  const fileUnder = (dir: string, pathname: string): string | undefined => {
    const wanted = normalize(join(dir, decodeURIComponent(pathname)))
    if (wanted !== dir && !wanted.startsWith(dir + sep)) return undefined
    return existsSync(wanted) && statSync(wanted).isFile() ? wanted : undefined
  }
  const fileFor = (pathname: string): string | undefined =>
    fileUnder(root, pathname) ??
    fileUnder(sandboxRoot, pathname) ??
    // A page path (no extension) is the single-page app; a missing asset is a 404.
    (extname(pathname) === '' ? indexFile : undefined)

  const load = (file: string): CachedFile => {
    const cached = cache.get(file)
    if (cached !== undefined) return cached
    const raw = readFileSync(file)
    const ext = extname(file)
    const compress = COMPRESSIBLE.has(ext)
    const entry = {
      raw,
      ext,
      br: compress
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : undefined,
      gzip: compress ? gzipSync(raw, { level: 9 }) : undefined,
    }
    cache.set(file, entry)
    return entry
  }

  const server = createServer((request, response) => {
    void (async () => {
      try {
        const url = new URL(request.url ?? '/', 'http://127.0.0.1')
        if (url.pathname.startsWith(`${apiBase}/`)) {
          const path = url.pathname.slice(apiBase.length)
          requests.set(path, (requests.get(path) ?? 0) + 1)
          const answer = await sandboxFetch(await toRequest(request, `${url.origin}${path}${url.search}`))
          response.writeHead(answer.status, {
            ...Object.fromEntries(answer.headers),
            'Cache-Control': 'no-store',
          })
          response.end(Buffer.from(await answer.arrayBuffer()))
          return
        }
        const file = fileFor(url.pathname)
        if (file === undefined) {
          response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found')
          return
        }
        const { raw, br, gzip, ext } = load(file)
        const accepts = request.headers['accept-encoding'] ?? ''
        const [encoding, body] =
          brotli && br !== undefined && /\bbr\b/.test(accepts)
            ? ['br', br]
            : gzip !== undefined && /\bgzip\b/.test(accepts)
              ? ['gzip', gzip]
              : [undefined, raw]
        response.writeHead(200, {
          'Content-Type': TYPES[ext] ?? 'application/octet-stream',
          'Cache-Control': url.pathname.startsWith('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
          Vary: 'Accept-Encoding',
          ...(encoding !== undefined ? { 'Content-Encoding': encoding } : {}),
        })
        response.end(request.method === 'HEAD' ? undefined : body)
      } catch (error) {
        // The sandbox's fetch rejects as a lost connection does (scenario offline): drop the socket.
        if (error instanceof TypeError && error.name === 'OfflineError') {
          response.destroy()
          return
        }
        if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' })
        response.end(String(error))
      }
    })()
  })
  // Compress everything up front, so no answer waits for brotli (Lighthouse reads server latency from them).
  const walk = (dir: string): void =>
    readdirSync(dir, { withFileTypes: true }).forEach((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : void load(join(dir, entry.name)),
    )
  walk(root)
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolveListen)
  })
  const address = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${address.port}`,
    requests,
    close: async () => {
      await new Promise<void>((resolveClose) => {
        server.closeAllConnections()
        server.close(() => resolveClose())
      })
      await closeSandbox()
    },
  }
}

/** The sandbox's fetch over a fresh in-memory state, and how to stop the Vite server that loaded it. */
async function loadSandbox(): Promise<{ sandboxFetch: typeof fetch; closeSandbox: () => Promise<void> }> {
  const vite = await createViteServer({
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  })
  try {
    const { createSandboxFetch } = (await vite.ssrLoadModule('/src/sandbox/index.ts')) as typeof Sandbox
    const { createMemoryStorage } = (await vite.ssrLoadModule('/src/sandbox/store.ts')) as typeof SandboxStore
    return {
      sandboxFetch: createSandboxFetch({ storage: createMemoryStorage() }),
      closeSandbox: () => vite.close(),
    }
  } catch (error) {
    await vite.close()
    throw error
  }
}

/** A Node request as the Fetch `Request` the sandbox's handlers take. */
async function toRequest(request: IncomingMessage, url: string): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  const method = request.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  return new Request(url, { method, headers, body: hasBody ? Buffer.concat(chunks) : undefined })
}
