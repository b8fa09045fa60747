// The WebKit run (issue 26): the specs in webkit/ against an existing sandbox build, in WebKitGTK's
// MiniBrowser driven over W3C WebDriver (classic) by Debian's WebKitWebDriver, under Xvfb.
//
//   npx tsx scripts/cli/test-webkit.ts [build dir, default dist-e2e]
//
// Builds nothing: serves the build with `vite preview` on 127.0.0.1:4282, starts WORKERS workers, each
// with its own Xvfb display and its own WebKitWebDriver (one session per driver), and hands them the spec
// files one at a time (each file one `node --test` run: one browser session). Writes reports/webkit.json
// and ends with an "N passed, N failed" line; exits 1 when a test failed or could not run.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))
const buildDir = process.argv[2] ?? 'dist-e2e'
const PORT = Number(process.env.WEBKIT_PREVIEW_PORT ?? 4282)
const BASE_URL = `http://127.0.0.1:${PORT}`
/** 2 cores: two browsers at most. */
const WORKERS = Math.max(1, Math.min(2, Number(process.env.WEBKIT_WORKERS ?? 2)))
// A worker count that is not a number would start none and report "0 passed, 0 failed".
if (!Number.isInteger(WORKERS))
  throw new Error(`WEBKIT_WORKERS is not a whole number: ${process.env.WEBKIT_WORKERS}`)
/** A spec file that has not finished by then is stopped and counted as failed (a hang, not a slow test). */
const FILE_LIMIT_MS = 180_000
const REPORT = join(root, 'reports/webkit.json')

/** A helper process, with what it has printed so far (for the error when it dies). */
type Helper = ChildProcess & { output: () => string }
/** One test's outcome, as webkit/json-reporter.mjs writes it. */
interface TestOutcome {
  name: string
  file?: string
  outcome: 'passed' | 'failed' | 'skipped'
  ms: number
}
interface FileOutcome {
  file: string
  ms: number
  tests: TestOutcome[]
}
interface Worker {
  display: string
  port: number
}

const started = Date.now()
const children: Helper[] = []
const scratch = mkdtempSync(join(tmpdir(), 'bayad-webkit-'))

/** Starts a long-lived helper in its own process group (so stopping it stops what it started). */
function startHelper(command: string, args: string[], options: SpawnOptions = {}): Helper {
  const spawned = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], ...options })
  let output = ''
  spawned.stdout?.on('data', (chunk: Buffer) => (output += String(chunk)))
  spawned.stderr?.on('data', (chunk: Buffer) => (output += String(chunk)))
  const child = Object.assign(spawned, { output: () => output })
  children.push(child)
  return child
}

function stopAll() {
  for (const child of children.reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  rmSync(scratch, { recursive: true, force: true })
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  child?: Helper,
  timeoutMs = 30_000,
): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (child && child.exitCode !== null)
      throw new Error(`${what}: exited with ${child.exitCode}\n${child.output()}`)
    if (await check().catch(() => false)) return
    await sleep(100)
  }
  throw new Error(`${what}: not ready after ${timeoutMs} ms\n${child?.output() ?? ''}`)
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** An Xvfb server on a display it picks itself (-displayfd): the display name. */
async function startXvfb(): Promise<string> {
  const spawned = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  spawned.stderr?.on('data', (chunk: Buffer) => (stderr += String(chunk)))
  const child = Object.assign(spawned, { output: () => stderr })
  children.push(child)
  const display = await new Promise<string>((resolve, reject) => {
    let text = ''
    const displayfd = child.stdio[3] as NodeJS.ReadableStream
    displayfd.on('data', (chunk: Buffer) => {
      text += String(chunk)
      if (text.includes('\n')) resolve(`:${text.trim()}`)
    })
    child.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}\n${stderr}`)))
  })
  return display
}

/** One worker's browser side: its display and its driver's port. */
async function startWorker(xdgConfig: string): Promise<Worker> {
  const display = await startXvfb()
  const port = await freePort()
  const driver = startHelper('WebKitWebDriver', [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: xdgConfig },
  })
  await waitFor(
    `WebKitWebDriver on port ${port}`,
    async () => (await fetch(`http://127.0.0.1:${port}/status`)).ok,
    driver,
  )
  return { display, port }
}

/** Runs one spec file in the worker's browser; its tests' outcomes come back as JSON lines. */
function runSpec(file: string, worker: Worker): Promise<FileOutcome> {
  const results = join(scratch, `${file.replace(/\W+/g, '-')}.jsonl`)
  const fileStarted = Date.now()
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--test',
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        `--test-reporter=${join(root, 'webkit/json-reporter.mjs')}`,
        `--test-reporter-destination=${results}`,
        file,
      ],
      {
        cwd: root,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          DISPLAY: worker.display,
          WEBKIT_DRIVER_PORT: String(worker.port),
          WEBKIT_BASE_URL: BASE_URL,
          FORCE_COLOR: '0',
        },
      },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)))
    child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)))
    const limit = setTimeout(() => {
      output += `\n${file}: stopped after ${FILE_LIMIT_MS / 1000} s\n`
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }, FILE_LIMIT_MS)
    child.once('close', (code) => {
      clearTimeout(limit)
      const tests: TestOutcome[] = existsSync(results)
        ? readFileSync(results, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as TestOutcome)
        : []
      // A file that failed without a failed test (a session that would not start, a syntax error, a
      // hang) counts as one failure, named after the file.
      if (code !== 0 && !tests.some((test) => test.outcome === 'failed'))
        tests.push({ name: `${file} (did not finish: exit ${code})`, file, outcome: 'failed', ms: 0 })
      const ms = Date.now() - fileStarted
      process.stdout.write(`\n── ${file} (${(ms / 1000).toFixed(1)} s, display ${worker.display})\n${output}`)
      resolve({ file, ms, tests })
    })
  })
}

/** The spec files, longest first (the flows), so the two workers finish close together. */
function specFiles(): string[] {
  const files = readdirSync(join(root, 'webkit'))
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => `webkit/${name}`)
  const size = (file: string): number => readFileSync(join(root, file), 'utf8').length
  return files.sort((a, b) => size(b) - size(a))
}

async function main(): Promise<FileOutcome[]> {
  if (!existsSync(join(root, buildDir, 'index.html')))
    throw new Error(
      `${buildDir}/index.html is missing: build the sandbox first (VITE_SANDBOX=on npx vite build --outDir ${buildDir})`,
    )
  const preview = startHelper(
    'npx',
    ['vite', 'preview', '--outDir', buildDir, '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
    { cwd: root },
  )
  const xdgConfig = join(scratch, 'config')
  mkdirSync(xdgConfig)
  cpSync(join(root, 'webkit/gtk-3.0'), join(xdgConfig, 'gtk-3.0'), { recursive: true })

  const queue = specFiles()
  if (queue.length === 0) throw new Error('no webkit/*.spec.ts to run')
  const [, workers] = await Promise.all([
    waitFor(
      `vite preview of ${buildDir} on ${BASE_URL}`,
      async () => (await fetch(`${BASE_URL}/robots.txt`)).ok,
      preview,
    ),
    Promise.all(Array.from({ length: Math.min(WORKERS, queue.length) }, () => startWorker(xdgConfig))),
  ])
  const ready = ((Date.now() - started) / 1000).toFixed(1)
  console.log(
    `webkit: ${queue.length} spec files, ${workers.length} workers (server, displays and drivers up in ${ready} s)`,
  )

  const files: FileOutcome[] = []
  await Promise.all(
    workers.map(async (worker) => {
      for (let file = queue.shift(); file !== undefined; file = queue.shift())
        files.push(await runSpec(file, worker))
    }),
  )
  return files
}

let files: FileOutcome[] = []
let setupError: string | undefined
try {
  files = await main()
} catch (error) {
  setupError = error instanceof Error ? error.message : String(error)
} finally {
  stopAll()
}

const tests = files.flatMap((file) => file.tests)
const count = (outcome: TestOutcome['outcome']): number =>
  tests.filter((test) => test.outcome === outcome).length
const passed = count('passed')
const failed = count('failed') + (setupError === undefined ? 0 : 1)
const skipped = count('skipped')
const seconds = Math.round((Date.now() - started) / 100) / 10
mkdirSync(join(root, 'reports'), { recursive: true })
writeFileSync(
  REPORT,
  `${JSON.stringify(
    {
      engine: 'WebKitGTK (MiniBrowser) via WebKitWebDriver',
      build: buildDir,
      passed,
      failed,
      skipped,
      seconds,
      setupError,
      files: files.map(({ file, ms, tests }) => ({ file, seconds: ms / 1000, tests })),
    },
    null,
    2,
  )}\n`,
)
if (setupError !== undefined) console.error(`webkit: could not run: ${setupError}`)
for (const test of tests.filter((t) => t.outcome === 'failed'))
  console.log(`  ✗ ${test.file ?? ''} › ${test.name}`)
console.log(
  `webkit: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} in ${seconds} s (reports/webkit.json)`,
)
process.exitCode = failed > 0 ? 1 : 0
