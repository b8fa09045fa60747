import type { ButtonHTMLAttributes, Ref } from 'react'

/** How a button looks: the page's main action, a second action, or a link-like action in the text. */
export type ButtonVariant = 'primary' | 'secondary' | 'link'

interface ButtonLook {
  /** Default `primary`. */
  variant?: ButtonVariant
  /** Takes the full width of its row (footers, stacked actions). */
  block?: boolean
}

/**
 * The class list of a button of this look, with the caller's own classes after it: also for a link that
 * looks like a button (`<a className={buttonClass({ variant: 'secondary' })}>`, an AppLink).
 */
export const buttonClass = ({ variant = 'primary', block }: ButtonLook, className?: string): string =>
  `button button--${variant}${block ? ' button--block' : ''}${className ? ` ${className}` : ''}`

export type ButtonProps = ButtonLook &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    ref?: Ref<HTMLButtonElement>
  }

/**
 * Every button of the app. `type` defaults to `button`: a button that submits its form says
 * `type="submit"`, so a button added inside a form never submits it by accident.
 */
export function Button({ variant, block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, block }, className)} {...rest} />
}
