// Our profiles on social networks: only those configured at start (SOCIAL_FACEBOOK_URL and the
// like), so no page links to a network's front page in our name. Nothing configured: no links.
export const NETWORKS = [
  ['facebook', 'Facebook', 'SOCIAL_FACEBOOK_URL'],
  ['x', 'X', 'SOCIAL_X_URL'],
  ['linkedin', 'LinkedIn', 'SOCIAL_LINKEDIN_URL'],
  ['instagram', 'Instagram', 'SOCIAL_INSTAGRAM_URL'],
  ['youtube', 'YouTube', 'SOCIAL_YOUTUBE_URL'],
] as const;

export interface SocialProfile {
  network: string;
  name: string;
  url: string;
}

/** The configured profiles, in a fixed order; an address that is not https is left out. */
export function socialProfiles(env: Record<string, string | undefined>): SocialProfile[] {
  return NETWORKS.flatMap(([network, name, variable]) => {
    const url = env[variable]?.trim();
    return url && URL.canParse(url) && new URL(url).protocol === 'https:' ? [{ network, name, url }] : [];
  });
}
