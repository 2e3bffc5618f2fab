// The contact feature's public surface: what other features may use (docs/decisions/048-feature-folders.md).
export { ContactBar, EnquiryForm, ReportForm, RevealNumber, StillAvailable, useSignInHref } from './ContactBox';
export { Enquiries } from './Enquiries';
export { Leads } from './Leads';
export { isContactIntent } from './contact';
