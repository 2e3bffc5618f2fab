import { data } from 'react-router';
import { NotFound } from '../../../shared/ui/NotFound';

// Any unknown path: a real 404 status, so search engines drop it; the page is noindex.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
