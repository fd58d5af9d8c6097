/** @jest-environment jsdom */
import { fireEvent, render, screen } from './intl';
import { Field, Form } from 'react-final-form';
import { CheckboxField, PasswordField, SelectField, TextAreaField, TextField } from '../../src/ui/fields';
import { FormTextField, FormCheckboxField } from '../../src/ui/formFields';

describe('fields', () => {
  it('every field has a visible label tied to its control', () => {
    render(
      <>
        <TextField label="First name" />
        <PasswordField label="Password" />
        <SelectField label="Emirate" options={[{ value: '1', label: 'Dubai' }]} />
        <CheckboxField label="Same number for WhatsApp" />
        <TextAreaField label="Feedback" placeholder="Write your feedback..." />
      </>,
    );
    expect(screen.getByLabelText('First name').tagName).toBe('INPUT');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByLabelText('Emirate').tagName).toBe('SELECT');
    expect(screen.getByLabelText('Same number for WhatsApp').getAttribute('type')).toBe('checkbox');
    expect(screen.getByLabelText('Feedback').tagName).toBe('TEXTAREA');
  });

  it('shows the error under the field and marks the control invalid', () => {
    render(<TextField label="Email" error="Email is taken" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Email is taken');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
  });

  it('PasswordField toggles between hidden and shown', () => {
    render(<PasswordField label="New password" />);
    const input = screen.getByLabelText('New password');
    const toggle = screen.getByRole('button', { name: 'Show' });
    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(input.getAttribute('type')).toBe('password');
  });
});

describe('react-final-form adapters', () => {
  it('bind value and change, and show the validation error once touched', () => {
    const onSubmit = jest.fn();
    render(
      <Form
        onSubmit={onSubmit}
        initialValues={{ same: true }}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <Field name="email" label="Email" component={FormTextField} validate={(value?: string) => (value ? undefined : 'Required')} />
            <Field name="same" type="checkbox" label="Same number for WhatsApp" component={FormCheckboxField} />
            <button type="submit">Go</button>
          </form>
        )}
      />,
    );
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.focus(email);
    fireEvent.blur(email);
    expect(screen.getByRole('alert').textContent).toBe('Required');
    fireEvent.change(email, { target: { value: 'a@b.ae' } });
    expect(email.value).toBe('a@b.ae');
    expect(screen.queryByRole('alert')).toBeNull();
    const same = screen.getByLabelText('Same number for WhatsApp') as HTMLInputElement;
    expect(same.checked).toBe(true);
    fireEvent.click(same);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'a@b.ae', same: false });
  });

  it('shows a server error returned from onSubmit under its field', async () => {
    render(
      <Form
        onSubmit={() => ({ email: 'Email is already registered' })}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <Field name="email" label="Email" component={FormTextField} />
            <button type="submit">Go</button>
          </form>
        )}
      />,
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.ae' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email is already registered');
  });
});
