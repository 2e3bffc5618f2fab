import { index, prefix, route, type RouteConfig } from '@react-router/dev/routes';

// Each page is mounted twice: English at /x and Hindi at /hi/x (ids keep the two apart).
const pages = (p: string) => [
  index('routes/home.tsx', { id: `${p}home` }),
  route('login', 'routes/login.tsx', { id: `${p}login` }),
  route('register', 'routes/register.tsx', { id: `${p}register` }),
  route('logout', 'routes/logout.tsx', { id: `${p}logout` }),
  route('like', 'routes/like.tsx', { id: `${p}like` }),
  route('account', 'routes/account.tsx', { id: `${p}account` }),
  route('properties', 'routes/properties.tsx', { id: `${p}properties` }),
  route('property-sidebar', 'routes/property-sidebar.tsx', { id: `${p}property-sidebar` }),
  route('map-location', 'routes/map-location.tsx', { id: `${p}map-location` }),
  route('project', 'routes/projects.tsx', { id: `${p}projects` }),
  route('emi-calculator', 'routes/emi-calculator.tsx', { id: `${p}emi-calculator` }),
  route('contact', 'routes/contact.tsx', { id: `${p}contact` }),
  route('project/:slug', 'routes/project.tsx', { id: `${p}project` }),
  route('property/:id', 'routes/property.tsx', { id: `${p}property` }),
  route('tour/:id', 'routes/tour.tsx', { id: `${p}tour` }),
  route('post-property', 'routes/post-property.tsx', { id: `${p}post-property` }),
  route('add-new-listing', 'routes/add-listing.tsx', { id: `${p}add-listing` }),
  route('*', 'routes/not-found.tsx', { id: `${p}not-found` }),
];

export default [...pages(''), ...prefix('hi', pages('hi-'))] satisfies RouteConfig;
