import { index, prefix, route, type RouteConfig } from '@react-router/dev/routes';

// Each page is mounted twice: English at /x and Hindi at /hi/x (ids keep the two apart).
const pages = (p: string) => [
  index('routes/home.tsx', { id: `${p}home` }),
  route('*', 'routes/not-found.tsx', { id: `${p}not-found` }),
];

export default [...pages(''), ...prefix('hi', pages('hi-'))] satisfies RouteConfig;
