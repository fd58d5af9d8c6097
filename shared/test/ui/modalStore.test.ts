import { DEFAULT_HEADLINE, ERROR_HEADLINE, ModalStore, VALIDATION_ERROR_HEADLINE } from '../../src/ui/modalStore';
import { kitMessages } from '../../src/ui/i18n';

describe('ModalStore', () => {
  it('set shows content with the default headline "Meal Plan" and a close button', () => {
    const modal = new ModalStore();
    expect(modal.display).toBe(false);
    modal.set({ content: 'Request Sent' });
    expect(modal).toMatchObject({ display: true, headline: DEFAULT_HEADLINE, content: 'Request Sent', closable: true, actions: [] });
    expect(kitMessages.texts('en')?.[DEFAULT_HEADLINE.id]).toBe('Meal Plan');
  });

  it('update changes only the given parts', () => {
    const modal = new ModalStore();
    modal.set({ headline: 'Renew', content: 'first', closable: false });
    modal.update({ content: 'second' });
    expect(modal).toMatchObject({ headline: 'Renew', content: 'second', closable: false, display: true });
  });

  it('clear hides and resets, and runs onClose once', () => {
    const modal = new ModalStore();
    const onClose = jest.fn();
    modal.set({ headline: 'Error', content: 'x', actions: [{ label: 'Ok', onClick: () => undefined }], onClose });
    modal.clear();
    modal.clear();
    expect(modal).toMatchObject({ display: false, headline: DEFAULT_HEADLINE, content: null, actions: [] });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has the spec headlines for errors', () => {
    const modal = new ModalStore();
    modal.showError('Wrong password');
    expect(modal).toMatchObject({ headline: ERROR_HEADLINE, content: 'Wrong password' });
    expect(kitMessages.texts('en')?.[ERROR_HEADLINE.id]).toBe('Error');
    modal.showValidationError('Please rate this dish');
    expect(modal).toMatchObject({ headline: VALIDATION_ERROR_HEADLINE, content: 'Please rate this dish' });
    expect(kitMessages.texts('en')?.[VALIDATION_ERROR_HEADLINE.id]).toBe('Validation error');
  });
});
