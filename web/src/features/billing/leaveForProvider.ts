/**
 * Sends the person to the payment provider's hosted page (checkout, card details). The one place
 * that leaves the app, so specs can stand in for it: jsdom cannot navigate.
 */
export const leaveForProvider = (url: string) => window.location.assign(url);
