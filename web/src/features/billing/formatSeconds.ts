import { formatDate } from '../../lib/formatDate';

/** Billing instants are epoch seconds (as the provider keeps them); shown like every other date. */
export const formatSeconds = (seconds: number) => formatDate(new Date(seconds * 1000).toISOString());
