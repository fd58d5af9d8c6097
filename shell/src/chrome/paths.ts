/** Routes the chrome links to (spec 1 §2 "Header navigation"). */
export const chromePaths = {
  home: '/',
  modify: '/modify',
  checkout: '/checkout',
  viewMenu: '/viewmenu',
  /** The renew-request modal (doc 1 §2 'Renew My menu (N days left)'), a page of the modify remote that opens it. */
  renewRequest: '/modify/renew',
  feedback: '/feedback/general',
  profile: '/profile',
  /** Doc 3 §2 'My Credit' and 'My progress', reached from the profile menu (issue 39). */
  credit: '/my-credit',
  progress: '/progress',
  signIn: '/sign-in',
  privacyPolicy: '/privacy-policy',
} as const;

/** Settings alias of the scheduling widget's URL (server catalog settings). */
export const CONSULTATION_URL_SETTING = 'scheduling_widget_url';

/** /modify and its sub-routes. */
export const isModifyPath = (pathname: string): boolean => pathname === chromePaths.modify || pathname.startsWith(`${chromePaths.modify}/`);
