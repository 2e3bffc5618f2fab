import { Form, Link, data, useNavigation } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import { reconfirmAnswerSchema } from '@aangan/contracts';
import type { Route } from './+types/reconfirm';
import { Freshness } from '../Trust';
import { localeFromPath, translate, useI18n, type MessageKey } from '../../../shared/i18n';
import { serverApi } from '../../../shared/api.server';
import { firstError, parseForm, useSchemaForm } from '../../../shared/form';
import { paths } from '../../../shared/paths';
import { result } from '../../../shared/api-result';
import { useSession } from '../../../shared/session';
import { formatLongDate } from '../../../shared/time';
import '../listings.css';

// /reconfirm/<token> (decision 024): the page a one-click link in our e-mail opens. Opening it
// only shows the question (mail scanners follow links); the owner's button press posts the
// answer. No sign-in: the signed token is the owner's permission for this one listing.

type Problem = 'invalid' | 'expired';
const PROBLEM: Record<number, Problem> = { 404: 'invalid', 410: 'expired' };
/** What became of a refused answer: the link no longer works, the listing cannot take it, or it failed. */
type Outcome = Problem | 'refused' | 'failed';
const OUTCOME: Record<number, Outcome> = { 404: 'invalid', 409: 'refused', 410: 'expired' };

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { data: link, response } = await serverApi(context).GET('/api/v1/reconfirm/{token}', {
    params: { path: { token: params.token } },
  });
  if (link) return { locale, link, problem: null };
  // A link that does not work is a page that says so (with its status), not an error page.
  const problem = PROBLEM[response.status] ?? 'invalid';
  return data({ locale, link: null, problem }, { status: response.status === 410 ? 410 : 404 });
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const submission = parseForm(form, reconfirmAnswerSchema);
  if (submission.status !== 'success')
    return data({ result: null, outcome: 'failed' as Outcome, reply: submission.reply() }, { status: 422 });
  const r = result(
    await serverApi(context, { csrf: String(form.get('csrf') ?? '') }).POST('/api/v1/reconfirm/{token}', {
      params: { path: { token: params.token } },
      body: submission.value,
    }),
  );
  if (r.ok && r.data) return { result: r.data, outcome: null, reply: null };
  return data({ result: null, outcome: OUTCOME[r.status] ?? 'failed', reply: null }, { status: r.status });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const locale = loaderData?.locale ?? 'en-IN';
  // A private address: never indexed, and never sent on as a referrer.
  return [
    { title: `${translate(locale, 'reconfirm.title')} | ${translate(locale, 'site.name')}` },
    { name: 'robots', content: 'noindex, nofollow' },
    { name: 'referrer', content: 'no-referrer' },
  ];
}

function Problem({ kind }: { kind: Problem }) {
  const { t, href } = useI18n();
  return (
    <div className="panel reconfirm" data-testid="reconfirm-problem">
      <h1>{t(kind === 'expired' ? 'reconfirm.expiredTitle' : 'reconfirm.invalidTitle')}</h1>
      <p>{t(kind === 'expired' ? 'reconfirm.expired' : 'reconfirm.invalid')}</p>
      <Link className="btn btn-primary" to={href(`${paths.account}?tab=my-properties`)}>
        {t('reconfirm.manage')}
      </Link>
    </div>
  );
}

/** What an answer is called for this listing: still available, rented or sold. */
const answerKey = (answer: string, closesAs: string): MessageKey =>
  answer === 'available' ? 'reconfirm.answer.available' : `reconfirm.answer.${closesAs === 'sold' ? 'sold' : 'rented'}`;

/** Statuses an owner can still answer from (the API decides; paused for reports it refuses). */
const ANSWERABLE = new Set(['active', 'paused', 'expired']);

export default function Reconfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { link, problem } = loaderData;
  const outcome = actionData?.outcome;
  if (!link || outcome === 'invalid' || outcome === 'expired') {
    return (
      <main id="main" className="container narrow">
        <Problem kind={outcome === 'invalid' || outcome === 'expired' ? outcome : (problem ?? 'invalid')} />
      </main>
    );
  }
  const done = actionData?.result ?? (link.answered ? { ...link.answered, already: true } : null);
  return (
    <main id="main" className="container narrow">
      <div className="panel reconfirm">
        <ListingTitle title={link.title} />
        {done ? (
          <Answered done={done} link={link} />
        ) : !ANSWERABLE.has(link.status) ? (
          <NotAnswerable status={link.status} />
        ) : (
          <Question link={link} outcome={outcome ?? null} reply={actionData?.reply ?? null} />
        )}
      </div>
    </main>
  );
}

type LinkInfo = NonNullable<Route.ComponentProps['loaderData']['link']>;
type Done = { answer: string; outcome: string; at: string; already?: boolean };

function ListingTitle({ title }: { title: string }) {
  const { t } = useI18n();
  return (
    <>
      <p className="muted">{t('reconfirm.listing')}</p>
      <h1 data-testid="reconfirm-title">{title}</h1>
    </>
  );
}

function ManageLink() {
  const { t, href } = useI18n();
  return <Link to={href(`${paths.account}?tab=my-properties`)}>{t('reconfirm.manage')}</Link>;
}

/** The answer just given, or the one the link was already used for, and where to go next. */
function Answered({ done, link }: { done: Done; link: LinkInfo }) {
  const { t, href, locale } = useI18n();
  const outcome: MessageKey =
    done.outcome === 'active'
      ? 'reconfirm.doneAvailable'
      : done.outcome === 'sold'
        ? 'reconfirm.doneSold'
        : 'reconfirm.doneRented';
  return (
    <div role="status" data-testid="reconfirm-done">
      {done.already ? (
        <p>
          {t('reconfirm.already', { date: formatLongDate(done.at, locale) })}{' '}
          <strong>{t(answerKey(done.answer, link.closes_as))}</strong>
        </p>
      ) : (
        <p>{t(outcome)}</p>
      )}
      <p>
        {done.outcome === 'active' ? (
          <Link to={href(paths.property(link.listing_id))}>{t('reconfirm.view')}</Link>
        ) : (
          <ManageLink />
        )}
      </p>
    </div>
  );
}

function NotAnswerable({ status }: { status: string }) {
  const { t } = useI18n();
  return (
    <div role="status">
      <p>{t('reconfirm.status', { status: t(`mine.status.${status}` as MessageKey) })}</p>
      <p>
        <ManageLink />
      </p>
    </div>
  );
}

/** The question and the owner's two answers, each a button that posts it. */
function Question({
  link,
  outcome,
  reply,
}: {
  link: LinkInfo;
  outcome: Outcome | null;
  reply: SubmissionResult<string[]> | null;
}) {
  const { t, tm, locale } = useI18n();
  const [form, fields] = useSchemaForm(reconfirmAnswerSchema, reply, { id: 'reconfirm' });
  const refused = firstError(fields.answer.errors);
  return (
    <>
      <h2>{t('reconfirm.title')}</h2>
      <p>{t('reconfirm.lead')}</p>
      <p>
        <Freshness at={link.last_confirmed_at} />
      </p>
      {refused ? (
        <p className="field-error" role="alert">
          {tm(refused)}
        </p>
      ) : outcome ? (
        <p className="field-error" role="alert">
          {t(outcome === 'refused' ? 'reconfirm.refused' : 'reconfirm.failed')}
        </p>
      ) : null}
      <Form
        method="post"
        id={form.id}
        onSubmit={form.onSubmit}
        noValidate
        className="reconfirm-form"
        aria-labelledby="reconfirm-choice"
      >
        <AnswerButtons closesAs={link.closes_as} />
      </Form>
      <p className="muted">{t('reconfirm.linkValid', { date: formatLongDate(link.expires_at, locale) })}</p>
    </>
  );
}

function AnswerButtons({ closesAs }: { closesAs: string }) {
  const { t } = useI18n();
  const { csrf } = useSession();
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      <p id="reconfirm-choice" className="sr-only">
        {t('reconfirm.choice')}
      </p>
      <div className="reconfirm-option">
        <button
          type="submit"
          name="answer"
          value="available"
          className="btn btn-primary"
          disabled={busy}
          aria-describedby="reconfirm-available-hint"
        >
          {t('reconfirm.available')}
        </button>
        <p id="reconfirm-available-hint" className="muted">
          {t('reconfirm.availableHint')}
        </p>
      </div>
      <div className="reconfirm-option">
        <button
          type="submit"
          name="answer"
          value="closed"
          className="btn btn-ghost"
          disabled={busy}
          aria-describedby="reconfirm-closed-hint"
        >
          {t(closesAs === 'sold' ? 'reconfirm.sold' : 'reconfirm.rented')}
        </button>
        <p id="reconfirm-closed-hint" className="muted">
          {t('reconfirm.closedHint')}
        </p>
      </div>
      {busy ? <p role="status">{t('reconfirm.sending')}</p> : null}
    </>
  );
}
