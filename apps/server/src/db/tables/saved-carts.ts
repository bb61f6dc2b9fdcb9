// A logged-in shopper's cart and wish list (0017, issue #19 item 8).
import type { CreatedAt, Id, Timestamp, WithDefault } from './scalars.ts';

/** One cart line: a product with its exact option set. UNIQUE (user_id, choice_key). */
export interface SavedCartLinesTable {
  id: Id;
  user_id: number;
  product_id: number;
  /** cartChoiceKey of the line (@bazaar/contract/cart/line-choice). */
  choice_key: string;
  /** The line's productSelectedAttributes as JSON text. */
  options_json: string;
  quantity: number;
  default_image: string | null;
  /** Last save of the line: the latest write wins. */
  updated_at: WithDefault<Timestamp>;
}

/** One wish list product. UNIQUE (user_id, product_id). */
export interface WishListItemsTable {
  id: Id;
  user_id: number;
  product_id: number;
  size_id: number | null;
  color_id: number | null;
  quantity: WithDefault<number>;
  created_at: CreatedAt;
}
