// CONTACT_US: true when the shop saved the message. Failures are not toasted by the client
// because the contact page shows its own generic message for every kind of failure (spec §8).
import { callApi } from '../../../api/client.ts';
import { isContactSaved, type ContactValues } from '../contact-form.ts';

export async function sendContactMessage(params: ContactValues): Promise<boolean> {
  const result = await callApi('contactUs', params);
  return result.ok && isContactSaved(result.data);
}
