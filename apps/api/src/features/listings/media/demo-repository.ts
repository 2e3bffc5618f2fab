// Which demo images exist: every /media/demo/… address that a record in the database refers to
// (the seeded listings' photos at each stored width, their tours' scenes, project and blog
// covers). Only these are ever drawn.
import type { Database, Row } from '@aangan/db';

export const DEMO_MEDIA_PREFIX = '/media/demo/';

export function createDemoMediaRepository(database: Database) {
  return {
    async addresses(): Promise<Set<string>> {
      const demo = `LIKE '${DEMO_MEDIA_PREFIX}%'`;
      const r = await database.query<Pick<Row<'property_images'>, 'url'>>(`
        SELECT url FROM property_images WHERE url ${demo}
        UNION SELECT v.url FROM property_images i, jsonb_each_text(i.variants) AS v(width, url) WHERE i.url ${demo} AND v.url ${demo}
        UNION SELECT image_url FROM tour_scenes WHERE image_url ${demo}
        UNION SELECT cover_image_url FROM projects WHERE cover_image_url ${demo}
        UNION SELECT cover_image_url FROM blog_posts WHERE cover_image_url ${demo}`);
      return new Set(r.rows.map((row) => row.url));
    },
  };
}
export type DemoMediaRepository = ReturnType<typeof createDemoMediaRepository>;
