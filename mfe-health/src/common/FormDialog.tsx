// A react-final-form form in the kit's dialog, ending with 'Cancel' and 'Save' (the entry, measurements and BFM & SMM
// modals). Focus starts in its first field.
import type { ReactNode } from 'react';
import type { FormApi, ValidationErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Button, Dialog, useText, type TextId } from '@mealplan/shared/ui';
import type en from './i18n/en.json';

export interface FormDialogProps<Values extends object> {
  title: string;
  /** Cancel, Escape, the close button and the backdrop. */
  onClose: () => void;
  initialValues: Values;
  /** Errors that concern several fields (a field checks itself); while there are any, 'Save' only shows them. */
  validate?: (values: Values) => ValidationErrors;
  /** Called with valid values. */
  onSubmit: (values: Values) => void;
  /** 'Save' is disabled (while saving, or with nothing to save). */
  saveDisabled: boolean;
  /** The form's class; its button row gets `<className>__actions`. */
  className: string;
  /** The fields, given the current values and the form (to fill or reset fields). */
  children: (values: Values, form: FormApi<Values>) => ReactNode;
}

export function FormDialog<Values extends object>({
  title,
  onClose,
  initialValues,
  validate,
  onSubmit,
  saveDisabled,
  className,
  children,
}: FormDialogProps<Values>) {
  const t = useText<TextId<typeof en>>();
  return (
    <Dialog title={title} onClose={onClose} initialFocus="field">
      <Form<Values>
        initialValues={initialValues}
        // The values are read once: a store update while the dialog is open does not overwrite what is typed.
        initialValuesEqual={() => true}
        validate={validate}
        onSubmit={onSubmit}
        render={({ handleSubmit, values, form }) => (
          <form className={className} onSubmit={(event) => void handleSubmit(event)} noValidate>
            {children(values, form)}
            <div className={`${className}__actions`}>
              <Button type="button" variant="ghost" onClick={onClose}>
                {t('health.common.cancel')}
              </Button>
              <Button type="submit" disabled={saveDisabled}>
                {t('health.common.save')}
              </Button>
            </div>
          </form>
        )}
      />
    </Dialog>
  );
}
