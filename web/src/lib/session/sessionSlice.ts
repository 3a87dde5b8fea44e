import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

// Who is signed in, as far as the client knows: the stored token (the user document is server
// state, in react-query). `signingOut` is set while the logout call is on its way, so the
// notification socket closes first and never reacts to the server ending the session.
export interface SessionState {
  token: string | null;
  signingOut: boolean;
}

const initialState: SessionState = { token: null, signingOut: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string }>) {
      state.token = action.payload.token;
      state.signingOut = false;
    },
    signingOut(state) {
      state.signingOut = true;
    },
    signedOut(state) {
      state.token = null;
      state.signingOut = false;
    },
  },
  selectors: {
    selectIsSignedIn: (state) => state.token !== null,
  },
});

export const { signedIn, signingOut, signedOut } = sessionSlice.actions;
export const { selectIsSignedIn } = sessionSlice.selectors;
