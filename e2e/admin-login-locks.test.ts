/**
 * Issue 17: the admin sees the login locks in force (account, address block, failures, until when)
 * on /admin/login-locks, reached from the menu, and lifts one with "Desbloquear".
 */
import { expect, it } from 'vitest';
import { insertFailedAttempt } from '../shared/db/queries/login-attempts';
import { DASHBOARD_HEADING, loggedInPage, toastText, waitForHeading } from './admin-helpers';
import { describeSite } from './test-site';

describeSite('admin login locks screen', (suite) => {
  it('lists a lock from the menu and "Desbloquear" lifts it: the row goes and its failures are forgotten', async () => {
    const { db } = suite.site();
    // Five wrong passwords for 'alvo' from one address, a minute ago: that pair is locked.
    const at = new Date(Date.now() - 60_000);
    for (let i = 0; i < 5; i++) await insertFailedAttempt(db, 'alvo', '203.0.113.9', at);

    const page = await loggedInPage(suite);
    await page.goto('/admin');
    await waitForHeading(page, DASHBOARD_HEADING);
    await page.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Bloqueios de login' }).click();
    await waitForHeading(page, 'Bloqueios de login');

    const row = page.locator('tbody tr').filter({ hasText: 'alvo' });
    await row.waitFor();
    const cells = await row.locator('td').allInnerTexts();
    expect(cells.slice(0, 3)).toEqual(['alvo', '203.0.113.9', '5']);
    // Until: 15 minutes after the failures, as the admin's clock shows it (a date and a time).
    expect(cells[3]).toMatch(/\d{2}:\d{2}/);

    await row.getByRole('button', { name: 'Desbloquear a conta alvo no endereço 203.0.113.9' }).click();
    expect(await toastText(page)).toContain('Bloqueio removido');
    await page.getByText('Nenhum bloqueio de login em vigor.').waitFor();
    expect(await page.locator('tbody tr').filter({ hasText: 'alvo' }).count()).toBe(0);
    const left = await db.kysely.selectFrom('login_attempts').select('id').where('identifier', '=', 'alvo').where('succeeded', '=', 0).execute();
    expect(left).toEqual([]);
  }, 120_000);
});
