export * from './messages';
export * from './feedback';
export * from './credentials';
export * from './deliveryAddress';
export * from './profileForm';
