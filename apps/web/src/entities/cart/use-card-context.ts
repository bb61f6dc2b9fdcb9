// useCardContext(): what the card actions (card-actions.ts) need to run, always the latest. A ref,
// so an action whose code loads after the click still sees the cart as it is then, not as it was
// when the click's component rendered. Imports card-actions.ts only as a type: the actions
// themselves stay in the chunk that loads on the first click.
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../i18n/language.ts';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import type { CardContext } from './card-actions.ts';
import { selectCart } from './cart-slice.ts';

export function useCardContext(): { readonly current: CardContext } {
  const lang = useLanguage();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const context = useRef<CardContext>({ lang, navigate, dispatch, cart });
  context.current = { lang, navigate, dispatch, cart };
  return context;
}
