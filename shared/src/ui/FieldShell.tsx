import { useId, type ReactNode } from 'react';
import './ui.css';

export interface FieldLookProps {
  label: ReactNode;
  /** Message shown under the field; marks the control invalid. */
  error?: ReactNode;
  hint?: ReactNode;
}

/** The given id, or a generated one. */
export function useFieldId(id: string | undefined): string {
  const generated = useId();
  return id ?? generated;
}

export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

/** aria attributes tying a control to its hint and error. */
export function describedBy(id: string, { error, hint }: Pick<FieldLookProps, 'error' | 'hint'>) {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

/** Label above the control, hint and error under it. */
export function FieldShell({
  id,
  label,
  error,
  hint,
  children,
  className,
}: FieldLookProps & { id: string; children: ReactNode; className?: string }) {
  return (
    <div className={['ui-field', error ? 'ui-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

/** The hint and error lines under a control. */
export function FieldMessages({ id, error, hint }: Pick<FieldLookProps, 'error' | 'hint'> & { id: string }) {
  return (
    <>
      {hint && (
        <p className="ui-field__hint" id={hintId(id)}>
          {hint}
        </p>
      )}
      {error && (
        <p className="ui-field__error" id={errorId(id)} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
