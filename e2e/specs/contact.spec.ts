// Contact us: the shared field checker's messages appear one at a time in field order (spec §5),
// in the shopper's language; a valid message is confirmed (spec §8) and really stored.
import { LABELS } from '@bazaar/contract/labels';
import { MESSAGES } from '@bazaar/contract/messages';
import { FORM_RULES, checkField } from '@bazaar/contract/validation';
import type { Page } from '@playwright/test';
import { contactMessagesFrom, uniqueEmail } from '../db.ts';
import { expect, test } from '../fixtures.ts';
import { toast } from '../ui.ts';
import type { Lang } from '@bazaar/i18n/text';

const rule = (name: (typeof FORM_RULES.contact)[number]['name']) => {
  const found = FORM_RULES.contact.find((r) => r.name === name);
  if (!found) throw new Error(`no contact rule ${name}`);
  return found;
};
/** The exact message the shared checker gives for a value, e.g. 'Name is required'. */
const messageFor = (name: Parameters<typeof rule>[0], value: string, lang: Lang = 'en') =>
  checkField({ ...rule(name), value }, lang) ?? '';

function form(page: Page) {
  return {
    name: page.getByLabel(LABELS.Contact.lbl_contact_name, { exact: true }),
    email: page.getByLabel(LABELS.Contact.lbl_contact_email, { exact: true }),
    phone: page.getByLabel(LABELS.Contact.lbl_contact_phone, { exact: true }),
    subject: page.getByLabel(LABELS.Contact.lbl_contact_subject, { exact: true }),
    message: page.getByLabel(LABELS.Contact.lbl_contact_message, { exact: true }),
    submit: page.getByRole('button', { name: LABELS.Contact.lbl_contact_submit }),
  };
}

test('contact page shows the form, the static contact details and opening hours', async ({
  page,
}) => {
  await page.goto('/en/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    LABELS.Contact.lbl_contact_title,
  );
  const f = form(page);
  for (const field of [f.name, f.email, f.phone, f.subject, f.message])
    await expect(field).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Monday To Sunday (24X7)');
});

test('each field is checked in order, then a valid message is sent and stored', async ({
  page,
}) => {
  const email = uniqueEmail('contact');
  await page.goto('/en/contact-us');
  const f = form(page);

  // Messages come from the contract's checker, so they are the exact spec §5 texts.
  const expectMessage = async (text: string) => {
    await f.submit.click();
    await expect(toast(page, 'error', text)).toBeVisible();
  };

  await expectMessage(messageFor('FullName', ''));
  expect(messageFor('FullName', '')).toBe('Name is required');

  await f.name.fill('Asha Verma');
  await expectMessage('Email is required');

  await f.email.fill('asha.example.com');
  await expectMessage('Please enter valid email address');

  await f.email.fill(email);
  await expectMessage('Phone Number is required');

  // The field stops typing at 20 characters; a value put there another way (autofill, a script)
  // must still be refused by the check, so the attribute is removed to enter 21 digits.
  await expect(f.phone).toHaveAttribute('maxlength', String(rule('PhoneNumber').max));
  await f.phone.evaluate((input) => input.removeAttribute('maxlength'));
  await f.phone.fill('9'.repeat(21));
  await expectMessage('Phone Number max length should be 20 characters');

  await f.phone.fill('+91 98200 12345');
  await expectMessage('Subject is required');

  await f.subject.fill('Size exchange');
  await expectMessage('Your Message is required');

  await f.message.fill('Can I exchange the kurta for a size L?');
  await f.submit.click();
  await expect(toast(page, 'success', MESSAGES.contactSuccess)).toBeVisible();
  // The form is cleared for the next message.
  await expect(f.name).toHaveValue('');

  const rows = await contactMessagesFrom(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    full_name: 'Asha Verma',
    phone_number: '+91 98200 12345',
    subject: 'Size exchange',
    message: 'Can I exchange the kurta for a size L?',
  });
});

test('whitespace-only fields count as empty', async ({ page }) => {
  await page.goto('/en/contact-us');
  const f = form(page);
  await f.name.fill('   ');
  await f.submit.click();
  await expect(toast(page, 'error', 'Name is required')).toBeVisible();
});

test('an Arabic shopper is told in Arabic which field is missing or wrong', async ({
  page,
  api,
}) => {
  const arabic = await api.labels('Contact', 'ar');
  const label = (id: keyof typeof LABELS.Contact) => arabic.get(id) ?? LABELS.Contact[id];
  await page.goto('/ar/contact-us');
  const submit = page.getByRole('button', { name: label('lbl_contact_submit') });

  await submit.click();
  const nameRequired = checkField({ ...rule('FullName'), value: '' }, 'ar');
  expect(nameRequired).toBe('الاسم مطلوب');
  await expect(toast(page, 'error', nameRequired ?? '')).toBeVisible();
  await expect(page.getByLabel(label('lbl_contact_name'), { exact: true })).toBeFocused();

  await page.getByLabel(label('lbl_contact_name'), { exact: true }).fill('أسماء');
  await page.getByLabel(label('lbl_contact_email'), { exact: true }).fill('asma.example.com');
  await submit.click();
  await expect(toast(page, 'error', messageFor('Email', 'asma', 'ar'))).toBeVisible();
});
