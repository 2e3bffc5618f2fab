import { SITE } from '@aangan/contracts';

const NETWORKS = [['facebook', 'Facebook'], ['x', 'X'], ['linkedin', 'LinkedIn'], ['instagram', 'Instagram']] as const;

/** Our social profiles, opening in a new tab (the footer and the header's side panel). */
export function SocialLinks({ className, label }: { className: string; label?: string }) {
  return (
    <ul className={className} aria-label={label}>
      {NETWORKS.map(([key, name]) => <li key={key}><a href={SITE.social[key]} rel="noopener noreferrer" target="_blank">{name}</a></li>)}
    </ul>
  );
}
