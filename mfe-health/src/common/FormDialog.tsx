// A form in this area's dialog, ending with 'Cancel' and 'Save' (the entry, measurements and BFM & SMM modals).
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@mealplan/shared/ui';
import { Dialog } from './Dialog';

export interface FormDialogProps {
  title: ReactNode;
  /** Cancel, Escape, the close button and the backdrop. */
  onClose: () => void;
  onSubmit: () => void;
  /** 'Save' is disabled (while saving, or with nothing to save). */
  saveDisabled: boolean;
  /** The form's class; its button row gets `<className>__actions`. */
  className: string;
  children: ReactNode;
}

export function FormDialog({ title, onClose, onSubmit, saveDisabled, className, children }: FormDialogProps) {
  const intl = useIntl();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog title={title} onClose={onClose}>
      <form className={className} onSubmit={submit} noValidate>
        {children}
        <div className={`${className}__actions`}>
          <Button type="button" variant="ghost" onClick={onClose}>
            {intl.formatMessage({ id: 'health.common.cancel' })}
          </Button>
          <Button type="submit" disabled={saveDisabled}>
            {intl.formatMessage({ id: 'health.common.save' })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
