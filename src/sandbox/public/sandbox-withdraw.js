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
