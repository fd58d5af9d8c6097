import { authorizeUrl, takeSocialReturn } from '../src/common/socialSignIn';
import { horizontalScrollStep } from '../src/features/feedback/HorizontalScroller';

function memoryStorage(initial: Record<string, string>) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, removeItem: (key: string) => void values.delete(key), values };
}

describe('social sign-in', () => {
  it('sends the customer to the sandbox provider, coming back to /sign-in', () => {
    expect(authorizeUrl('google', 'https://meals.example', 'abc')).toBe(
      '/sandbox/social/google/authorize?redirect_uri=https%3A%2F%2Fmeals.example%2Fsign-in&state=abc',
    );
  });

  it('comes back to /sign-up when the customer signs up with the provider', () => {
    expect(authorizeUrl('google', 'https://meals.example', 'abc', '', '/sign-up')).toBe(
      '/sandbox/social/google/authorize?redirect_uri=https%3A%2F%2Fmeals.example%2Fsign-up&state=abc',
    );
  });

  it('uses a configured provider address when there is one', () => {
    expect(authorizeUrl('facebook', 'https://meals.example', 'abc', 'https://idp.example/auth?client_id=1')).toBe(
      'https://idp.example/auth?client_id=1&redirect_uri=https%3A%2F%2Fmeals.example%2Fsign-in&state=abc',
    );
  });

  it('accepts a return only with the state this tab issued, and only once', () => {
    const storage = memoryStorage({ socialSignInState: 'abc' });
    expect(takeSocialReturn('#provider=google&token=t0k&state=abc', storage)).toEqual({ provider: 'google', token: 't0k' });
    expect(takeSocialReturn('#provider=google&token=t0k&state=abc', storage)).toBeNull();
  });

  it('refuses a forged state or an unknown provider', () => {
    expect(takeSocialReturn('#provider=google&token=t0k&state=evil', memoryStorage({ socialSignInState: 'abc' }))).toBeNull();
    expect(takeSocialReturn('#provider=other&token=t0k&state=abc', memoryStorage({ socialSignInState: 'abc' }))).toBeNull();
  });
});

describe('dish list wheel scrolling', () => {
  it('moves sideways by half the wheel delta', () => {
    expect(horizontalScrollStep({ deltaX: 0, deltaY: 120 })).toBe(60);
    expect(horizontalScrollStep({ deltaX: -80, deltaY: 10 })).toBe(-40);
  });
});
