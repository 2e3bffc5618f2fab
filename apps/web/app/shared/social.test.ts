import { describe, expect, it } from 'vitest';
import { socialProfiles } from './social';

describe('social profiles', () => {
  it('are only the https addresses configured, in a fixed order', () => {
    expect(
      socialProfiles({
        SOCIAL_INSTAGRAM_URL: ' https://www.instagram.com/aangan.gurugram ',
        SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/aangan.gurugram',
        SOCIAL_X_URL: 'http://x.com/aangan',
        SOCIAL_LINKEDIN_URL: 'not a url',
        SOCIAL_YOUTUBE_URL: '',
      }),
    ).toEqual([
      { network: 'facebook', name: 'Facebook', url: 'https://www.facebook.com/aangan.gurugram' },
      { network: 'instagram', name: 'Instagram', url: 'https://www.instagram.com/aangan.gurugram' },
    ]);
  });
  it('are none when nothing is configured', () => {
    expect(socialProfiles({})).toEqual([]);
  });
});
