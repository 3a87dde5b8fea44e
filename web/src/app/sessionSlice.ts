import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

// Who is signed in, as far as the client knows. For now a stored token is the whole story;
// the current user document arrives with the accounts issue.
export interface SessionState {
  token: string | null;
}

const initialState: SessionState = { token: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string }>) {
      state.token = action.payload.token;
    },
    signedOut(state) {
      state.token = null;
    },
  },
  selectors: {
    selectIsSignedIn: (state) => state.token !== null,
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
export const { selectIsSignedIn } = sessionSlice.selectors;
