/**
 * A rider's quote sent through the API of the server at `baseURL`; answers its status token (the rider's status page
 * is one a rider lands on: the link they keep).
 */
export async function sendRiderQuote(baseURL, customerName = 'Bench Rider') {
  const response = await fetch(`${baseURL}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({
      customerName,
      // 0412: a mobile range in use (not every 04xx is: 0441 is not).
      customerPhone: `0412${String(Date.now()).slice(-6)}`,
      motorcycleMake: 'Honda',
      motorcycleModel: 'CBR650R',
      canRollAndSteer: true,
      pickupLocation: 'Parramatta NSW 2150',
      dropoffLocation: 'Penrith NSW 2750',
      timeframe: 'this_week',
      isFlexibleDates: true,
    }),
  });
  if (!response.ok) throw new Error(`POST /api/leads answered ${response.status}: ${await response.text()}`);
  return (await response.json()).statusToken;
}
