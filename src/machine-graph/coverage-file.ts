import * as v from 'valibot'

/*
 * The model-based run's coverage, as one JSON file (`reports/model-coverage.json`): written by
 * tests/model/coverage-reporter.ts from what the harness saw, read by the atlas (src/atlas), which overlays it
 * on each diagram and plays its paths. State ids are xstate node ids (`GraphState.id`); transition keys are
 * `transitionKey` (`GraphEdge.key`). `parseCoverageFile` (below) refuses anything else with a clear message.
 */

export const COVERAGE_FILE_VERSION = 1

/** One step of a path: step 0 is the start (`event` `xstate.init`). */
export interface CoverageStep {
  /** As the test names it: `start`, `card.select`, `commit.done(needsCode=true)`, `after SMS_RESEND_MS`. */
  label: string
  /** The event type sent (`xstate.init` for step 0). */
  event: string
  /** The state value after the step, written out (`verifying.code`, `(a.x + b.y)`). */
  value: string
  /** Ids of every state node the model expects active after the step. */
  states: string[]
  /** Keys of the transitions the model expects this step to take (pure replay of the machine). */
  transitions: string[]
  /** False for the steps after a failure, which never ran. */
  ran: boolean
}

export interface CoveragePath {
  /** The test's name: `07. paid ← ways.done → card.select → …`. */
  name: string
  /** Test file, relative to the repository. */
  file: string
  status: 'passed' | 'failed'
  /** For a failed path: the step that failed, what was being checked, and the message. */
  failure?: { step: number; phase: string; message: string }
  steps: CoverageStep[]
}

export interface CoverageCount {
  total: number
  covered: string[]
  missing: string[]
}

export interface MachineCoverageRecord {
  machineId: string
  files: string[]
  states: CoverageCount
  transitions: CoverageCount
  paths: CoveragePath[]
}

export interface EnvironmentCoverage {
  /** ISO time this environment's run ended (each environment may come from its own run). */
  generatedAt?: string
  machines: Record<string, MachineCoverageRecord>
}

export interface CoverageFile {
  version: typeof COVERAGE_FILE_VERSION
  /** ISO time the run ended. */
  generatedAt: string
  /** One entry per test environment that ran the model suite: `happy-dom`, `chromium`. */
  environments: Record<string, EnvironmentCoverage>
}

// ---------------------------------------------------------------------------------------------
// Decoding: the atlas loads this file from disk or from a tester's upload, so it is an input.
// ---------------------------------------------------------------------------------------------

const strings = v.array(v.string())

const countSchema = v.object({ total: v.number(), covered: strings, missing: strings })

const stepSchema = v.object({
  label: v.string(),
  event: v.string(),
  value: v.string(),
  states: strings,
  transitions: strings,
  ran: v.boolean(),
})

/** One path run (`CoveragePath`); coverage fragments hold them too (tests/model/coverage-merge.ts). */
export const pathSchema = v.object({
  name: v.string(),
  file: v.string(),
  status: v.picklist(['passed', 'failed']),
  failure: v.optional(v.object({ step: v.number(), phase: v.string(), message: v.string() })),
  steps: v.array(stepSchema),
})

const machineSchema = v.object({
  machineId: v.string(),
  files: strings,
  states: countSchema,
  transitions: countSchema,
  paths: v.array(pathSchema),
})

const environmentSchema = v.object({
  generatedAt: v.optional(v.string()),
  machines: v.record(v.string(), machineSchema),
})

const coverageFileSchema = v.object({
  version: v.literal(
    COVERAGE_FILE_VERSION,
    (issue) => `this atlas reads version ${COVERAGE_FILE_VERSION}, the file says ${issue.received}`,
  ),
  generatedAt: v.string(),
  environments: v.record(v.string(), environmentSchema),
})

/** `environments.chromium.machines.repayByCard.paths[3].steps[0].ran` */
function fieldOf(issue: v.BaseIssue<unknown>): string {
  let out = ''
  for (const item of issue.path ?? []) {
    const key = item.key
    if (typeof key === 'number') out += `[${key}]`
    else out += out === '' ? String(key) : `.${String(key)}`
  }
  return out || '(the whole file)'
}

function problemOf(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === 'schema' && issue.type === 'object' && issue.received === 'undefined') return 'missing'
  if (issue.message.startsWith('Invalid type: '))
    return `expected ${issue.expected ?? '?'}, got ${issue.received}`
  return issue.message
}

/** The first wrong fields, each with what is wrong: `paths[2].status: Invalid type: …; file: missing`. */
export function issuesText(issues: readonly v.BaseIssue<unknown>[]): string {
  const lines = issues.map((issue) => `${fieldOf(issue)}: ${problemOf(issue)}`)
  const more = lines.length > 3 ? ` (and ${lines.length - 3} more)` : ''
  return `${lines.slice(0, 3).join('; ')}${more}`
}

/**
 * Decodes `reports/model-coverage.json`; throws an Error naming the first wrong fields
 * (`Not a model coverage file: environments.chromium.machines.rating.paths[2].status: …`).
 */
export function parseCoverageFile(json: unknown): CoverageFile {
  const result = v.safeParse(coverageFileSchema, json)
  if (result.success) return result.output
  throw new Error(`Not a model coverage file: ${issuesText(result.issues)}`)
}
