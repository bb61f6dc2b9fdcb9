// The label ids the provider's storefront reads (public source: Npounengnong/CobraXTalisman and its
// localized fork vlyd04/noors1), by the page entity it asks for, with its English text and our
// Arabic. Seeded beside Bazaar's own labels so that storefront shows Arabic under /ar/ too.
// Entities it asks for but reads no id of (Home, About, Campaign, Navbar, ResetPassword, …) have
// no entry. BestFacilities (87) reads the very ids Bazaar's facility strip uses, so it is served
// from Bazaar's own labels (@bazaar/contract/labels/best-facilities).
import { PAGE_ENTITY } from '@bazaar/contract/constants';
import type { LabelPairs } from './provider-labels/label-pair.ts';
import { allProductsLabels } from './provider-labels/all-products.ts';
import { becomeVendorLabels } from './provider-labels/become-vendor.ts';
import { cartLabels } from './provider-labels/cart.ts';
import { checkoutLabels } from './provider-labels/checkout.ts';
import { contactLabels } from './provider-labels/contact.ts';
import { faqLabels } from './provider-labels/faq.ts';
import { footerLabels } from './provider-labels/footer.ts';
import { loginUserModalLabels } from './provider-labels/login-user-modal.ts';
import { loginLabels } from './provider-labels/login.ts';
import { megaMenuLabels } from './provider-labels/mega-menu.ts';
import { newProductsLabels } from './provider-labels/new-products.ts';
import { ordersHistoryLabels } from './provider-labels/orders-history.ts';
import { popularCategoriesLabels } from './provider-labels/popular-categories.ts';
import { popularProductsLabels } from './provider-labels/popular-products.ts';
import { productDetailLabels } from './provider-labels/product-detail.ts';
import { productsGridLabels } from './provider-labels/products-grid.ts';
import { relatedProductsLabels } from './provider-labels/related-products.ts';
import { sidebarFilterLabels } from './provider-labels/sidebar-filter.ts';
import { signupLabels } from './provider-labels/signup.ts';
import { subscribeNewsletterLabels } from './provider-labels/subscribe-newsletter.ts';
import { topHeaderLabels } from './provider-labels/top-header.ts';
import { updateProfileLabels } from './provider-labels/update-profile.ts';
import { wishlistLabels } from './provider-labels/wishlist.ts';

export type { LabelPair, LabelPairs } from './provider-labels/label-pair.ts';

export const PROVIDER_LABELS: Record<number, LabelPairs> = {
  [PAGE_ENTITY.Cart]: cartLabels,
  [PAGE_ENTITY.Checkout]: checkoutLabels,
  [PAGE_ENTITY.Contact]: contactLabels,
  [PAGE_ENTITY.Faq]: faqLabels,
  [PAGE_ENTITY.Login]: loginLabels,
  [PAGE_ENTITY.AllProducts]: allProductsLabels,
  [PAGE_ENTITY.ProductDetail]: productDetailLabels,
  [PAGE_ENTITY.OrdersHistory]: ordersHistoryLabels,
  [PAGE_ENTITY.Signup]: signupLabels,
  [PAGE_ENTITY.UpdateProfile]: updateProfileLabels,
  [PAGE_ENTITY.Footer]: footerLabels,
  [PAGE_ENTITY.MegaMenu]: megaMenuLabels,
  [PAGE_ENTITY.TopHeader]: topHeaderLabels,
  [PAGE_ENTITY.LoginUserModal]: loginUserModalLabels,
  [PAGE_ENTITY.Wishlist]: wishlistLabels,
  [PAGE_ENTITY.NewProducts]: newProductsLabels,
  [PAGE_ENTITY.PopularProducts]: popularProductsLabels,
  [PAGE_ENTITY.ProductsGridTypeOne]: productsGridLabels,
  [PAGE_ENTITY.RelatedProducts]: relatedProductsLabels,
  [PAGE_ENTITY.PopularCategories]: popularCategoriesLabels,
  [PAGE_ENTITY.SiteLeftSidebarFilter]: sidebarFilterLabels,
  [PAGE_ENTITY.SubscribeNewsLetter]: subscribeNewsletterLabels,
  [PAGE_ENTITY.BecomeVendor]: becomeVendorLabels,
};
