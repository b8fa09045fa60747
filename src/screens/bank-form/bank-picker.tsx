import { useSelector } from '@xstate/react'
import type { KeyboardEvent } from 'react'
import Picker from 'react-mobile-picker'
import { visibleFields } from '../../../machines/bank-form-fields.ts'
import { bankTexts } from '../../i18n/bank/index.ts'
import { Button } from '../../ui/button.tsx'
import { Sheet } from '../../ui/overlays.tsx'
import { fieldId, type BankFormActor } from './bank-form-parts.ts'

/** One row of the wheel: a 44 px touch target; five rows show, the chosen one under the mark. */
const ROW_PX = 44
const ROWS_SHOWN = 5

/** A server code goes into the id as the fields' ids take it (one to one, letters and digits only). */
const optionId = (code: string, index: number) => `${fieldId(code)}-option-${index}`

/**
 * The single-column wheel picker of a select field (spec §2): the wheel moves the choice under the
 * mark (a tap on a row, a swipe, the mouse wheel, or the arrow keys), Confirm (or Enter) takes it, Cancel, Esc,
 * the backdrop and Back keep the earlier value. Loaded on demand (bank-form-view.tsx).
 */
export function BankPicker({ actor }: { actor: BankFormActor }) {
  const picker = useSelector(actor, (s) => s.context.picker)
  const field = useSelector(actor, (s) =>
    s.context.picker === null
      ? undefined
      : visibleFields(s.context).find((candidate) => candidate.code === s.context.picker?.code),
  )
  const t = bankTexts()
  if (picker === null || field === undefined) return null
  const options = field.options
  const index = Math.max(
    options.findIndex((option) => option.value === picker.value),
    0,
  )
  const cancel = () => actor.send({ type: 'picker.cancel' })
  const choose = (next: number) => {
    const option = options[Math.min(Math.max(next, 0), options.length - 1)]
    if (option !== undefined) actor.send({ type: 'picker.change', value: option.value })
  }
  const keys = (event: KeyboardEvent<HTMLDivElement>) => {
    const step: Record<string, number> = {
      ArrowDown: 1,
      ArrowUp: -1,
      PageDown: ROWS_SHOWN,
      PageUp: -ROWS_SHOWN,
      Home: -options.length,
      End: options.length,
    }
    if (event.key === 'Enter') {
      event.preventDefault()
      actor.send({ type: 'picker.confirm' })
      return
    }
    const by = step[event.key]
    if (by === undefined) return
    event.preventDefault()
    choose(index + by)
  }
  return (
    <Sheet open title={field.title} onDismiss={cancel}>
      <Picker
        className="wheel"
        value={{ [field.code]: picker.value }}
        onChange={(next) => actor.send({ type: 'picker.change', value: String(next[field.code]) })}
        height={ROW_PX * ROWS_SHOWN}
        itemHeight={ROW_PX}
        wheelMode="natural"
        // The wheel moves by transform only: focusing it (the sheet focuses it on open) must not
        // scroll its clipped box, or the mark and the choice under it part ways.
        onScroll={(event) => {
          event.currentTarget.scrollTop = 0
        }}
      >
        <Picker.Column
          name={field.code}
          role="listbox"
          aria-label={field.title}
          aria-activedescendant={optionId(field.code, index)}
          tabIndex={0}
          className="wheel__column"
          onKeyDown={keys}
        >
          {options.map((option, at) => (
            <Picker.Item
              key={option.value}
              value={option.value}
              id={optionId(field.code, at)}
              role="option"
              aria-selected={option.value === picker.value}
              className="wheel__item"
            >
              <span className="wheel__label">{option.label}</span>
            </Picker.Item>
          ))}
        </Picker.Column>
      </Picker>
      <div className="button-row wheel__actions">
        <Button variant="secondary" onClick={cancel}>
          {t.cancel}
        </Button>
        <Button variant="primary" onClick={() => actor.send({ type: 'picker.confirm' })}>
          {t.confirm}
        </Button>
      </div>
    </Sheet>
  )
}
