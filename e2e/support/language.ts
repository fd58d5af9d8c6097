// The site in Arabic: choosing the language in the shell's switch, and checking what is left in English.
import { expect, type Page } from '@playwright/test';
import { accessibilityViolations } from './accessibility';

export const ARABIC = /[\u0600-\u06FF]/;

/**
 * Written as they are in every language: the brand, the providers, each language's own name in the switch, and the
 * names of file formats (the dashboard's upload hints).
 */
const KEPT_AS_WRITTEN = /\b(MealPlan|Google|Facebook|English|JPEG|PDF|DOCX|DOC)\b/g;

/**
 * Opens the phone's burger menu when `target` is folded away in it; on a desktop it is already shown. Tried until the
 * target shows: the menu folds itself after a change of page, which may land just after a look at it.
 */
export async function unfoldMenuFor(page: Page, target: ReturnType<Page['locator']>): Promise<void> {
  const burger = page.locator('.chrome-burger');
  await expect(async () => {
    if (!(await target.isVisible()) && (await burger.isVisible())) await burger.click();
    await expect(target).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/** The header/guest-page language switch (the shell's), choosing `name` ("العربية" or "English"); on a phone it sits in the menu. */
export async function chooseLanguage(page: Page, name: 'العربية' | 'English'): Promise<void> {
  const option = page.getByRole('button', { name, exact: true }).first();
  await unfoldMenuFor(page, option);
  await option.click();
  await expect(page.locator('html')).toHaveAttribute('lang', name === 'English' ? 'en' : 'ar');
}

export async function expectRightToLeft(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/**
 * Interface text still in English on the page: every visible text and every name a screen reader reads
 * (aria-label, placeholder, title, alt), less brand names, e-mail addresses, `typed` (what the customer
 * entered, and its initials) and database content marked data-content (settings, static pages: shown as written).
 */
export async function englishLeft(page: Page, typed: string[] = []): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const visible = (element: Element) => (element as HTMLElement).offsetParent !== null || getComputedStyle(element).position === 'fixed';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !visible(parent) || parent.closest('script, style, noscript, [data-content], .static-page, .social-button__mark')) continue;
      found.push(node.textContent ?? '');
    }
    for (const element of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) found.push(element.getAttribute(name) ?? '');
    }
    return found;
  });
  // An avatar without a photo shows the initials of the typed names ('H', or 'HT' for first and last name).
  const initials = new Set(typed.map((value) => value.charAt(0)));
  const onlyInitials = (text: string) => text.length > 0 && text.length <= 3 && [...text].every((letter) => initials.has(letter));
  return texts
    .filter((text) => !onlyInitials(text.trim()))
    .map((text) => typed.reduce((left, value) => left.split(value).join(''), text))
    .map((text) =>
      text
        .replace(KEPT_AS_WRITTEN, '')
        .replace(/\S+@\S+/g, '')
        .trim(),
    )
    .filter((text) => /[A-Za-z]/.test(text));
}

export async function expectNoSeriousAccessibilityFindings(page: Page, where: string): Promise<void> {
  const serious = (await accessibilityViolations(page)).filter((line) => /\((serious|critical)\)/.test(line));
  expect(serious, `${where}: serious or critical axe findings`).toEqual([]);
}
