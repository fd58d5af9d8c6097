/** @jest-environment jsdom */
import { Field } from 'react-final-form';
import { act, fireEvent, render, screen, waitFor } from './intl';
import { RequestError } from '../../src/session/RequestError';
import { FormDialog } from '../../src/ui/FormDialog';
import { FormTextField } from '../../src/ui/formFields';

interface Weight {
  weight: string;
}

const required = (value: unknown) => (value ? undefined : 'Enter your weight');

function WeightDialog({ onSubmit, onClose = () => undefined }: { onSubmit: (values: Weight) => unknown; onClose?: () => void }) {
  return (
    <FormDialog<Weight>
      title="Progress tracking"
      onClose={onClose}
      initialValues={{ weight: '70' }}
      onSubmit={async (values) => {
        await onSubmit(values);
      }}
      submitLabel="Save weight"
    >
      {() => <Field name="weight" label="Weight" component={FormTextField} validate={required} />}
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('is a dialog named by its title with focus in its first field, and saves the typed values', async () => {
    const onSubmit = jest.fn();
    render(<WeightDialog onSubmit={onSubmit} />);
    expect(screen.getByRole('dialog', { name: 'Progress tracking' })).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Weight' });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '68' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save weight' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ weight: '68' }));
  });

  it("a field's own check keeps the form from saving", async () => {
    const onSubmit = jest.fn();
    render(<WeightDialog onSubmit={onSubmit} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Weight' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save weight' }));
    expect(await screen.findByText('Enter your weight')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("puts a refusal's field messages under their fields and any other refusal above the buttons", async () => {
    const fieldRefusal = RequestError.fromReply('setErr', { message: 'Too heavy', errors: { weight: 'Too heavy' } });
    const { unmount } = render(<WeightDialog onSubmit={() => Promise.reject(fieldRefusal)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save weight' }));
    const fieldError = await screen.findByText('Too heavy');
    expect(screen.getByRole('textbox', { name: 'Weight' }).getAttribute('aria-describedby')).toContain(fieldError.id);
    unmount();
    render(<WeightDialog onSubmit={() => Promise.reject(new RequestError('No answer', 'timeout'))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save weight' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The server did not answer in time. Please check your connection and try again.');
  });

  it('Cancel and Escape close it', () => {
    const onClose = jest.fn();
    render(<WeightDialog onSubmit={jest.fn()} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    act(() => void fireEvent.keyDown(screen.getByRole('textbox', { name: 'Weight' }), { key: 'Escape' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
