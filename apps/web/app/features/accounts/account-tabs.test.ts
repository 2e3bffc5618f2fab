import { describe, expect, it } from 'vitest';
import { ADVERTISER_TABS, TABS, tabsFor } from './account-tabs';

describe('the account tabs by role', () => {
  it('hides the advertisers’ tabs from a seeker who has listed nothing', () => {
    const seeker = tabsFor('user', 'home');
    for (const tab of ADVERTISER_TABS) expect(seeker).not.toContain(tab);
    expect(seeker).toEqual(expect.arrayContaining(['favorites', 'visits', 'enquiries', 'profile']));
  });

  it('keeps an advertisers’ tab a seeker opened by its link in the list, where it is', () => {
    expect(tabsFor('user', 'leads')).toContain('leads');
    expect(tabsFor('user', 'leads')).not.toContain('my-properties');
  });

  it('shows owners, agents, builders and admins every tab', () => {
    for (const role of ['owner', 'agent', 'builder', 'admin']) expect(tabsFor(role, 'home')).toEqual([...TABS]);
  });
});
