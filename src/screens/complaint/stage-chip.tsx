import type { ComplaintStage } from '../../../machines/shared/complaint.ts'

/**
 * A complaint's status as a chip, in the order chips' colours (src/ui/status-chip.tsx tones, 4.5:1):
 * answered teal, in progress amber, words the app does not know blue. Not StatusChip itself: its
 * order-status words would make this page's first load heavier for three colours.
 */
const TONES: Record<ComplaintStage, string> = { answered: 'teal', inProgress: 'amber', other: 'blue' }

export function StageChip({ stage, label }: { stage: ComplaintStage; label: string }) {
  return <span className={`status-chip status-chip--${TONES[stage]}`}>{label}</span>
}
