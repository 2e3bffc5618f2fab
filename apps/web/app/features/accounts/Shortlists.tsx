import { SHORTLIST_NAME_MAX, shortlistCreateFormSchema } from '@aangan/contracts';
import { Link, useActionData } from 'react-router';
import type { TabData } from './account-data.server';
import { useI18n } from '../../shared/i18n';
import { AccountForm, useChecked } from '../../shared/ui/AccountForm';
import { Field } from '../../shared/ui/Field';
import type { TabActionData } from '../../shared/ui/useActionToast';

type Data = NonNullable<TabData['shortlists']>;

/**
 * The person's shortlists (their own and those they joined), each opening its page; a new one by
 * name; and, when a listing's "Add to shortlist" led here (`?add=`), a choice of list for it.
 */
export function Shortlists({ data }: { data: TabData['shortlists'] }) {
  const { t } = useI18n();
  if (!data) return <p aria-busy="true">{t('account.loading')}</p>;
  const { list, adding } = data;
  return (
    <div className="shortlists">
      {adding ? <AddTo adding={adding} lists={list.items} /> : null}
      {list.items.length ? (
        <ul className="shortlist-list">
          {list.items.map((s) => (
            <li key={s.id} className="shortlist-row" data-testid="shortlist">
              <ShortlistLink s={s} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('shortlists.empty')}</p>
      )}
      <NewShortlist adding={adding} />
    </div>
  );
}

function ShortlistLink({ s }: { s: Data['list']['items'][number] }) {
  const { t, href } = useI18n();
  return (
    <>
      <Link to={href(`/shortlists/${s.id}`)} className="shortlist-name">
        {s.name}
      </Link>
      <span className="muted">
        {t('shortlists.counts', { items: s.items, members: s.members })}
        {s.role === 'member' ? ` · ${t('shortlists.sharedBy', { name: s.owner.name })}` : ''}
      </span>
    </>
  );
}

/** "Add “…” to": one button per list. */
function AddTo({ adding, lists }: { adding: NonNullable<Data['adding']>; lists: Data['list']['items'] }) {
  const { t } = useI18n();
  if (!lists.length) return <p className="panel">{t('shortlists.addFirst', { title: adding.title })}</p>;
  return (
    <section className="panel shortlist-add" aria-labelledby="shortlist-add-title">
      <h2 id="shortlist-add-title">{t('shortlists.addTo', { title: adding.title })}</h2>
      <ul className="shortlist-choices">
        {lists.map((s) => (
          <li key={s.id}>
            <AccountForm intent="shortlist-add" ids={{ shortlist_id: s.id, ...idsOf(adding) }}>
              <button type="submit" className="btn btn-ghost">
                {s.name}
              </button>
            </AccountForm>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The hidden boxes that name what is being added. */
const idsOf = (adding: NonNullable<Data['adding']>): Record<string, string | number> =>
  'property_id' in adding ? { property_id: adding.property_id } : { project_slug: adding.project_slug };

/** A new list by name (with the listing or project being added, when there is one). */
function NewShortlist({ adding }: { adding: Data['adding'] }) {
  const { t, tm } = useI18n();
  const answer = useActionData() as TabActionData | undefined;
  const mine = answer?.intent === 'shortlist-create' ? answer : undefined;
  const { form, box } = useChecked(shortlistCreateFormSchema, mine?.result, { id: 'shortlist-new' });
  return (
    <AccountForm
      intent="shortlist-create"
      form={form}
      ids={adding ? idsOf(adding) : {}}
      className="panel shortlist-new"
    >
      <Field
        label={t('shortlists.newName')}
        maxLength={SHORTLIST_NAME_MAX}
        placeholder={t('shortlists.newPlaceholder')}
        {...box('name')}
      />
      {mine && !mine.ok && mine.message ? (
        <p className="field-error" role="alert">
          {tm(mine.message)}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary">
        {adding ? t('shortlists.createAndAdd') : t('shortlists.create')}
      </button>
    </AccountForm>
  );
}
