// The automatic checks of a listing, run when it enters review, when its photos change while it
// waits, and on an admin's request. They only flag: an admin decides.
import type { ListingRepository } from '../listings/index.ts';
import type { ModerationRepository } from './repository.ts';
import {
  DUPLICATE_PHOTO_MAX_DISTANCE,
  OUTLIER_MIN_COMPARABLES,
  SHARED_PHONE_MAX_OWNERS,
  duplicatePhotoFinding,
  duplicatePlaceFinding,
  noPhotosFinding,
  outsideGurugramFinding,
  phoneKey,
  priceOutlierFinding,
  sharedPhoneFinding,
  type NewFinding,
  type PhotoMatch,
} from './rules.ts';

export function createChecker(listings: ListingRepository, repo: ModerationRepository) {
  /** What the checks find about a listing now (nothing stored). */
  async function findings(id: number): Promise<NewFinding[]> {
    const l = await listings.get(id);
    if (!l) return [];
    const found: NewFinding[] = [];

    const byListing = new Map<number, PhotoMatch[]>();
    for (const m of await repo.photoMatches(l.id, DUPLICATE_PHOTO_MAX_DISTANCE)) {
      byListing.set(m.other, [
        ...(byListing.get(m.other) ?? []),
        { photo: m.photo, other_photo: m.other_photo, distance: m.distance },
      ]);
    }
    for (const [other, matches] of byListing) found.push(duplicatePhotoFinding(other, matches));

    for (const m of await repo.placeMatches(l)) found.push(duplicatePlaceFinding(m));

    if (l.owner_contact) {
      const key = phoneKey(l.owner_contact);
      const use = await repo.phoneUse(l.id, key);
      // Accounts whose live listings carry the number, this listing's owner included.
      const owners = new Set([...use.owners, l.owner_id].filter((o) => o !== null)).size;
      if (owners > SHARED_PHONE_MAX_OWNERS) found.push(sharedPhoneFinding(key, use.ids, owners));
    }

    const price = l.price_value === null ? null : Number(l.price_value);
    if (price && l.area_sqft && l.locality) {
      const { median, n } = await repo.localityMedian(l);
      if (median && n >= OUTLIER_MIN_COMPARABLES) {
        const f = priceOutlierFinding(price / l.area_sqft, median, n, l.purpose, l.locality);
        if (f) found.push(f);
      }
    }

    if (l.latitude !== null && l.longitude !== null) {
      const f = outsideGurugramFinding(l.latitude, l.longitude);
      if (f) found.push(f);
    }

    if ((await repo.photoCount(l.id)) === 0) found.push(noPhotosFinding());
    return found;
  }

  return {
    findings,
    /** Runs the checks and stores the outcome as the listing's open findings. */
    async check(id: number): Promise<void> {
      await repo.replaceOpen(id, await findings(id));
    },
  };
}
export type Checker = ReturnType<typeof createChecker>;
