import { useRef, useState } from 'react';
import { MEDIA_MESSAGES, PHOTO_LIMITS, type PhotoList, type PropertyImage } from '@aangan/contracts';
import { useI18n } from '../../i18n';
import { callApi, uploadWithProgress, type Answer } from '../../lib/api-client';
import { useSession } from '../../lib/session';

type Rejected = PhotoList['rejected'];
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,.heic,.heif';

/**
 * A listing's photos: drop or pick several, watch them upload, reorder, choose the main one,
 * caption, remove. Talks to the API from the page (cookie + CSRF header); without script the
 * plain form below still uploads through the account page.
 */
export function PhotoManager({ listingId, initial }: { listingId: number; initial: PropertyImage[] }) {
  const { t, tm } = useI18n();
  const { csrf } = useSession();
  const [images, setImages] = useState(initial);
  const [rejected, setRejected] = useState<Rejected>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [dirty, setDirty] = useState(false);
  const [message, setMessage] = useState('');
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const base = `/api/v1/properties/${listingId}/images/`;

  function take(answer: Answer, fallback: string) {
    const b = answer.body as Partial<PhotoList> & { detail?: unknown };
    if (answer.status >= 200 && answer.status < 300 && b.images) {
      setImages(b.images);
      setRejected(b.rejected ?? []);
      setDirty(false);
      setMessage('');
      return;
    }
    const detail = b.detail;
    if (Array.isArray(detail)) setRejected(detail.map((d: { msg: string }) => ({ file: '', reason: d.msg })));
    setMessage(typeof detail === 'string' ? detail : Array.isArray(detail) ? '' : fallback);
  }

  async function upload(files: File[]) {
    if (!files.length) return;
    const tooMany = images.length + files.length > PHOTO_LIMITS.perListing;
    const form = new FormData();
    for (const f of files) form.append('files', f, f.name);
    setProgress(0);
    setMessage('');
    try {
      const answer = await uploadWithProgress(base, form, csrf, setProgress);
      take(answer, 'Failed to upload media');
      if (tooMany && answer.status < 300) setMessage(MEDIA_MESSAGES.tooMany);
    } catch { setMessage('Failed to upload media'); } finally { setProgress(null); }
  }

  async function call(method: string, url: string, body: unknown, fallback: string) {
    try { take(await callApi(url, method, csrf, body), fallback); } catch { setMessage(fallback); }
  }

  const move = (i: number, by: number) => {
    const next = [...images];
    const [x] = next.splice(i, 1);
    next.splice(i + by, 0, x!);
    setImages(next);
    setDirty(true);
  };
  const edit = (id: number, patch: Partial<PropertyImage>) => {
    setImages((all) => all.map((im) => (im.id === id ? { ...im, ...patch } : patch.is_main_image ? { ...im, is_main_image: false } : im)));
    setDirty(true);
  };
  const save = () => call('PUT', base, {
    order: images.map((i) => i.id),
    main_image_id: images.find((i) => i.is_main_image)?.id,
    captions: Object.fromEntries(images.map((i) => [String(i.id), i.caption ?? null])),
  }, 'Failed to upload media');

  return (
    <section id="photos" className="panel photo-manager" aria-labelledby="photos-h">
      <h2 id="photos-h">{t('photos.title')} <small className="muted">{t('photos.count', { n: images.length, max: PHOTO_LIMITS.perListing })}</small></h2>
      <p className="muted">{t('photos.hint')}</p>
      <form method="post" encType="multipart/form-data" className={`drop-zone${over ? ' is-over' : ''}`}
        onDragOver={(e) => { e.preventDefault(); setOver(true); }} onDragLeave={() => setOver(false)}
        onDrop={(e) => { e.preventDefault(); setOver(false); void upload([...e.dataTransfer.files]); }}
        onSubmit={(e) => { e.preventDefault(); void upload([...(input.current?.files ?? [])]); }}>
        <input type="hidden" name="intent" value="photos-upload" />
        <input type="hidden" name="csrf" value={csrf ?? ''} />
        <input type="hidden" name="listing_id" value={listingId} />
        <label htmlFor="photo-files">{t('photos.drop')}</label>
        <input ref={input} id="photo-files" type="file" name="files" accept={ACCEPT} multiple onChange={(e) => void upload([...(e.target.files ?? [])])} />
        <noscript><button type="submit" className="btn btn-primary">{t('photos.upload')}</button></noscript>
        {progress !== null ? <progress max={100} value={progress} aria-label={t('photos.uploading')}>{progress}%</progress> : null}
      </form>
      {message ? <p className="field-error" role="alert">{tm(message)}</p> : null}
      {rejected.length ? <ul className="photo-rejected" role="alert">{rejected.map((r, i) => <li key={i}>{tm(r.reason)}</li>)}</ul> : null}
      <ol className="photo-grid" data-testid="photo-grid">
        {images.map((im, i) => (
          <li key={im.id} className={im.is_main_image ? 'is-main' : undefined}>
            <img src={im.variants['480'] ?? im.image_url} alt={im.caption ?? t('photos.photo', { n: i + 1 })} width={240} height={180} loading="lazy" />
            <label className="photo-main"><input type="radio" name="main_photo" checked={im.is_main_image} onChange={() => edit(im.id, { is_main_image: true })} /> {t('photos.main')}</label>
            <input className="photo-caption" aria-label={t('photos.caption', { n: i + 1 })} placeholder={t('photos.captionHint')} maxLength={140}
              value={im.caption ?? ''} onChange={(e) => edit(im.id, { caption: e.target.value })} />
            <div className="photo-tools">
              <button type="button" className="btn btn-ghost" disabled={i === 0} onClick={() => move(i, -1)} aria-label={t('photos.earlier', { n: i + 1 })}>↑</button>
              <button type="button" className="btn btn-ghost" disabled={i === images.length - 1} onClick={() => move(i, 1)} aria-label={t('photos.later', { n: i + 1 })}>↓</button>
              <button type="button" className="btn btn-ghost" onClick={() => call('DELETE', `${base}${im.id}/`, null, 'Failed to delete media')}>{t('photos.remove')}</button>
            </div>
          </li>
        ))}
      </ol>
      {dirty ? <button type="button" className="btn btn-primary" onClick={save}>{t('photos.save')}</button> : null}
    </section>
  );
}
