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
  machines: Record<string, MachineCoverageRecord>
}

export interface CoverageFile {
  version: typeof COVERAGE_FILE_VERSION
  /** ISO time the run ended. */
  generatedAt: string
  /** One entry per test environment that ran the model suite: `happy-dom`, `chromium`. */
  environments: Record<string, EnvironmentCoverage>
}
