import { Link, useNavigation } from 'react-router';
import {
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_MESSAGE_MIN,
  enquiryReplyFormSchema,
  formatPhone,
  type Enquiry,
  type EnquiryThread,
} from '@aangan/contracts';
import { useI18n, type MessageKey } from '../../shared/i18n';
import { paths } from '../../shared/paths';
import { formatDateTime } from '../../shared/time';
import { FieldFrame, keepFieldFocus } from '../../shared/ui/Field';
import { AccountForm, useChecked } from '../../shared/ui/AccountForm';
import { useAccountResult } from '../../shared/ui/useActionToast';
import { useListingTitle } from '../../shared/listing-title';
import './contact.css';

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
  const titleOf = useListingTitle();
  return (
    <ul className="thread-list" data-testid={`${tab}-list`}>
      {items.map((e) => (
        <li key={e.id} className={e.unread ? 'thread unread' : 'thread'}>
          <div className="thread-head">
            <Link to={href(`${paths.account}?tab=${tab}${query}&thread=${e.id}`)}>{titleOf(e.subject.title)}</Link>
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
  const { t, href } = useI18n();
  const titleOf = useListingTitle();
  const { enquiry: e, messages } = thread;
  const closed = e.status === 'closed' || e.status === 'spam';
  const advertiserSide = e.role !== 'seeker';
  return (
    <article className="thread-view" aria-labelledby="thread-title" data-testid="thread">
      <p>
        <Link to={href(back)}>← {t('enquiry.back')}</Link>
      </p>
      <h2 id="thread-title">
        <Link to={href(subjectPath(e))}>{titleOf(e.subject.title)}</Link>
      </h2>
      <ThreadAbout e={e} advertiserSide={advertiserSide} />
      <Messages e={e} messages={messages} />
      {closed ? (
        <p className="notice" role="status">
          {t('enquiry.closedNote')}
        </p>
      ) : (
        <ReplyForm key={messages.length} enquiryId={e.id} />
      )}
      {!closed || (advertiserSide && e.status === 'closed') ? (
        <StatusForm e={e} advertiserSide={advertiserSide} />
      ) : null}
    </article>
  );
}

/** Who the conversation is with (the seeker's number, when shared), what it asks and its state. */
function ThreadAbout({ e, advertiserSide }: { e: Enquiry; advertiserSide: boolean }) {
  const { t } = useI18n();
  return (
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
  );
}

function Messages({ e, messages }: { e: Enquiry; messages: EnquiryThread['messages'] }) {
  const { t, locale } = useI18n();
  return (
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
  );
}

/** The reply box: a refused message stays in it with the reason; a sent one empties it. */
function ReplyForm({ enquiryId }: { enquiryId: number }) {
  const { t } = useI18n();
  const nav = useNavigation();
  const busy = nav.state === 'submitting' && nav.formData?.get('intent') === 'enquiry-reply';
  const result = useAccountResult('enquiry-reply');
  const { form, initial, error } = useChecked(enquiryReplyFormSchema, result?.result, { id: 'enquiry-reply' });
  return (
    <AccountForm intent="enquiry-reply" form={form} ids={{ enquiry_id: enquiryId }} className="stack reply-form">
      <FieldFrame
        label={t('enquiry.reply')}
        name="body"
        id="reply-body"
        error={error('body')}
        boxed={false}
        control={(tie) => (
          <textarea
            {...tie}
            rows={3}
            minLength={ENQUIRY_MESSAGE_MIN}
            maxLength={ENQUIRY_MESSAGE_MAX}
            defaultValue={initial('body') ?? ''}
          />
        )}
      />
      <button type="submit" className="btn btn-primary" disabled={busy} onMouseDown={keepFieldFocus}>
        {busy ? t('enquiry.sending') : t('enquiry.sendReply')}
      </button>
    </AccountForm>
  );
}

const ADVERTISER_STATUSES = ['replied', 'visit_booked', 'closed', 'spam'] as const;

/** The advertiser sets the conversation's state; the seeker can only close it. */
function StatusForm({ e, advertiserSide }: { e: Enquiry; advertiserSide: boolean }) {
  const { t } = useI18n();
  return (
    <AccountForm intent="enquiry-status" ids={{ enquiry_id: e.id }} className="thread-status">
      {advertiserSide ? (
        <>
          <label htmlFor="thread-status">{t('enquiry.setStatus')}</label>
          <select id="thread-status" name="status" defaultValue={e.status === 'new' ? 'replied' : e.status}>
            {ADVERTISER_STATUSES.map((s) => (
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
    </AccountForm>
  );
}
