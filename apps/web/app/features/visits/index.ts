// The visits feature's public surface: what other features may use (docs/decisions/048-feature-folders.md).
export { VisitForm } from './VisitForm';
export { Visits } from './Visits';
