// The console's product row (listProducts, updateProduct), shared by the list and its form.
export interface ProductRow {
  id: number;
  sku: string;
  name: string;
  nameAr: string | null;
  pricePaise: number;
  discountedPricePaise: number | null;
  stock: number;
  maxPerOrder: number;
  published: boolean;
  version: number;
}
