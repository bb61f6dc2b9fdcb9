// Recorded Stripe answers (fixtures/, shapes as api.stripe.com returns them), served through
// nock to the SDK's own node:https requests.
import nock from 'nock';
import { fixturesBeside, useRecordedAnswers } from '../recorded-answers.test-support.ts';

export const STRIPE_API = 'https://api.stripe.com';
export const stripeFixture = fixturesBeside(import.meta.url);
export const useRecordedStripe = () => useRecordedAnswers('Stripe');
export const stripeApi = () => nock(STRIPE_API);
