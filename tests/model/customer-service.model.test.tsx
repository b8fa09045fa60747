import { render, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { describe, expect, it } from 'vitest'
import type { InspectionEvent } from 'xstate'
import { customerServiceMachine } from '../../machines/customer-service.machine.ts'
import type { ServiceContact } from '../../machines/customer-service.types.ts'
import { REPEAT_TAP_MS } from '../../machines/shared/taps.ts'
import { CustomerServiceView } from '../../src/screens/customer-service/customer-service-view.tsx'
import { ServicesProvider } from '../../src/screens/shared/services.tsx'
import {
  COMPANY_EMAIL,
  COMPLAINT_HOME_HREF,
  COMPLAINT_LIST_HREF,
  CONTACT,
  linkServices,
  NO_CONTACT,
  SERVER_BUSY,
  SERVICE_PHONE,
} from './complaint-follow.fixtures.ts'
import { createModel, expectFullCoverage, recorder, scenarioPath } from './harness.ts'
import type { Executor, ModelEvent, StateContext } from './harness.ts'
import { scenarios } from './samples/customer-service.samples.ts'
import { expectLoadFailure } from './load-failure.ts'

type Machine = typeof customerServiceMachine
type Src = 'loadContact'
type Ctx = StateContext<Machine, Src>

const INPUT = scenarios.default.input

// ------------------------------------------------------------------------------- host effects

/** What the page asked of the host and the router on this path, in order. */
const host = recorder()
/**
 * The oracle, kept from what the server and the borrower did (not read from the machine): the e-mail
 * the page should show (the phone is always the configured one), when a tap last asked for a call, and
 * the effects the host should have seen.
 */
const phone = SERVICE_PHONE
let email = ''
let calledAt: number | undefined
let expectedEffects: Array<{ action: string; params: unknown }> = []

const expectEffect = (action: string, params: unknown) => void expectedEffects.push({ action, params })
/** A tap within REPEAT_TAP_MS of the call it asked for is ignored. */
const repeated = () => calledAt !== undefined && Date.now() - calledAt < REPEAT_TAP_MS

function Screen({ machine, inspect }: { machine: Machine; inspect: (event: InspectionEvent) => void }) {
  const actor = useActorRef(machine, { input: INPUT, inspect })
  return <CustomerServiceView actor={actor} />
}

/** "Online service" and "My complaints" are AppLinks: the page query for their addresses, navigate.go to open them. */
const services = linkServices((action, params) => void host.calls.push({ action, params }))

// ------------------------------------------------------------------------------- model

const model = createModel(customerServiceMachine, {
  input: INPUT,
  // hasPhone reads the phone; the e-mail only shows.
  contextKeys: ['phone', 'email'],
  controllable: ['loadContact'],
  events: scenarios.default.events,
})

// ------------------------------------------------------------------------------- executor

const contactList = (ctx: Ctx) => ctx.screen.getByRole('list', { name: 'Contact customer service' })
/** The phone row: one button named by all it says, the number and the word "Call" included. */
const phoneRow = (ctx: Ctx) => ctx.screen.getByRole('button', { name: /^Telephone / })

const executor: Executor<Machine, Src> = {
  render: ({ machine, inspect }) => {
    host.reset()
    email = ''
    calledAt = undefined
    expectedEffects = []
    const withHost = machine.provide({
      actions: { showToast: host.record('showToast'), callPhone: host.record('callPhone') },
    })
    render(
      <ServicesProvider services={services}>
        <Screen machine={withHost} inspect={inspect} />
      </ServicesProvider>,
    )
  },
  events: {
    'xstate.done.actor.loadContact': ({ actors, event }) => {
      const contact = ('output' in event ? event.output : undefined) as ServiceContact
      // No e-mail from the server: the company's. smWa plays no part: the phone is the configured one.
      email = contact.email !== '' ? contact.email : COMPANY_EMAIL
      actors.loadContact.resolve(contact)
    },
    'xstate.error.actor.loadContact': ({ actors }) => {
      email = COMPANY_EMAIL
      expectEffect('showToast', { notice: { text: SERVER_BUSY.message }, tone: 'failure' })
      actors.loadContact.reject(SERVER_BUSY)
    },
    'contact.retry': async ({ user, screen }) => {
      await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }))
    },
    'phone.call': async (ctx) => {
      if (!repeated()) {
        calledAt = Date.now()
        expectEffect('callPhone', { phone })
      }
      await ctx.user.click(phoneRow(ctx))
    },
  },
  states: {
    // Always on the page: the title, the intro and the two complaint pages.
    contact: ({ screen }) => {
      expect(document.title).toBe('Customer service · Bayad')
      expect(screen.getByRole('heading', { level: 1, name: 'Customer service' })).toBeTruthy()
      expect(screen.getByText('We are here to help with your loans, payments and account.')).toBeTruthy()
      // The contact card shows from the start (the phone is known at once), then the complaints card.
      const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
      expect(headings).toEqual(['Contact us', 'Complaints'])
      // The one service phone, whatever the server said.
      expect(screen.getByRole('button', { name: `Telephone ${SERVICE_PHONE} Call` })).toBeTruthy()
      const complaints = screen.getByRole('list', { name: 'Complaints' })
      const links = within(complaints).getAllByRole('link')
      // Real addresses with the common query string, opened in the app.
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        COMPLAINT_HOME_HREF,
        COMPLAINT_LIST_HREF,
      ])
      expect(within(complaints).getByRole('link', { name: /^Online service/ })).toBe(links[0])
      expect(within(complaints).getByRole('link', { name: /^My complaints/ })).toBe(links[1])
      expect(host.calls).toEqual(expectedEffects)
    },
    'contact.loading': (ctx) => {
      const { screen, actors } = ctx
      expect(actors.loadContact.pending()).toHaveLength(1)
      expect(screen.queryByRole('alert')).toBeNull()
      expect(screen.queryByRole('link', { name: /^E-mail/ })).toBeNull()
      // The phone is callable while the e-mail loads; the e-mail's row is a busy placeholder.
      expect(phoneRow(ctx).querySelector('.contact-row__value')?.textContent).toBe(phone)
      const waiting = within(contactList(ctx)).getAllByRole('listitem')[1]
      expect(waiting?.getAttribute('aria-busy')).toBe('true')
      expect(waiting?.textContent).toBe('E-mailLoading the e-mail address')
      expect(waiting?.querySelector('.skeleton__line')).not.toBeNull()
      expect(within(contactList(ctx)).queryByRole('link')).toBeNull()
    },
    'contact.loaded': (ctx) => {
      const { screen } = ctx
      expect(document.querySelector('.skeleton')).toBeNull()
      expect(screen.queryByRole('alert')).toBeNull()
      const rows = within(contactList(ctx)).getAllByRole('listitem')
      expect(rows).toHaveLength(2)
      const call = phoneRow(ctx)
      // Its name says what it does: the label, the number and "Call" (no longer hidden from it).
      expect(screen.getByRole('button', { name: `Telephone ${phone} Call` })).toBe(call)
      expect(call.querySelector('.contact-row__label')?.textContent).toBe('Telephone')
      expect(call.querySelector('.contact-row__value')?.textContent).toBe(phone)
      const mail = screen.getByRole('link', { name: `E-mail ${email} Write` })
      expect(mail.getAttribute('href')).toBe(`mailto:${email}`)
      expect(mail.querySelector('.contact-row__value')?.textContent).toBe(email)
    },
    'contact.fallback': (ctx) => {
      expectLoadFailure(ctx.screen.getByRole('alert'), ctx.snapshot().context.loadFailure)
      const { screen } = ctx
      const notice = screen.getByRole('alert')
      expect(notice.textContent).toContain(
        'The latest contact details could not be loaded. You can still call us on the number below.',
      )
      expect(within(notice).getByRole('button', { name: 'Try again' })).toBeTruthy()
      expect(document.querySelector('.skeleton')).toBeNull()
      expect(screen.getByRole('button', { name: `Telephone ${SERVICE_PHONE} Call` })).toBe(phoneRow(ctx))
      // The company's service e-mail stands in for the server's.
      const mail = screen.getByRole('link', { name: `E-mail ${COMPANY_EMAIL} Write` })
      expect(mail.getAttribute('href')).toBe(`mailto:${COMPANY_EMAIL}`)
      expect(host.toasts().at(-1)).toEqual({ notice: { text: SERVER_BUSY.message }, tone: 'failure' })
    },
    'calls.asked': async (ctx) => {
      // The call went out once, for the phone on screen at the tap ('contact' checks the effects):
      // one more tap now asks the host for nothing.
      await ctx.user.click(phoneRow(ctx))
      await ctx.advance(0)
      expect(host.calls).toEqual(expectedEffects)
    },
  },
}

model.testPaths(executor, { expectFullCoverage: false })

// ------------------------------------------------------------------------------- scenarios

const scenario = (name: string, events: Array<ModelEvent<Machine>>) =>
  scenarioPath(customerServiceMachine, INPUT, name, events)

const CALLS_SETTLE = 'xstate.after.REPEAT_TAP_MS.customerService.calls.asked'
const callsSettle = { type: CALLS_SETTLE } as const
const load = (contact: ServiceContact) =>
  ({ type: 'xstate.done.actor.loadContact', output: contact }) as const
const call = { type: 'phone.call' } as const

/** The executor, with REPEAT_TAP_MS's step tapping the phone row once more 1 ms before it ends. */
const tappingLate: Executor<Machine, Src> = {
  ...executor,
  events: {
    ...executor.events,
    [CALLS_SETTLE]: async (ctx) => {
      await ctx.advance(REPEAT_TAP_MS - 1)
      await ctx.user.click(phoneRow(ctx))
      await ctx.advance(0)
      expect(ctx.snapshot().matches({ calls: 'asked' })).toBe(true)
      expect(host.calls).toEqual(expectedEffects)
      await ctx.advance(1)
    },
  },
}

describe('customer service: scenarios', () => {
  it('a double tap on the phone row asks the host to call once; after REPEAT_TAP_MS a tap calls again', async () => {
    const path = scenario('double tap', [load(CONTACT), call, call, callsSettle, call])
    expect(model.afterEvents.has(CALLS_SETTLE)).toBe(true)
    await model.runPath(path, tappingLate)
    expect(host.of('callPhone')).toEqual([{ phone: SERVICE_PHONE }, { phone: SERVICE_PHONE }])
  })

  it('a dblclick on the phone row calls once', async () => {
    await model.runPath(scenario('dblclick', [load(CONTACT), call]), {
      ...executor,
      events: {
        ...executor.events,
        'phone.call': async (ctx) => {
          calledAt = Date.now()
          expectEffect('callPhone', { phone })
          await ctx.user.dblClick(phoneRow(ctx))
        },
      },
    })
    expect(host.of('callPhone')).toEqual([{ phone: SERVICE_PHONE }])
  })

  it('the service phone is called before the e-mail has loaded, after a failure, and while it loads again', async () => {
    await model.runPath(
      scenario('fallback calls', [
        call,
        callsSettle,
        { type: 'xstate.error.actor.loadContact', error: SERVER_BUSY },
        call,
        callsSettle,
        { type: 'contact.retry' },
        call,
        load(CONTACT),
        callsSettle,
        call,
      ]),
      executor,
    )
    expect(host.of('callPhone')).toEqual([
      { phone: SERVICE_PHONE },
      { phone: SERVICE_PHONE },
      { phone: SERVICE_PHONE },
      { phone: SERVICE_PHONE },
    ])
  })

  it('"Online service" and "My complaints" open their pages through the router, not the link', async () => {
    await model.runPath(scenario('complaint pages', [load(NO_CONTACT)]), {
      ...executor,
      states: {
        ...executor.states,
        'contact.loaded': async (ctx) => {
          await executor.states['contact.loaded']?.(ctx)
          await ctx.user.click(ctx.screen.getByRole('link', { name: /^Online service/ }))
          await ctx.user.click(ctx.screen.getByRole('link', { name: /^My complaints/ }))
          expect(host.calls).toEqual([
            { action: 'go', params: ['/complaint'] },
            { action: 'go', params: ['/complaintList'] },
          ])
          expect(window.location.pathname).not.toBe('/complaint')
          expectedEffects = [...host.calls]
        },
      },
    })
  })
})

describe('model coverage', () => {
  it('covers every state and transition of customerService', () => {
    console.log(
      `customerService paths: ${model.stats.paths} (${model.stats.steps} steps, ${model.stats.generationMs} ms)`,
    )
    const coverage = expectFullCoverage('customerService')
    console.log(
      `customerService coverage: states ${coverage.states.covered}/${coverage.states.total}, transitions ${coverage.transitions.covered}/${coverage.transitions.total}, path runs ${coverage.paths}`,
    )
  })
})
