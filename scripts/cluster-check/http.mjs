// The check's requests: JSON in and out, failing with what the server said.

/** A request with a JSON body (or none); answers the Response, refusing a status other than `expect`. */
export async function send(url, { method = 'GET', body, cookie, headers = {}, expect = 200 } = {}) {
  const response = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(cookie ? { Cookie: cookie } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status !== expect) throw new Error(`${method} ${url} answered ${response.status}, not ${expect}: ${(await response.text()).slice(0, 500)}`);
  return response;
}

/** Polls `check` every 50 ms until it answers a truthy value (answered), failing with `message` after `timeoutMs`. */
export async function eventually(check, timeoutMs, message) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(typeof message === 'function' ? message() : message);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `promise`, or a failure with `message` once `timeoutMs` passed without it settling. */
export async function withTimeout(promise, timeoutMs, message) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(typeof message === 'function' ? message() : message)), timeoutMs);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
