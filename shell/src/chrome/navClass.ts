/** className for a header NavLink, with optional extra classes. */
export const navClass =
  (...extra: Array<string | false | undefined>) =>
  ({ isActive }: { isActive: boolean }): string =>
    ['chrome-link', isActive && 'chrome-link--active', ...extra].filter(Boolean).join(' ');
