import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useI18n } from '../i18n';

/** The 404 page: it says so, then goes one step back in history after 2500 ms. */
export function NotFound() {
  const { t, href } = useI18n();
  const navigate = useNavigate();
  useEffect(() => {
    // Only go back when there is somewhere on this site to go back to.
    const id = setTimeout(() => {
      if (window.history.length > 1 && document.referrer.startsWith(window.location.origin)) navigate(-1);
    }, 2500);
    return () => clearTimeout(id);
  }, [navigate]);
  return (
    <main id="main" className="container not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={href('/')} className="btn btn-primary">
        {t('notFound.back')}
      </Link>
    </main>
  );
}
