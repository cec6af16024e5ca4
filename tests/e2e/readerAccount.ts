// An admin made for a test who reads the app in Swedish or Norwegian (the demo logins keep their
// language for the other specs): created, given the language in their profile and signed in.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, createActiveUser } from './accounts.ts';
import { signIn } from './helpers.ts';
import type { Translated } from './untranslated.ts';

const LANGUAGE_IDS: Record<Translated, number> = { sv: 2, nb: 3 };

export async function signInReading(page: Page, request: APIRequestContext, language: Translated, label: string): Promise<void> {
  const admin = await createActiveUser(request, `${label}-${language}`, { firstName: 'Siv', lastName: 'Språk' }, undefined, 1);
  const token = await apiLogin(request, admin.email, admin.password);
  const headers = { Authorization: `Bearer ${token}` };
  const profile = (await (await request.get('/api/common/v1/profile', { headers })).json()).data;
  const res = await request.put('/api/common/v1/profile', {
    headers,
    data: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      languageId: LANGUAGE_IDS[language],
      timezoneId: profile.timezoneId,
      jobTitle: profile.jobTitle,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto('/');
  await signIn(page, admin.email, admin.password);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}
