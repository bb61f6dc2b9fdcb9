// Step 1's call, also behind step 2's "Send a new code": 'An OTP has been sent…' on success,
// otherwise the server's errorMessage (a throttle says when to try again).
import { RESPONSE_MSG } from '@bazaar/contract/messages';
import { t as message } from '@bazaar/i18n/messages';
import { useLanguage } from '../../i18n/language.ts';
import { showToast } from '../../lib/toast.ts';
import { useMutation } from '../../lib/use-mutation.ts';
import { failureText } from './account-answers.ts';
import { otpAnswered } from './reset-form.ts';

export function useSendResetCode() {
  const lang = useLanguage();
  const { mutate, pending } = useMutation('sendResetOtp', { overlay: true });
  /** True when a code is on its way; a failure has been shown already. */
  const send = async (email: string): Promise<boolean> => {
    const result = await mutate({ Email: email.trim(), languageCode: lang });
    if (otpAnswered(result, RESPONSE_MSG.otpSent)) {
      showToast('success', message(lang, 'resetStep1Success'));
      return true;
    }
    showToast('error', failureText(result, message(lang, 'genericError')));
    return false;
  };
  return { send, pending };
}
