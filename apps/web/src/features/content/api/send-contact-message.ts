// CONTACT_US: `send` resolves true when the shop saved the message. Failures are not toasted by
// the client because the contact page shows its own generic message for every kind of failure
// (spec §8); the loading overlay is up while the message is on its way.
import { useMutation } from '../../../lib/use-mutation.ts';
import { isContactSaved, type ContactValues } from '../contact-form.ts';

export function useSendContactMessage() {
  const { mutate, pending } = useMutation('contactUs', { overlay: true });
  const send = async (params: ContactValues): Promise<boolean> => {
    const result = await mutate(params);
    return result.ok && isContactSaved(result.data);
  };
  return { send, sending: pending };
}
