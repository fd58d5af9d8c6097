import './ui.css';

export { kitMessages } from './i18n';
export { Ltr, localTitle, wheelScrollLeftDelta } from './direction';

export { modalStore, ModalStore, DEFAULT_HEADLINE, ERROR_HEADLINE, VALIDATION_ERROR_HEADLINE } from '@mealplan/shared/modal';
export type { ModalContent, ModalAction } from '@mealplan/shared/modal';
export { ModalHost, MODAL_ENTRY_DELAY_MS } from './ModalHost';
export { Spinner, BusyOverlay } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { Button, LinkButton, buttonClass } from './Button';
export type { ButtonProps, LinkButtonProps, ButtonVariant, ButtonSize } from './Button';
export { FieldShell, FieldMessages, useFieldId } from './FieldShell';
export type { FieldLookProps } from './FieldShell';
export { TextField, PasswordField, SelectField, CheckboxField, TextAreaField } from './fields';
export type { TextFieldProps, PasswordFieldProps, SelectFieldProps, SelectOption, CheckboxFieldProps, TextAreaFieldProps } from './fields';
export { FormTextField, FormPasswordField, FormSelectField, FormCheckboxField, FormTextAreaField, fieldError } from './formFields';
export { StarRating, MAX_STARS } from './StarRating';
export type { StarRatingProps } from './StarRating';
export { Carousel, slidesPerPage } from './Carousel';
export type { CarouselProps } from './Carousel';
export { DishCard } from './DishCard';
export type { DishCardDish, DishCardProps } from './DishCard';
export { Page, PageHeader, Card, EmptyState, NotFound } from './layout';
export type { PageProps, PageHeaderProps, EmptyStateProps } from './layout';
export { Tabs } from './Tabs';
export type { TabItem, TabsProps } from './Tabs';
export { AreaRoutes } from './AreaRoutes';
export type { AreaRoutesProps, UpcomingPage } from './AreaRoutes';
