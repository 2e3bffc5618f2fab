// What the page frame (layout/) shows of the content feature: the footer's newsletter box and the
// side panel's map of our office.
export { NewsletterEmail, useNewsletterForm } from './NewsletterEmail';
export { OfficeMap } from './OfficeMap';
