export { AppFrame } from './AppFrame';
export { Header, BRAND_NAME } from './Header';
export { MyMenuLinks } from './MyMenuLinks';
export { RenewLink } from './RenewLink';
export { ProfileMenu } from './ProfileMenu';
export { ConsultationButton, openConsultation, CONSULTATION_TITLE } from './ConsultationButton';
export { CookieNotice, COOKIE_NAME, COOKIE_DAYS } from './CookieNotice';
export { RotateDeviceScreen } from './RotateDeviceScreen';
export { chromePaths, CONSULTATION_URL_SETTING } from './paths';
