import { fireEvent, render, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { InspectionEvent } from 'xstate'
import { complaintDetailsMachine, RATING_POPUP_DELAY_MS } from '../../machines/complaint-details.machine.ts'
import type { ComplaintDetail, Gallery } from '../../machines/complaint-details.types.ts'
import { ratingMachine } from '../../machines/rating.machine.ts'
import type { RatingOutcome } from '../../machines/rating.types.ts'
import type { CallFailure } from '../../machines/shared/notice.ts'
import { ComplaintDetailsView } from '../../src/screens/complaint/complaint-details-view.tsx'
import { ServicesProvider } from '../../src/screens/shared/services.tsx'
import type * as OnDemandModule from '../../src/ui/on-demand.tsx'
import {
  ANSWERED_IMAGES,
  ANSWERED_TEXT,
  COMPLAINT_LIST_HREF,
  DETAILS,
  linkServices,
  NO_NETWORK,
  NOT_YOURS,
  SERVER_BUSY,
  UNANSWERED,
} from './complaint-follow.fixtures.ts'
import { createControllable, createModel, expectFullCoverage, recorder, scenarioPath } from './harness.ts'
import type {
  Controllable,
  Executor,
  ModelEvent,
  StateContext,
  StepContext,
  SyntheticEvent,
} from './harness.ts'
import { scenarios } from './samples/complaint-details.samples.ts'
import { expectLoadFailure } from './load-failure.ts'

// The page's own overlays (src/ui/overlays.tsx) run: their Back (a history entry per popup), focus
// return and prefetchDialogs are part of what this page promises. Their dialogs load on demand
// (src/ui/on-demand.tsx), which never resolves on a fake clock: collect the handles as the overlays
// create them and load them before the fake clock, as the page's prefetchDialogs would.
const onDemands = vi.hoisted(() => [] as Array<{ prefetch: () => Promise<unknown> }>)
vi.mock('../../src/ui/on-demand.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof OnDemandModule>()
  const onDemand: typeof real.onDemand = (load) => {
    const handle = real.onDemand(load)
    onDemands.push(handle)
    return handle
  }
  return { ...real, onDemand }
})
beforeAll(async () => {
  expect(onDemands.length).toBeGreaterThan(0)
  await Promise.all(onDemands.map((handle) => handle.prefetch()))
})

// The refusal offers Go back when the webview has somewhere to go back to (window.history.length,
// read as the page renders): fixed here, not left to the tests that ran before in this window.
let historyLength = 2
const historyLengthGetter = vi.spyOn(window.history, 'length', 'get').mockImplementation(() => historyLength)
afterAll(() => historyLengthGetter.mockRestore())

type Machine = typeof complaintDetailsMachine
type Src = 'loadDetail'
type Ctx = StateContext<Machine, Src>
type Screen = Ctx['screen']

const INPUT = scenarios.default.input
const POPUP_TITLE = 'Rate our reply'
const POPUP_PROMPT = 'How helpful was our reply? Tap a star.'
const RATED_NOTE = 'Thank you for rating our reply.'
/** The toast of each failed load: the server's own words when it refused, the network message otherwise. */
const LOAD_FAILURE_TOASTS = new Map<CallFailure, unknown>([
  [NO_NETWORK, { notice: { id: 'error.network' }, tone: 'failure' }],
  [NOT_YOURS, { notice: { text: NOT_YOURS.message }, tone: 'failure' }],
])
/** The stars the borrower gives support's answer in the model's paths. */
const STARS = 4
const SCORE_SAVED = { notice: { id: 'complaint.scoreSaved' }, tone: 'info' }

// ------------------------------------------------------------------------------- host effects

/** What the page and its rating popup asked of the host on this path, in order. */
const host = recorder()
/**
 * The oracle, kept from what the server and the borrower did (not read from the machine): the
 * complaint the server sent, the image the borrower enlarged, and the effects the host should have seen.
 */
let loaded: ComplaintDetail | undefined
let viewing: { gallery: Gallery; index: number } | null = null
/** The popup on screen (or last shown) was opened by a tap on "Rate our reply", not by the delay. */
let openedByTap = false
/** The rating state the page showed at the step before (the popup has just closed when it was asking). */
let ratingShown: string | undefined
let expectedEffects: Array<{ action: string; params: unknown }> = []
/** The stars of every score Send sent to save-score, in order. */
let sent: number[] = []
/** The rating popup's own submit rule (save-score), settled by hand: a new one on every path. */
let submitScore: Controllable<void, { stars: number }> = createControllable('submitScore')

const expectEffect = (action: string, params: unknown) => void expectedEffects.push({ action, params })
/** Notes the rating state on screen now and gives the one of the step before. */
const arrived = (state: string) => {
  const from = ratingShown
  ratingShown = state
  return from
}
const shown = (): ComplaintDetail => {
  if (loaded === undefined) throw new Error('no complaint was loaded on this path')
  return loaded
}

/**
 * The page's machine with its toasts recorded and its rating popup given a hand-settled submitScore;
 * the popup machine itself runs for real.
 */
function withHost(machine: Machine): Machine {
  return machine.provide({
    actors: {
      rating: ratingMachine.provide({
        actors: { submitScore: submitScore.logic },
        actions: {
          showToast: host.record('rating.showToast'),
          scoreAccepted: host.record('rating.scoreAccepted'),
        },
      }),
    },
    actions: { showToast: host.record('showToast') },
  })
}

function Screen({ machine, inspect }: { machine: Machine; inspect: (event: InspectionEvent) => void }) {
  const actor = useActorRef(machine, { input: INPUT, inspect })
  return <ComplaintDetailsView actor={actor} />
}

/** "See my complaints" (an AppLink) opens My complaints through the router; "Go to home" asks the host. */
const services = linkServices((action, params) => void host.calls.push({ action, params }))

// ------------------------------------------------------------------------------- model

const POPUP_AFTER = 'xstate.after.RATING_POPUP_DELAY_MS.complaintDetails.ready.rating.waiting'

const model = createModel(complaintDetailsMachine, {
  input: INPUT,
  // The guards read the complaint (needsScore, the image lists) and the image shown.
  contextKeys: ['detail', 'viewing'],
  controllable: ['loadDetail'],
  // The sample complaints, failed loads, images opened and ends of the rating popup (the executor
  // finishes it through the real popup).
  events: scenarios.default.events,
  // Both the viewer and the rating popup are modal: the page behind them cannot be tapped.
  filterEvents: (s, e) =>
    !(
      (e.type === 'rating.open' && s.matches({ ready: { viewer: 'open' } })) ||
      (e.type === 'image.open' && s.matches({ ready: { rating: 'asking' } }))
    ),
})

// ------------------------------------------------------------------------------- executor

const GALLERY_NAMES: Record<Gallery, string> = { images: 'Your image', disposeImages: 'Reply image' }
const ratingDialog = (screen: Screen) => screen.getByRole('dialog', { name: POPUP_TITLE })
const noRatingDialog = (screen: Screen) =>
  expect(screen.queryByRole('dialog', { name: POPUP_TITLE })).toBeNull()
const viewerName = (gallery: Gallery, index: number) =>
  `${GALLERY_NAMES[gallery]} ${index + 1} of ${shown()[gallery].length}`
const viewerDialog = (screen: Screen) => {
  if (viewing === null) throw new Error('the oracle has no image enlarged')
  return screen.getByRole('dialog', { name: viewerName(viewing.gallery, viewing.index) })
}
const anyViewer = (screen: Screen) =>
  screen.queryByRole('dialog', { name: /^(Your|Reply) image \d+ of \d+$/ })
const rateButton = (screen: Screen) => screen.queryByRole('button', { name: 'Rate our reply', hidden: true })
const starName = (n: number) => (n === 1 ? '1 star' : `${n} stars`)
const checkedStars = (screen: Screen) =>
  within(ratingDialog(screen))
    .getAllByRole('radio')
    .filter((star) => star.getAttribute('aria-checked') === 'true')
    .map((star) => star.getAttribute('aria-label'))
const sendButton = (screen: Screen) =>
  within(ratingDialog(screen)).getByRole('button', { name: /^(Send|Sending…)$/ }) as HTMLButtonElement
const backdrop = (): HTMLElement => {
  const element = document.querySelector<HTMLElement>('.backdrop')
  if (element === null) throw new Error('no dialog backdrop on screen')
  return element
}

/** Escape and a tap on the mask leave the rating popup open (its Modal has no onDismiss). */
async function tryToDismiss(ctx: StepContext<Machine, Src, SyntheticEvent>) {
  const { user, screen } = ctx
  const before = checkedStars(screen)
  const stillOpen = async (after: string) => {
    await ctx.advance(0)
    expect(
      screen.queryByRole('dialog', { name: POPUP_TITLE }),
      `${after} closed the rating popup`,
    ).not.toBeNull()
    expect(checkedStars(screen)).toEqual(before)
    expect(ctx.snapshot().matches({ ready: { rating: 'asking' } })).toBe(true)
  }
  await user.keyboard('{Escape}')
  await stillOpen('Escape')
  await user.click(backdrop())
  await stillOpen('a tap on the mask')
}

/** Rates `stars` through the real popup and lets save-score answer. */
async function rate(ctx: StepContext<Machine, Src, SyntheticEvent>, stars: number) {
  const { user, screen } = ctx
  await user.click(within(ratingDialog(screen)).getByRole('radio', { name: starName(stars) }))
  sent.push(stars)
  await user.click(sendButton(screen))
  expect(sendButton(screen).textContent).toBe('Sending…')
  expect(submitScore.pending().map((call) => call.input)).toEqual([{ stars }])
  expectEffect('rating.scoreAccepted', { stars })
  expectEffect('showToast', SCORE_SAVED)
  submitScore.resolve(undefined)
}

/** Ends the rating popup the way the sample says, by tapping the real popup. */
async function finishRating(ctx: StepContext<Machine, Src, SyntheticEvent>) {
  const { user, screen } = ctx
  const { outcome } = ('output' in ctx.event ? ctx.event.output : undefined) as { outcome: RatingOutcome }
  if (outcome === 'rated') {
    await rate(ctx, STARS)
    return
  }
  // A star tapped, then the mask and Escape (which keep it), then Cancel: nothing is sent.
  await user.click(within(ratingDialog(screen)).getByRole('radio', { name: starName(2) }))
  await tryToDismiss(ctx)
  await user.click(within(ratingDialog(screen)).getByRole('button', { name: 'Cancel' }))
}

/** The enlarged image closes (a popup that came due meanwhile opens now, opened by the delay). */
function closeImage() {
  viewing = null
}

const executor: Executor<Machine, Src> = {
  render: ({ machine, inspect }) => {
    host.reset()
    loaded = undefined
    viewing = null
    openedByTap = false
    historyLength = 2
    ratingShown = undefined
    expectedEffects = []
    sent = []
    submitScore = createControllable('submitScore')
    render(
      <ServicesProvider services={services}>
        <Screen machine={withHost(machine)} inspect={inspect} />
      </ServicesProvider>,
    )
  },
  events: {
    'xstate.done.actor.loadDetail': ({ actors, event }) => {
      loaded = ('output' in event ? event.output : undefined) as ComplaintDetail
      actors.loadDetail.resolve(loaded)
    },
    'xstate.error.actor.loadDetail': ({ actors, event }) => {
      const failure = ('error' in event ? event.error : undefined) as CallFailure
      expectEffect('showToast', LOAD_FAILURE_TOASTS.get(failure))
      actors.loadDetail.reject(failure)
    },
    'details.retry': async ({ user, screen }) => {
      await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }))
    },
    [POPUP_AFTER]: async ({ advance, screen, snapshot }) => {
      // 1 ms early nothing has opened: the page (and an enlarged image) are as they were.
      await advance(RATING_POPUP_DELAY_MS - 1)
      noRatingDialog(screen)
      expect(rateButton(screen)).not.toBeNull()
      expect(anyViewer(screen) === null).toBe(viewing === null)
      expect(snapshot().matches({ ready: { rating: 'waiting' } })).toBe(true)
      await advance(1)
      // Over an enlarged image the popup waits for it to close; otherwise it opens now.
      openedByTap = false
    },
    'xstate.done.actor.rating': finishRating,
    'rating.open': async ({ user, screen }) => {
      const button = rateButton(screen)
      if (button === null) throw new Error('no "Rate our reply" on the page')
      openedByTap = true
      await user.click(button)
    },
    'image.open': async ({ user, screen, event }) => {
      const count = shown()[event.gallery].length
      viewing = { gallery: event.gallery, index: event.index }
      const name = `Enlarge ${GALLERY_NAMES[event.gallery].toLowerCase()} ${event.index + 1} of ${count}`
      await user.click(screen.getByRole('button', { name }))
    },
    'image.previous': async ({ user, screen }) => {
      const dialog = viewerDialog(screen)
      if (viewing !== null) viewing = { ...viewing, index: viewing.index - 1 }
      await user.click(within(dialog).getByRole('button', { name: 'Previous' }))
    },
    'image.next': async ({ user, screen }) => {
      const dialog = viewerDialog(screen)
      if (viewing !== null) viewing = { ...viewing, index: viewing.index + 1 }
      await user.click(within(dialog).getByRole('button', { name: 'Next' }))
    },
    'image.close': async ({ user, screen }) => {
      const dialog = viewerDialog(screen)
      closeImage()
      await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    },
  },
  states: {
    loading: ({ screen, actors }) => {
      expect(document.title).toBe('Complaint details · Bayad')
      expect(screen.getByRole('heading', { level: 1, name: 'Complaint details' })).toBeTruthy()
      expect(document.querySelector('.skeleton')).not.toBeNull()
      expect(document.querySelector('.complaint-details')).toBeNull()
      expect(screen.queryByRole('alert')).toBeNull()
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(actors.loadDetail.pending().map((call) => call.input)).toEqual([INPUT])
      expect(host.calls).toEqual(expectedEffects)
    },
    loadFailed: ({ screen, actors, snapshot }) => {
      expectLoadFailure(screen.getByRole('alert'), snapshot().context.loadFailure)
      const alert = screen.getByRole('alert')
      expect(alert.textContent).toContain('This complaint could not be loaded.')
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
      expect(document.querySelector('.skeleton')).toBeNull()
      expect(document.querySelector('.complaint-details')).toBeNull()
      expect(actors.loadDetail.pending()).toEqual([])
      expect(host.toasts().at(-1)).toEqual({ notice: { id: 'error.network' }, tone: 'failure' })
      expect(screen.queryByRole('heading', { name: 'This complaint cannot be shown' })).toBeNull()
      expect(host.calls).toEqual(expectedEffects)
    },
    refused: ({ screen, actors, snapshot }) => {
      // The server's refusal is final: its words in a toast, a dead end whose way on is My complaints.
      expect(snapshot().status).toBe('done')
      expect(screen.getByRole('heading', { level: 2, name: 'This complaint cannot be shown' })).toBeTruthy()
      expect(
        screen.getByText(
          'It may have been closed, or it is not one of yours. Your complaints are in My complaints.',
        ),
      ).toBeTruthy()
      const link = screen.getByRole('link', { name: 'See my complaints' })
      expect(link.getAttribute('href')).toBe(COMPLAINT_LIST_HREF)
      // Go back when the webview has somewhere to go back to; Go to home always.
      const back = screen.queryByRole('button', { name: 'Go back' })
      if (historyLength > 1) expect(back).not.toBeNull()
      else expect(back).toBeNull()
      expect(screen.getByRole('button', { name: 'Go to home' })).toBeTruthy()
      // Nothing to try again, nothing of the complaint.
      expect(screen.queryByRole('alert')).toBeNull()
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
      expect(document.querySelector('.skeleton')).toBeNull()
      expect(document.querySelector('.complaint-details')).toBeNull()
      expect(actors.loadDetail.pending()).toEqual([])
      expect(host.toasts().at(-1)).toEqual({ notice: { text: NOT_YOURS.message }, tone: 'failure' })
      expect(host.calls).toEqual(expectedEffects)
    },
    ready: ({ screen }) => {
      const c = shown()
      const page = document.querySelector<HTMLElement>('.complaint-details')
      if (page === null) throw new Error('the complaint is not on the page')
      const on = within(page)
      expect(document.querySelector('.skeleton')).toBeNull()
      expect(on.getByRole('heading', { level: 2, name: 'Your complaint', hidden: true })).toBeTruthy()
      // Reference no. (the id), the status (the server's words, else Answered / In progress from the
      // answer) and the filing date when known (docs/decisions/031).
      const facts = [...page.querySelectorAll('.complaint-facts__row')].map((row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ])
      const replied = c.disposeDetail !== '' || c.disposeImages.length > 0
      const status = c.status !== '' ? c.status : replied ? 'Answered' : 'In progress'
      expect(facts).toEqual(
        [
          ['Reference no.', c.problemId],
          ['Status', status],
          ['Filed on', c.filed],
        ].filter(([, value]) => value !== ''),
      )
      // The question type and sub-type, "Complaint" when the server names none.
      const tags = on.getByRole('group', { name: 'Question type', hidden: true })
      expect([...tags.querySelectorAll('.tag')].map((tag) => tag.textContent)).toEqual(
        [c.type !== '' ? c.type : 'Complaint', c.sonType].filter((tag) => tag !== ''),
      )
      // What the borrower wrote, read-only, counted against 200 characters.
      const content = on.getByRole('textbox', {
        name: 'Description',
        description: `${c.content.length}/200`,
        hidden: true,
      }) as HTMLTextAreaElement
      expect(content.value).toBe(c.content)
      expect(content.readOnly).toBe(true)
      // The borrower's images as buttons that enlarge them.
      const thumbnails = (label: string, gallery: Gallery, urls: string[]) => {
        const list = on.queryByRole('list', { name: label, hidden: true })
        if (urls.length === 0) {
          expect(list).toBeNull()
          return
        }
        if (list === null) throw new Error(`no ${label} on the page`)
        const buttons = within(list).getAllByRole('button', { hidden: true })
        expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(
          urls.map(
            (_, index) => `Enlarge ${GALLERY_NAMES[gallery].toLowerCase()} ${index + 1} of ${urls.length}`,
          ),
        )
        expect(buttons.map((button) => button.querySelector('img')?.getAttribute('src'))).toEqual(urls)
      }
      thumbnails('Your images', 'images', c.images)
      // Process Result only when support answered with text or images; the reply promise otherwise.
      const answered = c.disposeDetail !== '' || c.disposeImages.length > 0
      const result = on.queryByRole('heading', { level: 2, name: 'Our reply', hidden: true })
      const promise = screen.queryByRole('note', { hidden: true })
      expect(result !== null).toBe(answered)
      if (answered) {
        expect(promise).toBeNull()
        expect(page.querySelector('.complaint-details__agent')?.textContent ?? '').toBe(
          c.disposeName !== '' ? `Handled by ${c.disposeName}` : '',
        )
        expect(page.querySelector('.complaint-details__reply')?.textContent ?? '').toBe(c.disposeDetail)
      } else {
        expect(promise?.textContent).toBe(
          'We are looking into your complaint and will reply within 3 weekdays.',
        )
        expect(page.querySelector('.complaint-details__agent')).toBeNull()
        expect(page.querySelector('.complaint-details__reply')).toBeNull()
      }
      thumbnails('Reply images', 'disposeImages', c.disposeImages)
      expect(host.calls).toEqual(expectedEffects)
    },
    'ready.rating.notAsked': ({ screen }) => {
      arrived('notAsked')
      expect(rateButton(screen)).toBeNull()
      noRatingDialog(screen)
      expect(screen.queryByText(RATED_NOTE)).toBeNull()
      expect(submitScore.calls).toEqual([])
    },
    'ready.rating.waiting': ({ screen }) => {
      arrived('waiting')
      expect(rateButton(screen)).not.toBeNull()
      noRatingDialog(screen)
      expect(submitScore.calls).toEqual([])
    },
    'ready.rating.due': ({ screen, snapshot }) => {
      arrived('due')
      // The delay ran out over an enlarged image: the image stays, the popup waits for it to close.
      expect(screen.getAllByRole('dialog')).toEqual([viewerDialog(screen)])
      noRatingDialog(screen)
      expect(snapshot().children.rating).toBeUndefined()
      expect(rateButton(screen)).not.toBeNull()
      expect(submitScore.calls).toEqual([])
    },
    'ready.rating.asking': ({ screen, snapshot }) => {
      // A fresh popup every time: no star picked, Send and Cancel ready; the only dialog on screen.
      arrived('asking')
      const popup = ratingDialog(screen)
      expect(screen.getAllByRole('dialog')).toEqual([popup])
      expect(within(popup).getByText(POPUP_PROMPT)).toBeTruthy()
      expect(
        within(popup)
          .getAllByRole('radio')
          .map((star) => star.getAttribute('aria-label')),
      ).toEqual([1, 2, 3, 4, 5].map(starName))
      expect(checkedStars(screen)).toEqual([])
      expect(popup.querySelectorAll('.star--filled')).toHaveLength(0)
      expect(sendButton(screen).textContent).toBe('Send')
      expect(within(popup).getByRole('button', { name: 'Cancel' })).toBeTruthy()
      // "Rate our reply" stays under the popup, for the focus to come back to.
      expect(rateButton(screen)).not.toBeNull()
      expect(submitScore.pending()).toEqual([])
      expect(snapshot().children.rating).toBeDefined()
    },
    'ready.rating.postponed': ({ screen, snapshot }) => {
      // Cancelled: nothing sent, "Rate our reply" opens it again.
      const button = rateButton(screen)
      expect(button).not.toBeNull()
      // Opened from the button, the popup gives the focus back to it as it closes.
      if (arrived('postponed') === 'asking' && openedByTap) expect(document.activeElement).toBe(button)
      noRatingDialog(screen)
      expect(screen.queryByText(RATED_NOTE)).toBeNull()
      expect(snapshot().children.rating).toBeUndefined()
      expect(submitScore.calls.map((call) => call.input)).toEqual(sent.map((stars) => ({ stars })))
      expect(submitScore.pending()).toEqual([])
    },
    'ready.rating.rated': ({ screen, snapshot }) => {
      // As the popup closes, the thanks takes the focus from its Send, which has gone with it, however
      // the popup was opened.
      const note = screen.getByText(RATED_NOTE)
      if (arrived('rated') === 'asking') expect(document.activeElement).toBe(note)
      expect(rateButton(screen)).toBeNull()
      noRatingDialog(screen)
      expect(snapshot().children.rating).toBeUndefined()
      expect(host.toasts().filter((toast) => toast.tone === 'info')).toEqual([SCORE_SAVED])
      // Every Send went out once; the last one was accepted.
      expect(submitScore.calls.map((call) => call.input)).toEqual(sent.map((stars) => ({ stars })))
      expect(submitScore.calls.at(-1)?.status).toBe('resolved')
    },
    'ready.viewer.closed': ({ screen }) => {
      expect(anyViewer(screen)).toBeNull()
    },
    'ready.viewer.open': ({ screen }) => {
      if (viewing === null) throw new Error('the oracle has no image enlarged')
      const urls = shown()[viewing.gallery]
      const dialog = viewerDialog(screen)
      expect(screen.getAllByRole('dialog')).toEqual([dialog])
      const image = within(dialog).getByRole('img', { name: viewerName(viewing.gallery, viewing.index) })
      expect(image.getAttribute('src')).toBe(urls[viewing.index])
      const previous = within(dialog).queryByRole('button', { name: 'Previous' }) as HTMLButtonElement | null
      const next = within(dialog).queryByRole('button', { name: 'Next' }) as HTMLButtonElement | null
      if (urls.length > 1) {
        expect(previous?.disabled).toBe(viewing.index === 0)
        expect(next?.disabled).toBe(viewing.index === urls.length - 1)
      } else {
        expect(previous).toBeNull()
        expect(next).toBeNull()
      }
      expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy()
    },
  },
}

model.testPaths(executor, { expectFullCoverage: false })

// ------------------------------------------------------------------------------- scenarios

const scenario = (name: string, events: Array<ModelEvent<Machine>>) =>
  scenarioPath(complaintDetailsMachine, INPUT, name, events)
const load = (detail: ComplaintDetail) => ({ type: 'xstate.done.actor.loadDetail', output: detail }) as const
const popupOpens = { type: POPUP_AFTER } as const
const ratingEnds = (outcome: RatingOutcome) =>
  ({ type: 'xstate.done.actor.rating', output: { outcome } }) as const

/** The executor with another way of ending the rating popup as "rated". */
const ratingBy = (
  finish: (ctx: StepContext<Machine, Src, SyntheticEvent>) => Promise<void>,
): Executor<Machine, Src> => ({
  ...executor,
  events: { ...executor.events, 'xstate.done.actor.rating': finish },
})

describe('complaint details: scenarios', () => {
  it('Cancel, then "Rate our reply" opens a fresh popup (no star), then rated', async () => {
    await model.runPath(
      scenario('cancel, reopen, rate', [
        load(ANSWERED_TEXT),
        popupOpens,
        ratingEnds('cancelled'),
        { type: 'rating.open' },
        ratingEnds('rated'),
      ]),
      executor,
    )
    expect(host.calls).toEqual([
      { action: 'rating.scoreAccepted', params: { stars: STARS } },
      { action: 'showToast', params: SCORE_SAVED },
    ])
  })

  it('a refused score keeps the popup and the stars; Send again is rated', async () => {
    const refusal = { notice: { text: SERVER_BUSY.message }, tone: 'failure' }
    await model.runPath(
      scenario('failure then success', [load(ANSWERED_TEXT), { type: 'rating.open' }, ratingEnds('rated')]),
      ratingBy(async (ctx) => {
        const { user, screen, advance, snapshot } = ctx
        await user.click(within(ratingDialog(screen)).getByRole('radio', { name: starName(STARS) }))
        sent.push(STARS)
        await user.click(sendButton(screen))
        submitScore.reject(SERVER_BUSY)
        await advance(0)
        // Still open, the stars as they were, ready to send again; the popup asked for the refusal toast.
        expect(snapshot().matches({ ready: { rating: 'asking' } })).toBe(true)
        expect(checkedStars(screen)).toEqual([starName(STARS)])
        expect(ratingDialog(screen).querySelectorAll('.star--filled')).toHaveLength(STARS)
        expect(sendButton(screen).textContent).toBe('Send')
        expect(host.calls).toEqual([{ action: 'rating.showToast', params: refusal }])
        expectEffect('rating.showToast', refusal)
        sent.push(STARS)
        await user.click(sendButton(screen))
        expect(submitScore.pending().map((call) => call.input)).toEqual([{ stars: STARS }])
        expectEffect('rating.scoreAccepted', { stars: STARS })
        expectEffect('showToast', SCORE_SAVED)
        submitScore.resolve(undefined)
      }),
    )
    expect(submitScore.calls.map((call) => call.status)).toEqual(['rejected', 'resolved'])
  })

  it('taps on Send while the score is on its way send it once', async () => {
    await model.runPath(
      scenario('double Send', [load(ANSWERED_TEXT), popupOpens, ratingEnds('rated')]),
      ratingBy(async (ctx) => {
        const { user, screen } = ctx
        await user.click(within(ratingDialog(screen)).getByRole('radio', { name: starName(STARS) }))
        sent.push(STARS)
        await user.dblClick(sendButton(screen))
        await user.click(sendButton(screen))
        expect(submitScore.calls).toHaveLength(1)
        expectEffect('rating.scoreAccepted', { stars: STARS })
        expectEffect('showToast', SCORE_SAVED)
        submitScore.resolve(undefined)
      }),
    )
    expect(submitScore.calls).toHaveLength(1)
  })

  it('Send without a star sends nothing: the popup asks for a star', async () => {
    await model.runPath(
      scenario('no star', [load(ANSWERED_TEXT), popupOpens, ratingEnds('rated')]),
      ratingBy(async (ctx) => {
        await ctx.user.click(sendButton(ctx.screen))
        await ctx.advance(0)
        expect(submitScore.calls).toEqual([])
        expectEffect('rating.showToast', { notice: { id: 'rating.pickStar' }, tone: 'failure' })
        expect(host.calls).toEqual(expectedEffects)
        await rate(ctx, STARS)
      }),
    )
  })

  it('the popup comes due over an enlarged image: the image stays, the popup opens when it closes', async () => {
    await model.runPath(
      scenario('popup waits for the viewer', [
        load(ANSWERED_TEXT),
        { type: 'image.open', gallery: 'images', index: 1 },
        popupOpens,
        { type: 'image.previous' },
        { type: 'image.next' },
        { type: 'image.close' },
        ratingEnds('cancelled'),
        { type: 'image.open', gallery: 'images', index: 0 },
        { type: 'image.close' },
        { type: 'rating.open' },
        ratingEnds('rated'),
      ]),
      executor,
    )
  })

  it('Back cancels the rating popup (the mask and Escape do not); the focus returns to "Rate our reply"', async () => {
    await model.runPath(
      scenario('Back cancels', [load(ANSWERED_TEXT), { type: 'rating.open' }, ratingEnds('cancelled')]),
      ratingBy(async (ctx) => {
        const { user, screen } = ctx
        await user.click(within(ratingDialog(screen)).getByRole('radio', { name: starName(3) }))
        await tryToDismiss(ctx)
        // The phone's or the browser's Back: the popup's own history entry is stepped back over. A real
        // browser steps back in a task of its own, off the fake clock: wait for it (happy-dom's is at once).
        const stepped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }))
        window.history.back()
        await ctx.advance(0)
        await stepped
        await ctx.advance(0)
        expect(submitScore.calls).toEqual([])
      }),
    )
  })

  // The closing popup gives the focus back to its opener in a setTimeout 0; opened by the delay, the
  // opener is what the borrower last used (the page title, a thumbnail). The thanks takes it after.
  it('the thanks takes the focus after a popup the delay opened, too', async () => {
    await model.runPath(
      scenario('rated after the delay, focus', [load(ANSWERED_TEXT), popupOpens, ratingEnds('rated')]),
      {
        ...executor,
        states: {
          ...executor.states,
          'ready.rating.rated': async (ctx) => {
            await executor.states['ready.rating.rated']?.(ctx)
            expect(document.activeElement).toBe(ctx.screen.getByText(RATED_NOTE))
          },
        },
      },
    )
  })

  it('a refused complaint ends the page: "See my complaints" opens My complaints, "Go to home" asks the host, Go back steps back', async () => {
    await model.runPath(
      scenario('refused, ways on', [{ type: 'xstate.error.actor.loadDetail', error: NOT_YOURS }]),
      {
        ...executor,
        states: {
          ...executor.states,
          refused: async (ctx) => {
            await executor.states.refused?.(ctx)
            await ctx.user.click(ctx.screen.getByRole('link', { name: 'See my complaints' }))
            await ctx.user.click(ctx.screen.getByRole('button', { name: 'Go to home' }))
            expect(host.calls.slice(-2)).toEqual([
              { action: 'go', params: ['/complaintList'] },
              { action: 'bridge', params: { type: 'goHome' } },
            ])
            // The link's own navigation is left to the router (preventDefault).
            expect(window.location.pathname).not.toBe('/complaintList')
            const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined)
            await ctx.user.click(ctx.screen.getByRole('button', { name: 'Go back' }))
            expect(back).toHaveBeenCalledTimes(1)
            back.mockRestore()
          },
        },
      },
    )
  })

  it('a refusal in a webview with nothing to go back to offers no Go back', async () => {
    await model.runPath(
      scenario('refused, first page', [{ type: 'xstate.error.actor.loadDetail', error: NOT_YOURS }]),
      {
        ...executor,
        render: async (args) => {
          await executor.render(args)
          historyLength = 1
        },
        states: {
          ...executor.states,
          refused: async (ctx) => {
            await executor.states.refused?.(ctx)
            expect(ctx.screen.queryByRole('button', { name: 'Go back' })).toBeNull()
            expect(ctx.screen.getByRole('button', { name: 'Go to home' })).toBeTruthy()
          },
        },
      },
    )
  })

  it('Escape and the mask close the image viewer (unlike the rating popup)', async () => {
    let how: 'escape' | 'mask' = 'escape'
    await model.runPath(
      scenario('viewer dismissed', [
        load(ANSWERED_IMAGES),
        { type: 'image.open', gallery: 'disposeImages', index: 1 },
        { type: 'image.close' },
        { type: 'image.open', gallery: 'disposeImages', index: 0 },
        { type: 'image.close' },
      ]),
      {
        ...executor,
        events: {
          ...executor.events,
          'image.close': async ({ user }) => {
            closeImage()
            if (how === 'escape') await user.keyboard('{Escape}')
            else await user.click(backdrop())
            how = 'mask'
          },
        },
      },
    )
  })

  it('an image that cannot be loaded says so, as a thumbnail and enlarged', async () => {
    await model.runPath(
      scenario('image unavailable', [
        load(ANSWERED_IMAGES),
        { type: 'image.open', gallery: 'disposeImages', index: 0 },
      ]),
      {
        ...executor,
        states: {
          ...executor.states,
          'ready.viewer.open': async (ctx) => {
            await executor.states['ready.viewer.open']?.(ctx)
            const { screen } = ctx
            const dialog = viewerDialog(screen)
            const enlarged = within(dialog).getByRole('img', { name: 'Reply image 1 of 2' })
            fireEvent.error(enlarged)
            await ctx.advance(0)
            const missing = within(dialog).getByRole('img', { name: 'Reply image 1 of 2' })
            expect(missing.tagName).toBe('SPAN')
            expect(missing.textContent).toBe('Image unavailable')
            // The thumbnail behind keeps its own picture until it fails too; then it says so, unnamed.
            const thumbnail = screen.getByRole('button', { name: 'Enlarge reply image 1 of 2', hidden: true })
            const picture = thumbnail.querySelector('img')
            if (picture === null) throw new Error('the thumbnail has no picture')
            fireEvent.error(picture)
            await ctx.advance(0)
            expect(thumbnail.querySelector('img')).toBeNull()
            expect(thumbnail.textContent).toBe('Image unavailable')
          },
        },
      },
    )
  })

  it('an unanswered complaint: the reply promise, no Process Result, nothing to rate', async () => {
    await model.runPath(
      scenario('unanswered after a retry', [
        { type: 'xstate.error.actor.loadDetail', error: NO_NETWORK },
        { type: 'details.retry' },
        load(UNANSWERED),
      ]),
      executor,
    )
  })
})

describe('model coverage', () => {
  it('walks every sample complaint', () => {
    console.log(
      `complaintDetails paths: ${model.stats.paths} (${model.stats.steps} steps, ${model.stats.generationMs} ms)`,
    )
    expect(model.afterEvents.get(POPUP_AFTER)?.delay).toBe('RATING_POPUP_DELAY_MS')
    const loads = new Set(
      model.paths.flatMap((path) =>
        path.steps.flatMap((step) =>
          step.event.type === 'xstate.done.actor.loadDetail'
            ? [(step.event as { output: unknown }).output]
            : [],
        ),
      ),
    )
    for (const detail of DETAILS) expect(loads.has(detail)).toBe(true)
  })

  it('covers every state and transition of complaintDetails', () => {
    const coverage = expectFullCoverage('complaintDetails')
    console.log(
      `complaintDetails coverage: states ${coverage.states.covered}/${coverage.states.total}, transitions ${coverage.transitions.covered}/${coverage.transitions.total}, path runs ${coverage.paths}`,
    )
  })
})
