// Uploads kept in a local folder (MEDIA_STORE=local) are served only by the instance that wrote
// them. With several instances on one PostgreSQL that is a broken site, not a crash, so it is
// said loudly at start: each such instance holds a lock for its lifetime, and one that cannot
// take it knows another is running.
import type { InstanceLocks } from '@aangan/db/instance-locks';

export const LOCAL_MEDIA_WARNING =
  'MEDIA_STORE=local with several instances: photos uploaded through one are missing on the others; use MEDIA_STORE=s3';

/** Takes the local-media lock; warns when another instance with local media holds it. */
export async function checkLocalMedia(locks: InstanceLocks, warn: (message: string) => void): Promise<void> {
  if (!(await locks.hold('localMedia'))) warn(LOCAL_MEDIA_WARNING);
}
