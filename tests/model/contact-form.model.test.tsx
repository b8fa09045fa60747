import { render, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { describe, expect, it } from 'vitest'
import type { AnyEventObject, InspectionEvent } from 'xstate'
import { contactFormMachine } from '../../machines/contact-form.machine.ts'
import { CONTACT_FIELDS, type ContactField, type ContactValues } from '../../machines/contact-form.types.ts'
import { mobileDigits } from '../../machines/shared/mobile.ts'
import { company } from '../../src/company.ts'
import { ContactView } from '../../src/screens/site/contact-screen.tsx'
import { ServicesProvider } from '../../src/screens/shared/services.tsx'
import { createModel, expectFullCoverage, hostActions, recorder, scenarioPath } from './harness.ts'
import type { Executor, ModelEvent, StateContext, StepContext } from './harness.ts'
import { REAL, scenarios, SPACES } from './samples/contact-form.samples.ts'
import { expectSiteSection, siteServices } from './site.fixtures.ts'

type Machine = typeof contactFormMachine
type Ctx = StateContext<Machine, never>
type Screen = Ctx['screen']

// ------------------------------------------------------------------------------- the form's words

/**
 * Spec §2 "Official site", §5, decisions 020 and 036: the labels, the caps and the two outcomes, word for
 * word (src/i18n/site/en.ts): the refusal as the spec says it, and the hand-over to the e-mail app.
 */
const LABELS: Record<ContactField, string> = {
  fullName: 'Full name',
  phone: 'Phone number',
  message: 'Message',
}
const CAPS: Record<ContactField, number> = { fullName: 100, phone: 20, message: 500 }
const INCOMPLETE = 'Please provide complete information!'
const MAIL_OPENED = `Your e-mail app opened with your message to ${company.serviceEmail}. Send it from there.`
const FALLBACK = `If your e-mail app did not open, write to ${company.serviceEmail}.`

const EMPTY: ContactValues = { fullName: '', phone: '', message: '' }

// ------------------------------------------------------------------------------- the oracle

/**
 * Kept from what the visitor did, not read from the machine: what each field must show, the
 * outcome the last Submit must have had (a value of spaces is blank, decision 020), and the
 * events the view sent the machine.
 */
let shown: ContactValues = { ...EMPTY }
let outcome: 'none' | 'refused' | 'mailOpened' = 'none'
let refusals = 0
/** The alert's text node of the previous refusal: each refusal must announce anew. */
let previousAnnouncement: Element | null = null
let received: AnyEventObject[] = []

const isBlank = (value: string) => value.trim() === ''
const blankOf = (values: ContactValues) => CONTACT_FIELDS.filter((field) => isBlank(values[field]))

function Screen({ machine, inspect }: { machine: Machine; inspect: (event: InspectionEvent) => void }) {
  const actor = useActorRef(machine, {
    input: {},
    inspect: (event) => {
      // The events the view itself sent the form (one per visitor action, checked in the executors).
      if (event.type === '@xstate.event' && event.actorRef.sessionId === event.rootId) {
        if (event.event.type !== 'xstate.init') received.push(event.event)
      }
      inspect(event)
    },
  })
  return <ContactView actor={actor} />
}

// ------------------------------------------------------------------------------- model

/**
 * The visitor fills the form in its order, one field at a time (the fields before it hold
 * something, the ones after it are still empty), and may change or clear the field they are on.
 * Every value is one of the samples; a change always changes the value (typing the same text
 * again sends nothing). This keeps the graph to a few dozen paths while every blank combination
 * worth a refusal (none, spaces, cleared, one or two fields left) and Success are walked.
 */
const visitorCan = (snapshot: { context: { values: ContactValues } }, event: ModelEvent<Machine>) => {
  if (event.type !== 'field.change') return true
  const { values } = snapshot.context
  if (values[event.field] === event.value) return false
  const at = CONTACT_FIELDS.indexOf(event.field)
  return (
    CONTACT_FIELDS.slice(0, at).every((field) => values[field] !== '') &&
    CONTACT_FIELDS.slice(at + 1).every((field) => values[field] === '')
  )
}

/** The e-mail app the page opens (its mailto link: tests/screens/contact.impl.test.ts), recorded. */
const host = recorder()
const model = createModel(contactFormMachine.provide({ actions: hostActions(contactFormMachine, host) }), {
  // The guard reads the values; `refusals` only moves the focus (checked from the oracle).
  contextKeys: ['values'],
  // Every field cleared, spaces only or a REAL value; Submit.
  events: scenarios.default.events,
  filterEvents: visitorCan,
})

// ------------------------------------------------------------------------------- executor

const form = (screen: Screen) => screen.getByRole('form', { name: 'Send us a message' })
const box = (screen: Screen, field: ContactField) =>
  within(form(screen)).getByLabelText(LABELS[field]) as HTMLInputElement | HTMLTextAreaElement
const submitButton = (screen: Screen) => within(form(screen)).getByRole('button', { name: 'Submit' })
const alert = (screen: Screen) => within(form(screen)).getByRole('alert')
const status = (screen: Screen) => within(form(screen)).getByRole('status')

/** The oracle's side of a Submit: refused while a field is blank, else the e-mail app opens, the values stay. */
function expectSubmit(screen: Screen) {
  previousAnnouncement = alert(screen).firstElementChild
  if (blankOf(shown).length > 0) {
    outcome = 'refused'
    refusals += 1
  } else if (outcome !== 'mailOpened') {
    // A second Submit while the e-mail app opens is ignored (or opens it again): the page says the same.
    outcome = 'mailOpened'
  }
}

/** One action of the visitor sent exactly these events to the form, nothing else. */
function expectReceived(since: number, events: AnyEventObject[]) {
  expect(received.slice(since)).toEqual(events)
}

/**
 * The visitor replaces a field's text: clicks it, selects what it holds (Ctrl+A) and pastes the new
 * text, or deletes it (Backspace) to clear it; the input caps what it takes at the field's length.
 */
async function changeField(
  ctx: StepContext<Machine, never, Extract<ModelEvent<Machine>, { type: 'field.change' }>>,
) {
  const { user, screen, event } = ctx
  const since = received.length
  const input = box(screen, event.field)
  await user.click(input)
  if (input.value !== '') await user.keyboard('{Control>}a{/Control}')
  if (event.value === '') await user.keyboard('{Backspace}')
  else await user.paste(event.value)
  const kept = event.value.slice(0, CAPS[event.field])
  // The phone keeps a mobile number's digits, +63 turned into 0 (machines/shared/mobile.ts).
  shown = { ...shown, [event.field]: event.field === 'phone' ? mobileDigits(kept, 'ph') : kept }
  if (outcome === 'mailOpened' || outcome === 'refused') outcome = 'none'
  expectReceived(since, [{ type: 'field.change', field: event.field, value: kept }])
}

/** What every state shows: the section, the form with the oracle's values, the company's details. */
function page({ screen, expected }: Ctx) {
  expectSiteSection(screen, 'Contact us', 'Contact us')
  expect(CONTACT_FIELDS.map((field) => box(screen, field).value)).toEqual(
    CONTACT_FIELDS.map((field) => shown[field]),
  )
  for (const field of CONTACT_FIELDS) {
    const input = box(screen, field)
    expect(input.required).toBe(true)
    expect(input.maxLength).toBe(CAPS[field])
  }
  expect(box(screen, 'phone').getAttribute('type')).toBe('tel')
  expect(box(screen, 'message').tagName).toBe('TEXTAREA')
  expect(expected.context.refusals).toBe(refusals)
  const details = screen.getByRole('region', { name: 'Customer service' })
  expect(within(details).getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/)
  expect(within(details).getAllByRole('link')[1]?.getAttribute('href')).toMatch(/^tel:\+?\d+$/)
}

/** No field is marked and no outcome shows. */
function nothingMarked(screen: Screen) {
  for (const field of CONTACT_FIELDS) {
    expect(box(screen, field).getAttribute('aria-invalid')).toBeNull()
    expect(box(screen, field).getAttribute('aria-describedby')).toBeNull()
  }
}

const executor: Executor<Machine, never> = {
  render: ({ machine, inspect }) => {
    shown = { ...EMPTY }
    outcome = 'none'
    refusals = 0
    previousAnnouncement = null
    received = []
    render(
      <ServicesProvider services={siteServices()}>
        <Screen machine={machine} inspect={inspect} />
      </ServicesProvider>,
    )
  },
  events: {
    'field.change': changeField,
    'form.submit': async ({ user, screen }) => {
      const since = received.length
      expectSubmit(screen)
      await user.click(submitButton(screen))
      expectReceived(since, [{ type: 'form.submit' }])
    },
  },
  states: {
    editing: (ctx) => {
      page(ctx)
      expect(outcome).toBe('none')
      expect(alert(ctx.screen).textContent).toBe('')
      expect(status(ctx.screen).textContent).toBe('')
      nothingMarked(ctx.screen)
    },
    refused: (ctx) => {
      const { screen } = ctx
      page(ctx)
      expect(outcome).toBe('refused')
      expect(alert(screen).textContent).toBe(INCOMPLETE)
      expect(status(screen).textContent).toBe('')
      // Announced anew on each refusal: a new node, not the last one's text left in place.
      expect(alert(screen).firstElementChild).not.toBe(previousAnnouncement)
      // The blank fields (spaces count as blank) are marked and described by the outcome, the
      // others are not; the focus is on the first blank one.
      const blank = blankOf(shown)
      expect(blank.length).toBeGreaterThan(0)
      for (const field of CONTACT_FIELDS) {
        const input = box(screen, field)
        expect(input.getAttribute('aria-invalid')).toBe(blank.includes(field) ? 'true' : null)
        expect(input.getAttribute('aria-describedby')).toBe(
          blank.includes(field) ? `contact-${field}-missing contact-outcome` : null,
        )
        // A blank field names itself under it.
        const missing = document.getElementById(`contact-${field}-missing`)
        if (blank.includes(field)) expect(missing?.textContent).toMatch(/^Enter your /)
        else expect(missing).toBeNull()
      }
      const outcomeArea = document.getElementById('contact-outcome')
      expect(outcomeArea?.textContent).toContain(INCOMPLETE)
      expect(document.activeElement).toBe(box(screen, blank[0] as ContactField))
    },
    mailOpened: (ctx) => {
      const { screen } = ctx
      page(ctx)
      expect(outcome).toBe('mailOpened')
      expect(status(screen).textContent).toBe(MAIL_OPENED)
      expect(alert(screen).textContent).toBe('')
      // The values stay, and the same message is a link, for a phone whose e-mail app did not open.
      expect(CONTACT_FIELDS.map((field) => box(screen, field).value)).toEqual(
        CONTACT_FIELDS.map((field) => shown[field]),
      )
      const fallback = within(form(screen)).getByText(/did not open/)
      expect(fallback.textContent).toBe(FALLBACK)
      const href =
        within(fallback).getByRole('link', { name: company.serviceEmail }).getAttribute('href') ?? ''
      const url = new URL(href)
      expect(url.protocol).toBe('mailto:')
      expect(url.pathname).toBe(company.serviceEmail)
      expect(url.searchParams.get('subject')).toBe(`Message from ${shown.fullName.trim()} (Contact us)`)
      expect(url.searchParams.get('body')).toBe(
        `Full name: ${shown.fullName.trim()}\r\nPhone number: ${shown.phone}\r\n\r\nMessage:\r\n${shown.message.trim()}`,
      )
      nothingMarked(screen)
    },
  },
}

model.testPaths(executor, { expectFullCoverage: false })

// ------------------------------------------------------------------------------- scenarios

const scenario = (name: string, events: Array<ModelEvent<Machine>>) =>
  scenarioPath(contactFormMachine, {}, name, events)
const fill = (field: ContactField, value: string) => ({ type: 'field.change', field, value }) as const
const submit = { type: 'form.submit' } as const

describe('contact form: scenarios', () => {
  it('Enter in a field sends the form like Submit', async () => {
    await model.runPath(
      scenario('sent with Enter', [
        fill('fullName', REAL.fullName),
        submit,
        fill('phone', REAL.phone),
        fill('message', REAL.message),
        submit,
      ]),
      {
        ...executor,
        events: {
          ...executor.events,
          'form.submit': async ({ user, screen }) => {
            const since = received.length
            expectSubmit(screen)
            await user.click(box(screen, 'phone'))
            await user.keyboard('{Enter}')
            expectReceived(since, [{ type: 'form.submit' }])
          },
        },
      },
    )
  })

  it('each field takes no more than its cap (name 100, phone 20, message 500)', async () => {
    await model.runPath(
      scenario('over the caps', [
        fill('fullName', 'Maria Clara '.repeat(10)),
        fill('phone', '+63 917 123 4567 ext. 89'),
        fill('message', 'Please call me back about my loan. '.repeat(16)),
        submit,
      ]),
      executor,
    )
  })

  it('a refusal after the e-mail app opened marks the field left blank', async () => {
    await model.runPath(
      scenario('e-mail app opened, then the message blanked', [
        fill('fullName', REAL.fullName),
        fill('phone', REAL.phone),
        fill('message', REAL.message),
        submit,
        fill('message', SPACES),
        submit,
      ]),
      executor,
    )
  })
})

describe('contact form model', () => {
  it('stays small: a few dozen paths', () => {
    console.log(
      `contactForm paths: ${model.stats.paths} (${model.stats.steps} steps, ${model.stats.generationMs} ms)`,
    )
    expect(model.stats.paths).toBeLessThanOrEqual(40)
  })

  it('covers every state and transition of contactForm', () => {
    const coverage = expectFullCoverage('contactForm')
    console.log(
      `contactForm coverage: states ${coverage.states.covered}/${coverage.states.total}, transitions ${coverage.transitions.covered}/${coverage.transitions.total}, path runs ${coverage.paths}`,
    )
  })
})
