const q = new URLSearchParams(location.search)
document.getElementById('details').textContent =
  'Order ' + (q.get('orderId') || '?') + ', amount ' + (q.get('amount') || '?') + ' centavos.'
