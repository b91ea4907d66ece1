/**
 * The sandbox's stand-in for Accept.js (payments-facts.md §2): `Accept.dispatchData({authData, cardData},
 * handler)` checks the card as Accept.js does, sends it to the gateway (the sandbox) with
 * securePaymentContainerRequest and hands the handler `{opaqueData, messages}`. The card goes from the browser to
 * the gateway only, never to the shop. Plain ES5 in a string: it is served as is, never bundled.
 */
export const ACCEPT_JS_STAND_IN = `(function () {
  'use strict';
  var script = document.currentScript;
  var api = new URL('/xml/v1/request.api', script ? script.src : location.href).toString();
  function answer(handler, code, text) {
    handler({ messages: { resultCode: 'Error', message: [{ code: code, text: text }] } });
  }
  function luhn(number) {
    var sum = 0, double = false;
    for (var i = number.length - 1; i >= 0; i--) {
      var digit = Number(number.charAt(i));
      if (double) { digit = digit * 2; if (digit > 9) digit -= 9; }
      sum += digit; double = !double;
    }
    return sum % 10 === 0;
  }
  window.Accept = {
    dispatchData: function (secureData, handler) {
      var auth = secureData && secureData.authData || {};
      if (!auth.clientKey || !auth.apiLoginID) return answer(handler, 'E_WC_10', 'Please provide valid apiloginid.');
      if (secureData && secureData.bankData) return send(auth, { accountNumber: String(secureData.bankData.accountNumber || ''),
        routingNumber: String(secureData.bankData.routingNumber || ''), nameOnAccount: String(secureData.bankData.nameOnAccount || ''),
        accountType: String(secureData.bankData.accountType || 'checking') }, handler);
      var card = secureData && secureData.cardData || {};
      var number = String(card.cardNumber || '').replace(/\\s+/g, '');
      var month = String(card.month || '');
      var year = String(card.year || '');
      var code = String(card.cardCode || '');
      if (!/^\\d{13,16}$/.test(number) || !luhn(number)) return answer(handler, 'E_WC_05', 'Please provide valid credit card number.');
      if (!/^(0[1-9]|1[0-2])$/.test(month)) return answer(handler, 'E_WC_06', 'Please provide valid expiration month.');
      if (!/^(\\d{2}|\\d{4})$/.test(year)) return answer(handler, 'E_WC_07', 'Please provide valid expiration year.');
      var fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
      var now = new Date();
      if (fullYear < now.getFullYear() || (fullYear === now.getFullYear() && Number(month) < now.getMonth() + 1)) {
        return answer(handler, 'E_WC_08', 'Expiration date must be in the future.');
      }
      if (code && !/^\\d{3,4}$/.test(code)) return answer(handler, 'E_WC_15', 'Please provide valid CVV.');
      send(auth, { cardNumber: number, expirationDate: month + String(fullYear).slice(2), cardCode: code }, handler);
    }
  };
  function send(auth, token, handler) {
      var body = { securePaymentContainerRequest: {
        merchantAuthentication: { name: auth.apiLoginID, clientKey: auth.clientKey },
        data: { type: 'TOKEN', id: String(Date.now()), token: token } } };
      fetch(api, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
        .then(function (response) { return response.text(); })
        .then(function (text) { handler(JSON.parse(text.charAt(0) === '\\ufeff' ? text.slice(1) : text)); })
        .catch(function () { answer(handler, 'E_WC_14', 'Accept.js encryption failed.'); });
  }
})();
`;
