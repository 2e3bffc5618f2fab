import { index, prefix, route, type RouteConfig } from '@react-router/dev/routes';

// Each page is mounted twice: English at /x and Hindi at /hi/x (ids keep the two apart).
const pages = (p: string) => [
  index('features/content/pages/home.tsx', { id: `${p}home` }),
  route('home-two', 'features/content/pages/home.tsx', { id: `${p}home-two` }),
  route('home-three', 'features/content/pages/home.tsx', { id: `${p}home-three` }),
  route('blog', 'features/content/pages/blog-list.tsx', { id: `${p}blog` }),
  route('blog/:slug', 'features/content/pages/blog-post.tsx', { id: `${p}blog-post` }),
  route('blog-details', 'features/content/pages/old-blog-address.tsx', { id: `${p}blog-details` }),
  route('about-us', 'features/content/pages/about.tsx', { id: `${p}about-us` }),
  route('about', 'features/content/pages/about.tsx', { id: `${p}about` }),
  route('faq', 'features/content/pages/faq.tsx', { id: `${p}faq` }),
  route('policies', 'features/content/pages/policy-list.tsx', { id: `${p}policies` }),
  route('policies/:slug', 'features/content/pages/policy.tsx', { id: `${p}policy` }),
  route('delete-account', 'features/accounts/pages/delete-account.tsx', { id: `${p}delete-account` }),
  route('cart', 'features/content/pages/no-payments.tsx', { id: `${p}cart` }),
  route('checkout', 'features/content/pages/no-payments.tsx', { id: `${p}checkout` }),
  route('login', 'features/accounts/pages/login.tsx', { id: `${p}login` }),
  route('login/code', 'features/accounts/pages/login-code.tsx', { id: `${p}login-code` }),
  route('register', 'features/accounts/pages/register.tsx', { id: `${p}register` }),
  route('forgot-password', 'features/accounts/pages/forgot-password.tsx', { id: `${p}forgot-password` }),
  route('reset-password', 'features/accounts/pages/reset-password.tsx', { id: `${p}reset-password` }),
  route('logout', 'features/accounts/pages/logout.tsx', { id: `${p}logout` }),
  route('like', 'features/listings/pages/like.tsx', { id: `${p}like` }),
  route('account', 'features/accounts/pages/account.tsx', { id: `${p}account` }),
  route('properties', 'features/search/pages/search-results.tsx', { id: `${p}properties` }),
  route('property-sidebar', 'features/search/pages/homes-near-you.tsx', { id: `${p}property-sidebar` }),
  route('map-location', 'features/search/pages/map-search.tsx', { id: `${p}map-location` }),
  route('project', 'features/projects/pages/project-list.tsx', { id: `${p}projects` }),
  route('emi-calculator', 'features/content/pages/emi-calculator.tsx', { id: `${p}emi-calculator` }),
  route('contact', 'features/content/pages/contact-us.tsx', { id: `${p}contact` }),
  route('project/:slug', 'features/projects/pages/project-detail.tsx', { id: `${p}project` }),
  route('property/:id', 'features/listings/pages/listing-detail.tsx', { id: `${p}property` }),
  route('tour/:id', 'features/listings/pages/tour.tsx', { id: `${p}tour` }),
  route('post-property', 'features/listings/pages/post-property.tsx', { id: `${p}post-property` }),
  route('add-new-listing', 'features/listings/pages/add-listing.tsx', { id: `${p}add-listing` }),
  route('reconfirm/:token', 'features/listings/pages/reconfirm.tsx', { id: `${p}reconfirm` }),
  route('alerts/off/:token', 'features/search/pages/alerts-off.tsx', { id: `${p}alerts-off` }),
  route('notifications/digest-off/:token', 'features/accounts/pages/digest-off.tsx', { id: `${p}digest-off` }),
  route('*', 'features/content/pages/not-found.tsx', { id: `${p}not-found` }),
];

// The back office and the agent desk: staff tools, English only (docs/decisions/011-back-office.md).
const staff = [
  route('admin', 'features/back-office/pages/layout.tsx', { id: 'admin' }, [
    index('features/back-office/pages/queue.tsx', { id: 'admin-queue' }),
    route('listings', 'features/back-office/pages/listings.tsx', { id: 'admin-listings' }),
    route('findings', 'features/back-office/pages/findings.tsx', { id: 'admin-findings' }),
    route('reports', 'features/back-office/pages/reports.tsx', { id: 'admin-reports' }),
    route('users', 'features/back-office/pages/users.tsx', { id: 'admin-users' }),
    route('users/:id', 'features/back-office/pages/user.tsx', { id: 'admin-user' }),
    route('inbox', 'features/back-office/pages/inbox.tsx', { id: 'admin-inbox' }),
    route('deletions', 'features/back-office/pages/deletions.tsx', { id: 'admin-deletions' }),
    route('projects', 'features/back-office/pages/projects.tsx', { id: 'admin-projects' }),
    route('content', 'features/back-office/pages/content.tsx', { id: 'admin-content' }),
    route('content/posts/:id', 'features/back-office/pages/post-edit.tsx', { id: 'admin-post' }),
    route('content/pages/:name', 'features/back-office/pages/page-edit.tsx', { id: 'admin-page' }),
  ]),
  route('agent', 'features/back-office/pages/agent-desk.tsx', { id: 'agent' }),
];

export default [...staff, ...pages(''), ...prefix('hi', pages('hi-'))] satisfies RouteConfig;
