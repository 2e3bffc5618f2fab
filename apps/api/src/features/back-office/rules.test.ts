import { describe, expect, it } from 'vitest';
import { BANDS_FIND_UP_TO } from './repository.ts';
import {
  DUPLICATE_PHOTO_MAX_DISTANCE,
  duplicatePhotoFinding,
  insideGurugram,
  near,
  phoneKey,
  priceOutlierFinding,
} from './rules.ts';

describe('moderation rules', () => {
  it('compares phones on their last ten digits, and sizes and prices symmetrically', () => {
    expect(['+91 98765-43210', '098765 43210', '9876543210', '+919876543210'].map(phoneKey)).toEqual(
      Array(4).fill('9876543210'),
    );
    expect(near(1000, 1100, 0.1)).toBe(true);
    expect(near(1100, 1000, 0.1)).toBe(true);
    expect(near(1000, 1112, 0.1)).toBe(false);
  });

  it('says how far a price per sqft is from the median, either way, and nothing within a factor of three', () => {
    expect(priceOutlierFinding(45000, 12000, 8, 'buy', 'Sector 56')!.detail.message).toBe(
      'Price per sqft ₹45,000 is above 3 times the median ₹12,000 of 8 live buy listings in Sector 56',
    );
    expect(priceOutlierFinding(4100, 12000, 8, 'buy', 'Sector 56')).toBeNull();
    expect(priceOutlierFinding(35000, 12000, 8, 'buy', 'Sector 56')).toBeNull();
  });

  it('asks the photo lookup for no more than it can find', () => {
    expect(DUPLICATE_PHOTO_MAX_DISTANCE).toBeLessThanOrEqual(BANDS_FIND_UP_TO);
  });

  it('names the closest matching photo and how many match', () => {
    expect(duplicatePhotoFinding(123, [{ photo: 2, other_photo: 1, distance: 3 }]).detail.message).toBe(
      'Photo 2 matches photo 1 of listing #123 (distance 3 of 64)',
    );
    expect(
      duplicatePhotoFinding(123, [
        { photo: 1, other_photo: 4, distance: 6 },
        { photo: 3, other_photo: 2, distance: 0 },
      ]).detail.message,
    ).toBe('2 photos match photos of listing #123; photo 3 matches photo 2 of listing #123 (distance 0 of 64)');
  });

  it('knows Gurugram from its neighbours', () => {
    expect(insideGurugram(28.4595, 77.0266)).toBe(true); // the city centre (DEFAULT_LOCATION)
    expect(insideGurugram(28.6315, 77.2167)).toBe(false); // Connaught Place, Delhi
    expect(insideGurugram(28.4089, 77.3178)).toBe(false); // Faridabad
  });
});
