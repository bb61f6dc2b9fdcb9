// The addresses feature's front door: what placing an order and reading one use.
//
//   deliveryAddressFor(db, { userId, addressId, shipsSomething }): the address to freeze on an
//     order (400 orderAddressMissing / orderAddressInvalid / addressNotFound), null when all-digital.
//   keepOrderDeliveryAddress(trx, orderId, address): freezes it on the written order.
//   findOrderDeliveryAddress(db, orderId): the frozen DeliveryAddress, or null.
//   checkProfileAddress(db, address) / addProfileAddress(trx, userId, address): sign-up's address
//     checked by the Indian rules and made the first, default entry.
export {
  deliveryAddressFor,
  findOrderDeliveryAddress,
  keepOrderDeliveryAddress,
} from './order-address.ts';
export { addProfileAddress, checkProfileAddress, type ProfileAddress } from './profile-address.ts';
