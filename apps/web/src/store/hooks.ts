// Typed hooks: components use these, never the untyped react-redux ones.
import { useDispatch, useSelector } from 'react-redux';
import type { RegisteredDispatch, RegisteredState } from './registry.ts';

export const useAppDispatch = useDispatch.withTypes<RegisteredDispatch>();
export const useAppSelector = useSelector.withTypes<RegisteredState>();
