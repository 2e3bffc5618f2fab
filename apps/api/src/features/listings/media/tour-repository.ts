// SQL for a listing's 360° tour (virtual_tours, tour_scenes, tour_links). Reading a tour for a
// page stays in properties/repository.ts (`tour`).
import type { Database, Queryable, Row } from '@aangan/db';
import type { TourArrange } from '@aangan/contracts';

export function createTourRepository(db: Database) {
  return {
    setExternal: (propertyId: number, url: string, provider: string) => setExternal(db, propertyId, url, provider),
    remove: (propertyId: number) => remove(db, propertyId),
    addScene: (propertyId: number, title: string, imageUrl: string, maxScenes: number) =>
      addScene(db, propertyId, title, imageUrl, maxScenes),
    arrange: (propertyId: number, plan: TourArrange) => arrange(db, propertyId, plan),
    removeScene: (propertyId: number, sceneId: number) => removeScene(db, propertyId, sceneId),
  };
}

const lock = (tx: Queryable, propertyId: number) =>
  tx.query('SELECT 1 FROM properties WHERE id = $1 FOR UPDATE', [propertyId]);

const sceneImages = async (tx: Queryable, propertyId: number) =>
  (
    await tx.query<Pick<Row<'tour_scenes'>, 'image_url'>>(
      `SELECT s.image_url FROM tour_scenes s JOIN virtual_tours t ON t.id = s.tour_id WHERE t.property_id = $1`,
      [propertyId],
    )
  ).rows.map((r) => r.image_url);

/** A link to a tour hosted elsewhere replaces any tour; the replaced panoramas' images are returned. */
async function setExternal(db: Database, propertyId: number, url: string, provider: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lock(tx, propertyId);
    const gone = await sceneImages(tx, propertyId);
    await tx.query('DELETE FROM virtual_tours WHERE property_id = $1', [propertyId]);
    await tx.query(
      `INSERT INTO virtual_tours (property_id, kind, external_url, provider) VALUES ($1, 'external', $2, $3)`,
      [propertyId, url, provider],
    );
    return gone;
  });
}

/** Removes the tour; its panoramas' images are returned. Null when there was none. */
async function remove(db: Database, propertyId: number): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    await lock(tx, propertyId);
    const gone = await sceneImages(tx, propertyId);
    const r = await tx.query('DELETE FROM virtual_tours WHERE property_id = $1 RETURNING id', [propertyId]);
    return r.rows.length ? gone : null;
  });
}

/** Adds a room (a panorama tour replaces a link to an external one). Null when the tour is full. */
async function addScene(
  db: Database,
  propertyId: number,
  title: string,
  imageUrl: string,
  maxScenes: number,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await lock(tx, propertyId);
    await tx.query(`DELETE FROM virtual_tours WHERE property_id = $1 AND kind <> 'panorama'`, [propertyId]);
    await tx.query(
      `INSERT INTO virtual_tours (property_id, kind) VALUES ($1, 'panorama') ON CONFLICT (property_id) DO NOTHING`,
      [propertyId],
    );
    const tour = (
      await tx.query<Pick<Row<'virtual_tours'>, 'id'> & { n: number }>(
        `SELECT t.id, (SELECT count(*)::int FROM tour_scenes s WHERE s.tour_id = t.id) AS n FROM virtual_tours t WHERE t.property_id = $1`,
        [propertyId],
      )
    ).rows[0]!;
    if (tour.n >= maxScenes) return null;
    const r = await tx.query<Pick<Row<'tour_scenes'>, 'id'>>(
      `INSERT INTO tour_scenes (tour_id, position, title, image_url) VALUES ($1, $2, $3, $4) RETURNING id`,
      [tour.id, tour.n, title, imageUrl],
    );
    return r.rows[0]!.id;
  });
}

/** Rooms in a new order with names, starting views and hotspots. False when the rooms or links do not match the tour. */
async function arrange(db: Database, propertyId: number, plan: TourArrange): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lock(tx, propertyId);
    const have = (
      await tx.query<Pick<Row<'tour_scenes'>, 'id' | 'tour_id'>>(
        `SELECT s.id, s.tour_id FROM tour_scenes s JOIN virtual_tours t ON t.id = s.tour_id WHERE t.property_id = $1`,
        [propertyId],
      )
    ).rows;
    const ids = new Set(have.map((s) => s.id));
    const order = plan.scenes.map((s) => s.id);
    if (new Set(order).size !== order.length || order.length !== ids.size || !order.every((id) => ids.has(id)))
      return false;
    if (plan.scenes.some((s) => s.links.some((l) => !ids.has(l.to_scene_id) || l.to_scene_id === s.id))) return false;
    const tourId = have[0]!.tour_id;
    // Two steps: the unique (tour, position) index is checked row by row.
    await tx.query('UPDATE tour_scenes SET position = -1 - position WHERE tour_id = $1', [tourId]);
    for (const [i, s] of plan.scenes.entries()) {
      await tx.query('UPDATE tour_scenes SET position = $2, title = $3, initial_yaw = $4 WHERE id = $1', [
        s.id,
        i,
        s.title,
        s.initial_yaw,
      ]);
    }
    await tx.query('DELETE FROM tour_links WHERE from_scene_id = ANY($1::int[])', [order]);
    for (const s of plan.scenes) {
      for (const l of s.links) {
        await tx.query(
          'INSERT INTO tour_links (from_scene_id, to_scene_id, yaw, pitch, label) VALUES ($1, $2, $3, $4, $5)',
          [s.id, l.to_scene_id, l.yaw, l.pitch, l.label || null],
        );
      }
    }
    return true;
  });
}

/** Removes a room (and hotspots leading to it); the tour goes when its last room does. Its image, or null if unknown. */
async function removeScene(db: Database, propertyId: number, sceneId: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    await lock(tx, propertyId);
    const gone = (
      await tx.query<Pick<Row<'tour_scenes'>, 'image_url' | 'tour_id'>>(
        `DELETE FROM tour_scenes s USING virtual_tours t WHERE s.id = $2 AND s.tour_id = t.id AND t.property_id = $1 RETURNING s.image_url, s.tour_id`,
        [propertyId, sceneId],
      )
    ).rows[0];
    if (!gone) return null;
    const rest = (
      await tx.query<Pick<Row<'tour_scenes'>, 'id'>>(
        'SELECT id FROM tour_scenes WHERE tour_id = $1 ORDER BY position',
        [gone.tour_id],
      )
    ).rows;
    if (!rest.length) await tx.query('DELETE FROM virtual_tours WHERE id = $1', [gone.tour_id]);
    for (const [i, r] of rest.entries())
      await tx.query('UPDATE tour_scenes SET position = $2 WHERE id = $1', [r.id, i]);
    return gone.image_url;
  });
}
export type TourRepository = ReturnType<typeof createTourRepository>;
