export { AppFrame } from './AppFrame';
export { CookieNotice, CookieNoticeAnsweredContext } from './CookieNotice';
export { RotateDeviceScreen } from './RotateDeviceScreen';
