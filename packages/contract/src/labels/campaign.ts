// Campaign page chrome; the campaign's own titles and body come from the server as they are.
export const campaignLabels = {
  lbl_campaign_title: 'Campaign',
  lbl_campaign_meta: 'Current offers and campaigns at Bazaar.',
  lbl_campaign_loading: 'Loading offer…',
  lbl_campaign_shop: 'Shop the collection',
  lbl_campaign_more: 'Browse all products',
  lbl_campaign_not_found_title: 'Campaign not found',
  lbl_campaign_not_found_text:
    'This offer may have ended, or the link is not quite right. Have a look at what is in store today.',
  lbl_campaign_error_text: 'We could not load this offer right now. Please try again.',
  lbl_campaign_retry: 'Try again',
  lbl_campaign_back_home: 'Back to home',
} as const satisfies Record<string, string>;
