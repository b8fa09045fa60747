// The Vite plugin that writes the Content-Security-Policy (docs/decisions/023-origins-and-csp.md): the
// policy itself is built by scripts/lib/csp-policy.ts.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin, Rolldown } from 'vite'
import {
  HEADERS_FILE,
  headersFile,
  inlineElements,
  NGINX_FILE,
  nginxFile,
  policyDirectives,
  policyText,
  readHeadersFile,
  securityHeaders,
  withPolicyMeta,
} from '../lib/csp-policy.ts'

/** The configured origin lists other than the frames' (src/config.ts), checked at build time. */
const ORIGIN_LISTS = ['VITE_FIRST_PARTY_ORIGINS', 'VITE_PAY_CODE_IMAGE_ORIGINS', 'VITE_FRAME_SCRIPT_ORIGINS']

/**
 * The Vite plugin: after every other plugin has emitted its documents (index.html with the route preload's
 * inline script and the inlined stylesheet, the company policy page), hashes their inline elements, writes
 * the meta tag into index.html and emits `_headers` and `security-headers.conf`. `vite preview` sends the
 * header file's headers, so the end-to-end suite runs under both forms.
 * Options: `readOrigins` (src/lib/origins.ts), `trustedTypes(env)`: the policy names the build needs.
 */
/** Environment variables as the build reads them. */
type Env = Record<string, string | undefined>

export function contentSecurityPolicy({
  readOrigins,
  trustedTypes = () => [],
}: {
  readOrigins: (text: string | undefined) => { origins: string[]; refused: string[] }
  trustedTypes?: (env: Env) => string[]
}): Plugin {
  let env: Env = {}
  let outDir = 'dist'
  return {
    name: 'bayad-content-security-policy',
    enforce: 'post',
    configResolved(config) {
      env = { ...config.env }
      outDir = resolve(config.root, config.build.outDir)
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html']
        if (index?.type !== 'asset') return
        const documents = Object.values(bundle).filter(
          (output): output is Rolldown.OutputAsset =>
            output.type === 'asset' && output.fileName.endsWith('.html'),
        )
        const scripts: string[] = []
        const styles: string[] = []
        for (const document of documents) {
          const found = inlineElements(String(document.source))
          if (found.problems.length > 0)
            this.error(`bayad-content-security-policy: ${document.fileName}: ${found.problems.join('; ')}`)
          scripts.push(...found.scripts)
          styles.push(...found.styles)
        }
        // The other origin lists of src/config.ts are not in the policy, but a typo in them must not
        // quietly narrow or widen a rule either: the build fails naming the entry, like the frames'.
        for (const name of ORIGIN_LISTS) {
          const { refused } = readOrigins(env[name])
          if (refused.length > 0)
            this.error(
              `bayad-content-security-policy: ${name}: ${refused.map((entry) => JSON.stringify(entry)).join(', ')} ` +
                'refused (https origins only: scheme, host and port, no path)',
            )
        }
        const frames = readOrigins(env.VITE_FRAME_ORIGINS)
        const inputs = {
          scripts,
          styles,
          apiBase: env.VITE_API_BASE,
          policyUrl: env.VITE_POLICY_URL,
          frameOrigins: frames.origins,
          refusedFrameOrigins: frames.refused,
          trustedTypes: trustedTypes(env),
        }
        let meta: string, header: string
        try {
          meta = policyText(policyDirectives(inputs))
          header = policyText(policyDirectives({ ...inputs, header: true }))
        } catch (error) {
          this.error(
            `bayad-content-security-policy: ${error instanceof Error ? error.message : String(error)}`,
          )
        }
        index.source = withPolicyMeta(String(index.source), meta)
        const headers = securityHeaders(header)
        this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source: headersFile(headers) })
        this.emitFile({ type: 'asset', fileName: NGINX_FILE, source: nginxFile(headers) })
      },
    },
    configurePreviewServer(server) {
      const file = join(outDir, HEADERS_FILE)
      const headers = existsSync(file) ? readHeadersFile(readFileSync(file, 'utf8')) : []
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of headers) res.setHeader(name, value)
        next()
      })
    },
  }
}
