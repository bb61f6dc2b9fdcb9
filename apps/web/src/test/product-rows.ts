// A product list row as the server answers it (get-all-products, the popular list …), for web
// tests: a discounted saree with one picture, changed where a test needs to.
export const productRow = (id: number, name: string, extra: object = {}) => ({
  ProductId: id,
  ProductName: name,
  CategoryName: 'Sarees',
  Price: 2000,
  DiscountedPrice: 1500,
  DiscountId: null,
  IsDiscountCalculated: true,
  CouponCode: null,
  Rating: null,
  ProductImagesJson: [{ AttachmentURL: '/files/images/p.svg', ColorID: null }],
  TotalRecords: 12,
  ...extra,
});
