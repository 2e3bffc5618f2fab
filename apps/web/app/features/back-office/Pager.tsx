import { Link, useLocation } from 'react-router';

/** Previous / next links that keep the list's other filters. */
export function Pager({ page, pages }: { page: number; pages: number }) {
  const { pathname, search } = useLocation();
  if (pages <= 1) return null;
  const to = (n: number) => {
    const q = new URLSearchParams(search);
    q.set('page', String(n));
    return `${pathname}?${q}`;
  };
  return (
    <nav className="pager" aria-label="Pages">
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev">
          ← Previous
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={to(page + 1)} rel="next">
          Next →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
