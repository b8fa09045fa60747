import { render, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { describe, expect, it, vi } from 'vitest'
import { type InspectionEvent } from 'xstate'
import { ratingMachine } from '../../machines/rating.machine.ts'
import type { RatingInput } from '../../machines/rating.types.ts'
import type { ToastParams } from '../../machines/shared/notice.ts'
import { RatingPopup } from '../../src/screens/shared/rating-popup.tsx'
import { toastWith } from '../../src/screens/shared/services.tsx'
import { clearToasts, showToast, Toaster } from '../../src/ui/toast.tsx'
import { createModel, expectFullCoverage, scenarioPath } from './harness.ts'
import type { Executor, ModelEvent, StateContext } from './harness.ts'
import { COMPLAINT_DETAILS, ORDER_PAGE, REJECTED, scenarios } from './samples/rating.samples.ts'
import { CHECK_BACKOFF_MS, type CheckOutcome } from '../../machines/shared/submission.ts'

// The lazy overlay never resolves on a fake clock: the dialogs load eagerly.
vi.mock('../../src/ui/overlays.tsx', () => import('./eager-overlays.ts'))

type Machine = typeof ratingMachine
type Src = 'submitScore' | 'checkScore'

const SUPPORT = 'call 0917 555 0101.'
const PICK_STAR: ToastParams = { notice: { id: 'rating.pickStar' }, tone: 'failure' }

// ------------------------------------------------------------------------------- host effects

type Effect =
  { type: 'showToast'; params: ToastParams } | { type: 'scoreAccepted'; params: { stars: number } }
/** What the popup asked of the host on this path, in order. */
let effects: Effect[] = []
/**
 * The oracle, kept from what the borrower and the server did (not from the machine): the effects the
 * host should have seen, the star the borrower tapped last, and how many scores went out.
 */
let expectedEffects: Effect[] = []
let picked = 0
let sent = 0

function Screen({
  machine,
  input,
  inspect,
  toasts,
}: {
  machine: Machine
  input: RatingInput
  inspect: (event: InspectionEvent) => void
  /** With the app's toast region, the popup's toasts shown in it. */
  toasts: boolean
}) {
  const actor = useActorRef(machine, { input, inspect })
  return (
    <>
      <RatingPopup actor={actor} support={SUPPORT} />
      {toasts && <Toaster />}
    </>
  )
}

// ------------------------------------------------------------------------------- models

const modelFor = ({ input, events }: (typeof scenarios)[keyof typeof scenarios]) =>
  createModel(ratingMachine, {
    input,
    // `deciding` reads the stars and the opener's rule.
    contextKeys: ['stars', 'thanksBelowThreshold'],
    controllable: ['submitScore', 'checkScore'],
    events,
  })

const orderPage = modelFor(scenarios.orderPage)
const complaintDetails = modelFor(scenarios.complaintDetails)

// ------------------------------------------------------------------------------- executor

type Ctx = StateContext<Machine, Src>
type Screen = Ctx['screen']

const ratingDialog = (screen: Screen) => screen.getByRole('dialog', { name: 'Rate your experience' })
const thanksDialog = (screen: Screen) => screen.getByRole('dialog', { name: 'Thank you for your feedback' })
const stars = (screen: Screen) => within(ratingDialog(screen)).getAllByRole('radio') as HTMLButtonElement[]
const sendButton = (screen: Screen) =>
  within(ratingDialog(screen)).getByRole('button', {
    name: /^(Send|Sending…|Checking…)$/,
  }) as HTMLButtonElement
const cancelButton = (screen: Screen) =>
  within(ratingDialog(screen)).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement
const starName = (n: number) => (n === 1 ? '1 star' : `${n} stars`)
/** The stars' one tab stop: the checked star, or the first when none is. */
const tabStop = () => (picked === 0 ? 1 : picked)
/** The toasts on screen (only with the app's toast region). */
const toastTexts = (screen: Screen) =>
  screen
    .getAllByRole('status')
    .flatMap((region) => [...region.querySelectorAll('.toast')].map((toast) => toast.textContent))

/** The popup is gone: no dialog, nothing in flight. */
const closed = (outcome: string) => (ctx: Ctx) => {
  expect(ctx.screen.queryByRole('dialog')).toBeNull()
  expect(ctx.snapshot().status).toBe('done')
  expect(ctx.snapshot().output).toEqual({ outcome })
  expect(ctx.actors.submitScore.pending()).toEqual([])
  expect(ctx.actors.submitScore.calls).toHaveLength(sent)
  expect(effects).toEqual(expectedEffects)
}

function executorFor(input: RatingInput, options: { toasts?: boolean } = {}): Executor<Machine, Src> {
  const toasts = options.toasts === true
  return {
    render: ({ machine, inspect }) => {
      effects = []
      expectedEffects = []
      picked = 0
      sent = 0
      clearToasts()
      const withHost = machine.provide({
        actions: {
          showToast: (_, params) => {
            effects.push({ type: 'showToast', params })
            // As the app shows them (src/app): the catalogue's words, for 2 s or 3 s.
            if (toasts) toastWith(showToast)(params)
          },
          scoreAccepted: (_, params) => void effects.push({ type: 'scoreAccepted', params }),
        },
      })
      render(<Screen machine={withHost} input={input} inspect={inspect} toasts={toasts} />)
    },
    events: {
      'star.pick': async ({ user, screen, event }) => {
        picked = event.stars
        await user.click(within(ratingDialog(screen)).getByRole('radio', { name: starName(event.stars) }))
      },
      'rating.submit': async ({ user, screen }) => {
        if (picked === 0) expectedEffects.push({ type: 'showToast', params: PICK_STAR })
        // The order page thanks low scores without sending them; everything else is sent.
        else if (!(input.thanksBelowThreshold && picked < 4)) sent += 1
        await user.click(sendButton(screen))
      },
      'rating.cancel': async ({ user, screen }) => {
        await user.click(cancelButton(screen))
      },
      'result.close': async ({ user, screen }) => {
        await user.click(within(thanksDialog(screen)).getByRole('button', { name: 'OK' }))
      },
      'xstate.done.actor.submitScore': ({ actors }) => {
        expectedEffects.push({ type: 'scoreAccepted', params: { stars: picked } })
        actors.submitScore.resolve(undefined)
      },
      'xstate.error.actor.submitScore': ({ actors, event }) => {
        const error = 'error' in event ? event.error : undefined
        // Refused: the server's message; a lost answer is checked without one.
        if (error === REJECTED)
          expectedEffects.push({
            type: 'showToast',
            params: { notice: { text: REJECTED.message ?? '' }, tone: 'failure' },
          })
        actors.submitScore.reject(error)
      },
      'xstate.done.actor.checkOutcome': ({ actors, event }) => {
        const output = 'output' in event ? (event.output as CheckOutcome) : { outcome: 'pending' as const }
        if (output.outcome === 'done')
          expectedEffects.push({ type: 'scoreAccepted', params: { stars: picked } })
        if (output.outcome === 'notDone')
          expectedEffects.push({
            type: 'showToast',
            params: { notice: { id: 'submission.notDone' }, tone: 'failure' },
          })
        actors.checkScore.resolve(output)
      },
      'outcome.check': async ({ user, screen }) => {
        await user.click(within(ratingDialog(screen)).getByRole('button', { name: 'Check again' }))
      },
    },
    states: {
      choosing: ({ screen, actors }) => {
        const dialog = ratingDialog(screen)
        expect(within(dialog).getByText('How was your experience with us? Tap a star.')).toBeTruthy()
        expect(within(dialog).getByRole('radiogroup', { name: 'Rating' })).toBeTruthy()
        // Star n fills stars 1 to n; the one tapped is the checked radio.
        const all = stars(screen)
        expect(all.map((star) => star.getAttribute('aria-label'))).toEqual([
          '1 star',
          '2 stars',
          '3 stars',
          '4 stars',
          '5 stars',
        ])
        expect(all.map((star) => star.classList.contains('star--filled'))).toEqual(
          [1, 2, 3, 4, 5].map((n) => n <= picked),
        )
        expect(all.map((star) => star.getAttribute('aria-checked'))).toEqual(
          [1, 2, 3, 4, 5].map((n) => String(n === picked)),
        )
        // One radio group, one tab stop: the checked star, or the first when none is checked.
        expect(all.map((star) => star.tabIndex)).toEqual(
          [1, 2, 3, 4, 5].map((n) => (n === tabStop() ? 0 : -1)),
        )
        for (const star of all) expect(star.disabled).toBe(false)
        expect(cancelButton(screen).disabled).toBe(false)
        expect(sendButton(screen).textContent).toBe('Send')
        expect(sendButton(screen).getAttribute('aria-busy')).toBe('false')
        expect(screen.queryByRole('dialog', { name: 'Thank you for your feedback' })).toBeNull()
        expect(within(ratingDialog(screen)).queryByRole('status')).toBeNull()
        expect(actors.submitScore.pending()).toEqual([])
        expect(actors.submitScore.calls).toHaveLength(sent)
        expect(effects).toEqual(expectedEffects)
      },
      submitting: ({ screen, actors }) => {
        // Sent once, with the stars on screen; the popup stays up and cannot be changed meanwhile.
        expect(sendButton(screen).textContent).toBe('Sending…')
        expect(sendButton(screen).getAttribute('aria-busy')).toBe('true')
        expect(cancelButton(screen).disabled).toBe(true)
        for (const star of stars(screen)) expect(star.disabled).toBe(true)
        expect(stars(screen).filter((star) => star.classList.contains('star--filled'))).toHaveLength(picked)
        expect(actors.submitScore.calls).toHaveLength(sent)
        expect(actors.submitScore.pending().map((call) => call.input)).toEqual([{ stars: picked }])
        expect(effects).toEqual(expectedEffects)
      },
      checkingOutcome: ({ screen, actors }) => {
        // The popup stays with the stars as sent; a status line says what is checked; nothing can be tapped.
        expect(within(ratingDialog(screen)).getByRole('status').textContent).toBe(
          'Checking whether your rating was saved. Do not send it again.',
        )
        expect(sendButton(screen).textContent).toBe('Checking…')
        expect(sendButton(screen).disabled).toBe(true)
        expect(cancelButton(screen).disabled).toBe(true)
        for (const star of stars(screen)) expect(star.disabled).toBe(true)
        expect(stars(screen).filter((star) => star.classList.contains('star--filled'))).toHaveLength(picked)
        expect(actors.checkScore.pending().map((call) => call.input)).toEqual([
          { delaysMs: CHECK_BACKOFF_MS, stars: picked },
        ])
        expect(actors.submitScore.pending()).toEqual([])
        expect(actors.submitScore.calls).toHaveLength(sent)
        expect(effects).toEqual(expectedEffects)
      },
      outcomeUnknown: ({ screen, actors }) => {
        const dialog = ratingDialog(screen)
        expect(within(dialog).getByRole('alert').textContent).toContain(
          'We could not confirm that your rating was saved. Do not send it again',
        )
        expect(within(dialog).queryByRole('button', { name: /^(Send|Sending…|Checking…)$/ })).toBeNull()
        expect(within(dialog).getByRole('button', { name: 'Check again' })).toBeTruthy()
        expect(cancelButton(screen).disabled).toBe(false)
        for (const star of stars(screen)) expect(star.disabled).toBe(true)
        expect(actors.checkScore.pending()).toEqual([])
        expect(actors.submitScore.pending()).toEqual([])
        expect(actors.submitScore.calls).toHaveLength(sent)
        expect(effects).toEqual(expectedEffects)
      },
      thanking: ({ screen, actors }) => {
        const dialog = thanksDialog(screen)
        expect(dialog.textContent).toContain(`our customer service is here to help: ${SUPPORT}`)
        expect(within(dialog).getByRole('button', { name: 'OK' })).toBeTruthy()
        expect(screen.queryByRole('dialog', { name: 'Rate your experience' })).toBeNull()
        // Below the threshold the order page sends nothing.
        expect(input.thanksBelowThreshold).toBe(true)
        expect(picked).toBeLessThan(4)
        expect(actors.submitScore.calls).toHaveLength(sent)
        expect(actors.submitScore.pending()).toEqual([])
        expect(effects).toEqual(expectedEffects)
      },
      rated: (ctx) => {
        closed('rated')(ctx)
        expect(effects.filter((e) => e.type === 'scoreAccepted')).toEqual([
          { type: 'scoreAccepted', params: { stars: picked } },
        ])
      },
      thanked: closed('thanked'),
      cancelled: closed('cancelled'),
    },
  }
}

// One `describe` per model, named by the page that runs it; the coverage test comes at the end.
orderPage.testPaths(executorFor(ORDER_PAGE), {
  title: 'order page: below 4 stars thanked',
  expectFullCoverage: false,
})
complaintDetails.testPaths(executorFor(COMPLAINT_DETAILS), {
  title: 'complaint details: every score sent',
  expectFullCoverage: false,
})

// ------------------------------------------------------------------------------- scenarios

/** A path the shortest-path traversal does not walk, replayed through the same executor. */
const scenario = (input: RatingInput, name: string, events: Array<ModelEvent<Machine>>) =>
  scenarioPath(ratingMachine, input, name, events)

describe('rating: scenarios', () => {
  it('a refused score keeps the stars; a lower one is then thanked without sending', async () => {
    await orderPage.runPath(
      scenario(ORDER_PAGE, 'refused 5, then 2 thanked', [
        { type: 'star.pick', stars: 5 },
        { type: 'rating.submit' },
        { type: 'xstate.error.actor.submitScore', error: REJECTED },
        { type: 'star.pick', stars: 2 },
        { type: 'rating.submit' },
        { type: 'result.close' },
      ]),
      executorFor(ORDER_PAGE),
    )
    expect(effects).toEqual([
      { type: 'showToast', params: { notice: { text: REJECTED.message }, tone: 'failure' } },
    ])
  })

  it('Send taps while the score is on its way send it once', async () => {
    const executor = executorFor(COMPLAINT_DETAILS)
    await complaintDetails.runPath(
      scenario(COMPLAINT_DETAILS, 'double Send', [
        { type: 'star.pick', stars: 2 },
        { type: 'rating.submit' },
        { type: 'xstate.done.actor.submitScore', output: undefined },
      ]),
      {
        ...executor,
        events: {
          ...executor.events,
          'rating.submit': async ({ user, screen }) => {
            sent += 1
            await user.dblClick(sendButton(screen))
            await user.click(sendButton(screen))
          },
        },
      },
    )
  })
})

/**
 * The executor with every star picked by one key: Shift+Tab from Cancel must reach the group's one
 * tab stop, then `keys` (one per star.pick, in order) moves the choice; the harness checks the stars
 * the key chose against the sample's, and the focus follows the choice.
 */
function byKeys(
  input: RatingInput,
  keys: string[],
  options: { toasts?: boolean } = {},
): Executor<Machine, Src> {
  const executor = executorFor(input, options)
  const queue = [...keys]
  return {
    ...executor,
    events: {
      ...executor.events,
      'star.pick': async ({ user, screen, event }) => {
        const key = queue.shift()
        if (key === undefined) throw new Error(`no key left for star.pick(${event.stars})`)
        cancelButton(screen).focus()
        await user.tab({ shift: true })
        expect(document.activeElement).toBe(stars(screen)[tabStop() - 1])
        picked = event.stars
        await user.keyboard(key)
        expect(document.activeElement).toBe(stars(screen)[event.stars - 1])
      },
    },
  }
}

describe('rating: the stars are one radio group', () => {
  it('with no star the arrows move from the first star; at either end they go round', async () => {
    await orderPage.runPath(
      scenario(ORDER_PAGE, 'arrows from no star, round the ends', [
        { type: 'star.pick', stars: 2 },
        { type: 'star.pick', stars: 1 },
        { type: 'star.pick', stars: 5 },
        { type: 'star.pick', stars: 1 },
        { type: 'rating.submit' },
        { type: 'result.close' },
      ]),
      byKeys(ORDER_PAGE, ['{ArrowRight}', '{ArrowUp}', '{ArrowUp}', '{ArrowDown}']),
    )
  })

  it('ArrowRight/ArrowDown pick the next star, ArrowLeft/ArrowUp the previous; Send sends the one chosen', async () => {
    await complaintDetails.runPath(
      scenario(COMPLAINT_DETAILS, 'arrows through the stars', [
        { type: 'star.pick', stars: 5 },
        { type: 'star.pick', stars: 1 },
        { type: 'star.pick', stars: 5 },
        { type: 'star.pick', stars: 4 },
        { type: 'star.pick', stars: 5 },
        { type: 'star.pick', stars: 1 },
        { type: 'rating.submit' },
        { type: 'xstate.done.actor.submitScore', output: undefined },
      ]),
      byKeys(COMPLAINT_DETAILS, [
        '{ArrowLeft}',
        '{ArrowRight}',
        '{ArrowUp}',
        '{ArrowLeft}',
        '{ArrowDown}',
        '{ArrowRight}',
      ]),
    )
  })

  it('a star, tapped or chosen by key, clears the "choose a rating" toast', async () => {
    const executor = executorFor(COMPLAINT_DETAILS, { toasts: true })
    const PICK_STAR_TEXT = 'Please choose a rating.'
    try {
      await complaintDetails.runPath(
        scenario(COMPLAINT_DETAILS, 'toast cleared by a star', [
          { type: 'rating.submit' },
          { type: 'star.pick', stars: 3 },
          { type: 'rating.submit' },
          { type: 'xstate.error.actor.submitScore', error: REJECTED },
          { type: 'star.pick', stars: 4 },
        ]),
        {
          ...executor,
          events: {
            ...executor.events,
            'star.pick': async (ctx) => {
              // A toast is up (the one Send or the refusal asked for) until a star is picked.
              expect(toastTexts(ctx.screen)).toHaveLength(1)
              if (ctx.event.stars === 3) await executor.events['star.pick']?.(ctx)
              else {
                picked = ctx.event.stars
                stars(ctx.screen)[2]?.focus()
                await ctx.user.keyboard('{ArrowRight}')
              }
              expect(toastTexts(ctx.screen)).toEqual([])
            },
            'rating.submit': async (ctx) => {
              await executor.events['rating.submit']?.(ctx)
              if (picked === 0) expect(toastTexts(ctx.screen)).toEqual([PICK_STAR_TEXT])
            },
            'xstate.error.actor.submitScore': async (ctx) => {
              await executor.events['xstate.error.actor.submitScore']?.(ctx)
              await ctx.advance(0)
              expect(toastTexts(ctx.screen)).toEqual([REJECTED.message])
            },
          },
        },
      )
    } finally {
      clearToasts()
    }
  })
})

describe('model coverage', () => {
  it('walks both submit rules', () => {
    console.log(
      `rating paths: order page ${orderPage.stats.paths} (${orderPage.stats.steps} steps, ${orderPage.stats.generationMs} ms), complaint details ${complaintDetails.stats.paths} (${complaintDetails.stats.steps} steps)`,
    )
    const endsIn = (model: typeof orderPage, state: string) =>
      model.paths.some((path) => path.steps.at(-1)?.expected.matches(state as never) === true)
    // The order page thanks 2 stars and sends 5; the complaint details sends both.
    expect(endsIn(orderPage, 'thanked')).toBe(true)
    expect(endsIn(orderPage, 'rated')).toBe(true)
    expect(endsIn(complaintDetails, 'thanked')).toBe(false)
    expect(
      complaintDetails.paths.some((path) =>
        path.steps.some(
          (step, i) =>
            step.expected.matches('submitting') &&
            path.steps[i - 1]?.expected.context.stars === 2 &&
            step.event.type === 'rating.submit',
        ),
      ),
    ).toBe(true)
  })

  it('covers every state and transition of rating', () => {
    const coverage = expectFullCoverage('rating')
    console.log(
      `rating coverage: states ${coverage.states.covered}/${coverage.states.total}, transitions ${coverage.transitions.covered}/${coverage.transitions.total}, path runs ${coverage.paths}`,
    )
  })
})
