import { describe, expect, it } from 'vitest';
import { formatConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.DATABASE_URL).toBeUndefined();
  });
  it('rejects a bad value with one line naming it', () => {
    let msg = '';
    try { loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' }); } catch (e) { msg = formatConfigError(e); }
    expect(msg.split('\n')).toHaveLength(1);
    expect(msg).toContain('PORT');
    expect(msg).toContain('DATABASE_URL');
  });
  it('reads the reconfirmation periods, 45 and 90 days unless set, and refuses a period of zero', () => {
    expect(loadConfig({})).toMatchObject({ LISTING_RECONFIRM_DAYS_RENT: 45, LISTING_RECONFIRM_DAYS_SALE: 90 });
    expect(loadConfig({ LISTING_RECONFIRM_DAYS_RENT: '30' }).LISTING_RECONFIRM_DAYS_RENT).toBe(30);
    let msg = '';
    try { loadConfig({ LISTING_RECONFIRM_DAYS_SALE: '0' }); } catch (e) { msg = formatConfigError(e); }
    expect(msg).toContain('LISTING_RECONFIRM_DAYS_SALE');
  });
  it('keeps uploads in a local folder unless an S3 bucket is fully configured', () => {
    expect(loadConfig({}).MEDIA_STORE).toBe('local');
    let msg = '';
    try { loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'aangan-media' }); } catch (e) { msg = formatConfigError(e); }
    expect(msg).toBe('Invalid configuration: S3_ENDPOINT: is required when MEDIA_STORE=s3; S3_ACCESS_KEY_ID: is required when MEDIA_STORE=s3; '
      + 'S3_SECRET_ACCESS_KEY: is required when MEDIA_STORE=s3; MEDIA_PUBLIC_URL: is required when MEDIA_STORE=s3');
    const s3 = { MEDIA_STORE: 's3', S3_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', MEDIA_PUBLIC_URL: 'https://cdn.example.in' };
    expect(loadConfig(s3)).toMatchObject({ MEDIA_STORE: 's3', S3_REGION: 'auto' });
  });
  it('reads the tour hosts owners may link, refusing what is not a host name', () => {
    expect(loadConfig({}).TOUR_HOSTS).toBeUndefined(); // the built-in list applies
    expect(loadConfig({ TOUR_HOSTS: 'my.matterport.com=matterport, tours.example.in' }).TOUR_HOSTS).toEqual({ 'my.matterport.com': 'matterport', 'tours.example.in': 'tours.example.in' });
    let msg = '';
    try { loadConfig({ TOUR_HOSTS: 'https://kuula.co' }); } catch (e) { msg = formatConfigError(e); }
    expect(msg).toBe('Invalid configuration: TOUR_HOSTS: "https://kuula.co" is not a host name');
  });
  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});
