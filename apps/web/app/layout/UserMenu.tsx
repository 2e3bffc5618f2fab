import { useEffect, useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import { useSession } from '../shared/session';
import type { User } from '@aangan/contracts';
import { useI18n } from '../shared/i18n';
import { paths } from '../shared/paths';
import { displayName } from '../shared/session';

/** The signed-in header dropdown; closes on any outside click or Escape. */
export function UserMenu({ user, csrf }: { user: User; csrf: string | null }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const name = displayName(user);
  return (
    <div className="user-menu" ref={ref}>
      <button
        type="button"
        className="user-btn"
        aria-expanded={open}
        aria-haspopup="true"
        aria-controls="user-menu-list"
        onClick={() => setOpen((o) => !o)}
      >
        <Avatar user={user} />
        <span className="user-name">{name}</span>
      </button>
      <ul id="user-menu-list" className="user-dropdown" hidden={!open}>
        <AccountLinks onPick={() => setOpen(false)} />
        <li>
          <LogoutButton csrf={csrf} label={t('header.logout')} />
        </li>
      </ul>
    </div>
  );
}

export function AccountLinks({ onPick }: { onPick?: () => void }) {
  const { t, href } = useI18n();
  const { user } = useSession();
  return (
    <>
      {user?.role === 'admin' ? (
        <li>
          <Link to="/admin" onClick={onPick}>
            {t('header.backOffice')}
          </Link>
        </li>
      ) : null}
      {user?.role === 'agent' ? (
        <li>
          <Link to="/agent" onClick={onPick}>
            {t('header.agentDesk')}
          </Link>
        </li>
      ) : null}
      <li>
        <Link to={href(paths.account)} onClick={onPick}>
          {t('header.myAccount')}
        </Link>
      </li>
      <li>
        <Link to={href(`${paths.account}?tab=favorites`)} onClick={onPick}>
          {t('header.favorites')}
        </Link>
      </li>
      <li>
        <Link to={href(`${paths.account}?tab=visits`)} onClick={onPick}>
          {t('header.visits')}
        </Link>
      </li>
    </>
  );
}

export function LogoutButton({ csrf, label }: { csrf: string | null; label: string }) {
  const { href } = useI18n();
  return (
    <Form method="post" action={href('/logout')}>
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      <button type="submit" className="linkish">
        {label}
      </button>
    </Form>
  );
}

export function Avatar({ user }: { user: User }) {
  return user.profile_image_url ? (
    <img className="avatar" src={user.profile_image_url} alt="" width={32} height={32} />
  ) : (
    <span className="avatar avatar-placeholder" aria-hidden="true">
      <svg width="18" height="18" viewBox="0 0 24 24">
        <path
          d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-5 0-9 2.5-9 5.5V22h18v-2.5C21 16.5 17 14 12 14z"
          fill="currentColor"
        />
      </svg>
    </span>
  );
}
