// The avatar editor and the medical documents (spec 3 §2 "Avatar", "Other dialogs"), placed by the dashboard. Their
// texts (uploadsCatalogues) join the area's in Routes.tsx.
export { AvatarEditor, type AvatarEditorProps } from './AvatarEditor';
export { MedicalDocuments } from './MedicalDocuments';
export { uploadsCatalogues, type UploadsTextId } from './i18n';
