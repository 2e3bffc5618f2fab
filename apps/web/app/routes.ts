import { index, prefix, route, type RouteConfig } from '@react-router/dev/routes';

// Each page is mounted twice: English at /x and Hindi at /hi/x (ids keep the two apart).
const pages = (p: string) => [
  index('routes/home.tsx', { id: `${p}home` }),
  route('home-two', 'routes/home.tsx', { id: `${p}home-two` }),
  route('home-three', 'routes/home.tsx', { id: `${p}home-three` }),
  route('blog', 'routes/blog.tsx', { id: `${p}blog` }),
  route('blog/:slug', 'routes/blog-post.tsx', { id: `${p}blog-post` }),
  route('blog-details', 'routes/blog-details.tsx', { id: `${p}blog-details` }),
  route('about-us', 'routes/about.tsx', { id: `${p}about-us` }),
  route('about', 'routes/about.tsx', { id: `${p}about` }),
  route('faq', 'routes/faq.tsx', { id: `${p}faq` }),
  route('policies', 'routes/policies.tsx', { id: `${p}policies` }),
  route('policies/:slug', 'routes/policy.tsx', { id: `${p}policy` }),
  route('delete-account', 'routes/delete-account.tsx', { id: `${p}delete-account` }),
  route('cart', 'routes/cart.tsx', { id: `${p}cart` }),
  route('checkout', 'routes/cart.tsx', { id: `${p}checkout` }),
  route('login', 'routes/login.tsx', { id: `${p}login` }),
  route('login/code', 'routes/login-code.tsx', { id: `${p}login-code` }),
  route('register', 'routes/register.tsx', { id: `${p}register` }),
  route('forgot-password', 'routes/forgot-password.tsx', { id: `${p}forgot-password` }),
  route('reset-password', 'routes/reset-password.tsx', { id: `${p}reset-password` }),
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
  route('reconfirm/:token', 'routes/reconfirm.tsx', { id: `${p}reconfirm` }),
  route('*', 'routes/not-found.tsx', { id: `${p}not-found` }),
];

// The back office and the agent desk: staff tools, English only (docs/decisions/011-back-office.md).
const staff = [
  route('admin', 'routes/admin/layout.tsx', { id: 'admin' }, [
    index('routes/admin/queue.tsx', { id: 'admin-queue' }),
    route('listings', 'routes/admin/listings.tsx', { id: 'admin-listings' }),
    route('findings', 'routes/admin/findings.tsx', { id: 'admin-findings' }),
    route('reports', 'routes/admin/reports.tsx', { id: 'admin-reports' }),
    route('users', 'routes/admin/users.tsx', { id: 'admin-users' }),
    route('users/:id', 'routes/admin/user.tsx', { id: 'admin-user' }),
    route('inbox', 'routes/admin/inbox.tsx', { id: 'admin-inbox' }),
    route('deletions', 'routes/admin/deletions.tsx', { id: 'admin-deletions' }),
    route('projects', 'routes/admin/projects.tsx', { id: 'admin-projects' }),
    route('content', 'routes/admin/content.tsx', { id: 'admin-content' }),
    route('content/posts/:id', 'routes/admin/post-edit.tsx', { id: 'admin-post' }),
    route('content/pages/:name', 'routes/admin/page-edit.tsx', { id: 'admin-page' }),
  ]),
  route('agent', 'routes/agent.tsx', { id: 'agent' }),
];

export default [...staff, ...pages(''), ...prefix('hi', pages('hi-'))] satisfies RouteConfig;
