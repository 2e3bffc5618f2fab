import { Form, Link } from 'react-router';
import { formatIndiaDateTime, pageFormSchema, type AdminPage } from '@aangan/contracts';
import type { Route } from './+types/page-edit';
import { staffApi, staffCheck, staffGet, staffReply } from '../admin.server';
import { serverApi } from '../../../shared/api.server';
import { renderMarkdown } from '../../content/index.server';
import { paths } from '../../../shared/paths';
import { useResultToast } from '../../../shared/ui/useResultToast';
import { MarkdownEditor } from '../MarkdownEditor';
import { Field, keepFieldFocus } from '../../../shared/ui/Field';
import { useStaffForm } from '../staff-form';
import { useSession } from '../../../shared/session';

// Edit a policy page in markdown, in English (the original) or Hindi (?lang=hi, its translation:
// decision 030); the preview renders as /policies/{name} or /hi/policies/{name} will.
const LANGUAGES = { en: { locale: 'en-IN', name: 'English' }, hi: { locale: 'hi-IN', name: 'Hindi' } } as const;
type Lang = keyof typeof LANGUAGES;
const toLang = (v: unknown): Lang => (v === 'hi' ? 'hi' : 'en');

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { items } = await staffGet(request, serverApi(context).GET('/api/v1/admin/pages'));
  const page = items.find((p) => p.unique_name === params.name);
  if (!page) throw new Response(null, { status: 404 });
  return { page, lang: toLang(new URL(request.url).searchParams.get('lang')) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'preview')
    return { html: renderMarkdown(String(form.get('content') ?? ''), String(form.get('title') ?? '')) };
  const checked = staffCheck(form, pageFormSchema);
  if (!checked.ok) return checked.refused;
  const body = { ...checked.value, summary: checked.value.summary ?? null };
  const lang = toLang(form.get('lang'));
  const answer = await staffApi(context, form).PUT('/api/v1/admin/pages/{uniqueName}', {
    params: { path: { uniqueName: params.name }, query: { locale: LANGUAGES[lang].locale } },
    body,
  });
  return staffReply(request, form, answer, lang === 'hi' ? 'Hindi version saved' : 'Page saved', checked);
}

/** What the form edits: the English page, or its Hindi version (empty until one is written). */
function shownVersion(page: AdminPage, lang: Lang) {
  if (lang === 'en')
    return { title: page.title, summary: page.summary ?? '', content: page.content, is_published: page.is_published };
  const hindi = page.translations.find((t) => t.locale === 'hi-IN');
  return {
    title: hindi?.title ?? '',
    summary: hindi?.summary ?? '',
    content: hindi?.content ?? '',
    is_published: hindi?.is_published ?? true,
  };
}

function LanguageTabs({ page, lang }: { page: AdminPage; lang: Lang }) {
  return (
    <nav aria-label="Language of this version" className="tabs">
      {(Object.keys(LANGUAGES) as Lang[]).map((l) => (
        <Link
          key={l}
          to={`/admin/content/pages/${page.unique_name}${l === 'hi' ? '?lang=hi' : ''}`}
          aria-current={l === lang ? 'page' : undefined}
          className={l === lang ? 'btn btn-primary' : 'btn btn-ghost'}
        >
          {LANGUAGES[l].name}
          {l === 'hi' ? (
            <>
              {' '}
              (<span lang="hi">हिन्दी</span>)
            </>
          ) : null}
        </Link>
      ))}
    </nav>
  );
}

/** Where the Hindi version stands: none yet, when it was saved, and whether the English moved on since. */
function HindiNotes({ page }: { page: AdminPage }) {
  const hindi = page.translations.find((t) => t.locale === 'hi-IN');
  // The English page moved on after the translation was saved: it may no longer say the same.
  const stale = hindi && page.updated_at && new Date(page.updated_at) > new Date(hindi.updated_at);
  return (
    <>
      {hindi ? (
        <p className="muted">
          Hindi version last saved {formatIndiaDateTime(hindi.updated_at)}
          {hindi.is_published ? '' : ' (hidden: Hindi readers see the English page)'}.
        </p>
      ) : (
        <p className="notice" data-testid="no-translation">
          No Hindi version yet: {`/hi${paths.policy(page.unique_name)}`} shows the English page with a note, in Hindi,
          that it is available only in English. Write the Hindi text below to publish one.
        </p>
      )}
      {stale ? (
        <p className="warning-line" role="status">
          The English page was saved after this Hindi version: check that the Hindi still says the same.
        </p>
      ) : null}
      {page.is_published ? null : (
        <p className="warning-line" role="status">
          The English page is hidden, so this Hindi version is not shown either.
        </p>
      )}
    </>
  );
}

type Answer = Parameters<typeof useStaffForm>[1];

/** The version's title, summary, whether it is published, and its text, checked as the API checks them. */
function PageForm({ page, lang, answer }: { page: AdminPage; lang: Lang; answer: Answer }) {
  const { csrf } = useSession();
  const { form, error, initial } = useStaffForm(pageFormSchema, answer, 'save', {
    id: `page-${lang}`,
    defaultValue: shownVersion(page, lang),
  });
  const textLang = lang === 'hi' ? 'hi' : undefined;
  const published = initial('is_published') as unknown;
  return (
    <Form method="post" className="panel post-form" noValidate {...form}>
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      <input type="hidden" name="lang" value={lang} />
      <Field
        id="pg-title"
        name="title"
        label="Title"
        lang={textLang}
        defaultValue={initial('title')}
        error={error('title')}
      />
      <Field
        id="pg-summary"
        name="summary"
        label="Summary (cards on /policies; the first line is used when empty)"
        lang={textLang}
        defaultValue={initial('summary')}
        error={error('summary')}
      />
      <label className="check">
        <input type="checkbox" name="is_published" defaultChecked={published === true || published === 'on'} />{' '}
        Published
        {lang === 'hi' ? ' (in Hindi)' : ''}
      </label>
      <MarkdownEditor
        name="content"
        initial={initial('content') ?? ''}
        title={initial('title') || page.title}
        csrf={csrf}
        lang={textLang}
        error={error('content')}
      />
      <button className="btn btn-primary" name="intent" value="save" onMouseDown={keepFieldFocus}>
        Save{lang === 'hi' ? ' Hindi version' : ''}
      </button>
    </Form>
  );
}

export default function PageEdit({ loaderData: { page, lang }, actionData }: Route.ComponentProps) {
  const saved = actionData && 'intent' in actionData ? actionData : undefined;
  useResultToast(saved);
  const publicPath = lang === 'hi' ? `/hi${paths.policy(page.unique_name)}` : paths.policy(page.unique_name);
  return (
    <section aria-labelledby="page-title">
      <p>
        <Link to="/admin/content">← Content</Link> ·{' '}
        <Link to={publicPath} target="_blank">
          View page ↗
        </Link>
      </p>
      <h1 id="page-title">
        Edit: {page.title}
        {lang === 'hi' ? ' (Hindi)' : ''}
      </h1>
      <LanguageTabs page={page} lang={lang} />
      {lang === 'hi' ? <HindiNotes page={page} /> : null}
      {/* A key per language: switching starts the form afresh from that version's text. */}
      <PageForm key={lang} page={page} lang={lang} answer={saved} />
    </section>
  );
}
