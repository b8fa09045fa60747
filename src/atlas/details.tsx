import type { ReactNode } from 'react'
import type { GraphEdge, GraphState, MachineGraph } from '../machine-graph/graph.ts'
import { indexStates } from '../machine-graph/graph.ts'
import type { Selection } from './types.ts'

// The side panel's account of what is selected on the diagram: a state or a transition, every field the
// graph knows, with the states and transitions it names as buttons that select them in turn.

const KIND_TEXT: Record<GraphEdge['kind'], string> = {
  event: 'Event',
  after: 'Delay (after)',
  always: 'Eventless (always)',
  done: 'Invoked actor done',
  error: 'Invoked actor failed',
  stateDone: 'Compound state done',
}

function typeText(state: GraphState): string {
  if (state.path.length === 0) return 'machine (root)'
  if (state.history) return `history (${state.history})`
  if (state.isRegion) return `${state.type}, a region of a parallel state`
  return state.type
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  )
}

function List({ items }: { items: string[] }) {
  if (items.length === 0) return <span className="atlas-none">none</span>
  return (
    <ul className="atlas-plain-list">
      {items.map((item, index) => (
        <li key={index}>
          <code>{item}</code>
        </li>
      ))}
    </ul>
  )
}

export function stateName(graph: MachineGraph, state: GraphState): string {
  return state.path.length === 0 ? graph.id : state.path.join('.')
}

function SelectButton({
  onSelect,
  target,
  children,
}: {
  onSelect: (s: Selection) => void
  target: Selection
  children: ReactNode
}) {
  return (
    <button type="button" className="atlas-link-button" onClick={() => onSelect(target)}>
      {children}
    </button>
  )
}

export function SelectionDetails({
  graph,
  selection,
  onSelect,
}: {
  graph: MachineGraph
  selection: Selection
  onSelect: (selection: Selection) => void
}) {
  const states = indexStates(graph)
  if (selection === null) return null
  if (selection.kind === 'state') {
    const state = states.get(selection.id)
    if (state === undefined) return <p>The selected state is not in this machine.</p>
    const out = graph.edges.filter((edge) => edge.source === state.id)
    const into = graph.edges.filter((edge) => edge.targets.includes(state.id))
    return (
      <section className="atlas-details" aria-labelledby="atlas-details-title">
        <h2 id="atlas-details-title">
          State <code>{state.path.length === 0 ? graph.id : state.key}</code>
        </h2>
        {state.description && <p className="atlas-details__description">{state.description}</p>}
        <dl className="atlas-facts">
          <Row term="Id">
            <code>#{state.id}</code>
          </Row>
          <Row term="Path">
            <code>{stateName(graph, state)}</code>
          </Row>
          <Row term="Type">{typeText(state)}</Row>
          {state.initial && (
            <Row term="Initial child">
              <SelectButton onSelect={onSelect} target={{ kind: 'state', id: state.initial }}>
                {states.get(state.initial)?.key ?? state.initial}
              </SelectButton>
            </Row>
          )}
          <Row term="Tags">
            <List items={state.tags} />
          </Row>
          <Row term="Invokes">
            <List
              items={state.invokes.map((invoke) =>
                invoke.src === invoke.id ? invoke.src : `${invoke.src} (id ${invoke.id})`,
              )}
            />
          </Row>
          <Row term="Entry actions">
            <List items={state.entry} />
          </Row>
          <Row term="Exit actions">
            <List items={state.exit} />
          </Row>
        </dl>
        <h3>Transitions out ({out.length})</h3>
        {out.length === 0 ? (
          <p className="atlas-none">None.</p>
        ) : (
          <ul className="atlas-button-list">
            {out.map((edge) => (
              <li key={edge.id}>
                <SelectButton onSelect={onSelect} target={{ kind: 'edge', id: edge.id }}>
                  {edge.label}
                  {edge.targets.length > 0 && (
                    <span className="atlas-muted">
                      {' '}
                      → {edge.targets.map((id) => states.get(id)?.key ?? id).join(', ')}
                    </span>
                  )}
                </SelectButton>
              </li>
            ))}
          </ul>
        )}
        {into.length > 0 && (
          <>
            <h3>Transitions in ({into.length})</h3>
            <ul className="atlas-button-list">
              {into.map((edge) => (
                <li key={edge.id}>
                  <SelectButton onSelect={onSelect} target={{ kind: 'edge', id: edge.id }}>
                    <span className="atlas-muted">{states.get(edge.source)?.key ?? edge.source} → </span>
                    {edge.label}
                  </SelectButton>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    )
  }
  const edge = graph.edges.find((candidate) => candidate.id === selection.id)
  if (edge === undefined) return <p>The selected transition is not in this machine.</p>
  const source = states.get(edge.source)
  return (
    <section className="atlas-details" aria-labelledby="atlas-details-title">
      <h2 id="atlas-details-title">
        Transition <code>{edge.trigger}</code>
      </h2>
      <dl className="atlas-facts">
        <Row term="Trigger">
          <code>{edge.trigger}</code>
        </Row>
        <Row term="Kind">{KIND_TEXT[edge.kind]}</Row>
        <Row term="Guard">
          {edge.guard ? <code>{edge.guard}</code> : <span className="atlas-none">none</span>}
        </Row>
        {edge.kind === 'after' && <Row term="Delay">{edge.trigger.replace(/^after /, '')}</Row>}
        <Row term="Actions">
          <List items={edge.actions} />
        </Row>
        <Row term="From">
          <SelectButton onSelect={onSelect} target={{ kind: 'state', id: edge.source }}>
            {source === undefined ? edge.source : stateName(graph, source)}
          </SelectButton>
        </Row>
        <Row term="To">
          {edge.targets.length === 0 ? (
            <span>
              no target: the state is not left{edge.actions.length > 0 ? ', only its actions run' : ''}
            </span>
          ) : (
            <ul className="atlas-button-list">
              {edge.targets.map((id) => {
                const target = states.get(id)
                return (
                  <li key={id}>
                    <SelectButton onSelect={onSelect} target={{ kind: 'state', id }}>
                      {target === undefined ? id : stateName(graph, target)}
                    </SelectButton>
                  </li>
                )
              })}
            </ul>
          )}
        </Row>
        {edge.reenter && <Row term="Re-enters">yes: the source is exited and entered again</Row>}
        <Row term="Coverage">
          {edge.counted
            ? 'counted by the model-based coverage'
            : 'not counted: with no target and no action it only keeps the event from a parent, and cannot be seen being taken'}
        </Row>
        <Row term="Coverage key">
          <code className="atlas-break">{edge.key}</code>
        </Row>
      </dl>
    </section>
  )
}
