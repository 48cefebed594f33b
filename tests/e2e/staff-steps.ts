/** Steps on the dashboard's Staff page (issue 29) that dashboard.test.ts composes. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ADMIN, apiToken, createAccount, settled, type Shop } from './harness.js';

/** A customer account given `role` through the API, with a reader of its stored `role` value. */
export async function makeStaffMember(shop: Shop, name: string, role: string) {
  const member = await createAccount(shop, `staff-${Date.now()}@example.com`, 'secret123', name);
  const { rows } = await shop.app.pool.query<{ id: string }>(`select id from "user" where email = $1`, [member.email]);
  const userId = rows[0]!.id;
  const made = await shop.app.inject({
    method: 'PUT',
    url: `/api/admin/staff/${userId}`,
    headers: { authorization: `Bearer ${await apiToken(shop, ADMIN)}` },
    payload: { roles: [role] },
  });
  expect(made.statusCode).toBe(200);
  const storedRole = async () =>
    (await shop.app.pool.query<{ role: string }>(`select role from "user" where id = $1`, [userId])).rows[0]!.role;
  return { ...member, storedRole };
}

/** Invite staff: sent empty first (the plain error under the roles), then with the address and one role; the success line. */
export async function inviteThroughDialog(page: Page, email: string, role: string) {
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite staff' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await invite.getByText('Choose at least one role').waitFor();
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByRole('checkbox', { name: new RegExp(`^${role}\\b`) }).check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByText(`An invitation was sent to ${email}. Its link works for 7 days.`).waitFor();
}

/** Opens a row's Change roles dialog by keyboard; answers it once shown in full. */
export async function openChangeRoles(page: Page, row: Locator, name: string) {
  await row.getByRole('button', { name: /^Change roles/ }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Change roles of ${name}` });
  await dialog.getByRole('button', { name: 'Save roles' }).waitFor();
  // Faded in (axe measures contrast as it is painted).
  await settled(page);
  return dialog;
}

/** Ticks or unticks each role with Space, then saves with Enter, all by keyboard. */
export async function toggleRolesByKeyboard(page: Page, dialog: Locator, roles: string[]) {
  for (const role of roles) {
    await dialog.getByRole('checkbox', { name: new RegExp(`^${role}\\b`) }).focus();
    await page.keyboard.press('Space');
  }
  await dialog.getByRole('button', { name: 'Save roles' }).focus();
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'hidden' });
}

/** Clicks a row's action, checks the question's words, and confirms. */
export async function confirmRowAction(page: Page, row: Locator, action: string, question: string, says: RegExp) {
  await row.getByRole('button', { name: new RegExp(`^${action}`) }).click();
  const dialog = page.getByRole('dialog', { name: question });
  await dialog.getByText(says).waitFor();
  await dialog.getByRole('button', { name: action }).click();
  return dialog;
}

/** New role: sent empty first (the plain errors under the fields), then with a name and one permission. */
export async function createRoleThroughDialog(page: Page, name: string, permissionLabel: string) {
  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog', { name: 'New role' });
  await dialog.getByRole('button', { name: 'Create role' }).click();
  await dialog.getByText('Choose at least one permission').waitFor();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('checkbox', { name: permissionLabel }).check();
  await dialog.getByRole('button', { name: 'Create role' }).click();
  await page.getByText(`The role ${name} was created.`, { exact: false }).waitFor();
  await page
    .getByTestId('staff-roles')
    .getByText(new RegExp(`^${name}`))
    .waitFor();
}

/** A custom role changed (one more permission) and then deleted, each from its card. */
export async function changeThenDeleteRole(page: Page, name: string, permissionLabel: string) {
  const card = page.getByTestId('staff-role').filter({ has: page.getByRole('heading', { name: new RegExp(`^${name}`) }) });
  await card.getByRole('button', { name: 'Change' }).click();
  const dialog = page.getByRole('dialog', { name: `Change the role ${name}` });
  await dialog.getByRole('checkbox', { name: permissionLabel }).check();
  await dialog.getByRole('button', { name: 'Save role' }).click();
  await page.getByText(`The role ${name} was saved.`).waitFor();
  await card.getByText(permissionLabel).waitFor();
  await card.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: `Delete the role ${name}?` })
    .getByRole('button', { name: 'Delete role' })
    .click();
  await page.getByText(`The role ${name} was deleted.`).waitFor();
  await card.waitFor({ state: 'detached' });
}
