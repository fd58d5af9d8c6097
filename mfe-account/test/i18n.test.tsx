/**
 * Issue 8: the account area's catalogues (en verbatim from the spec, ar complete; one per feature and one for common/,
 * issue 39) and its pages in Arabic.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { runInAction } from 'mobx';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { accountCatalogues, ACCOUNT_MESSAGES, FEEDBACK_MESSAGES } from '@mealplan/shared/account';
import { localeStore } from '@mealplan/shared/i18n';
import { sessionStore, settingsStore, socketClient } from '@mealplan/shared/session';
import { ModalHost, modalStore } from '@mealplan/shared/ui';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AccountIntl } from '../src/i18n';
import AccountRoutes from '../src/Routes';
// The area's pages load lazily; loading their modules up front keeps the first render from waiting on them.
import '../src/features/signIn/SignInPage';
import '../src/features/signUp/SignUpPage';
import '../src/features/emailLinks/RestorePage';
import '../src/features/contact/ContactPage';
import '../src/features/feedback/GeneralFeedbackPage';
import '../src/features/home/GuestLanding';
import { RatingStore } from '../src/features/feedback/ratingStore';

const getGeneralFeedback = jest.spyOn(RatingStore.prototype, 'getGeneralFeedback');

/** Argument names and tags a message uses (plural branches included). */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date) found.add(`{${element.value}}`);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        found.add(`{${element.value}}`);
        Object.values(element.options).forEach((option) => walk(option.value));
      }
      if (element.type === TYPE.tag) {
        found.add(`<${element.value}>`);
        walk(element.children);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

const SRC = join(__dirname, '../src');

/** Every i18n/ folder of the area (its own, common/'s and each feature's), with its two catalogues. */
function catalogueFolders(dir = SRC): Array<{ folder: string; en: Record<string, string>; ar: Record<string, string> }> {
  const found: Array<{ folder: string; en: Record<string, string>; ar: Record<string, string> }> = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const path = join(dir, entry.name);
    if (entry.name === 'i18n') {
      const read = (name: string) => JSON.parse(readFileSync(join(path, name), 'utf8')) as Record<string, string>;
      found.push({ folder: relative(SRC, path), en: read('en.json'), ar: read('ar.json') });
    } else found.push(...catalogueFolders(path));
  }
  return found;
}

describe('the account catalogues', () => {
  const folders = catalogueFolders();

  it("are one per feature that shows texts, one for common/ and the area's own, not one area-wide catalogue", () => {
    expect(folders.map(({ folder }) => folder).sort()).toEqual([
      'common/i18n',
      'features/emailLinks/i18n',
      'features/feedback/i18n',
      'features/home/i18n',
      'features/signIn/i18n',
      'features/signUp/i18n',
      'i18n',
    ]);
    const ids = folders.flatMap(({ en }) => Object.keys(en));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    // The area's own catalogue holds only the area's texts.
    expect(Object.keys(folders.find(({ folder }) => folder === 'i18n')!.en).every((id) => id.startsWith('area.'))).toBe(true);
  });

  it('have an Arabic text for every English one, and no other', () => {
    for (const { folder, en, ar } of folders) expect([folder, Object.keys(ar).sort()]).toEqual([folder, Object.keys(en).sort()]);
  });

  it('use the same arguments and markup in Arabic as in English', () => {
    for (const { en, ar } of folders) {
      for (const [id, english] of Object.entries(en)) {
        expect([id, placeholders(ar[id] ?? '')]).toEqual([id, placeholders(english)]);
      }
    }
  });

  it("show the shared rules' messages by their ids (the shared account catalogue), with no copy of their texts here", () => {
    const ruleIds = [...Object.values(ACCOUNT_MESSAGES), ...Object.values(FEEDBACK_MESSAGES)];
    for (const id of ruleIds) expect([id, accountCatalogues.en[id] !== undefined, accountCatalogues.ar[id] !== undefined]).toEqual([id, true, true]);
    const sharedTexts = new Set(Object.values(accountCatalogues.en));
    for (const { en } of folders) expect(Object.entries(en).filter(([, text]) => sharedTexts.has(text))).toEqual([]);
  });
});

/** Brand names stay as they are written; everything else a customer can see or hear must be Arabic. */
const BRANDS = /\b(MealPlan|Google|Facebook)\b/g;

/** Visible text, and the names screen readers read, of everything rendered (the modal included). */
function shownTexts(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // Hidden steps, the test's own path probe and the providers' logo marks ("f", "G") are not interface text.
    if (node.parentElement?.closest('[hidden], output, .social-button__mark')) continue;
    texts.push(node.textContent ?? '');
  }
  for (const element of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))) {
    if (element.tagName === 'OUTPUT') continue;
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) texts.push(element.getAttribute(name) ?? '');
  }
  return texts;
}

/** Texts with Latin letters left once brand names and e-mail addresses are taken out. */
function englishLeft(): string[] {
  return shownTexts()
    .map((text) => text.replace(BRANDS, '').replace(/\S+@\S+/g, ''))
    .filter((text) => /[A-Za-z]/.test(text));
}

function renderArea(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AccountRoutes />
      {/* The shell renders the modal inside its own provider; here the area's stands in for it. */}
      <AccountIntl>
        <ModalHost />
      </AccountIntl>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  // No server here: the landing page's reference lists stay empty.
  jest.spyOn(socketClient, 'call').mockResolvedValue({});
  Object.assign(settingsStore, { loading: Promise.resolve() });
  runInAction(() => {
    settingsStore.entries = {
      contact_email: { value: 'team@mealplan.ae', old_value: null },
      contact_phones: { value: ['+971 4 388 6620'], old_value: null },
      contact_whatsapp: { value: '+971 50 000 0000', old_value: null },
      contact_branch_hours: { value: '٩ ص - ٩ م', old_value: null },
    };
  });
  act(() => {
    modalStore.clear();
    sessionStore.logout();
    localeStore.choose('ar');
  });
});

afterAll(() => act(() => localeStore.choose('en')));

describe('the account pages in Arabic', () => {
  const guestPages = ['/', '/sign-in', '/sign-up', '/restore', '/contact'];
  it.each(guestPages)('%s shows no English but brand names', async (path) => {
    renderArea(path);
    await screen.findByRole('heading', { level: 1 });
    expect(englishLeft()).toEqual([]);
  });

  it("the sign-up form's second step and the plan-request modal are Arabic too", async () => {
    renderArea('/sign-up');
    fireEvent.change(await screen.findByLabelText('الاسم الأول'), { target: { value: 'Mona' } });
    fireEvent.click(screen.getByRole('button', { name: 'التالي' }));
    expect(await screen.findByLabelText('كلمة المرور')).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it("the home page's modals are Arabic", async () => {
    renderArea('/');
    fireEvent.click((await screen.findAllByRole('button', { name: 'صمّم خطة وجباتي' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    // The form loads when the popup first opens.
    expect(await within(dialog).findByLabelText('الاسم')).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it("a signed-in customer's feedback page is Arabic, with the rules' messages in Arabic", async () => {
    getGeneralFeedback.mockResolvedValue({ feedback: '', rating: null, rating2: null, rating3: null, rating4: null });
    act(() => sessionStore.setUser({ token: 't', user_id: 4, firstName: 'Reem' }));
    renderArea('/feedback/general');
    fireEvent.click(await screen.findByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('يرجى تقييم خدمة العملاء')).toBeTruthy();
    expect(screen.getByText('اكتب بضع كلمات عن MealPlan')).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it("switching back to English restores the spec's texts verbatim", async () => {
    renderArea('/sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeTruthy();
    act(() => localeStore.choose('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect(screen.getByText('Welcome back! Sign in to manage your meal plan.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toBeTruthy();
  });
});
