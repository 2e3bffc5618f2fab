// A listing's title in the page's language. A title Aangan made from the listing's facts (the
// demo's "2 BHK Apartment for Rent in Sector 45") is said again from those facts in the reader's
// words; a title its owner typed is shown as typed (decision 046).
import { useCallback } from 'react';
import { photoCaptionKind, readGeneratedTitle, type TitleFacts } from '@aangan/contracts';
import { useI18n, type MessageKey, type MessageValues } from './i18n';

type T = (key: MessageKey, values?: MessageValues) => string;

/** The facts a generated title states, in the catalogue's words. */
function sayFacts(t: T, f: TitleFacts): string {
  const what = f.sharing
    ? t('title.pg', { sharing: t(`title.sharing.${f.sharing}`) })
    : f.bhk !== null
      ? t('title.home', { n: f.bhk, type: t(`title.type.${f.type}`) })
      : t(`title.type.${f.type}`);
  return t('title.generated', { what, purpose: t(`title.purpose.${f.purpose}`), place: f.place });
}

/** The title to show: a generated one in the page's language, a typed one as it is. */
export function localTitle(t: T, title: string): string;
export function localTitle(t: T, title: string | null | undefined): string | null | undefined;
export function localTitle(t: T, title: string | null | undefined): string | null | undefined {
  const facts = title ? readGeneratedTitle(title) : null;
  return facts ? sayFacts(t, facts) : title;
}

/**
 * A text that opens with its listing's generated title ("2 BHK Apartment for Rent in Sector 45:
 * 1,200 sq ft ...", as the demo's descriptions do), with that opening in the page's language:
 * what search engines show under the page's title. The rest is as written.
 */
export function localLead(t: T, title: string | null | undefined, text: string): string {
  if (!title || !text.startsWith(title)) return text;
  const local = localTitle(t, title);
  return local === title ? text : `${local}${text.slice(title.length)}`;
}

/** Whether a title is the owner's own words (it gets `lang` on a page in another language). */
export const isTypedTitle = (title: string | null | undefined) => !!title && !readGeneratedTitle(title);

/** localTitle with the page's catalogue (the same function while the language stays). */
export function useListingTitle(): {
  (title: string): string;
  (title: string | null | undefined): string | null | undefined;
} {
  const { t } = useI18n();
  return useCallback((title: string | null | undefined) => localTitle(t, title), [t]) as never;
}

/** A photo's caption in the page's language when it is one of ours (PHOTO_CAPTIONS), else as typed. */
export function localCaption(t: T, caption: string): string {
  const kind = photoCaptionKind(caption);
  return kind ? t(`photo.caption.${kind}`) : caption;
}
