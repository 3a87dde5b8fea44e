import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { sessionSlice } from '../session/sessionSlice';
import { readToken } from '../tokenStorage';
import { uiSlice } from './uiSlice';

const rootReducer = combineSlices(sessionSlice, uiSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

/** The store the app starts with: signed in when a login token is stored. */
export function makeAppStore() {
  return makeStore({ session: { token: readToken(), signingOut: false } });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
