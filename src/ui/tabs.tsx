import type { KeyboardEvent } from 'react'

export interface TabItem {
  value: string
  label: string
}

/** The id of a tab, for the panel's aria-labelledby. */
export const tabId = (idPrefix: string, value: string) => `${idPrefix}-tab-${value}`
/** The id of the panel the tabs control. */
export const tabPanelId = (idPrefix: string) => `${idPrefix}-panel`

/**
 * A row of tabs (WAI-ARIA tabs, automatic activation): the chosen one is marked and is the one in
 * the tab order; arrows, Home and End move and choose. The caller renders one panel with
 * `id={tabPanelId(idPrefix)}` and `aria-labelledby={tabId(idPrefix, selected)}`.
 */
export function Tabs({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
}: {
  label: string
  tabs: TabItem[]
  selected: string
  onSelect: (value: string) => void
  idPrefix: string
}) {
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.value === selected)
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1
    const tab = tabs[next]
    if (tab === undefined) return
    event.preventDefault()
    onSelect(tab.value)
    document.getElementById(tabId(idPrefix, tab.value))?.focus()
  }
  return (
    <div className="tabs" role="tablist" aria-label={label} onKeyDown={move}>
      {tabs.map((tab) => {
        const chosen = tab.value === selected
        return (
          <button
            key={tab.value}
            id={tabId(idPrefix, tab.value)}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={chosen}
            aria-controls={tabPanelId(idPrefix)}
            tabIndex={chosen ? 0 : -1}
            onClick={() => onSelect(tab.value)}
          >
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}
