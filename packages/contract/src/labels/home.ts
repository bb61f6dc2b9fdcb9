// Home page: banner slider, popular categories, product strips, campaigns, newsletter.
export const homeLabels = {
  lbl_home_heading:
    'Bazaar: shop apparel, fragrance, accessories, cosmetics, footwear and home decor',
  lbl_home_meta_description:
    'Shop the latest apparel, fragrance, accessories, cosmetics, footwear and home decor at Bazaar, with offers on popular products.',
  lbl_home_banners: 'Featured offers',
  lbl_home_slide: 'Slide {n} of {total}',
  lbl_home_prev_slide: 'Previous slide',
  lbl_home_next_slide: 'Next slide',
  lbl_home_goto_slide: 'Go to slide {n}',
  lbl_home_pause: 'Pause slideshow',
  lbl_home_play: 'Play slideshow',
  lbl_home_popular_categories: 'Popular Categories',
  lbl_home_products_count: '{n} products',
  lbl_home_recent_products: 'Recent Products',
  lbl_home_popular_products: 'Popular Products',
  lbl_home_view_all: 'View all',
  lbl_home_campaigns: 'Offers & Campaigns',
  lbl_home_campaign_cta: 'Shop the offer',
  lbl_home_newsletter_title: 'Subscribe to our newsletter',
  lbl_home_newsletter_text: 'New arrivals, offers and campaigns, straight to your inbox.',
  lbl_home_newsletter_label: 'Email address',
  lbl_home_newsletter_placeholder: 'you@example.com',
  lbl_home_subscribe: 'Subscribe',
} as const satisfies Record<string, string>;
