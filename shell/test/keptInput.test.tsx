/** @jest-environment jsdom */
import { useState, type FormEvent } from 'react';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { CheckboxField, TextField, untilScript, useHydrated } from '@mealplan/shared/ui';
import { HandOverKeptInput, replayKeptInput, takeKeptInput } from '../src/keptInput';

// A guest's prerendered sign-in form as the shell hydrates it: React's state starts from the server's values.
function SignIn({ sent }: { sent: (what: string) => void }) {
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [remember, setRemember] = useState(false);
  const [shown, setShown] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sent(`${email} remember=${String(remember)}`);
  };
  return (
    <form onSubmit={submit}>
      <fieldset {...untilScript(hydrated)}>
        <TextField label="Email" name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <CheckboxField label="Remember me" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
        <button type="button" onClick={() => setShown(true)}>
          {shown ? 'Hide' : 'Show'}
        </button>
        <button type="submit">Sign In</button>
      </fieldset>
    </form>
  );
}

/**
 * The prerendered sign-in form in the page, enabled as the loader enables it, with what a visitor typed, ticked,
 * tapped and submitted before hydration, kept as the loader keeps it (its last typing per field, in order).
 */
function prerenderedAndUsed(): { root: HTMLElement; taken: () => number } {
  const root = document.createElement('div');
  // The tree the shell hydrates (the hand-over renders nothing), so that the ids match.
  root.innerHTML = renderToString(
    <>
      <SignIn sent={() => undefined} />
      <HandOverKeptInput root={root} />
    </>,
  );
  document.body.replaceChildren(root);
  const fieldset = root.querySelector('fieldset')!;
  expect(fieldset.disabled).toBe(true);
  expect(fieldset.hasAttribute('data-until-script')).toBe(true);
  fieldset.removeAttribute('disabled');
  fieldset.removeAttribute('data-until-script');
  const email = root.querySelector<HTMLInputElement>('input[name=email]')!;
  const box = root.querySelector<HTMLInputElement>('input[type=checkbox]')!;
  const show = root.querySelector('button[type=button]')!;
  email.value = 'sara@example.com';
  box.checked = true;
  let taken = 0;
  window.mealplanKeptInput = () => {
    taken += 1;
    window.mealplanKeptInput = undefined;
    // A double tap on Show (one replay), then Enter in the email field.
    return [
      { kind: 'click', target: show },
      { kind: 'click', target: show },
      { kind: 'submit', target: root.querySelector('form')! },
    ];
  };
  return { root, taken: () => taken };
}

/** Hydrates the page as the shell does, with the hand-over beside it; resolves once the hand-over has had its tasks. */
async function hydrate(root: HTMLElement, sent: (what: string) => void): Promise<void> {
  // A hydration mismatch (React's development build says so on the console) would fail the test.
  const consoleError = jest.spyOn(console, 'error');
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      root,
      <>
        <SignIn sent={sent} />
        <HandOverKeptInput root={root} />
      </>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(errors).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
}

afterEach(() => {
  window.mealplanKeptInput = undefined;
});

describe('handing a guest page kept input to React', () => {
  it("keeps what was typed and ticked before hydration through the re-render that follows it (the kit's fields tell React), and replays the kept taps and submission on the same elements", async () => {
    const { root, taken } = prerenderedAndUsed();
    const sent: string[] = [];
    await hydrate(root, (what) => sent.push(what));

    // What was typed and ticked is on screen and is React's state too: the submission sends it.
    expect(root.querySelector<HTMLInputElement>('input[name=email]')!.value).toBe('sara@example.com');
    expect(root.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked).toBe(true);
    expect(root.querySelector('fieldset')!.disabled).toBe(false);
    expect(taken()).toBe(1);
    // One tap in a row per element (a double tap is one), then the submission.
    expect(root.querySelector('button[type=button]')!.textContent).toBe('Hide');
    expect(sent).toEqual(['sara@example.com remember=true']);
  });

  it('skips kept input on elements no longer on the page, and takes nothing when there was no loader', () => {
    expect(takeKeptInput()).toEqual([]);
    const gone = document.createElement('button');
    const tapped: string[] = [];
    gone.addEventListener('click', () => tapped.push('gone'));
    replayKeptInput([{ kind: 'click', target: gone }]);
    expect(tapped).toEqual([]);
  });
});
