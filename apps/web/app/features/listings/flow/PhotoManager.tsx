import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  PHOTO_LIMITS,
  PHOTO_REFUSALS,
  apiErrorToken,
  readApiError,
  type PhotoArrange,
  type PhotoList,
  type PhotoRefusal,
  type PropertyImage,
} from '@aangan/contracts';
import { useI18n, type MessageKey } from '../../../shared/i18n';
import { browserApi, uploadWithProgress } from '../../../shared/api-client';
import { errorDetail, type Answer } from '../../../shared/api-result';
import { useSession } from '../../../shared/session';
import '../listings.css';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,.heic,.heif';

/** One chosen file on its way: waiting, sent (per cent), being made into sizes, then its outcome. */
interface Item {
  key: string;
  name: string;
  file: File;
  preview: string;
  state: 'waiting' | 'uploading' | 'processing' | 'done' | 'already' | 'failed';
  percent: number;
  /** The photo it became, or already was. */
  imageId?: number;
  /** Why it was not added: a refusal code, or a message (an error code token, or the app's own words) for tm. */
  code?: PhotoRefusal;
  message?: string;
  abort?: AbortController;
}

const isRefusal = (code: unknown): code is PhotoRefusal => PHOTO_REFUSALS.some((r) => r === code);

/**
 * Why an answer refused a photo: the refusal in a 422's first field (`value_error.<refusal>`), or
 * else the answer's error code as a token (tm words it); nothing when the body is no error answer.
 */
function refusalOf(error: unknown): { code?: PhotoRefusal; message?: string } {
  const detail = errorDetail(error);
  const first: unknown = Array.isArray(detail) ? detail[0] : undefined;
  const type = first && typeof first === 'object' && 'type' in first ? first.type : undefined;
  const code: unknown = typeof type === 'string' ? type.split('.')[1] : undefined;
  if (isRefusal(code)) return { code };
  return { message: readApiError(error) ? apiErrorToken(error, '') : undefined };
}

/** The photos' calls, on a listing or on a visitor's draft (the same operations at two addresses). */
function photoCalls(owner: PhotoOwner, csrf: string | null) {
  const api = browserApi(csrf);
  if ('listing' in owner) {
    const path = { id: owner.listing };
    return {
      upload: (form: FormData, progress: (p: number) => void, signal: AbortSignal) =>
        api.POST('/api/v1/properties/{id}/images', {
          params: { path },
          fetch: uploadWithProgress(form, progress, signal),
        }),
      arrange: (body: PhotoArrange) => api.PUT('/api/v1/properties/{id}/images', { params: { path }, body }),
      remove: (imageId: number) =>
        api.DELETE('/api/v1/properties/{id}/images/{imageId}', { params: { path: { ...path, imageId } } }),
    };
  }
  const path = { token: owner.draft };
  return {
    upload: (form: FormData, progress: (p: number) => void, signal: AbortSignal) =>
      api.POST('/api/v1/listing-drafts/{token}/images', {
        params: { path },
        fetch: uploadWithProgress(form, progress, signal),
      }),
    arrange: (body: PhotoArrange) => api.PUT('/api/v1/listing-drafts/{token}/images', { params: { path }, body }),
    remove: (imageId: number) =>
      api.DELETE('/api/v1/listing-drafts/{token}/images/{imageId}', { params: { path: { ...path, imageId } } }),
  };
}
export type PhotoOwner = { listing: number } | { draft: string };
type PhotoCalls = ReturnType<typeof photoCalls>;

let keys = 0;

/**
 * A listing's (or a visitor's draft's) photos: choose or drop several, watch each one upload and
 * see what came of it (its thumbnail, "already uploaded", or why it was refused); reorder, choose
 * the main one, caption, remove. Files go one at a time, so each has its own progress. Without
 * script, the plain forms post to the flow's page, which sends them on.
 */
export function PhotoManager({
  owner,
  initial,
  hidden,
}: {
  /** Whose photos: a listing's, or a visitor's draft's. */
  owner: PhotoOwner;
  initial: PropertyImage[];
  /** The flow's fields every plain form carries (step, draft, CSRF token). */
  hidden: Record<string, string>;
}) {
  const { t, tm } = useI18n();
  const { csrf } = useSession();
  const calls = photoCalls(owner, csrf);
  const photos = usePhotos(calls, initial);
  const uploads = useUploads(calls, photos);
  const fields = (extra: Record<string, string>) =>
    Object.entries({ ...hidden, ...extra }).map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />);
  const { images, message } = photos;
  return (
    <section id="photos" className="photo-manager" aria-labelledby="photos-h">
      <h3 id="photos-h">
        {t('photos.title')}{' '}
        <small className="muted" data-testid="photo-count">
          {t('photos.count', { n: images.length, max: PHOTO_LIMITS.perListing })}
          {uploads.busy ? ` · ${t('photos.busy', { n: uploads.busy })}` : ''}
        </small>
      </h3>
      <p className="muted" id="photos-hint">
        {t('photos.hint')}
      </p>
      <DropZone input={uploads.input} choose={uploads.choose} fields={fields({ intent: 'photos-upload' })} />
      {message ? (
        <p className="field-error" role="alert">
          {tm(message)}
        </p>
      ) : null}
      {uploads.items.length ? <UploadQueue items={uploads.items} images={images} drop={uploads.drop} /> : null}
      {images.length ? (
        <PhotoGrid photos={photos} remove={uploads.removePhoto} fields={fields} />
      ) : (
        <p className="muted">{t('photos.none')}</p>
      )}
      {photos.dirty ? (
        <button type="button" className="btn btn-primary" onClick={() => void photos.save()}>
          {t('photos.save')}
        </button>
      ) : null}
    </section>
  );
}

/** The photos as saved, and the changes to them: order, main photo and captions (saved together), removal. */
function usePhotos(calls: PhotoCalls, initial: PropertyImage[]) {
  const [images, setImages] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [message, setMessage] = useState('');
  const known = useRef(new Set(initial.map((i) => i.id)));
  const show = (list: PropertyImage[]) => {
    setImages(list);
    known.current = new Set(list.map((i) => i.id));
    setDirty(false);
  };
  /** A change to the photos; each answers with the whole list. */
  async function call(send: () => Promise<Answer<PhotoList, unknown>>, fallback: string): Promise<boolean> {
    try {
      const answer = await send();
      if (answer.response.ok && answer.data) {
        show(answer.data.images);
        setMessage('');
        return true;
      }
      setMessage(refusalOf(answer.error).message ?? fallback);
    } catch {
      setMessage(fallback);
    }
    return false;
  }
  const move = (i: number, by: number) => {
    const next = [...images];
    const [x] = next.splice(i, 1);
    next.splice(i + by, 0, x!);
    setImages(next);
    setDirty(true);
  };
  const edit = (id: number, change: Partial<PropertyImage>) => {
    setImages((all) =>
      all.map((im) =>
        im.id === id ? { ...im, ...change } : change.is_main_image ? { ...im, is_main_image: false } : im,
      ),
    );
    setDirty(true);
  };
  const arrangement = () => ({
    order: images.map((i) => i.id),
    main_image_id: images.find((i) => i.is_main_image)?.id,
    captions: Object.fromEntries(images.map((i) => [String(i.id), i.caption ?? null])),
  });
  return {
    images,
    dirty,
    message,
    known,
    show,
    clearMessage: () => setMessage(''),
    move,
    edit,
    save: () => call(() => calls.arrange(arrangement()), 'Failed to upload media'),
    remove: (id: number) => call(() => calls.remove(id), 'Failed to delete media'),
  };
}
type Photos = ReturnType<typeof usePhotos>;
type Patch = (key: string, p: Partial<Item>) => void;

/** Sends one file, with its progress, and records what came of it. */
async function uploadOne(it: Item, calls: PhotoCalls, patch: Patch, photos: Photos) {
  const abort = new AbortController();
  patch(it.key, { state: 'uploading', percent: 0, abort });
  const form = new FormData();
  form.append('files', it.file, it.name);
  let answer: Awaited<ReturnType<PhotoCalls['upload']>>;
  try {
    answer = await calls.upload(
      form,
      (p) => patch(it.key, p >= 100 ? { state: 'processing', percent: 100 } : { percent: p }),
      abort.signal,
    );
  } catch (err) {
    if ((err as Error).name === 'AbortError') return;
    patch(it.key, {
      state: 'failed',
      message: 'Could not send the photo: check your connection and try again',
      abort: undefined,
    });
    return;
  }
  const body = answer.data;
  const status = answer.response.status;
  if ((status === 200 || status === 201) && body) {
    const before = photos.known.current;
    photos.show(body.images);
    const dup = body.duplicates[0];
    const refused = body.rejected[0];
    if (dup) patch(it.key, { state: 'already', imageId: dup.image_id, abort: undefined });
    else if (refused) patch(it.key, { state: 'failed', code: refused.code, abort: undefined });
    else patch(it.key, { state: 'done', imageId: body.images.find((im) => !before.has(im.id))?.id, abort: undefined });
    return;
  }
  const why = refusalOf(answer.error);
  patch(it.key, {
    state: 'failed',
    ...(why.code || why.message ? why : { message: 'Failed to upload media' }),
    abort: undefined,
  });
}

/** The files chosen and their uploads, one at a time in the order chosen. */
function useUploads(calls: PhotoCalls, photos: Photos) {
  const [items, setItems] = useState<Item[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const queue = useRef<Item[]>([]);
  const running = useRef(false);
  const previews = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );
  const patch: Patch = (key, p) => setItems((all) => all.map((i) => (i.key === key ? { ...i, ...p } : i)));
  async function pump() {
    if (running.current) return;
    running.current = true;
    try {
      for (let it = queue.current.shift(); it; it = queue.current.shift()) await uploadOne(it, calls, patch, photos);
    } finally {
      running.current = false;
    }
  }
  function choose(files: File[]) {
    if (!files.length) return;
    photos.clearMessage();
    const added = files.map(
      (file): Item => ({
        key: `u${++keys}`,
        name: file.name,
        file,
        preview: URL.createObjectURL(file),
        state: 'waiting',
        percent: 0,
      }),
    );
    queue.current.push(...added);
    previews.current.push(...added.map((a) => a.preview));
    setItems((all) => [...all, ...added]);
    if (input.current) input.current.value = '';
    void pump();
  }
  /** Removes a saved photo, and the file it came from off the list. */
  const removePhoto = async (id: number) => {
    if (await photos.remove(id)) setItems((all) => all.filter((i) => i.imageId !== id || i.state === 'already'));
  };
  /** Takes an item off the list: a waiting or uploading file is not sent, an uploaded one is removed. */
  const drop = (it: Item) => {
    if (it.state === 'done' && it.imageId !== undefined) {
      void removePhoto(it.imageId);
      return;
    }
    it.abort?.abort();
    queue.current = queue.current.filter((q) => q.key !== it.key);
    setItems((all) => all.filter((i) => i.key !== it.key));
  };
  const busy = items.filter((i) => i.state === 'waiting' || i.state === 'uploading' || i.state === 'processing').length;
  return { items, input, choose, drop, removePhoto, busy };
}

/** The file box, which also takes files dropped on it; without script, its upload button posts them. */
function DropZone({
  input,
  choose,
  fields,
}: {
  input: RefObject<HTMLInputElement | null>;
  choose: (files: File[]) => void;
  fields: ReactNode;
}) {
  const { t } = useI18n();
  const [over, setOver] = useState(false);
  return (
    <form
      method="post"
      encType="multipart/form-data"
      className={`drop-zone${over ? ' is-over' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        choose([...e.dataTransfer.files]);
      }}
      onSubmit={(e) => {
        e.preventDefault();
        choose([...(input.current?.files ?? [])]);
      }}
    >
      {fields}
      <label htmlFor="photo-files">{t('photos.drop')}</label>
      <input
        ref={input}
        id="photo-files"
        type="file"
        name="files"
        accept={ACCEPT}
        multiple
        aria-describedby="photos-hint"
        onChange={(e) => choose([...(e.target.files ?? [])])}
      />
      <noscript>
        <button type="submit" className="btn btn-primary">
          {t('photos.upload')}
        </button>
      </noscript>
    </form>
  );
}

/** What became of a chosen file, in words (the photo it is now, or why it was not added). */
function useStateText(images: PropertyImage[]) {
  const { t, tm } = useI18n();
  const position = (id?: number) => images.findIndex((im) => im.id === id) + 1;
  return (it: Item): string => {
    switch (it.state) {
      case 'waiting':
        return t('photos.state.waiting');
      case 'uploading':
        return t('photos.state.uploading');
      case 'processing':
        return t('photos.state.processing');
      case 'done':
        return position(it.imageId)
          ? t('photos.state.done', { n: position(it.imageId) })
          : t('photos.state.doneRemoved');
      case 'already':
        return position(it.imageId)
          ? t('photos.state.already', { n: position(it.imageId) })
          : t('photos.state.alreadyGone');
      default:
        return `${t('photos.state.failed')} ${it.code ? t(`photos.refused.${it.code}` as MessageKey) : tm(it.message ?? 'Failed to upload media')}`;
    }
  };
}

function UploadQueue({ items, images, drop }: { items: Item[]; images: PropertyImage[]; drop: (it: Item) => void }) {
  const { t } = useI18n();
  const stateText = useStateText(images);
  return (
    <ul className="upload-queue" aria-label={t('photos.queue')} aria-live="polite" data-testid="upload-queue">
      {items.map((it) => (
        <UploadItem key={it.key} it={it} said={stateText(it)} drop={drop} />
      ))}
    </ul>
  );
}

/** One chosen file: its preview, its progress and outcome, and a button to cancel, dismiss or remove it. */
function UploadItem({ it, said, drop }: { it: Item; said: string; drop: (it: Item) => void }) {
  const { t } = useI18n();
  const action = t(
    it.state === 'done'
      ? 'photos.remove'
      : it.state === 'failed' || it.state === 'already'
        ? 'photos.dismiss'
        : 'photos.cancel',
  );
  return (
    <li className={`upload-item is-${it.state}`} data-state={it.state}>
      {it.code === 'not_image' || it.code === 'heic' ? (
        <span className="upload-noimage" aria-hidden="true">
          ?
        </span>
      ) : (
        <img
          src={it.preview}
          alt=""
          width={72}
          height={54}
          onError={(e) => {
            e.currentTarget.style.visibility = 'hidden';
          }}
        />
      )}
      <div className="upload-body">
        <p className="upload-name">{it.name}</p>
        {it.state === 'uploading' || it.state === 'processing' ? (
          <progress
            max={100}
            value={it.state === 'processing' ? undefined : it.percent}
            aria-label={t('photos.progress', { name: it.name })}
          >
            {it.percent}%
          </progress>
        ) : null}
        <p className="upload-state">
          {said}
          {it.state === 'uploading' ? <span aria-hidden="true"> {it.percent}%</span> : null}
        </p>
      </div>
      <button type="button" className="btn btn-ghost" onClick={() => drop(it)} aria-label={`${action}: ${it.name}`}>
        {action}
      </button>
    </li>
  );
}

type Fields = (extra: Record<string, string>) => ReactNode;

function PhotoGrid({
  photos,
  remove,
  fields,
}: {
  photos: Photos;
  remove: (id: number) => Promise<void>;
  fields: Fields;
}) {
  return (
    <ol className="photo-grid" data-testid="photo-grid">
      {photos.images.map((im, i) => (
        <PhotoTile key={im.id} im={im} i={i} photos={photos} remove={remove} fields={fields} />
      ))}
    </ol>
  );
}

/** One saved photo: the main one's choice, its caption, its place in the order, and its removal. */
function PhotoTile({
  im,
  i,
  photos,
  remove,
  fields,
}: {
  im: PropertyImage;
  i: number;
  photos: Photos;
  remove: (id: number) => Promise<void>;
  fields: Fields;
}) {
  const { t } = useI18n();
  const { edit } = photos;
  return (
    <li className={im.is_main_image ? 'is-main' : undefined}>
      <img
        src={im.variants['480'] ?? im.image_url}
        alt={im.caption ?? t('photos.photo', { n: i + 1 })}
        width={240}
        height={180}
        loading="lazy"
      />
      <label className="photo-main">
        <input
          type="radio"
          name="main_photo"
          checked={im.is_main_image}
          onChange={() => edit(im.id, { is_main_image: true })}
        />{' '}
        {t('photos.main')}
      </label>
      <input
        className="photo-caption"
        aria-label={t('photos.caption', { n: i + 1 })}
        placeholder={t('photos.captionHint')}
        maxLength={140}
        value={im.caption ?? ''}
        onChange={(e) => edit(im.id, { caption: e.target.value })}
      />
      <PhotoTools im={im} i={i} photos={photos} remove={remove} fields={fields} />
    </li>
  );
}

/** A photo's place in the order (earlier, later) and its removal (a plain form without script). */
function PhotoTools({
  im,
  i,
  photos,
  remove,
  fields,
}: {
  im: PropertyImage;
  i: number;
  photos: Photos;
  remove: (id: number) => Promise<void>;
  fields: Fields;
}) {
  const { t } = useI18n();
  const { move } = photos;
  return (
    <div className="photo-tools">
      <button
        type="button"
        className="btn btn-ghost"
        disabled={i === 0}
        onClick={() => move(i, -1)}
        aria-label={t('photos.earlier', { n: i + 1 })}
      >
        ↑
      </button>
      <button
        type="button"
        className="btn btn-ghost"
        disabled={i === photos.images.length - 1}
        onClick={() => move(i, 1)}
        aria-label={t('photos.later', { n: i + 1 })}
      >
        ↓
      </button>
      <form
        method="post"
        onSubmit={(e) => {
          e.preventDefault();
          void remove(im.id);
        }}
      >
        {fields({ intent: 'photo-remove', image_id: String(im.id) })}
        <button type="submit" className="btn btn-ghost" aria-label={t('photos.removeN', { n: i + 1 })}>
          {t('photos.remove')}
        </button>
      </form>
    </div>
  );
}
