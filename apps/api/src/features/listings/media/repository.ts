// SQL for a listing's photos (property_images). Positions run 0..n-1 without gaps; exactly one
// photo is the main one whenever the listing has any.
import type { Database, Queryable, Row } from '@aangan/db';
import type { ImageRow } from '../properties/repository.ts';

/** A photo as stored from an upload: its size, perceptual hash and SHA-256 (of the file as it was sent) are always known. */
export type NewPhoto = Pick<Row<'property_images'>, 'url' | 'variants' | 'caption'> & {
  [K in 'width' | 'height' | 'phash' | 'sha256']: NonNullable<Row<'property_images'>[K]>;
};

const COLUMNS = 'id, url, is_main, caption, position, variants, width, height';

export function createPhotoRepository(db: Database) {
  return {
    list: (propertyId: number) => list(db, propertyId),
    fingerprints: (propertyId: number) => fingerprints(db, propertyId),
    add: (propertyId: number, photos: NewPhoto[]) => add(db, propertyId, photos),
    arrange: (propertyId: number, order: number[], mainId: number | undefined, captions: Captions) =>
      arrange(db, propertyId, order, mainId, captions),
    remove: (propertyId: number, imageId: number) => remove(db, propertyId, imageId),
  };
}

type Captions = Record<string, string | null>;

const list = (q: Queryable, propertyId: number) =>
  q
    .query<ImageRow>(`SELECT ${COLUMNS} FROM property_images WHERE property_id = $1 ORDER BY position`, [propertyId])
    .then((r) => r.rows);

/** Positions 0..n-1 in the given order, and a main photo if none is marked (the first). */
async function settle(tx: Queryable, propertyId: number, ids: number[]): Promise<void> {
  // Two steps: the unique (listing, position) index is checked row by row, so a swap in one
  // statement could collide with itself.
  await tx.query(`UPDATE property_images SET position = -1 - position WHERE property_id = $1`, [propertyId]);
  await tx.query(
    `UPDATE property_images i SET position = o.n - 1 FROM unnest($2::int[]) WITH ORDINALITY AS o(id, n)
      WHERE i.property_id = $1 AND i.id = o.id`,
    [propertyId, ids],
  );
  await tx.query(
    `UPDATE property_images SET is_main = true WHERE property_id = $1 AND position = 0
      AND NOT EXISTS (SELECT 1 FROM property_images m WHERE m.property_id = $1 AND m.is_main)`,
    [propertyId],
  );
}

/**
 * What a listing's photos are already: the digests of their decoded pixels (a file is named
 * `<digest>-<width>`), and the SHA-256 of each file as it was sent, with the photo it became.
 */
async function fingerprints(
  db: Database,
  propertyId: number,
): Promise<{ pixels: Set<string>; files: Map<string, number> }> {
  const rows = (
    await db.query<Pick<Row<'property_images'>, 'id' | 'url' | 'sha256'>>(
      'SELECT id, url, sha256 FROM property_images WHERE property_id = $1',
      [propertyId],
    )
  ).rows;
  return {
    pixels: new Set(rows.map((r) => r.url.split('/').at(-1)!.split('-')[0]!)),
    files: new Map(rows.filter((r) => r.sha256).map((r) => [r.sha256!, r.id])),
  };
}

async function add(db: Database, propertyId: number, photos: NewPhoto[]): Promise<ImageRow[]> {
  return db.transaction(async (tx) => {
    // Serialises concurrent uploads to one listing, so positions stay unique.
    await tx.query('SELECT 1 FROM properties WHERE id = $1 FOR UPDATE', [propertyId]);
    const before = await list(tx, propertyId);
    for (const [i, p] of photos.entries()) {
      await tx.query(
        `INSERT INTO property_images (property_id, position, is_main, caption, url, variants, width, height, phash, sha256)
            VALUES ($1, $2, false, $3, $4, $5, $6, $7, $8, $9)`,
        [
          propertyId,
          before.length + i,
          p.caption,
          p.url,
          JSON.stringify(p.variants),
          p.width,
          p.height,
          p.phash,
          p.sha256,
        ],
      );
    }
    const ids = (await list(tx, propertyId)).map((r) => r.id);
    await settle(tx, propertyId, ids);
    return list(tx, propertyId);
  });
}

/** New order (every id once), main photo and captions. Null when the ids are not exactly the listing's. */
async function arrange(
  db: Database,
  propertyId: number,
  order: number[],
  mainId: number | undefined,
  captions: Captions,
): Promise<ImageRow[] | null> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM properties WHERE id = $1 FOR UPDATE', [propertyId]);
    const current = await list(tx, propertyId);
    const have = new Set(current.map((r) => r.id));
    const wanted = new Set(order);
    const known = (id: number | string) => have.has(Number(id));
    if (
      wanted.size !== order.length ||
      order.length !== have.size ||
      !order.every(known) ||
      (mainId !== undefined && !known(mainId)) ||
      !Object.keys(captions).every(known)
    )
      return null;
    for (const [id, caption] of Object.entries(captions)) {
      await tx.query('UPDATE property_images SET caption = $3 WHERE property_id = $1 AND id = $2', [
        propertyId,
        Number(id),
        caption || null,
      ]);
    }
    if (mainId !== undefined)
      await tx.query('UPDATE property_images SET is_main = (id = $2) WHERE property_id = $1', [propertyId, mainId]);
    await settle(tx, propertyId, order);
    return list(tx, propertyId);
  });
}

/** Removes one photo; the rest close ranks. The removed row, or null if the listing has no such photo. */
async function remove(
  db: Database,
  propertyId: number,
  imageId: number,
): Promise<{ removed: ImageRow; images: ImageRow[] } | null> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM properties WHERE id = $1 FOR UPDATE', [propertyId]);
    const gone = (
      await tx.query<ImageRow>(`DELETE FROM property_images WHERE property_id = $1 AND id = $2 RETURNING ${COLUMNS}`, [
        propertyId,
        imageId,
      ])
    ).rows[0];
    if (!gone) return null;
    await settle(
      tx,
      propertyId,
      (await list(tx, propertyId)).map((r) => r.id),
    );
    return { removed: gone, images: await list(tx, propertyId) };
  });
}
export type PhotoRepository = ReturnType<typeof createPhotoRepository>;
