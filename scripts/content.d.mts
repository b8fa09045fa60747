import type { Plugin } from 'vite'
import type { Doc, Inline } from '../src/content/doc.ts'

export function slug(text: string): string
export function parseInline(text: string, where?: string): Inline[]
export function parseContent(source: string, file?: string): Doc
export function resolveHref(href: string, value: (name: string) => string): string
export function inlineText(pieces: Inline[], value: (name: string) => string): string
export function documentHtml(doc: Doc, value: (name: string) => string, options?: { lang?: string }): string
export function resolveCompany(root: string, env: Record<string, string | undefined>): Record<string, string>
export const COMPANY_POLICY_PATH: string
export function contentPlugin(): Plugin
