// The shop's console in journeys: the first owner made by the operator command, an order placed
// by a shopper through the API (cash on delivery), a seller request made as the storefront does.
import { expect, type APIRequestContext } from '@playwright/test';
import { ENDPOINTS, endpointPath, type EndpointKey } from '@bazaar/contract/endpoints';
import type { Envelope } from '@bazaar/contract/envelope';
import { signedUpShopper } from './accounts.ts';
import { admin } from './admin.ts';
import type { Api } from './api.ts';
import { sellableProducts } from './checkout.ts';
import { uniqueEmail } from './db.ts';

/** `npm run admin -- staff add … --role owner`: the e-mail and the password it printed once. */
export async function firstOwner(prefix: string) {
  const email = uniqueEmail(prefix);
  const printed = await admin(
    'staff',
    'add',
    '--email',
    email,
    '--role',
    'owner',
    '--name',
    'Owner',
  );
  const password = /Password \(shown only now; keep it safe\): (\S+)/.exec(printed)?.[1];
  if (!password) throw new Error(`no password printed:\n${printed}`);
  return { email, password };
}

async function post(
  request: APIRequestContext,
  key: EndpointKey,
  params: Record<string, unknown>,
  headers: Record<string, string> = { Token: '', UserID: '' },
): Promise<{ data: unknown; envelope: Envelope }> {
  const response = await request.post(endpointPath(ENDPOINTS[key]), {
    data: { requestParameters: params },
    headers,
  });
  const envelope = (await response.json()) as Envelope;
  expect(envelope.statusCode, `${key}: ${envelope.errorMessage}`).toBe(200);
  return { data: JSON.parse(envelope.data) as unknown, envelope };
}

/** A new shopper's cash-on-delivery order of one product; answers its number. */
export async function placedOrder(api: Api, request: APIRequestContext, skip: number) {
  const shopper = await signedUpShopper(api, 'console-buyer');
  const login = await post(request, 'getUserLogin', {
    Email: shopper.email,
    Password: shopper.password,
  });
  const userId = String((login.data as { UserID: number }[])[0]?.UserID ?? '');
  const headers = { Token: login.envelope.token ?? '', UserID: userId };
  const lines = await sellableProducts(api, request, 1, { skip });
  const placed = await post(
    request,
    'postCustomerOrder',
    {
      UserID: userId,
      OrderNote: '',
      CouponCode: '',
      PaymentMethod: '6',
      paymentToken: '',
      payPalOrderConfirmJson: '{}',
      recordValueJson: '[]',
      cartJsonData: JSON.stringify(lines),
    },
    headers,
  );
  return (placed.data as { OrderNumber: string }[])[0]?.OrderNumber ?? '';
}

/** A seller request as the storefront's form sends it; answers the requester's e-mail. */
export async function sellerRequest(request: APIRequestContext, lang: 'en' | 'ar') {
  const email = uniqueEmail(`console-seller-${lang}`);
  await post(request, 'createVendorRequest', {
    FirstName: 'Kavya',
    LastName: 'Menon',
    EmailAddress: email,
    Password: 'seller-Pass-12',
    ConfirmPassword: 'seller-Pass-12',
    MobileNo: '+91 98450 54321',
    AddressLineOne: '12 MG Road',
    PostalCode: '560001',
    CountryID: 0,
    StateProvinceId: 0,
    CityId: 0,
    languageCode: lang,
  });
  return email;
}
