// Calls the page makes to the API itself (signed in by the session cookie, CSRF token in the
// header the API checks), for the owner's photo and tour editors and the place boxes.

export interface Answer { status: number; body: unknown }

/** A JSON call; the answer's body is null when there is none (204) or it is not JSON. */
export async function callApi(url: string, method: string, csrf: string | null, body?: unknown): Promise<Answer> {
  const r = await fetch(url, {
    method, headers: { 'x-csrf-token': csrf ?? '', ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
  });
  return { status: r.status, body: r.status === 204 ? null : await r.json().catch(() => null) };
}

/**
 * A multipart upload reporting its progress in per cent (XMLHttpRequest, not fetch: only it
 * reports upload progress). Rejects when the network fails.
 */
export function uploadWithProgress(url: string, form: FormData, csrf: string | null, onProgress: (percent: number) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('x-csrf-token', csrf ?? '');
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100)); };
    xhr.onload = () => {
      let body: unknown = null;
      try { body = JSON.parse(xhr.responseText); } catch { /* not JSON */ }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.send(form);
  });
}

export interface Suggestion { name: string; lat: number; lng: number }

/** Gazetteer places for a typed text (none when the call fails: the box keeps the plain text). */
export async function suggestPlaces(text: string): Promise<Suggestion[] | null> {
  const q = text.trim();
  if (q.length < 2) return null;
  const r = await fetch(`/api/v1/locations/suggest?q=${encodeURIComponent(q)}&limit=8`).catch(() => null);
  return r?.ok ? ((await r.json()) as { items: Suggestion[] }).items : null;
}
