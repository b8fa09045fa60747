import type { Plugin } from 'vite'

export type Directive = [name: string, sources: string[]]
export interface PolicyInputs {
  scripts?: string[]
  styles?: string[]
  apiBase?: string
  policyUrl?: string
  frameOrigins?: string[]
  refusedFrameOrigins?: string[]
  trustedTypes?: string[]
  header?: boolean
}
export declare const HEADERS_FILE: string
export declare const NGINX_FILE: string
export declare const FRAME_ANCESTORS: string[]
export declare const IMAGE_SOURCES: string[]
export declare const PERMISSIONS_POLICY: string
export declare const STRICT_TRANSPORT_SECURITY: string
export declare function sha256Source(text: string): string
export declare function inlineElements(html: string): {
  scripts: string[]
  styles: string[]
  problems: string[]
}
export declare function configuredOrigin(value: string | undefined, name: string): string | null
export declare function policyDirectives(inputs: PolicyInputs): Directive[]
export declare function policyText(directives: Directive[]): string
export declare function securityHeaders(headerPolicy: string): [string, string][]
export declare function headersFile(headers: [string, string][]): string
export declare function nginxFile(headers: [string, string][]): string
export declare function readHeadersFile(text: string): [string, string][]
export declare function withPolicyMeta(html: string, metaPolicy: string): string
export declare function contentSecurityPolicy(options: {
  readOrigins: (text: string | undefined) => { origins: string[]; refused: string[] }
  trustedTypes?: (env: Record<string, string | undefined>) => string[]
}): Plugin
export declare function filesUnder(dir: string): string[]
export declare function cspProblems(dist: string): string[]
