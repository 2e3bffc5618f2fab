import { useRouteLoaderData } from 'react-router';
import type { SocialProfile } from '../social';

/** Our configured social profiles, opening in a new tab (the footer and the header's side panel); none configured, nothing shown. */
export function SocialLinks({ className, label }: { className: string; label?: string }) {
  const profiles = useSocialProfiles();
  if (!profiles.length) return null;
  return (
    <ul className={className} aria-label={label}>
      {profiles.map((p) => (
        <li key={p.network}>
          <a href={p.url} rel="noopener noreferrer" target="_blank">
            {p.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function useSocialProfiles(): SocialProfile[] {
  return (useRouteLoaderData('root') as { social?: SocialProfile[] } | undefined)?.social ?? [];
}
