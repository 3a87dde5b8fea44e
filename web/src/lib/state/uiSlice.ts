import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

// UI state that several components share: alert messages and the mobile menu.
// Five alert kinds: four with a meaning, and 'notice' for neutral information.
export const ALERT_KINDS = ['success', 'info', 'warning', 'error', 'notice'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export interface Alert {
  id: string;
  kind: AlertKind;
  text: string;
}

export interface UiState {
  alerts: Alert[];
  menuOpen: boolean;
}

const initialState: UiState = { alerts: [], menuOpen: false };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    alertShown: {
      reducer(state, action: PayloadAction<Alert>) {
        state.alerts.push(action.payload);
      },
      prepare(alert: { kind: AlertKind; text: string }) {
        return { payload: { id: nanoid(), ...alert } };
      },
    },
    alertDismissed(state, action: PayloadAction<string>) {
      state.alerts = state.alerts.filter((alert) => alert.id !== action.payload);
    },
    menuToggled(state) {
      state.menuOpen = !state.menuOpen;
    },
    menuClosed(state) {
      state.menuOpen = false;
    },
  },
  selectors: {
    selectAlerts: (state) => state.alerts,
    selectMenuOpen: (state) => state.menuOpen,
  },
});

export const { alertShown, alertDismissed, menuToggled, menuClosed } = uiSlice.actions;
export const { selectAlerts, selectMenuOpen } = uiSlice.selectors;
