import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from '@mealplan/shared/router';
import { Spinner } from './Spinner';
import './ui.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'md' | 'lg';

interface LookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

export function buttonClass({ variant = 'primary', size = 'md', block = false }: LookProps, extra?: string): string {
  return ['ui-button', `ui-button--${variant}`, `ui-button--${size}`, block && 'ui-button--block', extra].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, LookProps {
  /** Disables the button and shows a spinner beside the label. */
  loading?: boolean;
  children?: ReactNode;
}

export function Button({ variant, size, block, loading = false, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner size="sm" label="" />}
      <span className="ui-button__label">{children}</span>
    </button>
  );
}

export interface LinkButtonProps extends LinkProps, LookProps {}

/** A react-router link that looks like a button. */
export function LinkButton({ variant, size, block, className, ...rest }: LinkButtonProps) {
  return <Link {...rest} className={buttonClass({ variant, size, block }, className)} />;
}
