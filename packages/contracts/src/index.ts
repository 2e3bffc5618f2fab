export * from './constants.ts';
export * from './errors.ts';
export * from './property.ts';
export * from './format.ts';
export * from './search.ts';
export * from './project.ts';
export * from './account.ts';
export * from './engagement.ts';
