import { type RefObject, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { SITE } from '@aangan/contracts';
import { pathForLocale, useI18n } from '../shared/i18n';
import { paths } from '../shared/paths';
import { NAV, type NavItem } from './nav-items';
import { useSession } from '../shared/session';
import { OffCanvas } from './OffCanvas';
import { AccountLinks, LogoutButton, UserMenu } from './UserMenu';

type Menus = Omit<ReturnType<typeof useMenus>, 'navRef' | 'toggleRef'>;

export function Header() {
  const fixed = useFixedOnScroll();
  const { navRef, toggleRef, ...menus } = useMenus();
  return (
    // The placeholder keeps the page from jumping when the bar becomes fixed.
    <div className="header-slot">
      <header className={`site-header${fixed ? ' is-fixed' : ''}`} data-fixed={fixed ? 'true' : 'false'}>
        <div className="container header-row">
          <Logo />
          <MainNav menus={menus} navRef={navRef} />
          <HeaderActions menus={menus} toggleRef={toggleRef} />
        </div>
      </header>
    </div>
  );
}

/** The bar is fixed once the page has scrolled past 100 px. */
function useFixedOnScroll() {
  const [fixed, setFixed] = useState(false);
  useEffect(() => {
    const onScroll = () => setFixed(window.scrollY > 100);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return fixed;
}

/** Which submenu is open (one at a time) and whether the mobile menu is; both close on Escape, an outside click and navigation. */
function useMenus() {
  const [open, setOpen] = useState<string | null>(null);
  const [mobile, setMobile] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const mobileRef = useRef(mobile); // read by the Escape handler, which is bound once
  useEffect(() => {
    mobileRef.current = mobile;
  }, [mobile]);
  useCloseOnOutside({ navRef, toggleRef, mobileRef, setOpen, setMobile });
  // Close everything when the page changes (adjusting state during render, not in an effect).
  // The query counts: /account?tab=favorites from the menu is a new page to the person.
  const location = useLocation();
  const here = location.pathname + location.search;
  const [shownPath, setShownPath] = useState(here);
  if (shownPath !== here) {
    setShownPath(here);
    setOpen(null);
    setMobile(false);
  }
  return { open, setOpen, mobile, setMobile, navRef, toggleRef };
}

/** Close submenus on an outside click or Escape. */
function useCloseOnOutside(props: {
  navRef: RefObject<HTMLElement | null>;
  toggleRef: RefObject<HTMLButtonElement | null>;
  mobileRef: RefObject<boolean>;
  setOpen: (key: string | null) => void;
  setMobile: (m: boolean) => void;
}) {
  const { navRef, toggleRef, mobileRef, setOpen, setMobile } = props;
  useEffect(() => {
    const onDown = (e: MouseEvent) => {
      if (navRef.current && !navRef.current.contains(e.target as Node)) setOpen(null);
    };
    // Escape closes the innermost thing open: a submenu (focus back on its button), else the
    // mobile menu (focus back on the menu button), so keyboard users stay where they were.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const button = navRef.current?.querySelector<HTMLButtonElement>('button[aria-expanded="true"]');
      if (button) {
        if (navRef.current?.contains(document.activeElement)) button.focus();
        setOpen(null);
        return;
      }
      if (mobileRef.current) toggleRef.current?.focus();
      setMobile(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [navRef, toggleRef, mobileRef, setOpen, setMobile]);
}

function Logo() {
  const { t, href } = useI18n();
  return (
    <Link to={href(paths.home)} className="logo" aria-label={t('site.name')}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <path d="M4 15 16 5l12 10v12H20v-8h-8v8H4z" fill="currentColor" />
      </svg>
      <span>{t('site.name')}</span>
    </Link>
  );
}

function MainNav({ menus, navRef }: { menus: Menus; navRef: RefObject<HTMLElement | null> }) {
  const { user, csrf } = useSession();
  return (
    <nav ref={navRef} className={`main-nav${menus.mobile ? ' is-open' : ''}`} aria-label="Main">
      <ul>
        {NAV.map((item) => (
          <li key={item.key} className={item.children ? 'has-sub' : undefined}>
            <NavEntry item={item} menus={menus} />
          </li>
        ))}
      </ul>
      <MobileContact />
      {user ? <MobileAccount csrf={csrf} /> : <MobileSignIn />}
    </nav>
  );
}

/** A page link, or a button opening its submenu. */
function NavEntry({ item, menus }: { item: NavItem; menus: Menus }) {
  const { t, href } = useI18n();
  const { open, setOpen } = menus;
  if (!item.children)
    return (
      <NavLink to={href(item.to!)} end={item.to === '/'}>
        {t(item.key)}
      </NavLink>
    );
  return (
    <>
      <button
        type="button"
        aria-expanded={open === item.key}
        aria-controls={`sub-${item.key}`}
        onClick={() => setOpen((o) => (o === item.key ? null : item.key))}
      >
        {t(item.key)} <span aria-hidden="true">▾</span>
      </button>
      <ul id={`sub-${item.key}`} className="submenu" hidden={open !== item.key}>
        {item.children.map((c) => (
          <li key={c.key}>
            <Link to={href(c.to)}>{t(c.key)}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Below 1200 px this menu is the header's only one: it carries what the side panel (a desktop extra) would, how to reach us. */
function MobileContact() {
  const { t } = useI18n();
  return (
    <div className="nav-mobile-contact">
      <p className="welcome">{t('panel.contact')}</p>
      <ul>
        <li>
          <a href={`tel:${SITE.phone.replace(/\s/g, '')}`}>{SITE.phone}</a>
        </li>
        <li>
          <a href={`mailto:${SITE.email}`} translate="no">
            {SITE.email}
          </a>
        </li>
      </ul>
    </div>
  );
}

function MobileAccount({ csrf }: { csrf: string | null }) {
  const { t } = useI18n();
  return (
    <div className="nav-mobile-account">
      <p className="welcome">{t('header.welcomeBack')}</p>
      <ul>
        <AccountLinks />
        <li>
          <LogoutButton csrf={csrf} label={t('header.logout')} />
        </li>
      </ul>
    </div>
  );
}

function MobileSignIn() {
  const { t, href } = useI18n();
  return (
    <div className="nav-mobile-actions">
      <Link to={href(paths.login)} className="btn btn-ghost">
        {t('header.login')}
      </Link>
      <Link to={href(paths.register)} className="btn btn-primary">
        {t('header.signup')}
      </Link>
    </div>
  );
}

function HeaderActions({ menus, toggleRef }: { menus: Menus; toggleRef: RefObject<HTMLButtonElement | null> }) {
  const { t, href } = useI18n();
  const { user, csrf, unread } = useSession();
  const { mobile, setMobile } = menus;
  return (
    <div className="header-actions">
      <LanguageSwitch />
      {user ? <Bell unread={unread} /> : null}
      {user ? (
        <UserMenu user={user} csrf={csrf} />
      ) : (
        <>
          <Link to={href(paths.login)} className="btn btn-ghost hide-sm">
            {t('header.login')}
          </Link>
          <Link to={href(paths.register)} className="btn btn-ghost hide-sm">
            {t('header.signup')}
          </Link>
        </>
      )}
      <Link to={href(paths.postProperty)} className="btn btn-primary hide-sm">
        {t('header.postProperty')}
      </Link>
      <OffCanvas />
      <button
        ref={toggleRef}
        type="button"
        className="menu-toggle"
        aria-expanded={mobile}
        aria-label={mobile ? t('nav.closeMenu') : t('nav.menu')}
        onClick={() => setMobile((m) => !m)}
      >
        <span aria-hidden="true">{mobile ? '✕' : '☰'}</span>
      </button>
    </div>
  );
}

/** The visible name comes first in the accessible name (WCAG 2.5.3), in its own language. */
function LanguageSwitch() {
  const { t, locale } = useI18n();
  const location = useLocation();
  const other = locale === 'hi-IN' ? 'en-IN' : 'hi-IN';
  return (
    <Link
      to={pathForLocale(location.pathname, other) + location.search}
      className="lang-switch"
      hrefLang={other.toLowerCase()}
      reloadDocument
    >
      <span lang={other === 'hi-IN' ? 'hi' : 'en'}>{t('nav.language')}</span>
      <span className="sr-only"> ({t('nav.languageLabel')})</span>
    </Link>
  );
}

/** The notification centre's bell, with the unread count (9+ past nine); its name says the count to screen readers. */
function Bell({ unread }: { unread: number }) {
  const { t, href } = useI18n();
  return (
    <Link to={href(paths.notifications)} className="bell" aria-label={t('bell.label', { count: unread })}>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 3a6 6 0 0 0-6 6v3.6L4.3 15.4A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.6L18 12.6V9a6 6 0 0 0-6-6Zm-2.5 15.5a2.5 2.5 0 0 0 5 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {unread > 0 ? (
        <span className="bell-count" aria-hidden="true">
          {unread >= 10 ? '9+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
