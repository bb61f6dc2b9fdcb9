// What the provider's storefront needs to find on a fresh server before its screens can be
// judged: a shopper with a cash-on-delivery order, a cart line the server accepts (a product at
// full price, so its checkout shows the coupon row), a coupon that applies, a campaign.
import { ENDPOINTS, endpointPath, type EndpointKey } from '@bazaar/contract/endpoints';

interface Envelope {
  statusCode: number;
  data: string;
  errorMessage: string;
  /** The session token, on a login's envelope. */
  token?: string;
}

export interface CartLine {
  ProductId: number;
  productSelectedAttributes: {
    ProductId: number;
    ProductAttributeID: number;
    PrimaryKeyValue: number;
  }[];
  Quantity: number;
  ShippingCharges: number;
  DefaultImage: string;
}

export interface BenchData {
  email: string;
  password: string;
  product: { id: number; name: string; category: string; image: string };
  line: CartLine;
  campaign: { id: number; title: string } | null;
  coupon: { code: string; shopperPays: number } | null;
}

type Row = Record<string, unknown>;

export function apiCaller(apiUrl: string) {
  let auth = { Token: '', UserID: '' };
  let lastToken = '';
  const call = async <T = Row[]>(key: EndpointKey, params: Row): Promise<T> => {
    const response = await fetch(`${apiUrl}${endpointPath(ENDPOINTS[key])}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Accept: 'application/json', ...auth },
      body: JSON.stringify({ requestParameters: params }),
    });
    const envelope = (await response.json()) as Envelope;
    if (!response.ok || envelope.statusCode !== 200) {
      throw new Error(
        `${key}: HTTP ${response.status}, ${envelope.statusCode} ${envelope.errorMessage}`,
      );
    }
    lastToken = envelope.token ?? lastToken;
    return JSON.parse(envelope.data) as T;
  };
  const logIn = (userId: number) => (auth = { Token: lastToken, UserID: String(userId) });
  return { call, logIn };
}

const slug = (text: string) => text.replace(/\s+/g, '-');

export async function prepareData(apiUrl: string): Promise<BenchData> {
  const api = apiCaller(apiUrl);
  const email = `provider.bench.${Date.now()}@example.in`;
  const password = 'Bench-Pass-2026';
  await api.call('signupUser', {
    FirstName: 'Meera',
    LastName: 'Iyer',
    EmailAddress: email,
    Password: password,
    MobileNo: '',
    PostalCode: '',
    AddressLineOne: '7 Residency Road, Bengaluru',
    CountryID: -999,
    StateProvinceId: -999,
    CityId: -999,
  });
  const [user] = await api.call<{ UserID: number }[]>('getUserLogin', {
    Email: email,
    Password: password,
  });
  if (!user) throw new Error('the bench shopper could not log in');
  api.logIn(user.UserID);

  const products = await api.call('getAllProducts', { PageNo: 1, PageSize: 100 });
  let found: { product: BenchData['product']; line: CartLine; total: number } | null = null;
  for (const row of products) {
    if (row.DiscountedPrice !== null) continue;
    const id = Number(row.ProductId);
    const attributes = await api.call('getProductAttributes', { ProductId: id });
    const chosen = new Map<number, CartLine['productSelectedAttributes'][number]>();
    for (const option of attributes) {
      const attribute = Number(option.ProductAttributeID);
      if (option.IsRequiredAttribute && !chosen.has(attribute)) {
        chosen.set(attribute, {
          ProductId: id,
          ProductAttributeID: attribute,
          PrimaryKeyValue: Number(option.PrimaryKeyValue),
        });
      }
    }
    const image = (row.ProductImagesJson as { AttachmentURL: string }[])[0]?.AttachmentURL ?? '';
    const line = {
      ProductId: id,
      productSelectedAttributes: [...chosen.values()],
      Quantity: 1,
      ShippingCharges: 0,
      DefaultImage: image,
    };
    const cart = await api
      .call<{ isValid?: boolean; orderTotal: number; productsData: Row[] }>('getCartItems', {
        cartJsonData: JSON.stringify([line]),
      })
      .catch(() => null);
    if (!cart || cart.isValid === false || cart.productsData[0]?.IsDigitalProduct) continue;
    const product = {
      id,
      name: String(row.ProductName),
      category: String(row.CategoryName),
      image,
    };
    found = { product, line, total: cart.orderTotal };
    break;
  }
  if (!found) throw new Error('no full-price physical product could be put in a cart');

  let coupon: BenchData['coupon'] = null;
  for (const code of ['WELCOME10', 'FLAT200']) {
    const answer = await api.call<Row>('getCouponDiscount', {
      CouponCode: code,
      cartJsonData: JSON.stringify([found.line]),
    });
    const discount = Number(answer.DiscountAmount ?? 0);
    if (discount > 0) {
      coupon = { code, shopperPays: Math.round((found.total - discount) * 100) / 100 };
      break;
    }
  }
  await api.call('postCustomerOrder', {
    UserID: user.UserID,
    OrderNote: '',
    cartJsonData: JSON.stringify([found.line]),
    CouponCode: '',
    PaymentMethod: 6,
    paymentToken: '',
    payPalOrderConfirmJson: '{}',
    recordValueJson: '[]',
  });
  const [campaign] = await api.call('getCampaignList', { PageNo: 1, PageSize: 10 }).catch(() => []);
  return {
    email,
    password,
    product: {
      ...found.product,
      name: slug(found.product.name),
      category: slug(found.product.category),
    },
    line: found.line,
    campaign: campaign
      ? { id: Number(campaign.CampaignId), title: slug(String(campaign.MainTitle)) }
      : null,
    coupon,
  };
}
