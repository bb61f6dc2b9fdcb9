// The label ids the provider's storefront reads (public source: Npounengnong/CobraXTalisman and its
// localized fork vlyd04/noors1), by the page entity it asks for, with its English text and our
// Arabic. Seeded beside Bazaar's own labels (labels.ts) so that storefront shows Arabic under /ar/ too.
// Entities it asks for but reads no id of (Home, About, Campaign, Navbar, ResetPassword, …) have
// no entry. BestFacilities (87) reads the very ids Bazaar's facility strip uses, so it is served
// from Bazaar's own labels (labels/best-facilities.ts).
import type { Texts } from './text.ts';
import { allProductsProviderTexts } from './provider-labels/all-products.ts';
import { becomeVendorProviderTexts } from './provider-labels/become-vendor.ts';
import { cartProviderTexts } from './provider-labels/cart.ts';
import { checkoutProviderTexts } from './provider-labels/checkout.ts';
import { contactProviderTexts } from './provider-labels/contact.ts';
import { faqProviderTexts } from './provider-labels/faq.ts';
import { footerProviderTexts } from './provider-labels/footer.ts';
import { loginUserModalProviderTexts } from './provider-labels/login-user-modal.ts';
import { loginProviderTexts } from './provider-labels/login.ts';
import { megaMenuProviderTexts } from './provider-labels/mega-menu.ts';
import { newProductsProviderTexts } from './provider-labels/new-products.ts';
import { ordersHistoryProviderTexts } from './provider-labels/orders-history.ts';
import { popularCategoriesProviderTexts } from './provider-labels/popular-categories.ts';
import { popularProductsProviderTexts } from './provider-labels/popular-products.ts';
import { productDetailProviderTexts } from './provider-labels/product-detail.ts';
import { productsGridProviderTexts } from './provider-labels/products-grid.ts';
import { relatedProductsProviderTexts } from './provider-labels/related-products.ts';
import { sidebarFilterProviderTexts } from './provider-labels/sidebar-filter.ts';
import { signupProviderTexts } from './provider-labels/signup.ts';
import { subscribeNewsletterProviderTexts } from './provider-labels/subscribe-newsletter.ts';
import { topHeaderProviderTexts } from './provider-labels/top-header.ts';
import { updateProfileProviderTexts } from './provider-labels/update-profile.ts';
import { wishlistProviderTexts } from './provider-labels/wishlist.ts';

/** By page entity name, as LABEL_TEXTS. */
export const PROVIDER_LABEL_TEXTS = {
  Cart: cartProviderTexts,
  Checkout: checkoutProviderTexts,
  Contact: contactProviderTexts,
  Faq: faqProviderTexts,
  Login: loginProviderTexts,
  AllProducts: allProductsProviderTexts,
  ProductDetail: productDetailProviderTexts,
  OrdersHistory: ordersHistoryProviderTexts,
  Signup: signupProviderTexts,
  UpdateProfile: updateProfileProviderTexts,
  Footer: footerProviderTexts,
  MegaMenu: megaMenuProviderTexts,
  TopHeader: topHeaderProviderTexts,
  LoginUserModal: loginUserModalProviderTexts,
  Wishlist: wishlistProviderTexts,
  NewProducts: newProductsProviderTexts,
  PopularProducts: popularProductsProviderTexts,
  ProductsGridTypeOne: productsGridProviderTexts,
  RelatedProducts: relatedProductsProviderTexts,
  PopularCategories: popularCategoriesProviderTexts,
  SiteLeftSidebarFilter: sidebarFilterProviderTexts,
  SubscribeNewsLetter: subscribeNewsletterProviderTexts,
  BecomeVendor: becomeVendorProviderTexts,
} as const satisfies Readonly<Record<string, Texts>>;
