// The notification centre (issue 35 §2, decision 056): a signed-in person's notifications, newest
// first, marking them read, choosing which kinds come by e-mail in the daily digest, and the
// digest's own one-click stop link (no sign-in, RFC 8058).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DIGEST_KINDS,
  digestSettingsSchema,
  notificationDataSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationReadSchema,
} from '@aangan/contracts';
import { access } from '../../shared/access.ts';
import { requireUser } from '../../shared/auth.ts';
import { iso } from '../../shared/dates.ts';
import { HttpError, errorAnswers } from '../../shared/errors.ts';
import { digestOffUser } from './digest.ts';
import type { NotificationRepository, NotificationRow } from './repository.ts';

const TAGS = ['notifications'];
const denied = errorAnswers(401, 422);

export function notificationRoutes(repo: NotificationRepository, secret: () => Promise<string>): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { config: access('signed-in') };
    app.get('/notifications', { ...signedIn, schema: listSchema }, async (req) => {
      const me = requireUser(req).userId;
      const page = await repo.list(me, req.query);
      return { items: page.items.map(toNotification), unread: await repo.unread(me), next: page.next };
    });
    app.post('/notifications/read', { ...signedIn, schema: readSchema }, async (req) => {
      const me = requireUser(req).userId;
      return { marked: await repo.markRead(me, req.body), unread: await repo.unread(me) };
    });
    app.get('/notifications/settings', { ...signedIn, schema: settingsSchema }, async (req) => ({
      digest_off: await repo.digestOff(requireUser(req).userId),
    }));
    app.put('/notifications/settings', { ...signedIn, schema: changeSettingsSchema }, async (req) => ({
      digest_off: await repo.setDigestOff(requireUser(req).userId, req.body.digest_off),
    }));
    await app.register(digestOffRoutes(repo, secret));
  };
}

/** The digest's stop link: GET says what it does (mail scanners open links), POST turns every digest kind off. */
function digestOffRoutes(repo: NotificationRepository, secret: () => Promise<string>): FastifyPluginAsyncZod {
  return async (app) => {
    // Whatever the body (a mail reader's form, the page's empty JSON), it is not read.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string' }, (_req, _body, done) => done(null, undefined));
    const userOf = async (token: string) => {
      const id = digestOffUser(await secret(), token);
      if (id === null) throw new HttpError('DIGEST_LINK_INVALID');
      return id;
    };
    app.get(
      '/notifications/digest-off/:token',
      { config: access('public'), schema: offSchema('get') },
      async (req) => ({
        digest_off: await repo.digestOff(await userOf(req.params.token)),
      }),
    );
    app.post(
      '/notifications/digest-off/:token',
      { config: access('public'), schema: offSchema('post') },
      async (req) => ({
        digest_off: await repo.setDigestOff(await userOf(req.params.token), DIGEST_KINDS),
      }),
    );
  };
}

function toNotification(r: NotificationRow) {
  return {
    id: r.id,
    kind: r.kind,
    property_id: r.property_id,
    data: notificationDataSchema.parse(r.data),
    link: r.link,
    created_at: iso(r.created_at),
    read: r.read_at !== null,
  };
}

const listSchema = {
  tags: TAGS,
  summary: 'My notifications, newest first, a page at a time, with the count of unread ones',
  description:
    'Pass `before` (the `next` of the previous page) for older ones; `unread=true` for unread ones only. `unread` in the answer counts at most 10 (the bell shows 9+).',
  querystring: notificationListQuerySchema,
  response: { 200: notificationListSchema, ...denied },
};

const readSchema = {
  tags: TAGS,
  summary: 'Mark notifications read: some by id, or all',
  description: "Ids of someone else's notifications are ignored.",
  body: notificationReadSchema,
  response: { 200: z.object({ marked: z.number().int(), unread: z.number().int() }), ...denied },
};

const settingsSchema = {
  tags: TAGS,
  summary: 'Which kinds of notification I do not want in the daily e-mail',
  response: { 200: digestSettingsSchema, ...denied },
};
const changeSettingsSchema = {
  ...settingsSchema,
  summary: 'Choose which kinds of notification stay out of the daily e-mail (they stay in the app)',
  body: digestSettingsSchema,
};

const offSchema = (method: 'get' | 'post') => ({
  tags: TAGS,
  summary:
    method === 'get'
      ? "What the daily e-mail's stop link does (changes nothing)"
      : 'Stop the daily e-mail through the link in it (one click, no sign-in)',
  description:
    'The token is signed for one account and does not expire; 404 when it is not ours.' +
    (method === 'post' ? ' Any body is accepted and ignored, as RFC 8058 one-click unsubscribe sends one.' : ''),
  params: z.object({ token: z.string().max(200) }),
  response: { 200: digestSettingsSchema, ...errorAnswers(404, 422) },
});
