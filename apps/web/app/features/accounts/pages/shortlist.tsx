import { Form, Link, data, redirect, useActionData, useNavigation } from 'react-router';
import { SHORTLIST_COMMENT_MAX, formatRupeesShort, type Shortlist, type ShortlistItem } from '@aangan/contracts';
import type { Route } from './+types/shortlist';
import { localeFromPath, translate, useI18n } from '../../../shared/i18n';
import { serverApi } from '../../../shared/api.server';
import { result } from '../../../shared/api-result';
import { paths } from '../../../shared/paths';
import { priceUnitIn } from '../../../shared/price';
import { requireUser } from '../../../shared/session.server';
import { useSession } from '../../../shared/session';
import { rootMeta, seo } from '../../../shared/seo';
import { formatDateTime } from '../../../shared/time';
import '../accounts.css';

// /shortlists/<id>: one shortlist shared with family (issue 35 §3, decision 057). Everyone in it
// sees the homes, who voted what and the comments; votes, comments and removals are forms that
// work without script. Its owner shares it by link (and on WhatsApp), stops the link, renames or
// deletes it and removes members; a member may leave. Anyone else: 404.

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  await requireUser(context, request);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id >= 2 ** 31) throw data(null, { status: 404 });
  const { data: list, response } = await serverApi(context).GET('/api/v1/shortlists/{id}', {
    params: { path: { id } },
  });
  if (!list) throw data(null, { status: response.status === 404 ? 404 : 502 });
  const origin = process.env.PUBLIC_URL?.replace(/\/$/, '') || new URL(request.url).origin;
  return { locale, list, origin };
}

type Answer = { intent: string; ok: boolean; message: string };

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const api = serverApi(context, { csrf: String(form.get('csrf') ?? '') });
  const id = Number(params.id);
  const intent = String(form.get('intent') ?? '');
  const item = Number(form.get('item'));
  const path = { params: { path: { id } } };
  const itemPath = { params: { path: { id, item } } };
  const sent = async (): Promise<{ response: Response; error?: unknown } | null> => {
    if (intent === 'vote') {
      const v = String(form.get('vote'));
      return api.PUT('/api/v1/shortlists/{id}/items/{item}/votes', {
        ...itemPath,
        body: { vote: v === 'yes' || v === 'no' ? v : null },
      });
    }
    if (intent === 'comment')
      return api.POST('/api/v1/shortlists/{id}/items/{item}/comments', {
        ...itemPath,
        body: { body: String(form.get('body') ?? '') },
      });
    if (intent === 'remove-item') return api.DELETE('/api/v1/shortlists/{id}/items/{item}', itemPath);
    if (intent === 'invite') return api.POST('/api/v1/shortlists/{id}/invite', path);
    if (intent === 'revoke') return api.DELETE('/api/v1/shortlists/{id}/invite', path);
    if (intent === 'rename')
      return api.PATCH('/api/v1/shortlists/{id}', { ...path, body: { name: String(form.get('name') ?? '') } });
    if (intent === 'remove-member' || intent === 'leave')
      return api.DELETE('/api/v1/shortlists/{id}/members/{member}', {
        params: { path: { id, member: Number(form.get('member')) } },
      });
    if (intent === 'delete') return api.DELETE('/api/v1/shortlists/{id}', path);
    return null;
  };
  const r = await sent();
  if (!r) return data<Answer>({ intent, ok: false, message: 'BAD_REQUEST' }, { status: 400 });
  const out = result(r as Parameters<typeof result>[0], 'Failed to change the shortlist');
  if (out.ok && (intent === 'delete' || intent === 'leave')) {
    const hindi = localeFromPath(new URL(request.url).pathname) === 'hi-IN';
    throw redirect(`${hindi ? '/hi' : ''}${paths.account}?tab=shortlists`);
  }
  return data<Answer>(
    { intent, ok: out.ok, message: out.ok ? '' : out.message },
    { status: out.ok ? 200 : out.status },
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const locale = loaderData?.locale ?? 'en-IN';
  return seo({
    title: loaderData?.list.name ?? translate(locale, 'shortlists.title'),
    path: '/shortlists',
    locale,
    origin: rootMeta(matches).origin,
    noindex: true,
  });
}

export default function ShortlistPage({ loaderData }: Route.ComponentProps) {
  const { t, tm, href } = useI18n();
  const { list, origin } = loaderData;
  const answer = useActionData() as Answer | undefined;
  return (
    <main id="main" className="container shortlist-page">
      <p>
        <Link to={href(`${paths.account}?tab=shortlists`)}>{t('shortlists.all')}</Link>
      </p>
      <h1>{list.name}</h1>
      <p className="muted">{t('shortlists.counts', { items: list.items, members: list.members })}</p>
      {answer && !answer.ok && answer.message ? (
        <p className="field-error" role="alert">
          {tm(answer.message)}
        </p>
      ) : null}
      <Members list={list} />
      {list.role === 'owner' ? <Invite list={list} origin={origin} /> : null}
      <CompareThese list={list} />
      {list.entries.length ? (
        <ul className="shortlist-items">
          {list.entries.map((e) => (
            <Entry key={e.id} e={e} />
          ))}
        </ul>
      ) : (
        <p className="panel">
          {t('shortlists.noItems')} <Link to={href(paths.properties)}>{t('shortlists.browse')}</Link>
        </p>
      )}
      {list.role === 'owner' ? <OwnerTools list={list} /> : null}
    </main>
  );
}

/** A form of this page: its intent, the form token, and hidden values. */
function PageForm({
  intent,
  values = {},
  children,
  className,
}: {
  intent: string;
  values?: Record<string, string | number>;
  children: React.ReactNode;
  className?: string;
}) {
  const { csrf } = useSession();
  return (
    <Form method="post" replace preventScrollReset className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      {Object.entries(values).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      {children}
    </Form>
  );
}

function Members({ list }: { list: Shortlist }) {
  const { t } = useI18n();
  const { user } = useSession();
  return (
    <section className="panel" aria-labelledby="members-title">
      <h2 id="members-title">{t('shortlists.members')}</h2>
      <ul className="shortlist-members">
        {list.members_list.map((m) => (
          <li key={m.id}>
            {m.name}
            {m.role === 'owner' ? <span className="muted"> · {t('shortlists.owner')}</span> : null}
            {list.role === 'owner' && m.role === 'member' ? (
              <PageForm intent="remove-member" values={{ member: m.id }} className="inline-form">
                <button
                  type="submit"
                  className="btn btn-ghost btn-sm"
                  aria-label={t('shortlists.removeMember', { name: m.name })}
                >
                  {t('shortlists.remove')}
                </button>
              </PageForm>
            ) : null}
            {list.role === 'member' && m.id === user?.id ? (
              <PageForm intent="leave" values={{ member: m.id }} className="inline-form">
                <button type="submit" className="btn btn-ghost btn-sm">
                  {t('shortlists.leave')}
                </button>
              </PageForm>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The owner's invite link, copyable and shareable on WhatsApp; a new link or none. */
function Invite({ list, origin }: { list: Shortlist; origin: string }) {
  const { t, href } = useI18n();
  const url = list.invite_token ? `${origin}${href(`/shortlists/join/${list.invite_token}`)}` : null;
  return (
    <section className="panel" aria-labelledby="invite-title">
      <h2 id="invite-title">{t('shortlists.invite')}</h2>
      {url ? (
        <>
          <label htmlFor="invite-link">{t('shortlists.inviteLink')}</label>
          <input id="invite-link" readOnly value={url} className="invite-link" />
          <p className="invite-actions">
            <a
              className="btn btn-primary"
              href={`https://wa.me/?text=${encodeURIComponent(t('shortlists.whatsapp', { name: list.name, url }))}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('shortlists.shareWhatsapp')}
            </a>
          </p>
          <PageForm intent="revoke">
            <button type="submit" className="btn btn-ghost">
              {t('shortlists.revoke')}
            </button>
          </PageForm>
        </>
      ) : (
        <>
          <p className="muted">{t('shortlists.inviteHelp')}</p>
          <PageForm intent="invite">
            <button type="submit" className="btn btn-primary">
              {t('shortlists.makeLink')}
            </button>
          </PageForm>
        </>
      )}
    </section>
  );
}

function Entry({ e }: { e: ShortlistItem }) {
  const { t, href } = useI18n();
  const price = formatRupeesShort(e.price);
  return (
    <li className="panel shortlist-item" data-testid="shortlist-item">
      <div className="shortlist-item-head">
        {e.image ? <img src={e.image} alt="" width={160} height={120} loading="lazy" /> : null}
        <div>
          <h2 className="shortlist-item-title">
            <Link to={href(e.link)}>{e.title}</Link>
          </h2>
          <p>
            {price
              ? `${price}${priceUnitIn(t, { purpose: e.purpose ?? '', daily_rate: e.purpose === 'short_stay' ? 1 : null, price_type: e.price_type })}`
              : null}
            {e.locality ? ` · ${e.locality}` : ''}
          </p>
          {e.live ? null : <p className="badge">{t('shortlists.gone')}</p>}
          {e.added_by ? <p className="muted small">{t('shortlists.addedBy', { name: e.added_by.name })}</p> : null}
        </div>
      </div>
      <Votes e={e} />
      <Comments e={e} />
      <PageForm intent="remove-item" values={{ item: e.id }}>
        <button
          type="submit"
          className="btn btn-ghost btn-sm"
          aria-label={t('shortlists.removeItem', { title: e.title })}
        >
          {t('shortlists.remove')}
        </button>
      </PageForm>
    </li>
  );
}

/** Who voted what, and the person's own vote as two buttons (pressing a pressed one takes it back). */
function Votes({ e }: { e: ShortlistItem }) {
  const { t } = useI18n();
  const { user } = useSession();
  const busy = useNavigation().state === 'submitting';
  const mine = e.votes.find((v) => v.id === user?.id)?.vote ?? null;
  const names = (vote: string) =>
    e.votes
      .filter((v) => v.vote === vote)
      .map((v) => v.name)
      .join(', ') || '—';
  return (
    <>
      <p className="shortlist-votes" data-testid="votes">
        {t('shortlists.yes')}: {names('yes')} · {t('shortlists.no')}: {names('no')}
      </p>
      <div className="shortlist-vote-buttons" role="group" aria-label={t('shortlists.yourVote', { title: e.title })}>
        {(['yes', 'no'] as const).map((v) => (
          <PageForm
            key={v}
            intent="vote"
            values={{ item: e.id, vote: mine === v ? 'none' : v }}
            className="inline-form"
          >
            <button type="submit" className="btn btn-ghost" aria-pressed={mine === v} disabled={busy}>
              {t(v === 'yes' ? 'shortlists.voteYes' : 'shortlists.voteNo')}
            </button>
          </PageForm>
        ))}
      </div>
    </>
  );
}

/** The item's comments, oldest first, and a box to add one. */
function Comments({ e }: { e: ShortlistItem }) {
  const { t, locale } = useI18n();
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      {e.comments.length ? (
        <ul className="shortlist-comments">
          {e.comments.map((c) => (
            <li key={c.id}>
              <strong>{c.author?.name ?? t('shortlists.someone')}</strong>: {c.body}{' '}
              <time className="muted small" dateTime={c.created_at}>
                {formatDateTime(c.created_at, locale)}
              </time>
            </li>
          ))}
        </ul>
      ) : null}
      {/* A new key once the comment is in: the box empties (a refused one keeps what was typed). */}
      <PageForm key={e.comments.length} intent="comment" values={{ item: e.id }} className="shortlist-comment-form">
        <label htmlFor={`comment-${e.id}`}>{t('shortlists.comment')}</label>
        <textarea id={`comment-${e.id}`} name="body" rows={2} maxLength={SHORTLIST_COMMENT_MAX} required />
        <button type="submit" className="btn btn-ghost" disabled={busy}>
          {t('shortlists.send')}
        </button>
      </PageForm>
    </>
  );
}

/** "Compare these": the list's first four live homes side by side (from two). */
function CompareThese({ list }: { list: Shortlist }) {
  const { t, href } = useI18n();
  const ids = list.entries
    .filter((e) => e.kind === 'property' && e.live)
    .map((e) => e.ref)
    .slice(0, 4);
  if (ids.length < 2) return null;
  return (
    <p>
      <Link className="btn btn-ghost" to={href(`/compare?ids=${ids.join(',')}`)}>
        {t('compare.these', { count: ids.length })}
      </Link>
    </p>
  );
}

function OwnerTools({ list }: { list: Shortlist }) {
  const { t } = useI18n();
  return (
    <section className="panel" aria-labelledby="owner-title">
      <h2 id="owner-title">{t('shortlists.settings')}</h2>
      <PageForm intent="rename" className="shortlist-rename">
        <label htmlFor="shortlist-name">{t('shortlists.newName')}</label>
        <input id="shortlist-name" name="name" defaultValue={list.name} maxLength={60} required />
        <button type="submit" className="btn btn-ghost">
          {t('shortlists.rename')}
        </button>
      </PageForm>
      <PageForm intent="delete">
        <button type="submit" className="btn btn-ghost">
          {t('shortlists.delete')}
        </button>
      </PageForm>
    </section>
  );
}
