import { errorFromResponse } from './api-error';

export interface ApiClientOptions {
  /** Prepended to every path; empty for the same origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Sent with every request (an Authorization header, say); a request's own headers win. */
  headers?: Record<string, string>;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Answer null instead of throwing on 401 (spec §7: the current-user reader). */
  nullOn401?: boolean;
  headers?: Record<string, string>;
}

/** The one fetch client (spec §7): cookies sent, JSON in and out, errors by the rule of spec §8. */
export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';

  function send(method: string, path: string, body: unknown, accept: string, init: RequestOptions): Promise<Response> {
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const headers: Record<string, string> = { Accept: accept, ...options.headers, ...init.headers };
    const file = typeof Blob !== 'undefined' && body instanceof Blob;
    if (body !== undefined) headers['Content-Type'] = file ? 'application/octet-stream' : 'application/json';
    return doFetch(`${baseUrl}${path}`, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : file ? body : JSON.stringify(body),
      signal: init.signal,
    });
  }

  async function request<T>(method: string, path: string, body: unknown, init: RequestOptions = {}): Promise<T> {
    const response = await send(method, path, body, 'application/json', init);
    if (init.nullOn401 && response.status === 401) {
      // Read the body so the connection is released (an unread body keeps the request open in the browser).
      await response.text().catch(() => undefined);
      return null as T;
    }
    if (!response.ok) throw await errorFromResponse(response);
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** A file the server builds (a CSV export, say): its body as a Blob; a refusal throws by the same rule as JSON. */
  async function file(path: string, accept: string, init: RequestOptions = {}): Promise<Blob> {
    const response = await send('GET', path, undefined, accept, init);
    if (!response.ok) throw await errorFromResponse(response);
    return response.blob();
  }

  return {
    file,
    get: <T>(path: string, init?: RequestOptions) => request<T>('GET', path, undefined, init),
    post: <T>(path: string, body: unknown = {}, init?: RequestOptions) => request<T>('POST', path, body, init),
    patch: <T>(path: string, body: unknown = {}, init?: RequestOptions) => request<T>('PATCH', path, body, init),
    put: <T>(path: string, body: unknown = {}, init?: RequestOptions) => request<T>('PUT', path, body, init),
    /** A file sent as it is (application/octet-stream; the server tells its type from its bytes), answered in JSON. */
    upload: <T>(path: string, file: Blob, init?: RequestOptions) => request<T>('PUT', path, file, init),
    /** DELETE; a JSON `body` names what to delete where a path cannot (a push endpoint). */
    delete: <T>(path: string, init?: RequestOptions, body?: unknown) => request<T>('DELETE', path, body, init),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The same-origin client every front end uses. */
export const apiClient = createApiClient();
