// Dish feedback (unsaved-changes modal, validation) and general feedback that survives a reload.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_CUSTOMER_WITH_PLAN, newCustomer, submitSignIn, signUpByCall } from './helpers';

const rate = (page: Page, group: string, stars: number) =>
  page
    .getByRole('radiogroup', { name: group })
    .getByRole('radio', { name: `${stars} star${stars === 1 ? '' : 's'}` })
    .click();

test('general feedback: all messages, then saved values load again after a reload', async ({ page }) => {
  await signUpByCall(page, newCustomer('Fatima'), '/feedback');
  await page.getByRole('button', { name: 'General feedback' }).click();
  await expect(page).toHaveURL(/\/feedback\/general$/);
  await page.getByRole('button', { name: 'Save' }).click();
  for (const message of [
    'Leave few words about MealPlan',
    'Please rate overall experience',
    'Please rate food',
    'Please rate customer service',
    'Please rate delivery',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await rate(page, 'Overall experience', 5);
  await rate(page, 'Food', 4);
  await rate(page, 'Customer service', 3);
  await rate(page, 'Delivery', 2);
  await page.getByLabel('Your feedback', { exact: true }).fill('Tasty food, the driver was a bit late.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Your feedback', { exact: true })).toHaveValue('Tasty food, the driver was a bit late.');
  await expect(page.getByRole('radiogroup', { name: 'Food' }).getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('radiogroup', { name: 'Delivery' }).getByRole('radio', { name: '2 stars' })).toHaveAttribute('aria-checked', 'true');
});

test('dish feedback without delivered dishes explains when reviews open', async ({ page }) => {
  await signUpByCall(page, newCustomer('Salem'), '/feedback/dish');
  await expect(page.getByRole('heading', { name: 'About dishes' })).toBeVisible();
  await expect(page.getByText('Please leave your feedback')).toBeVisible();
  await expect(page.getByText('You will be able to leave a review about the dishes after they are delivered to you.')).toBeVisible();
});

test('dish feedback: validation, the unsaved-changes modal with both actions, and saving', async ({ page }) => {
  await submitSignIn(page, DEMO_CUSTOMER_WITH_PLAN.email, DEMO_CUSTOMER_WITH_PLAN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/feedback/dish');
  const list = page.getByRole('list', { name: 'Delivered dishes' });
  const dishes = list.getByRole('listitem');
  // Dishes nobody rated yet, so the test does not depend on earlier runs against the same data.
  const unrated = dishes.filter({ has: page.getByRole('img', { name: 'Rating: 0 of 5 stars' }) });
  await expect(unrated.nth(1)).toBeVisible();
  const [firstTitle, secondTitle] = await Promise.all([0, 1].map((index) => unrated.nth(index).getByRole('heading').innerText()));
  const firstDish = dishes.filter({ has: page.getByRole('heading', { name: firstTitle, exact: true }) }).getByRole('button');
  const secondDish = dishes.filter({ has: page.getByRole('heading', { name: secondTitle, exact: true }) }).getByRole('button');

  const scrollBefore = await list.evaluate((element) => element.scrollLeft);
  await list.hover();
  await page.mouse.wheel(0, 400);
  await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(scrollBefore);
  await list.evaluate((element) => {
    element.scrollLeft = 0;
  });

  await firstDish.click();
  const text = page.getByLabel('Your feedback', { exact: true });
  await expect(text).toHaveAttribute('placeholder', 'Write your feedback...');
  await text.fill('x');
  await text.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Leave few words about dish')).toBeVisible();
  await expect(page.getByText('Please rate this dish')).toBeVisible();

  await text.fill('Too salty for me');
  await secondDish.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure? Changes will not be saved.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(secondDish).toHaveAttribute('aria-pressed', 'true');

  await firstDish.click();
  await expect(text).toHaveValue('');
  await rate(page, 'Your rating', 4);
  await text.fill('Fresh and filling');
  await secondDish.click();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Are you sure? Changes will not be saved.')).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(secondDish).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');

  await page.reload();
  await firstDish.click();
  await expect(page.getByLabel('Your feedback', { exact: true })).toHaveValue('Fresh and filling');
});
