/**
 * Journey 9 (languages): the language switcher changes the page's words and its `<html lang>`.
 */
import { expect, test } from '../support/fixtures';

test('switching the language of the login page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByLabel('Language').selectOption({ label: 'Español' });
  await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.getByLabel('Idioma').selectOption({ label: 'Français' });
  await expect(page.getByRole('heading', { name: 'Se connecter', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.getByLabel('Langue').selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a Spanish browser gets the Spanish pages', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'es-ES', baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await context.close();
});
