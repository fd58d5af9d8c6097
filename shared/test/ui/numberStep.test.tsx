/** @jest-environment jsdom */
// doc 1 §5: number inputs step by the field's step with the arrow keys; Shift multiplies the step by 10, Control by 100.
import { Field, Form } from 'react-final-form';
import { fireEvent, render, screen } from './intl';
import { TextField } from '../../src/ui/fields';
import { FormTextField } from '../../src/ui/formFields';
import { steppedValue } from '../../src/ui/numberStep';

const field = (value: string, step = '1', min = '', max = '') => ({ value, step, min, max });
const key = (name: string, modifiers: { shiftKey?: boolean; ctrlKey?: boolean } = {}) => ({
  key: name,
  shiftKey: false,
  ctrlKey: false,
  ...modifiers,
});

describe('steppedValue', () => {
  it('steps by the step, ×10 with Shift and ×100 with Control, up and down', () => {
    expect(steppedValue(field('70', '0.5'), key('ArrowUp'))).toBe('70.5');
    expect(steppedValue(field('70', '0.5'), key('ArrowUp', { shiftKey: true }))).toBe('75');
    expect(steppedValue(field('70', '0.5'), key('ArrowDown', { ctrlKey: true }))).toBe('20');
    expect(steppedValue(field('170', '0.01'), key('ArrowUp', { shiftKey: true }))).toBe('170.1');
    expect(steppedValue(field('65.4', '0.001'), key('ArrowDown', { ctrlKey: true }))).toBe('65.3');
  });

  it('stays within min and max, starts an empty field from 0 and leaves other keys alone', () => {
    expect(steppedValue(field('450', '1', '0', '500'), key('ArrowUp', { ctrlKey: true }))).toBe('500');
    expect(steppedValue(field('5', '1', '0', '500'), key('ArrowDown', { shiftKey: true }))).toBe('0');
    expect(steppedValue(field('', 'any'), key('ArrowUp', { shiftKey: true }))).toBe('10');
    expect(steppedValue(field('5'), key('Enter'))).toBeNull();
    expect(steppedValue(field('abc'), key('ArrowUp'))).toBeNull();
  });
});

describe('the kit number field', () => {
  it('changes a react-final-form value with Shift and Control arrows', () => {
    const submitted = jest.fn();
    render(
      <Form<{ weight: string }>
        initialValues={{ weight: '70' }}
        onSubmit={submitted}
        render={({ handleSubmit, values }) => (
          <form onSubmit={(event) => void handleSubmit(event)}>
            <Field name="weight" component={FormTextField} type="number" label="Weight" min={0} max={500} step={0.5} />
            <output>{values.weight}</output>
          </form>
        )}
      />,
    );
    const weight = screen.getByRole('spinbutton', { name: 'Weight' }) as HTMLInputElement;
    fireEvent.keyDown(weight, { key: 'ArrowUp', shiftKey: true });
    expect(weight.value).toBe('75');
    fireEvent.keyDown(weight, { key: 'ArrowUp', ctrlKey: true });
    expect(weight.value).toBe('125');
    fireEvent.keyDown(weight, { key: 'ArrowDown' });
    expect(weight.value).toBe('124.5');
    expect(screen.getByRole('status').textContent).toBe('124.5');
  });

  it('leaves a text field and a read-only number field alone', () => {
    render(
      <>
        <TextField label="Name" defaultValue="7" />
        <TextField label="Age" type="number" defaultValue="7" readOnly />
      </>,
    );
    const name = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    fireEvent.keyDown(name, { key: 'ArrowUp', shiftKey: true });
    expect(name.value).toBe('7');
    const age = screen.getByRole('spinbutton', { name: 'Age' }) as HTMLInputElement;
    fireEvent.keyDown(age, { key: 'ArrowUp', ctrlKey: true });
    expect(age.value).toBe('7');
  });
});
