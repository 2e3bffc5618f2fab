// The loaders' side of the typed client: requests go to the host's in-process fetch with the
// form's CSRF token; an error answer becomes an ApiFailure carrying its error code (as a token the
// page words in its language), or the caller's fallback when the answer has no code.
import { describe, expect, it } from 'vitest';
import { ApiFailure, createLoadContext, dataOf, sendingForm, serverApi } from './api.server';
import { result } from './api-result';

function host(status: number, body: unknown) {
  const seen: Request[] = [];
  const fetch = async (request: Request) => {
    seen.push(request);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { context: createLoadContext(fetch), seen };
}

describe('serverApi', () => {
  it('sends the call to the host as a Request for /api/v1/…, with the CSRF token and a JSON body', async () => {
    const { context, seen } = host(201, { id: 5 });
    const r = await serverApi(context, { csrf: 'c-1' }).POST('/api/v1/visits', {
      body: { property_id: 3, scheduled_date: '2026-12-01T10:00:00Z' },
    });
    expect(r.data).toEqual({ id: 5 });
    expect(new URL(seen[0]!.url).pathname).toBe('/api/v1/visits');
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers.get('x-csrf-token')).toBe('c-1');
    expect(await seen[0]!.json()).toEqual({ property_id: 3, scheduled_date: '2026-12-01T10:00:00Z' });
  });

  it('gives the data of a success, and turns an error answer into an ApiFailure with its code', async () => {
    const ok = host(200, { items: [], attribution: 'x' });
    expect(
      await dataOf(serverApi(ok.context).GET('/api/v1/locations/suggest', { params: { query: { q: 'so' } } })),
    ).toEqual({ items: [], attribution: 'x' });

    const failed = async (body: unknown) => {
      const missing = host(404, body);
      const failure = await dataOf(
        serverApi(missing.context).GET('/api/v1/properties/{id}', { params: { path: { id: 9 } } }),
        'Failed to fetch property details',
      ).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ApiFailure);
      return [(failure as ApiFailure).status, (failure as ApiFailure).message];
    };
    expect(await failed({ code: 'PROPERTY_NOT_FOUND', detail: 'Property not found' })).toEqual([
      404,
      'PROPERTY_NOT_FOUND',
    ]);
    // A body without a code (a proxy's page, say) gets the caller's words.
    expect(await failed({ detail: 'Not here' })).toEqual([404, 'Failed to fetch property details']);
  });

  it('reads a refused form as result(): not ok, its status, the error body and its message', async () => {
    const refusal = {
      code: 'VALIDATION',
      detail: [
        {
          loc: ['body', 'reason'],
          msg: 'Must be at most 500 characters',
          type: 'too_big',
          code: 'TOO_LONG',
          params: { max: 500 },
        },
      ],
    };
    const { context } = host(422, refusal);
    const r = result(
      await serverApi(context, { csrf: 'c' }).POST('/api/v1/visits/{id}/cancel', {
        params: { path: { id: 1 } },
        body: { reason: 'x' },
      }),
      'Failed to cancel visit',
    );
    expect(r).toMatchObject({ ok: false, status: 422, message: 'TOO_LONG?max=500' });
    expect(r.error).toEqual(refusal);
  });

  it('sends a multipart upload through the typed call: its path and CSRF token, the files as the body', async () => {
    const { context, seen } = host(201, { images: [], duplicates: [], rejected: [] });
    const files = new FormData();
    files.append('files', new File([new Uint8Array([1, 2, 3])], 'hall.jpg', { type: 'image/jpeg' }));
    const r = await serverApi(context, { csrf: 'c-2' }).POST('/api/v1/listing-drafts/{token}/images', {
      params: { path: { token: 't'.repeat(32) } },
      fetch: sendingForm(context, files),
    });
    expect(r.data).toEqual({ images: [], duplicates: [], rejected: [] });
    expect(new URL(seen[0]!.url).pathname).toBe(`/api/v1/listing-drafts/${'t'.repeat(32)}/images`);
    expect(seen[0]!.headers.get('x-csrf-token')).toBe('c-2');
    expect(seen[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const sent = (await seen[0]!.formData()).get('files');
    expect(sent).toBeInstanceOf(File);
    expect([(sent as File).name, (sent as File).size]).toEqual(['hall.jpg', 3]);
  });
});
