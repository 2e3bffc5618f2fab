import { useState, type Dispatch, type SetStateAction } from 'react';
import { apiErrorToken, externalTourSchema, type Tour, type TourArrange } from '@aangan/contracts';
import { useI18n } from '../../../shared/i18n';
import { browserApi, uploadWithProgress } from '../../../shared/api-client';
import { firstError, useSchemaForm } from '../../../shared/form';
import type { Answer } from '../../../shared/api-result';
import { useSession } from '../../../shared/session';
import '../listings.css';

type Room = TourArrange['scenes'][number] & { image_url: string };
const rooms = (t: Tour | null): Room[] =>
  t?.kind === 'panorama'
    ? t.scenes.map((s) => ({
        id: s.id,
        title: s.title,
        initial_yaw: s.initial_yaw,
        image_url: s.image_url,
        links: s.links.map((l) => ({ ...l, label: l.label ?? '' })),
      }))
    : [];
const round = (n: number) => Math.round(n);

/**
 * A listing's 360° tour, for its owner: paste a link to a hosted tour, or upload panoramas room
 * by room, name them, and place hotspots by clicking where a door is in the flat panorama.
 */
export function TourEditor({ listingId, initial }: { listingId: number; initial: Tour | null }) {
  const { t, tm } = useI18n();
  const tour = useTour(listingId, initial);
  return (
    <section id="tour" className="tour-editor" aria-labelledby="tour-h">
      <h3 id="tour-h">{t('tourEdit.title')}</h3>
      <p className="muted">{t('tourEdit.hint')}</p>
      {tour.message ? (
        <p className="field-error" role="alert">
          {tm(tour.message)}
        </p>
      ) : null}
      <TourLinkForm tour={tour} />
      <PanoramaForm tour={tour} />
      {tour.plan.length ? (
        <ol className="tour-plan" data-testid="tour-rooms">
          {tour.plan.map((r, i) => (
            <RoomItem key={r.id} room={r} i={i} tour={tour} />
          ))}
        </ol>
      ) : null}
      <TourActions tour={tour} listingId={listingId} />
    </section>
  );
}

/** The tour as saved, the rooms as being arranged, and the calls that change them. */
function useTour(listingId: number, initial: Tour | null) {
  const { csrf } = useSession();
  const [tour, setTour] = useState(initial);
  const [plan, setPlan] = useState(() => rooms(initial));
  const [dirty, setDirty] = useState(false);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [picking, setPicking] = useState<{ room: number; link: number } | null>(null);
  const api = browserApi(csrf);
  const path = { id: listingId };
  /** Every change answers with the whole tour (none when it was removed). */
  function took({ data, error, response }: Answer<Tour | null, unknown>, fallback: string) {
    if (response.ok) {
      const next = data ?? null;
      setTour(next);
      setPlan(rooms(next));
      setDirty(false);
      setMessage('');
      return;
    }
    // The refusal's code (or its first field's), worded in the page's language when shown.
    setMessage(apiErrorToken(error, fallback));
  }
  async function call(send: () => Promise<Answer<Tour | null, unknown>>) {
    setBusy(true);
    try {
      took(await send(), 'Failed to upload media');
    } catch {
      setMessage('Failed to upload media');
    } finally {
      setBusy(false);
    }
  }
  async function upload(form: HTMLFormElement) {
    setProgress(0);
    try {
      const answer = await api.POST('/api/v1/properties/{id}/tour/scenes', {
        params: { path },
        fetch: uploadWithProgress(new FormData(form), setProgress),
      });
      took(answer, 'Failed to upload media');
      if (answer.response.ok) form.reset();
    } catch {
      setMessage('Failed to upload media');
    } finally {
      setProgress(null);
    }
  }
  const edits = usePlanEdits(setPlan, setDirty);
  return { tour, plan, dirty, message, busy, progress, picking, setPicking, api, path, call, upload, ...edits };
}
type TourState = ReturnType<typeof useTour>;

/** Changes to the rooms that are kept on the page until saved. */
function usePlanEdits(setPlan: Dispatch<SetStateAction<Room[]>>, setDirty: (dirty: boolean) => void) {
  const change = (i: number, patch: Partial<Room>) => {
    setPlan((p) => p.map((r, k) => (k === i ? { ...r, ...patch } : r)));
    setDirty(true);
  };
  const move = (i: number, by: number) => {
    setPlan((p) => {
      const n = [...p];
      const [x] = n.splice(i, 1);
      n.splice(i + by, 0, x!);
      return n;
    });
    setDirty(true);
  };
  return { change, move };
}

/** The tour link box's rule: the API's own, without the kind the form does not ask for. */
const tourLinkSchema = externalTourSchema.omit({ kind: true });

/**
 * A link to a tour hosted elsewhere (Matterport, ...), instead of rooms uploaded here. The box is
 * checked with the API's rule before it is sent; which hosts are allowed only the API knows.
 */
function TourLinkForm({ tour: { tour, busy, api, path, call } }: { tour: TourState }) {
  const { t, tm } = useI18n();
  const start = tour?.kind === 'external' ? (tour.external_url ?? '') : '';
  const [form, fields] = useSchemaForm(tourLinkSchema, null, {
    id: 'tour-link',
    defaultValue: { external_url: start },
  });
  const error = firstError(fields.external_url.errors);
  return (
    <form
      id={form.id}
      className="field-row"
      noValidate
      onSubmit={(e) => {
        form.onSubmit(e);
        if (e.defaultPrevented) return;
        e.preventDefault();
        const external_url = String(new FormData(e.currentTarget).get('external_url') ?? '');
        void call(() =>
          api.PUT('/api/v1/properties/{id}/tour', { params: { path }, body: { kind: 'external', external_url } }),
        );
      }}
    >
      <div className={`field${error ? ' has-error' : ''}`}>
        <label htmlFor="tour-url">{t('tourEdit.link')}</label>
        <div className="field-box">
          <input
            key={fields.external_url.key}
            id="tour-url"
            name="external_url"
            type="url"
            placeholder="https://my.matterport.com/show/?m=…"
            defaultValue={start}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'tour-url-err' : undefined}
          />
        </div>
        {error ? (
          <p id="tour-url-err" className="field-error">
            {tm(error)}
          </p>
        ) : null}
      </div>
      <div className="field">
        <span aria-hidden="true">&nbsp;</span>
        <button type="submit" className="btn btn-ghost" disabled={busy}>
          {t('tourEdit.useLink')}
        </button>
      </div>
    </form>
  );
}

/** A room added from its panorama, with its progress as it uploads. */
function PanoramaForm({ tour: { progress, upload } }: { tour: TourState }) {
  const { t } = useI18n();
  return (
    <form
      className="field-row"
      onSubmit={(e) => {
        e.preventDefault();
        void upload(e.currentTarget);
      }}
    >
      <div className="field">
        <label htmlFor="pano-title">{t('tourEdit.roomName')}</label>
        <div className="field-box">
          <input id="pano-title" name="title" maxLength={60} placeholder={t('tourEdit.roomHint')} required />
        </div>
      </div>
      <div className="field">
        <label htmlFor="pano-file">{t('tourEdit.panorama')}</label>
        <input id="pano-file" name="file" type="file" accept="image/jpeg,image/png,image/webp" required />
      </div>
      <div className="field">
        <span aria-hidden="true">&nbsp;</span>
        <button type="submit" className="btn btn-primary" disabled={progress !== null}>
          {t('tourEdit.addRoom')}
        </button>
      </div>
      {progress !== null ? <progress max={100} value={progress} aria-label={t('photos.uploading')} /> : null}
    </form>
  );
}

/** One room: its name, its place in the order, its panorama with hotspots, and the rooms they lead to. */
function RoomItem({ room: r, i, tour }: { room: Room; i: number; tour: TourState }) {
  const { t } = useI18n();
  const { plan, change, setPicking } = tour;
  return (
    <li className="panel">
      <div className="field-row">
        <div className="field">
          <label htmlFor={`room-${r.id}`}>{t('tourEdit.roomName')}</label>
          <div className="field-box">
            <input
              id={`room-${r.id}`}
              value={r.title}
              maxLength={60}
              onChange={(e) => change(i, { title: e.target.value })}
            />
          </div>
        </div>
        <RoomTools room={r} i={i} tour={tour} />
      </div>
      <HotspotPicker room={r} i={i} tour={tour} />
      <HotspotList room={r} i={i} tour={tour} />
      {plan.length > 1 ? (
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            change(i, {
              links: [...r.links, { to_scene_id: plan.find((o) => o.id !== r.id)!.id, yaw: 0, pitch: 0, label: '' }],
            });
            setPicking({ room: i, link: r.links.length });
          }}
        >
          {t('tourEdit.addHotspot')}
        </button>
      ) : null}
    </li>
  );
}

/** A room's place in the order, and its removal. */
function RoomTools({ room: r, i, tour: { plan, move, call, api, path } }: { room: Room; i: number; tour: TourState }) {
  const { t } = useI18n();
  return (
    <div className="photo-tools">
      <button
        type="button"
        className="btn btn-ghost"
        disabled={i === 0}
        onClick={() => move(i, -1)}
        aria-label={t('tourEdit.earlier', { name: r.title })}
      >
        ↑
      </button>
      <button
        type="button"
        className="btn btn-ghost"
        disabled={i === plan.length - 1}
        onClick={() => move(i, 1)}
        aria-label={t('tourEdit.later', { name: r.title })}
      >
        ↓
      </button>
      <button
        type="button"
        className="btn btn-ghost"
        onClick={() =>
          call(() =>
            api.DELETE('/api/v1/properties/{id}/tour/scenes/{sceneId}', {
              params: { path: { ...path, sceneId: r.id } },
            }),
          )
        }
      >
        {t('photos.remove')}
      </button>
    </div>
  );
}

/** The flat panorama: across is the direction (-180° to 180°), down is the height. */
function HotspotPicker({
  room: r,
  i,
  tour: { picking, setPicking, change },
}: {
  room: Room;
  i: number;
  tour: TourState;
}) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className={`pano-pick${picking?.room === i ? ' is-picking' : ''}`}
      aria-label={t('tourEdit.pickHint')}
      onClick={(e) => {
        if (!picking || picking.room !== i) return;
        const box = e.currentTarget.getBoundingClientRect();
        const yaw = round(((e.clientX - box.left) / box.width) * 360 - 180);
        const pitch = round(90 - ((e.clientY - box.top) / box.height) * 180);
        change(i, { links: r.links.map((l, k) => (k === picking.link ? { ...l, yaw, pitch } : l)) });
        setPicking(null);
      }}
    >
      <img src={r.image_url} alt="" width={480} height={240} loading="lazy" />
      {r.links.map((l, k) => (
        <span
          key={k}
          className="pano-dot"
          style={{ left: `${((l.yaw + 180) / 360) * 100}%`, top: `${((90 - l.pitch) / 180) * 100}%` }}
          aria-hidden="true"
        />
      ))}
    </button>
  );
}

/** A room's hotspots: the room each leads to, where it is, and a way to place or remove it. */
function HotspotList({ room: r, i, tour: { plan, change, setPicking } }: { room: Room; i: number; tour: TourState }) {
  const { t } = useI18n();
  return (
    <ul className="tour-links">
      {r.links.map((l, k) => (
        <li key={k}>
          <select
            aria-label={t('tourEdit.leadsTo')}
            value={l.to_scene_id}
            onChange={(e) =>
              change(i, {
                links: r.links.map((x, j) => (j === k ? { ...x, to_scene_id: Number(e.target.value) } : x)),
              })
            }
          >
            {plan
              .filter((o) => o.id !== r.id)
              .map((o) => (
                <option key={o.id} value={o.id}>
                  {o.title}
                </option>
              ))}
          </select>
          <span className="muted">{t('tourEdit.at', { yaw: l.yaw, pitch: l.pitch })}</span>
          <button type="button" className="btn btn-ghost" onClick={() => setPicking({ room: i, link: k })}>
            {t('tourEdit.place')}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => change(i, { links: r.links.filter((_, j) => j !== k) })}
          >
            {t('photos.remove')}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Save the rooms and hotspots, preview the tour, or remove it. */
function TourActions({ tour: state, listingId }: { tour: TourState; listingId: number }) {
  const { t } = useI18n();
  const { tour, plan, dirty, busy, api, path, call } = state;
  const save = () =>
    call(() =>
      api.PUT('/api/v1/properties/{id}/tour/scenes', {
        params: { path },
        body: {
          scenes: plan.map(({ image_url: _, ...s }) => ({
            ...s,
            links: s.links.map((l) => ({ ...l, label: l.label || null })),
          })),
        },
      }),
    );
  return (
    <div className="form-actions">
      {dirty ? (
        <button type="button" className="btn btn-primary" disabled={busy} onClick={save}>
          {t('tourEdit.save')}
        </button>
      ) : null}
      {tour ? (
        <a
          className="btn btn-ghost"
          href={tour.kind === 'external' ? (tour.external_url ?? '#') : `/tour/${listingId}`}
          target="_blank"
          rel="noreferrer"
        >
          {t('tourEdit.preview')}
        </a>
      ) : null}
      {tour ? (
        <button
          type="button"
          className="btn btn-ghost"
          disabled={busy}
          onClick={() => call(() => api.DELETE('/api/v1/properties/{id}/tour', { params: { path } }))}
        >
          {t('tourEdit.removeTour')}
        </button>
      ) : null}
    </div>
  );
}
