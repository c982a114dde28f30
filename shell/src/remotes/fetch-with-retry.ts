/** One attempt is aborted after `timeoutMs` (a hanging remote would otherwise spin forever); `retries` follow a failure. */
export const REMOTE_FETCH_POLICY = { timeoutMs: 8000, retries: 1 };

async function attempt(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`Timed out after ${timeoutMs} ms: ${url}`)), timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
    // Read the body under the same timer, then hand back a fresh, fully buffered response.
    const body = await response.text();
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  } finally {
    clearTimeout(timer);
  }
}

/** fetch with a per-attempt timeout that treats non-2xx answers as failures and retries them. */
export async function fetchWithRetry(url: string, init: RequestInit = {}, policy = REMOTE_FETCH_POLICY) {
  let lastError: unknown;
  for (let tries = 0; tries <= policy.retries; tries += 1) {
    try {
      return await attempt(url, init, policy.timeoutMs);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(`Could not fetch ${url}`);
}
