import type { HTMLAttributes, ReactNode } from 'react';
import { LinkButton } from './Button';
import { useKitIntl } from './useKitIntl';
import './ui.css';

export interface PageProps {
  children: ReactNode;
  /** Narrow pages (forms) use a smaller max width. */
  width?: 'normal' | 'narrow';
  className?: string;
}

/** The main content column of a route. */
export function Page({ children, width = 'normal', className }: PageProps) {
  return <main className={['ui-page', `ui-page--${width}`, className].filter(Boolean).join(' ')}>{children}</main>;
}

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links at the end of the header row. */
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <header className="ui-page-header">
      <div>
        <h1 className="ui-page-header__title">{title}</h1>
        {subtitle && <p className="ui-page-header__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="ui-page-header__actions">{actions}</div>}
    </header>
  );
}

export function Card({ className, children, ...rest }: HTMLAttributes<HTMLElement>) {
  return (
    <section {...rest} className={['ui-card', className].filter(Boolean).join(' ')}>
      {children}
    </section>
  );
}

export interface EmptyStateProps {
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div className="ui-empty">
      {title && <h2 className="ui-empty__title">{title}</h2>}
      {children && <div className="ui-empty__text">{children}</div>}
      {action && <div className="ui-empty__action">{action}</div>}
    </div>
  );
}

/** The 404 page of spec 1 §2. */
export function NotFound() {
  const intl = useKitIntl();
  return (
    <Page width="narrow" className="ui-not-found">
      <p className="ui-not-found__code">{intl.formatMessage({ id: 'kit.notFound.code' })}</p>
      <h1 className="ui-not-found__title">{intl.formatMessage({ id: 'kit.notFound.title' })}</h1>
      <p className="ui-not-found__text">{intl.formatMessage({ id: 'kit.notFound.text' })}</p>
      <LinkButton to="/">{intl.formatMessage({ id: 'kit.backToHome' })}</LinkButton>
    </Page>
  );
}
