import { Form, Link, useNavigation } from 'react-router';
import {
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_MESSAGE_MIN,
  formatPhone,
  type Enquiry,
  type EnquiryThread,
} from '@aangan/contracts';
import { useI18n, type MessageKey } from '../../i18n';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { formatDateTime } from '../../lib/time';
import { useAccountResult } from './useActionToast';

/** Where a thread's subject lives on the site. */
export const subjectPath = (e: Enquiry) =>
  e.subject.kind === 'project' ? `${paths.projects}/${e.subject.slug}` : paths.property(e.subject.id);

/** One line per thread: subject, the other side, status, last message, unread count. */
export function ThreadList({
  items,
  tab,
  side,
  query = '',
}: {
  items: Enquiry[];
  tab: 'enquiries' | 'leads';
  side: 'seeker' | 'advertiser';
  query?: string;
}) {
  const { t, href, locale } = useI18n();
  return (
    <ul className="thread-list" data-testid={`${tab}-list`}>
      {items.map((e) => (
        <li key={e.id} className={e.unread ? 'thread unread' : 'thread'}>
          <div className="thread-head">
            <Link to={href(`${paths.account}?tab=${tab}${query}&thread=${e.id}`)}>{e.subject.title}</Link>
            <span className={`status status-enquiry-${e.status}`}>{t(`enquiry.status.${e.status}` as MessageKey)}</span>
          </div>
          <p className="muted small">
            {side === 'seeker'
              ? t('enquiry.to', { name: e.advertiser.name })
              : t('enquiry.from', { name: e.seeker.name })}
            {' · '}
            {formatDateTime(e.last_message_at, locale)}
            {e.unread ? (
              <>
                {' '}
                · <strong>{t('enquiry.unread', { n: e.unread })}</strong>
              </>
            ) : null}
          </p>
          <p className="thread-last">{e.last_message}</p>
        </li>
      ))}
    </ul>
  );
}

/** A whole conversation, with a reply box and (for the advertiser) its status. */
export function ThreadView({ thread, back }: { thread: EnquiryThread; back: string }) {
  const { t, tm, href, locale } = useI18n();
  const { csrf } = useSession();
  const nav = useNavigation();
  const { enquiry: e, messages } = thread;
  const result = useAccountResult('enquiry-reply');
  const closed = e.status === 'closed' || e.status === 'spam';
  const busy = nav.state === 'submitting' && nav.formData?.get('intent') === 'enquiry-reply';
  const advertiserSide = e.role !== 'seeker';
  const typed = result && !result.ok ? result.text : undefined;
  const err = result && !result.ok ? (result.errors.body ?? (result.message || undefined)) : undefined;
  return (
    <article className="thread-view" aria-labelledby="thread-title" data-testid="thread">
      <p>
        <Link to={href(back)}>← {t('enquiry.back')}</Link>
      </p>
      <h2 id="thread-title">
        <Link to={href(subjectPath(e))}>{e.subject.title}</Link>
      </h2>
      <p className="muted">
        {advertiserSide ? (
          <>
            {t('enquiry.from', { name: e.seeker.name })} ·{' '}
            <span data-testid="seeker-phone">
              {e.seeker.phone_shared ? (
                <a href={`tel:${e.seeker.phone}`}>{formatPhone(e.seeker.phone)}</a>
              ) : (
                <>
                  {e.seeker.phone} ({t('enquiry.phoneNotShared')})
                </>
              )}
            </span>
          </>
        ) : (
          t('enquiry.to', { name: e.advertiser.name })
        )}
        {' · '}
        {t('enquiry.asksAbout', { what: t(`enquiry.want.${e.want}` as MessageKey) })}
        {' · '}
        <span className={`status status-enquiry-${e.status}`}>{t(`enquiry.status.${e.status}` as MessageKey)}</span>
      </p>
      <ol className="messages" aria-label={t('enquiry.messages')}>
        {messages.map((m) => (
          <li
            key={m.id}
            className={`message from-${m.from}${(m.from === 'seeker') === (e.role === 'seeker') ? ' mine' : ''}`}
          >
            <p className="message-meta">
              <strong>{m.author_name}</strong> ·{' '}
              <time dateTime={m.created_at}>{formatDateTime(m.created_at, locale)}</time>
            </p>
            <p className="message-body">{m.body}</p>
          </li>
        ))}
      </ol>
      {closed ? (
        <p className="notice" role="status">
          {t('enquiry.closedNote')}
        </p>
      ) : (
        <Form method="post" replace preventScrollReset className="stack reply-form" key={messages.length}>
          <input type="hidden" name="csrf" value={csrf ?? ''} />
          <input type="hidden" name="intent" value="enquiry-reply" />
          <input type="hidden" name="enquiry_id" value={e.id} />
          <label htmlFor="reply-body">{t('enquiry.reply')}</label>
          <textarea
            id="reply-body"
            name="body"
            rows={3}
            required
            minLength={ENQUIRY_MESSAGE_MIN}
            maxLength={ENQUIRY_MESSAGE_MAX}
            defaultValue={typed ?? ''}
            aria-invalid={err ? true : undefined}
            aria-describedby={err ? 'reply-err' : undefined}
          />
          {err ? (
            <p id="reply-err" className="field-error">
              {tm(err)}
            </p>
          ) : null}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('enquiry.sending') : t('enquiry.sendReply')}
          </button>
        </Form>
      )}
      {!closed || (advertiserSide && e.status === 'closed') ? (
        <Form method="post" replace preventScrollReset className="thread-status">
          <input type="hidden" name="csrf" value={csrf ?? ''} />
          <input type="hidden" name="intent" value="enquiry-status" />
          <input type="hidden" name="enquiry_id" value={e.id} />
          {advertiserSide ? (
            <>
              <label htmlFor="thread-status">{t('enquiry.setStatus')}</label>
              <select id="thread-status" name="status" defaultValue={e.status === 'new' ? 'replied' : e.status}>
                {(['replied', 'visit_booked', 'closed', 'spam'] as const).map((s) => (
                  <option key={s} value={s}>
                    {t(`enquiry.status.${s}` as MessageKey)}
                  </option>
                ))}
              </select>
              <button type="submit" className="btn btn-ghost">
                {t('enquiry.saveStatus')}
              </button>
            </>
          ) : (
            <button type="submit" name="status" value="closed" className="btn btn-ghost">
              {t('enquiry.close')}
            </button>
          )}
        </Form>
      ) : null}
    </article>
  );
}
