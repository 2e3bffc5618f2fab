import { Form, Link } from 'react-router';
import { ChoiceFilter, Filters, TextFilter } from '../Filters';
import {
  HRERA_GURUGRAM_PROJECTS_URL,
  HRERA_STATUSES,
  projectHreraFormSchema,
  type AdminProject,
} from '@aangan/contracts';
import type { Route } from './+types/projects';
import { staffApi, staffCheck, staffGet, staffReply, type StaffActionData, listQuery } from '../admin.server';
import { serverApi } from '../../../shared/api.server';
import { paths } from '../../../shared/paths';
import { useResultToast } from '../../../shared/ui/useResultToast';
import { Pager } from '../Pager';
import { Field, FieldFrame } from '../../../shared/ui/Field';
import { useStaffForm } from '../staff-form';
import { useSession } from '../../../shared/session';
import '../back-office.css';

// Projects' HRERA registrations: number, status, valid-until, published. A project needs a
// number (and a status past 'applied') to be published; lapsed or revoked ones stay public with
// a warning and take no visits or enquiries. Registrations past their date are marked lapsed by
// the server itself.
export async function loader({ context, request }: Route.LoaderArgs) {
  const q = listQuery(request, ['q', 'hrera_status', 'published']);
  const projects = await staffGet(
    request,
    serverApi(context).GET('/api/v1/admin/projects', { querySerializer: () => q.toString() }),
  );
  return { projects };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const slug = String(form.get('slug') ?? '');
  const checked = staffCheck(form, projectHreraFormSchema);
  if (!checked.ok) return checked.refused;
  const v = checked.value;
  // Every field is sent: a box left empty clears the number or the date.
  const body = { ...v, rera_number: v.rera_number ?? null, hrera_valid_until: v.hrera_valid_until ?? null };
  const answer = await staffApi(context, form).PATCH('/api/v1/admin/projects/{slug}', {
    params: { path: { slug } },
    body,
  });
  return staffReply(request, form, answer, `Saved ${String(form.get('name') ?? slug)}`, checked);
}

const LABEL: Record<AdminProject['hrera_status'], string> = {
  registered: 'Registered',
  lapsed: 'Lapsed',
  revoked: 'Revoked',
  applied: 'Applied for',
};

function ProjectHead({ p }: { p: AdminProject }) {
  return (
    <>
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
    </>
  );
}

/** What the registration's boxes hold at first: the project as saved. */
const registration = (p: AdminProject) => ({
  rera_number: p.rera_number ?? '',
  hrera_status: p.hrera_status,
  hrera_valid_until: p.hrera_valid_until ?? '',
  is_published: p.is_published,
});

/** A project's registration: number, status, valid-until and published, checked as the API checks them. */
function ProjectForm({ p, result }: { p: AdminProject; result: StaffActionData | undefined }) {
  const { csrf } = useSession();
  const { form, error, initial } = useStaffForm(projectHreraFormSchema, result, `save:${p.slug}`, {
    id: `project-${p.slug}`,
    defaultValue: registration(p),
  });
  const id = (k: string) => `${p.slug}-${k}`;
  const published = initial('is_published') as unknown;
  return (
    <li className="panel admin-project" data-testid={`admin-project-${p.slug}`}>
      <ProjectHead p={p} />
      <Form method="post" className="admin-project-form" noValidate {...form}>
        <input type="hidden" name="csrf" value={csrf ?? ''} />
        <input type="hidden" name="slug" value={p.slug} />
        <input type="hidden" name="name" value={p.name} />
        <Field
          id={id('rera')}
          name="rera_number"
          label="Registration number"
          defaultValue={initial('rera_number')}
          error={error('rera_number')}
          placeholder="RC/REP/HARERA/GGM/…"
        />
        <FieldFrame
          label="Status"
          name="hrera_status"
          id={id('status')}
          error={error('hrera_status')}
          control={(tie) => (
            <select {...tie} defaultValue={initial('hrera_status')}>
              {HRERA_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {LABEL[s]}
                </option>
              ))}
            </select>
          )}
        />
        <Field
          id={id('until')}
          name="hrera_valid_until"
          type="date"
          label="Valid until (India date)"
          defaultValue={initial('hrera_valid_until')}
          error={error('hrera_valid_until')}
        />
        <label className="check">
          <input type="checkbox" name="is_published" defaultChecked={published === true || published === 'on'} />{' '}
          Published
        </label>
        <button className="btn btn-primary" name="intent" value={`save:${p.slug}`}>
          Save {p.name}
        </button>
      </Form>
    </li>
  );
}

function ProjectFilters() {
  return (
    <Filters submit="Search">
      <TextFilter name="q" label="Search" placeholder="Name, builder or number" />
      <ChoiceFilter name="hrera_status" label="Status" any="Any" values={HRERA_STATUSES} show={(s) => LABEL[s]} />
      <ChoiceFilter
        name="published"
        label="Published"
        any="Any"
        values={['true', 'false']}
        show={(v) => (v === 'true' ? 'Published' : 'Unpublished')}
      />
    </Filters>
  );
}

export default function AdminProjects({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
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
      <ProjectFilters />
      <p>
        {projects.total} {projects.total === 1 ? 'project' : 'projects'}
      </p>
      <ul className="admin-list" data-testid="admin-projects">
        {projects.items.map((p) => (
          <ProjectForm key={p.slug} p={p} result={actionData} />
        ))}
      </ul>
      <Pager page={projects.page} pages={projects.total_pages} />
    </section>
  );
}
