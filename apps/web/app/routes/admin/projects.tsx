import { Form, Link, useSearchParams } from 'react-router';
import {
  HRERA_GURUGRAM_PROJECTS_URL,
  HRERA_STATUSES,
  projectHreraUpdateSchema,
  type AdminProject,
} from '@aangan/contracts';
import type { Route } from './+types/projects';
import { staffApi, staffChoice, staffGet, staffReply, type StaffActionData } from '../../lib/admin.server';
import { serverApi } from '../../lib/api.server';
import { paths } from '../../lib/paths';
import { useResultToast } from '../../components/useResultToast';
import { Pager } from '../../components/admin/Pager';
import { useSession } from '../../lib/session';

// Projects' HRERA registrations: number, status, valid-until, published. A project needs a
// number (and a status past 'applied') to be published; lapsed or revoked ones stay public with
// a warning and take no visits or enquiries. Registrations past their date are marked lapsed by
// the server itself.
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = new URLSearchParams({ page: url.searchParams.get('page') || '1', limit: '25' });
  for (const k of ['q', 'hrera_status', 'published']) {
    const v = url.searchParams.get(k);
    if (v) q.set(k, v);
  }
  // The filters go as the address gave them; the API answers a wrong one with its message.
  const projects = await staffGet(
    request,
    serverApi(context).GET('/api/v1/admin/projects', { querySerializer: () => q.toString() }),
  );
  return { projects };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const slug = String(form.get('slug') ?? '');
  const status = staffChoice(
    form,
    'hrera_status',
    projectHreraUpdateSchema.shape.hrera_status,
    String(form.get('hrera_status') ?? ''),
  );
  if (!status.ok) return status.refused;
  const body = {
    rera_number: String(form.get('rera_number') ?? '').trim() || null,
    hrera_status: status.value,
    hrera_valid_until: String(form.get('hrera_valid_until') ?? '') || null,
    is_published: form.get('is_published') === 'on',
  };
  const answer = await staffApi(context, form).PATCH('/api/v1/admin/projects/{slug}', {
    params: { path: { slug } },
    body,
  });
  return staffReply(request, form, answer, `Saved ${String(form.get('name') ?? slug)}`);
}

const LABEL: Record<AdminProject['hrera_status'], string> = {
  registered: 'Registered',
  lapsed: 'Lapsed',
  revoked: 'Revoked',
  applied: 'Applied for',
};

function ProjectForm({
  p,
  csrf,
  result,
}: {
  p: AdminProject;
  csrf: string | null;
  result: StaffActionData | undefined;
}) {
  const mine = result?.intent === `save:${p.slug}`;
  const err = mine && !result.ok ? result.errors : {};
  const id = (k: string) => `${p.slug}-${k}`;
  const described = (k: string) => (err[k] ? { 'aria-invalid': true, 'aria-describedby': id(`${k}-error`) } : {});
  const error = (k: string) =>
    err[k] ? (
      <p className="field-error" id={id(`${k}-error`)}>
        {err[k]}
      </p>
    ) : null;
  return (
    <li className="panel admin-project" data-testid={`admin-project-${p.slug}`}>
      <h2 className="admin-project-title">
        {p.is_published ? (
          <Link to={`${paths.projects}/${p.slug}`} target="_blank">
            {p.name}
          </Link>
        ) : (
          p.name
        )}{' '}
        <span className={`status ${p.is_published ? 'status-active' : 'status-draft'}`}>
          {p.is_published ? 'published' : 'unpublished'}
        </span>
        {p.is_published && !p.accepts_enquiries ? (
          <>
            {' '}
            <span className="status status-taken_down">closed to visits and enquiries</span>
          </>
        ) : null}
      </h2>
      <p className="muted">
        {p.builder_name} · {p.listed_units} live {p.listed_units === 1 ? 'unit' : 'units'} · changed{' '}
        {new Date(p.updated_at).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata' })}
      </p>
      <Form method="post" className="admin-project-form" noValidate>
        <input type="hidden" name="csrf" value={csrf ?? ''} />
        <input type="hidden" name="slug" value={p.slug} />
        <input type="hidden" name="name" value={p.name} />
        <div className={`field${err.rera_number ? ' has-error' : ''}`}>
          <label htmlFor={id('rera')}>Registration number</label>
          <input
            id={id('rera')}
            name="rera_number"
            defaultValue={p.rera_number ?? ''}
            maxLength={100}
            placeholder="RC/REP/HARERA/GGM/…"
            {...described('rera_number')}
          />
          {error('rera_number')}
        </div>
        <div className={`field${err.hrera_status ? ' has-error' : ''}`}>
          <label htmlFor={id('status')}>Status</label>
          <select id={id('status')} name="hrera_status" defaultValue={p.hrera_status} {...described('hrera_status')}>
            {HRERA_STATUSES.map((s) => (
              <option key={s} value={s}>
                {LABEL[s]}
              </option>
            ))}
          </select>
          {error('hrera_status')}
        </div>
        <div className={`field${err.hrera_valid_until ? ' has-error' : ''}`}>
          <label htmlFor={id('until')}>Valid until (India date)</label>
          <input
            id={id('until')}
            name="hrera_valid_until"
            type="date"
            defaultValue={p.hrera_valid_until ?? ''}
            {...described('hrera_valid_until')}
          />
          {error('hrera_valid_until')}
        </div>
        <label className="check">
          <input type="checkbox" name="is_published" defaultChecked={p.is_published} /> Published
        </label>
        <button className="btn btn-primary" name="intent" value={`save:${p.slug}`}>
          Save {p.name}
        </button>
      </Form>
    </li>
  );
}

export default function AdminProjects({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  const { csrf } = useSession();
  const [params] = useSearchParams();
  const { projects } = loaderData;
  return (
    <section aria-labelledby="projects-title">
      <h1 id="projects-title">Projects</h1>
      <p className="muted">
        HRERA registrations, as the Haryana Real Estate Regulatory Authority, Gurugram publishes them (
        <a href={HRERA_GURUGRAM_PROJECTS_URL} target="_blank" rel="noopener noreferrer">
          registered projects<span className="sr-only"> (opens in a new tab)</span>
        </a>
        ). A project is published only with its number; registrations past their date are marked lapsed automatically.
      </p>
      <Form method="get" className="admin-filters">
        <label>
          Search{' '}
          <input name="q" defaultValue={params.get('q') ?? ''} placeholder="Name, builder or number" maxLength={100} />
        </label>
        <label>
          Status{' '}
          <select name="hrera_status" defaultValue={params.get('hrera_status') ?? ''}>
            <option value="">Any</option>
            {HRERA_STATUSES.map((s) => (
              <option key={s} value={s}>
                {LABEL[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Published{' '}
          <select name="published" defaultValue={params.get('published') ?? ''}>
            <option value="">Any</option>
            <option value="true">Published</option>
            <option value="false">Unpublished</option>
          </select>
        </label>
        <button className="btn btn-primary" type="submit">
          Search
        </button>
      </Form>
      <p>
        {projects.total} {projects.total === 1 ? 'project' : 'projects'}
      </p>
      <ul className="admin-list" data-testid="admin-projects">
        {projects.items.map((p) => (
          <ProjectForm key={p.slug} p={p} csrf={csrf} result={actionData} />
        ))}
      </ul>
      <Pager page={projects.page} pages={projects.total_pages} />
    </section>
  );
}
