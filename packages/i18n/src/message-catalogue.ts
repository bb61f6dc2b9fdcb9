// Every text the server may answer as an envelope's messageId (docs/wire-contract.md): the §8
// messages, the server's own errors, the order and payment outcomes and the §5 field rules.
// Server and web say the same id and parameters with `say`, so no side re-derives a message
// from another language's words.
import { ADDRESS_TEXTS } from './address-texts.ts';
import { AFTER_SALES_TEXTS } from './after-sales-texts.ts';
import { CONSOLE_TEXTS } from './console-texts.ts';
import { FIELD_RULE_TEXTS } from './fields.ts';
import { MESSAGE_TEXTS } from './messages.ts';
import { ORDER_TEXTS } from './order-texts.ts';
import { REVIEW_TEXTS } from './review-texts.ts';
import { SAVED_CART_TEXTS } from './saved-cart.ts';
import { SERVER_ERROR_TEXTS } from './server-errors.ts';
import { fill, type Lang, type Params, type Text } from './text.ts';

/** The groups of the catalogue; their ids are unique across groups (message-catalogue.test.ts). */
export const MESSAGE_GROUPS = [
  MESSAGE_TEXTS,
  SERVER_ERROR_TEXTS,
  ORDER_TEXTS,
  FIELD_RULE_TEXTS,
  SAVED_CART_TEXTS,
  ADDRESS_TEXTS,
  AFTER_SALES_TEXTS,
  REVIEW_TEXTS,
  CONSOLE_TEXTS,
] as const;

const CATALOGUE: Readonly<Record<MessageId, Text>> = Object.fromEntries(
  MESSAGE_GROUPS.flatMap((group) => Object.entries(group)),
) as Record<MessageId, Text>;

export type MessageId =
  | keyof typeof MESSAGE_TEXTS
  | keyof typeof SERVER_ERROR_TEXTS
  | keyof typeof ORDER_TEXTS
  | keyof typeof FIELD_RULE_TEXTS
  | keyof typeof SAVED_CART_TEXTS
  | keyof typeof ADDRESS_TEXTS
  | keyof typeof AFTER_SALES_TEXTS
  | keyof typeof REVIEW_TEXTS
  | keyof typeof CONSOLE_TEXTS;

/** Every id, for tests and for the web's check of what a server sent. */
export const MESSAGE_IDS = Object.keys(CATALOGUE) as MessageId[];

/**
 * A parameter: a number or code said the same in every language, or a text in each language
 * (a product's name from the catalogue, a field's label) picked when the message is said.
 */
export type MessageParam = string | number | Text;

export interface Message {
  readonly id: MessageId;
  readonly params?: Readonly<Record<string, MessageParam>>;
}

export function isMessageId(value: unknown): value is MessageId {
  return typeof value === 'string' && Object.hasOwn(CATALOGUE, value);
}

/** The parameters in one language: what the envelope's messageParams carries. */
export function paramsIn(lang: Lang, params: Message['params']): Params {
  const said: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    said[name] = typeof value === 'object' ? value[lang] : value;
  }
  return said;
}

/** The message in the language: say('ar', { id: 'soldOut', params: { product } }). */
export function say(lang: Lang, { id, params }: Message): string {
  return fill(lang, CATALOGUE[id][lang], paramsIn(lang, params));
}
