// A stub backend for measuring a production build: one Node http server on 127.0.0.1 that serves a
// built dist folder (compressed, index.html for every page path, like a static host or CDN) and
// answers the API calls the screens make with canned `{ code, message, data }` envelopes, at once.
// Build with the same base the stub answers under (`VITE_API_BASE=/stub-api`), then:
//   node scripts/stub-backend.mjs dist-folder [port]      (Ctrl-C stops it)
import { createServer } from 'node:http'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** The API base the builds measured against this stub are made with (same origin: no CORS preflight). */
export const STUB_API_BASE = '/stub-api'

const TYPES = {
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

const logo = (initials, color) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
      `<circle cx="32" cy="32" r="32" fill="${color}"/>` +
      `<text x="32" y="41" font-family="Arial,Helvetica,sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  )}`

const ORDERS = [
  {
    orderNo: 'BYD20261105000017',
    name: 'Bayad Cash',
    logo: logo('BC', '#0b6e4f'),
    amount: '₱3,500.00',
    due: '2026-12-05',
    status: 'Repayable',
  },
  {
    orderNo: 'BYD20260812000042',
    name: 'PesoFlex',
    logo: logo('PF', '#1d4ed8'),
    amount: '₱5,200.00',
    due: '2026-11-11',
    status: 'Overdue',
  },
  {
    orderNo: 'BYD20260603000098',
    name: 'Kwarta Plus',
    logo: logo('KP', '#9d174d'),
    amount: '₱2,500.00',
    due: '2026-09-02',
    status: 'Finished',
  },
]
const orderSummary = (order) => ({
  orderNo: order.orderNo,
  productLogo: order.logo,
  productName: order.name,
  status: order.status,
  list: [
    { title: 'Loan amount', value: order.amount },
    { title: 'Due date', value: order.due },
  ],
  isShow: '1',
})
const problemInit = (fields) => ({
  problemType: [
    { value: '1', title: 'Collection complaint' },
    { value: '2', title: 'Repayment issue' },
    { value: '3', title: 'App problem' },
    { value: '4', title: 'Other' },
  ],
  problemSonType: [
    { value: '11', title: 'Rude language' },
    { value: '12', title: 'Contacting my family or friends' },
    { value: '13', title: 'Calls outside allowed hours' },
  ],
  orderDetail: orderSummary(ORDERS.find((order) => order.orderNo === fields.get('orderId')) ?? ORDERS[0]),
  orderList: ORDERS.map(orderSummary),
})

const ok = (data = null, code = '0') => ({ code, message: 'success', data })

/** Path (after the API base) → envelope. Shapes: src/api/calls/*.ts and src/api/schemas.ts. */
const ROUTES = {
  '/api/v1/youmi/youmi-api/service/loan/repayment-way': () =>
    ok({
      alipay: '1',
      repayToken: '5b0f3c1e-8d2a-4c71-9f3e-2a6d8c4b1e07',
      bankCards: [
        { id: '7001', bankName: 'BDO Unibank', cardNo: '**** **** **** 4821', bankCode: 'BDO' },
        { id: '7002', bankName: 'BPI', cardNo: '**** **** **** 1937', bankCode: 'BPI' },
        { id: '7003', bankName: 'Metrobank', cardNo: '**** **** **** 6604', bankCode: 'MBTC' },
      ],
    }),
  '/api/v1/youmi/youmi-api/service/loan/repayment-commit': () =>
    ok({ needValid: '1', repayRecordId: '9e1d7a52-3c4b-4f60-8a2e-6b5c1d0f7a34' }),
  '/api/v1/youmi/youmi-api/service/loan/repayment-confirm': () => ok(),
  '/api/v1/youmi/youmi-api/service/loan/repayment-huichao': () =>
    ok({ url: '/sandbox-wallet.html?orderId=BYD20261105000017&amount=3500' }, '00'),
  '/problem-init': (fields) => ok(problemInit(fields), '00'),
  '/user-problem/upload-problem-img': () =>
    ok({ url: 'https://stub.bayad.invalid/uploads/0d6f2b1a.jpg' }, '00'),
  '/user-problem/problem-save': () => ok(null, '00'),
  '/user-problem/problem-list': () =>
    ok(
      {
        tabs: [
          { title: 'Processing', list: [] },
          { title: 'Completed', list: [] },
        ],
      },
      '00',
    ),
  '/v3/personal-center/contact-kf-info': () => ok({ email: 'support@bayad.ph', smWa: '+63 917 555 0142' }),
}

function envelopeFor(path, fields) {
  const route = ROUTES[path]
  if (route === undefined)
    return { status: 404, body: { code: '404', message: `stub: no answer for ${path}` } }
  return { status: 200, body: route(fields) }
}

async function readBody(request) {
  const chunks = []
  for await (const chunk of request) chunks.push(chunk)
  return Buffer.concat(chunks)
}

/**
 * Starts the stub on 127.0.0.1 (port 0: any free port). Resolves with its origin and a close().
 * Every answer is sent at once; `requests` counts the API calls it answered (by path). Files go out
 * brotli-compressed when the browser accepts it (as a CDN does; Chromium sends `br` to 127.0.0.1),
 * gzip otherwise or with `brotli: false`.
 */
export async function startStubBackend({ dist, port = 0, apiBase = STUB_API_BASE, brotli = true } = {}) {
  const root = resolve(dist)
  const indexFile = join(root, 'index.html')
  if (!existsSync(indexFile)) throw new Error(`stub-backend: no ${indexFile}: build first`)
  const cache = new Map()
  const requests = new Map()

  const fileFor = (pathname) => {
    const wanted = normalize(join(root, decodeURIComponent(pathname)))
    if (wanted !== root && !wanted.startsWith(root + sep)) return undefined
    if (existsSync(wanted) && statSync(wanted).isFile()) return wanted
    // A page path (no extension) is the single-page app; a missing asset is a 404.
    return extname(pathname) === '' ? indexFile : undefined
  }

  const load = (file) => {
    if (!cache.has(file)) {
      const raw = readFileSync(file)
      const ext = extname(file)
      const compress = COMPRESSIBLE.has(ext)
      cache.set(file, {
        raw,
        ext,
        br: compress
          ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : undefined,
        gzip: compress ? gzipSync(raw, { level: 9 }) : undefined,
      })
    }
    return cache.get(file)
  }

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1')
      if (url.pathname.startsWith(`${apiBase}/`)) {
        const path = url.pathname.slice(apiBase.length)
        const fields = new URLSearchParams(url.search)
        const body = await readBody(request)
        if ((request.headers['content-type'] ?? '').includes('x-www-form-urlencoded'))
          new URLSearchParams(body.toString('utf8')).forEach((value, key) => fields.set(key, value))
        requests.set(path, (requests.get(path) ?? 0) + 1)
        const answer = envelopeFor(path, fields)
        response.writeHead(answer.status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
        response.end(JSON.stringify(answer.body))
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
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      })
      response.end(request.method === 'HEAD' ? undefined : body)
    } catch (error) {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' })
      response.end(String(error))
    }
  })
  // Compress everything up front, so no answer waits for brotli (Lighthouse reads server latency from them).
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).forEach((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : load(join(dir, entry.name)),
    )
  walk(root)
  await new Promise((resolveListen, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolveListen)
  })
  const address = server.address()
  return {
    origin: `http://127.0.0.1:${address.port}`,
    requests,
    close: () =>
      new Promise((resolveClose) => {
        server.closeAllConnections()
        server.close(() => resolveClose())
      }),
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dist = 'dist', port = '4180'] = process.argv.slice(2)
  const stub = await startStubBackend({ dist, port: Number(port) })
  console.log(`stub backend: ${stub.origin} (API under ${STUB_API_BASE}), serving ${resolve(dist)}`)
  const stop = () => void stub.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
