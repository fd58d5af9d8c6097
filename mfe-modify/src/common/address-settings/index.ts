// The delivery addresses' form, shared by /modify/address and the dashboard's 'Address' dialog.
export { AddressSettingsFields, type AddressSettingsFieldsProps } from './AddressSettingsFields';
export * from './addressSettings';
