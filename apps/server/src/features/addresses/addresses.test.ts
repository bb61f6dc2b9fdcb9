// The address book through the real app, per dialect: CRUD of one's own addresses only, the
// Indian rules on save, and an order that keeps a frozen copy of where it ships.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressRow, SavedAddressAnswer } from '@bazaar/contract/schemas/address-book';
import { DIALECTS } from '../../test/databases.ts';
import { punePlaces } from '../../test/delivery-addresses.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import {
  cartOf,
  createShopper,
  placeOrderAs,
  productWithStock,
  someProduct,
  type Shopper,
} from '../orders/orders.test-support.ts';
import { findOrderDeliveryAddress } from './index.ts';

describe.each(DIALECTS)('the address book on %s', (dialect) => {
  const t = useTestApp(dialect);
  let asha: Shopper;
  let ravi: Shopper;
  let places: Awaited<ReturnType<typeof punePlaces>>;

  beforeAll(async () => {
    asha = await createShopper(t.db);
    ravi = await createShopper(t.db);
    places = await punePlaces(t.db);
  });

  const gift = () => ({
    FullName: 'Meera Iyer',
    MobileNo: '+91 99887 76655',
    PinCode: '411004',
    AddressLine1: '3 Prabhat Road',
    AddressLine2: 'Erandwane',
    CountryId: places.countryId,
    StateProvinceId: places.stateId,
    CityId: places.cityId,
  });
  const book = async (who: Shopper) =>
    (await call<AddressRow[]>(t.app, 'getCustomerAddresses', {}, who.headers)).data;
  const save = (who: Shopper, fields: Record<string, unknown>) =>
    call<SavedAddressAnswer>(t.app, 'saveCustomerAddress', fields, who.headers);

  it('adds, edits, makes default and deletes an address, storing the mobile as 10 digits', async () => {
    const added = await save(asha, gift());
    expect(added.status).toBe(200);
    const row = added.data.Addresses.find((a) => a.AddressId === added.data.AddressId);
    expect(row).toMatchObject({
      FullName: 'Meera Iyer',
      MobileNo: '9988776655',
      CityName: 'Pune',
      StateName: 'Maharashtra',
      CountryName: 'India',
      IsDefault: false,
      IsDeliverable: true,
    });
    const edited = await save(asha, {
      ...gift(),
      AddressId: added.data.AddressId,
      PinCode: '411038',
    });
    expect(edited.data.Addresses.find((a) => a.AddressId === added.data.AddressId)?.PinCode).toBe(
      '411038',
    );
    const made = await call<AddressRow[]>(
      t.app,
      'setDefaultCustomerAddress',
      { AddressId: added.data.AddressId },
      asha.headers,
    );
    expect(made.data.filter((a) => a.IsDefault).map((a) => a.AddressId)).toEqual([
      added.data.AddressId,
    ]);
    const left = await call<AddressRow[]>(
      t.app,
      'deleteCustomerAddress',
      { AddressId: added.data.AddressId },
      asha.headers,
    );
    expect(left.data).toHaveLength(1);
    expect(left.data[0]?.IsDefault).toBe(true);
  });

  it("refuses another shopper's address, and a caller without a session", async () => {
    const [ashas] = await book(asha);
    const id = ashas?.AddressId;
    for (const key of ['deleteCustomerAddress', 'setDefaultCustomerAddress'] as const) {
      const { status, envelope } = await call(t.app, key, { AddressId: id }, ravi.headers);
      expect([status, envelope.messageId]).toEqual([404, 'addressNotFound']);
    }
    const edit = await save(ravi, { ...gift(), AddressId: id });
    expect([edit.status, edit.envelope.messageId]).toEqual([404, 'addressNotFound']);
    expect((await book(asha))[0]?.FullName).toBe('Asha Rao');
    const visitor = await call(t.app, 'getCustomerAddresses', {});
    expect(visitor.status).toBe(401);
  });

  it('refuses a PIN of another state and a bad mobile with a 400 naming the problem', async () => {
    const delhiPin = await save(asha, { ...gift(), PinCode: '110001' });
    expect([delhiPin.status, delhiPin.envelope.messageId]).toEqual([
      400,
      'addressPinStateMismatch',
    ]);
    expect(delhiPin.envelope.errorMessage).toContain('Maharashtra');
    const arabic = await save(asha, { ...gift(), MobileNo: '12345', languageCode: 'ar' });
    expect([arabic.status, arabic.envelope.messageId]).toEqual([400, 'addressMobileInvalid']);
    expect(arabic.envelope.errorMessage).toMatch(/[\u0600-\u06FF]/);
    const fourDigits = await save(asha, { ...gift(), PinCode: '4110' });
    expect(fourDigits.envelope.messageId).toBe('addressPinInvalid');
  });

  it('keeps at most 20 addresses', async () => {
    const shopper = await createShopper(t.db);
    for (let i = 1; i < 20; i += 1) expect((await save(shopper, gift())).status).toBe(200);
    const one = await save(shopper, gift());
    expect([one.status, one.envelope.messageId]).toEqual([400, 'addressBookFull']);
  });

  it('freezes the chosen address on the order: a later edit does not change it', async () => {
    const product = await productWithStock(t.db, 10);
    const saved = await save(asha, gift());
    const placed = await placeOrderAs(t.app, asha, {
      cartJsonData: cartOf([product.id, 1]),
      AddressId: saved.data.AddressId,
    });
    expect(placed.status).toBe(200);
    const orderId = placed.data[0]?.OrderId ?? 0;
    await save(asha, { ...gift(), AddressId: saved.data.AddressId, FullName: 'Someone Else' });
    expect(await findOrderDeliveryAddress(t.db, orderId)).toMatchObject({
      fullName: 'Meera Iyer',
      mobile: '9988776655',
      pinCode: '411004',
      line1: '3 Prabhat Road',
      line2: 'Erandwane',
      cityName: 'Pune',
      stateName: 'Maharashtra',
      countryName: 'India',
      cityNameAr: 'بونه',
    });
  });

  it('uses the default address when the order names none (the provider’s storefront)', async () => {
    const product = await productWithStock(t.db, 10);
    const placed = await placeOrderAs(t.app, ravi, { cartJsonData: cartOf([product.id, 1]) });
    expect(placed.status).toBe(200);
    expect((await findOrderDeliveryAddress(t.db, placed.data[0]?.OrderId ?? 0))?.fullName).toBe(
      'Asha Rao',
    );
  });

  it('refuses an order that ships with no address or a broken one (400), not a digital one', async () => {
    const product = await productWithStock(t.db, 10);
    const bare = await createShopper(t.db);
    await t.db.deleteFrom('user_addresses').where('user_id', '=', bare.id).execute();
    const order = (who: Shopper, productId: number) =>
      placeOrderAs(t.app, who, { cartJsonData: cartOf([productId, 1]) });
    const none = await order(bare, product.id);
    expect([none.status, none.envelope.messageId]).toEqual([400, 'orderAddressMissing']);
    await t.db
      .insertInto('user_addresses')
      .values({
        user_id: bare.id,
        full_name: 'x',
        mobile: '',
        pin_code: '',
        line1: 'x',
        is_default: 1,
      })
      .execute();
    const broken = await order(bare, product.id);
    expect([broken.status, broken.envelope.messageId]).toEqual([400, 'orderAddressInvalid']);
    const digital = await someProduct(t.db, true);
    const ebook = await order(bare, digital.id);
    expect(ebook.status).toBe(200);
    expect(await findOrderDeliveryAddress(t.db, ebook.data[0]?.OrderId ?? 0)).toBeNull();
  });

  it("checks sign-up's PIN and mobile for India and makes its address the first entry", async () => {
    const signup = (email: string, pin: string) =>
      call(t.app, 'signupUser', {
        FirstName: 'Kavya',
        LastName: 'Nair',
        EmailAddress: email,
        Password: 'kavya-Pass-2026',
        MobileNo: '098765 43210',
        PostalCode: pin,
        AddressLineOne: '5 MG Road',
        CountryID: places.countryId,
        StateProvinceId: places.stateId,
        CityId: places.cityId,
      });
    const short = await signup('kavya.short@example.in', '4110');
    expect([short.envelope.statusCode, short.envelope.messageId]).toEqual([
      204,
      'addressPinInvalid',
    ]);
    const ok = await signup('kavya@example.in', '411001');
    expect(ok.envelope.statusCode).toBe(200);
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'kavya@example.in')
      .executeTakeFirstOrThrow();
    const entries = await t.db
      .selectFrom('user_addresses')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(entries).toMatchObject([
      { full_name: 'Kavya Nair', mobile: '9876543210', pin_code: '411001', is_default: 1 },
    ]);
  });
});
