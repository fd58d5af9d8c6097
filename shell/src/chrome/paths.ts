/** Routes the chrome links to (spec 1 §2 "Header navigation"). */
export const chromePaths = {
  home: '/',
  modify: '/modify',
  checkout: '/checkout',
  viewMenu: '/viewmenu',
  renewPlan: '/renewplan',
  feedback: '/feedback/general',
  profile: '/profile',
  signIn: '/sign-in',
  privacyPolicy: '/privacy-policy',
} as const;

/** Settings alias of the scheduling widget's URL (server catalog settings). */
export const CONSULTATION_URL_SETTING = 'scheduling_widget_url';

/** /modify and its sub-routes. */
export const isModifyPath = (pathname: string): boolean => pathname === chromePaths.modify || pathname.startsWith(`${chromePaths.modify}/`);
