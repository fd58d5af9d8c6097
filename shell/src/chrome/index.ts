export { AppFrame } from './AppFrame';
export { CookieNotice } from './CookieNotice';
export { RotateDeviceScreen } from './RotateDeviceScreen';
