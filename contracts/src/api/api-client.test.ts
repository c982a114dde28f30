import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';

function fakeFetch(response: Response, seen: RequestInit[] = []): typeof fetch {
  return async (_input, init) => {
    seen.push(init ?? {});
    return response;
  };
}

describe('apiClient', () => {
  it('when posting, then cookies are included and the body is JSON', async () => {
    const seen: RequestInit[] = [];
    const client = createApiClient({ fetch: fakeFetch(new Response('{"id":1}', { status: 201 }), seen) });
    await expect(client.post('/api/leads', { a: 1 })).resolves.toEqual({ id: 1 });
    expect(seen[0]?.credentials).toBe('include');
    expect(seen[0]?.body).toBe('{"a":1}');
    expect((seen[0]?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('when the client has headers, then every request sends them and a request can override one', async () => {
    const seen: RequestInit[] = [];
    const client = createApiClient({
      fetch: async (_input, init) => {
        seen.push(init ?? {});
        return new Response('{}', { status: 200 });
      },
      headers: { Authorization: 'Bearer tok-1', 'X-Extra': 'a' },
    });
    await client.get('/api/admin/analytics');
    await client.get('/api/admin/leads', { headers: { 'X-Extra': 'b' } });
    expect(seen[0]?.headers).toMatchObject({ Accept: 'application/json', Authorization: 'Bearer tok-1', 'X-Extra': 'a' });
    expect(seen[1]?.headers).toMatchObject({ Authorization: 'Bearer tok-1', 'X-Extra': 'b' });
  });

  it('when the error body is JSON with a message, then that message and field errors are used', async () => {
    const body = JSON.stringify({ message: 'Bad quote', fieldErrors: { customerName: ['Customer name is required'] } });
    const client = createApiClient({ fetch: fakeFetch(new Response(body, { status: 400 })) });
    const error = await client.post('/api/leads').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Bad quote', fieldErrors: { customerName: ['Customer name is required'] } });
  });

  it('when the error body is plain text, then the text is the message', async () => {
    const client = createApiClient({ fetch: fakeFetch(new Response('Gateway hiccup', { status: 502 })) });
    await expect(client.get('/x')).rejects.toMatchObject({ message: 'Gateway hiccup', status: 502 });
  });

  it('when the error body is empty, then the status text is the message', async () => {
    const client = createApiClient({ fetch: fakeFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' })) });
    await expect(client.get('/x')).rejects.toMatchObject({ message: 'Service Unavailable' });
  });

  it('when asked, then a 401 answers null instead of throwing', async () => {
    const client = createApiClient({ fetch: fakeFetch(new Response('{"message":"no"}', { status: 401 })) });
    await expect(client.get('/api/auth/me', { nullOn401: true })).resolves.toBeNull();
  });

  it('when reading a file, then it asks for its type and answers the body as a Blob', async () => {
    const seen: RequestInit[] = [];
    const client = createApiClient({ fetch: fakeFetch(new Response('a,b\n1,2\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }), seen) });
    const blob = await client.file('/api/lead-purchases/export.csv', 'text/csv');
    await expect(blob.text()).resolves.toBe('a,b\n1,2\n');
    expect(seen[0]).toMatchObject({ method: 'GET', credentials: 'include', headers: { Accept: 'text/csv' } });
  });

  it('when a file is refused with the JSON envelope, then its message is the error, not the raw JSON', async () => {
    const client = createApiClient({ fetch: fakeFetch(new Response('{"message":"Too many exports. Try again in a minute."}', { status: 429 })) });
    await expect(client.file('/api/lead-purchases/export.csv', 'text/csv')).rejects.toMatchObject({
      status: 429,
      message: 'Too many exports. Try again in a minute.',
    });
  });
});
