import { describe, expect, it, vi } from 'vitest';
import { stubFetchPerTest } from '../testing/perTest';
import { ApiRequestError, NETWORK_ERROR_MESSAGE, apiRequest, apiUpload, unwrap } from './apiClient';

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body?: unknown) {
  fetchMock.mockResolvedValueOnce(new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url, init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
}

describe('apiClient', () => {
  stubFetchPerTest(fetchMock);

  it('sends JSON to /api/v1/{path} with the stored token as a bearer credential', async () => {
    localStorage.setItem('token', 'secret-token');
    answer(201, { id: 'w1' });

    const result = await apiRequest<{ id: string }>('POST', 'createWorld', { name: 'Aldera', description: '' });

    expect(result).toEqual({ ok: true, status: 201, data: { id: 'w1' }, headers: expect.any(Headers) });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/v1/createWorld');
    expect(init.method).toBe('POST');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBe('Bearer secret-token');
    expect(init.body).toBe(JSON.stringify({ name: 'Aldera', description: '' }));
  });

  it('sends no Authorization header and no body on a GET without a stored token', async () => {
    answer(200, { title: 'Sample' });

    const result = await apiRequest('GET', '/world/example');

    expect(result).toEqual({ ok: true, status: 200, data: { title: 'Sample' }, headers: expect.any(Headers) });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/v1/world/example');
    expect(headers.Authorization).toBeUndefined();
    expect(init.body).toBeUndefined();
  });

  it('sends an empty JSON object when a non-GET call has nothing to say', async () => {
    answer(200, {});
    await apiRequest('POST', 'payment/prices');
    expect(lastCall().init.body).toBe('{}');
  });

  it('returns the status and the server error and logs them', async () => {
    answer(400, { error: 'Please enter a name for your world.' });

    const result = await apiRequest('POST', 'createWorld', { name: '' });

    expect(result).toEqual({ ok: false, status: 400, data: { error: 'Please enter a name for your world.' } });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('400: Please enter a name for your world.'));
  });

  it('logs a failed call without the code its address carries', async () => {
    answer(400, { error: 'Invalid confirmation code.' });
    await apiRequest('GET', 'activate/the-secret-code-123');
    expect(console.warn).toHaveBeenCalledWith('[api] GET /api/v1/activate/[redacted] → 400: Invalid confirmation code.');
    expect(vi.mocked(console.warn).mock.calls.flat().join()).not.toContain('the-secret-code-123');
  });

  it('treats any status other than 200 and 201 as a failure', async () => {
    answer(204);
    const result = await apiRequest('DELETE', 'deleteWorld/w1');
    expect(result.ok).toBe(false);
    expect(result.status).toBe(204);
  });

  it('still gives a sentence when a failure has no error envelope', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const result = await apiRequest('GET', 'worlds');
    expect(result).toEqual({ ok: false, status: 502, data: { error: 'The server answered with an unexpected status (502).' } });
  });

  it('turns a network failure into status 0 with a readable error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const result = await apiRequest('GET', 'worlds');
    expect(result).toEqual({ ok: false, status: 0, data: { error: NETWORK_ERROR_MESSAGE } });
    expect(NETWORK_ERROR_MESSAGE).toBe('Could not reach the server.');
  });

  it('uploads multipart form data with the bearer token and lets the browser set the content type', async () => {
    localStorage.setItem('token', 'secret-token');
    answer(201, { message: 'Avatar image updated successfully.' });
    const form = new FormData();
    form.append('file', new Blob(['png'], { type: 'image/png' }), 'avatar.png');

    const result = await apiUpload('user/updateAvatar', form);

    expect(result.ok).toBe(true);
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/v1/user/updateAvatar');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Authorization).toBe('Bearer secret-token');
  });

  it('unwrap gives the data of a success and throws the server message otherwise', () => {
    expect(unwrap({ ok: true, status: 200, data: 5 })).toBe(5);
    const failure = { ok: false as const, status: 404, data: { error: 'World not found.' } };
    expect(() => unwrap(failure)).toThrow(new ApiRequestError(404, 'World not found.'));
  });
});
