// Test helpers for listings: rows straight into the database (for neighbours and comparables a
// test only needs to exist) and photo uploads through the real multipart endpoint.
import type { FastifyInstance } from 'fastify';
import type { Queryable, Row } from '@aangan/db';
import type { Person } from './accounts.ts';

/** A listing row (active and verified unless said otherwise); its id. */
export async function insertListing(db: Queryable, fields: Record<string, unknown>): Promise<number> {
  const row: Record<string, unknown> = {
    title: 'A listing inserted by a test',
    purpose: 'rent',
    property_type: 'apartment',
    status: 'active',
    monthly_rent: 30000,
    locality: 'Sector 56',
    latitude: 28.4211,
    longitude: 77.1026,
    ...fields,
  };
  if (row.status === 'active' && !('verified_at' in fields)) row.verified_at = new Date();
  if (row.status === 'active' && !('expires_at' in fields)) row.expires_at = new Date(Date.now() + 30 * 86_400_000);
  const cols = Object.keys(row);
  const r = await db.query<Pick<Row<'properties'>, 'id'>>(
    `INSERT INTO properties (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    cols.map((c) => row[c]),
  );
  return r.rows[0]!.id;
}

/** Uploads photos to a listing as its owner would (multipart, field `files`). */
export async function uploadPhotos(
  app: FastifyInstance,
  who: Person,
  id: number,
  files: { name: string; bytes: Buffer }[],
) {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)], { type: 'image/jpeg' }), f.name);
  const req = new Request('http://upload.test/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: `/api/v1/properties/${id}/images/`,
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')!, authorization: `Bearer ${who.token}` },
  });
}
