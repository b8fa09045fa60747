import type { CheckInput } from './shared/submission.ts'

/** The rating popup's input, context, events and outcome (the chart: ./rating.machine.ts). */

export interface RatingInput {
  /**
   * true: fewer than RATING_THRESHOLD stars open the result popup instead of sending (the order
   * page). false: every score is sent (the complaint details).
   */
  thanksBelowThreshold: boolean
}
export interface RatingContext extends RatingInput {
  /** 0 while no star is picked. */
  stars: number
}

export type RatingEvent =
  | { type: 'star.pick'; stars: number }
  | { type: 'rating.submit' }
  | { type: 'rating.cancel' }
  | { type: 'result.close' }
  | { type: 'outcome.check' }

/** The check of a score whose answer was lost: was it saved? */
export interface ScoreCheckInput extends CheckInput {
  stars: number
}

/** How the popup ended, for the flow that opened it. */
export type RatingOutcome = 'rated' | 'thanked' | 'cancelled'
