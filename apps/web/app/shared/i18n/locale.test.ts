import { describe, expect, it } from 'vitest';
import { contentLang, localeFromPath, pathForLocale } from './index';

describe('the page language from its address', () => {
  it('is Hindi under /hi, also for the data a script fetches when it navigates there', () => {
    for (const p of ['/hi', '/hi/', '/hi/login', '/hi.data', '/hi/account.data'])
      expect(localeFromPath(p), p).toBe('hi-IN');
    for (const p of ['/', '/_root.data', '/history', '/hindi', '/login', '/account.data'])
      expect(localeFromPath(p), p).toBe('en-IN');
  });
  it('switches a page between the languages', () => {
    expect(pathForLocale('/property/12', 'hi-IN')).toBe('/hi/property/12');
    expect(pathForLocale('/hi/property/12', 'en-IN')).toBe('/property/12');
    expect(pathForLocale('/', 'hi-IN')).toBe('/hi');
  });
});

describe('the language of content on a page', () => {
  it('is named only where it differs from the page: English on a Hindi page is lang="en"', () => {
    expect(contentLang('hi-IN', 'en-IN')).toBe('en');
    expect(contentLang('en-IN', 'hi-IN')).toBe('hi');
    expect(contentLang('hi-IN', 'hi-IN')).toBeUndefined();
    expect(contentLang('en-IN', 'en-IN')).toBeUndefined();
  });
});
