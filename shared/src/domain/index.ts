// Public API of the plan engine: pure rules shared by the server and the remotes.
export * from './types';
export * from './messages';
export * from './validation';
export * from './calendar';
export * from './dayStatus';
export * from './skip';
export * from './pause';
export * from './startDates';
export * from './dishes';
export * from './defaultMenu';
export * from './replicate';
export * from './prices';
export * from './wizard';
export * from './checkout';
export * from './body';
export * from './inputs';
export * from './profile';
