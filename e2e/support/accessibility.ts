// Automated accessibility audit (axe-core, WCAG 2.1 A and AA rules) of the page as it is now.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsSettled } from './screenshots';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One line per rule broken, naming up to three offending elements; empty when the page passes. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Colours are judged as they settle, not halfway through a fade.
  await animationsSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
