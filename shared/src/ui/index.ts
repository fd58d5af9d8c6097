export { kitMessages } from './i18n';
export { ruleCatalogues } from './i18n/rules';
export { Ltr, localTitle, wheelScrollLeftDelta } from './direction';
export { useText } from './useText';
export { catalogueText } from './catalogueText';
export { untilScript, useHydrated } from './useHydrated';
export { useTypedBeforeHydration } from './useTypedBeforeHydration';
export { useNearViewport } from './useNearViewport';
export { baseChartOptions, CHART_COLORS } from './chartOptions';
export { useFieldErrorTexts, useMessageText } from './useMessageText';
export type { ServerMessage, ShownMessage } from './useMessageText';
export { lazyPage, pagePreloader, type LazyPage } from './lazyPage';
export type { TextId, TextValues } from './useText';

export { modalStore, ModalStore, DEFAULT_HEADLINE, ERROR_HEADLINE, VALIDATION_ERROR_HEADLINE } from '@mealplan/shared/modal';
export type { ModalContent, ModalAction } from '@mealplan/shared/modal';
export { ModalHost } from './ModalHost';
export { Dialog, MODAL_ENTRY_DELAY_MS } from './Dialog';
export type { DialogProps } from './Dialog';
export { useModal } from './useModal';
export type { ModalOpener } from './useModal';
export { FormDialog } from './FormDialog';
export type { FormDialogProps } from './FormDialog';
export { refusalOf, useRefusalText, useRefusalFieldTexts, useShowRefusal } from './refusal';
export { usePlanTitle, useWeekdayName } from './planNames';
export type { WeekdayWidth } from './planNames';
export { Spinner, BusyOverlay } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { Button, LinkButton, buttonClass } from './Button';
export type { ButtonProps, LinkButtonProps, ButtonVariant, ButtonSize } from './Button';
export { FieldShell, FieldMessages, useFieldId } from './FieldShell';
export type { FieldLookProps } from './FieldShell';
export { TextField, PasswordField, SelectField, CheckboxField, TextAreaField } from './fields';
export type { TextFieldProps, PasswordFieldProps, SelectFieldProps, SelectOption, CheckboxFieldProps, TextAreaFieldProps } from './fields';
export {
  FormTextField,
  FormPasswordField,
  FormSelectField,
  FormCheckboxField,
  FormTextAreaField,
  FollowPageLanguage,
  fieldError,
} from './formFields';
export { PhoneField, FormPhoneField } from './PhoneField';
export type { PhoneFieldProps } from './PhoneField';
export { StarRating, MAX_STARS } from './StarRating';
export type { StarRatingProps } from './StarRating';
export { Carousel, slidesPerPage } from './Carousel';
export type { CarouselProps } from './Carousel';
export { DishCard } from './DishCard';
export type { DishCardDish, DishCardProps } from './DishCard';
export { DishReviewsProvider, DishReviewsList } from './DishReviews';
export { DishReviewsStore } from './DishReviewsStore';
export type { DishReview, DishReviewsLoader } from './DishReviewsStore';
export { useDishChoiceDialog } from './dishChoice';
export type { DishChoiceQuestion } from './dishChoice';
export { Page, PageHeader, Card, EmptyState, NotFound } from './layout';
export type { PageProps, PageHeaderProps, EmptyStateProps } from './layout';
export { Tabs } from './Tabs';
export { IngredientPicker } from './IngredientPicker';
export type { IngredientPickerProps, PickerOption } from './IngredientPicker';
export { OfferFields } from './OfferFields';
export { VoucherConditionsText, useVoucherConditionsText } from './VoucherConditions';
export type { VoucherConditionsTextProps } from './VoucherConditions';
export { AddressFields, ADDRESS_FIELD_ORDER, addressFormFieldOf, useAddressFormErrors } from './AddressFields';
export type { AddressBlocks, AddressFieldsProps, PlaceOption } from './AddressFields';
export type { OfferDiscount, OfferFieldsLabels, OfferFieldsProps } from './OfferFields';
export { StartCalendar } from './StartCalendar';
export type { StartCalendarProps } from './StartCalendar';
export type { TabItem, TabsProps } from './Tabs';
export { AreaRoutes } from './AreaRoutes';
export { useUpcomingPages } from './useUpcomingPages';
export { renderStandalone } from './standalone';
export type { StandaloneOptions } from './standalone';
export type { AreaRoutesProps, UpcomingPage } from './AreaRoutes';
export { TeamContact } from './TeamContact';
export type { TeamContactProps } from './TeamContact';
export { CONTACT_SETTINGS, contactDetails, telHref, whatsAppHref } from './teamContact';
export type { ContactDetails, ContactSettings } from './teamContact';
export { niceAxis, niceAxisTicks } from './niceAxis';
export type { NiceAxis, NiceAxisInput } from './niceAxis';
