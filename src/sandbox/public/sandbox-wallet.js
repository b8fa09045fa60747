// The sandbox's e-wallet checkout: "Pay" stands for the e-wallet taking the payment and telling the
// lender (a real e-wallet's notice to the lender's server). The sandbox's lender keeps its state in
// local storage (src/sandbox/sandbox-schema.ts, STATE_KEY): the checkout's record (repayment-huichao made it)
// is marked paid and its order finished, then the page returns to the URL the lender gave the
// e-wallet (the order page, with the borrower's session).
const STATE_KEY = 'bayad.sandbox.v1'
const q = new URLSearchParams(location.search)
const minor = Number(q.get('amount'))
const amount =
  Number.isFinite(minor) && q.get('amount')
    ? '₱' +
      Math.floor(minor / 100)
        .toString()
        .replace(/\B(?=(\d{3})+(?!\d))/g, ',') +
      '.' +
      String(minor % 100).padStart(2, '0')
    : '?'
document.getElementById('details').textContent =
  'Order ' + (q.get('orderId') || '?') + ', amount ' + amount + '.'

const back = q.get('return') || ''
// Only a path of this site: the sandbox never sends the borrower elsewhere.
const safeBack = back.startsWith('/') && !back.startsWith('//') ? back : ''
const pay = document.getElementById('pay')
if (q.get('checkout') && safeBack) {
  pay.textContent = 'Pay ' + amount
  pay.hidden = false
  pay.addEventListener('click', () => {
    pay.disabled = true
    try {
      const state = JSON.parse(localStorage.getItem(STATE_KEY) || 'null')
      const record = state && state.repayRecords.find((r) => r.id === q.get('checkout'))
      if (record && record.status === 'pending') {
        record.status = 'paid'
        record.paidAt = Date.now()
        const order = state.orders.find((o) => o.orderNo === record.orderId)
        if (order) order.status = 'finished'
        localStorage.setItem(STATE_KEY, JSON.stringify(state))
      }
    } catch {
      // a state the page cannot read: the order page shows the order as the lender has it
    }
    location.replace(safeBack)
  })
}
