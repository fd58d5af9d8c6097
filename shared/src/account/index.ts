export * from './messages';
export { accountCatalogues } from './catalogue';
export * from './feedback';
export * from './credentials';
export * from './deliveryAddress';
export * from './profileForm';
