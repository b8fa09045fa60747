/** "See loans on offer": where a page with nothing to show sends the borrower (the recommend list). */
export function OffersLink({ href, onOpen }: { href: string; onOpen: () => void }) {
  return (
    <a
      className="button button--primary"
      href={href}
      onClick={(event) => {
        event.preventDefault()
        onOpen()
      }}
    >
      See loans on offer
    </a>
  )
}
