import { fromCallback, type EventObject } from 'xstate'

/**
 * The SMS resend countdown, one shape for both SMS flows (registration, repay by card): a state that
 * invokes `countdownTicker`, starts `secondsLeft` at SMS_RESEND_SECONDS, takes one second off per
 * `countdown.tick`, and leaves on the last tick (`isCountdownOver`) with `secondsLeft` 0.
 */
export const SMS_RESEND_SECONDS = 60
const COUNTDOWN_TICK_MS = 1000

interface CountdownTick {
  type: 'countdown.tick'
}

/** Sends `countdown.tick` to its machine every second while its state lasts. */
export const countdownTicker = fromCallback<EventObject>(({ sendBack }) => {
  const timer = setInterval(
    () => sendBack({ type: 'countdown.tick' } satisfies CountdownTick),
    COUNTDOWN_TICK_MS,
  )
  return () => clearInterval(timer)
})

/** The seconds left after one tick (never below 0). */
export const secondsAfterTick = (secondsLeft: number): number => Math.max(secondsLeft - 1, 0)

/** This tick ends the countdown. */
export const isLastTick = (secondsLeft: number): boolean => secondsLeft <= 1
