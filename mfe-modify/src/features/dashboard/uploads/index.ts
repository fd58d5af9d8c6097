// The avatar (its photo and its editor, on the profile card) and the medical documents (spec 3 §2 "Avatar", "Other
// dialogs"), the dashboard's only. Their texts (uploadsCatalogues) join the area's in Routes.tsx.
export { AvatarEditor, AvatarPhoto, type AvatarEditorProps } from './AvatarEditor';
export { AvatarStore } from './avatarStore';
export { MedicalDocuments } from './MedicalDocuments';
export { uploadsCatalogues, type UploadsTextId } from './i18n';
