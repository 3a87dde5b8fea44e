import { hasPermission } from '@lorewright/domain/accounts/permissions';
import type {
  CheckoutView,
  InvoicesView,
  PlanView,
  PortalView,
  PricesView,
  SubscriptionHistoryView,
  UpdatePreviewView,
  UpdateView,
} from '@lorewright/domain/billing/billing.views';
import { isLivePlan } from '@lorewright/domain/billing/planSummary';
import type { PaidElement } from '@lorewright/domain/billing/pricing';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../lib/apiClient';
import { fetchMe, meQueryKey } from '../../lib/session/api';

// Subscriptions are server state (product.md §5 Subscription). The plan and its
// history are read from the server; every change answers the plan after it. Permissions reach
// the signed-in user a moment after the plan changes (a reactor copies them to the account), so
// screens that just bought something wait for them with `awaitPermissions`.

export const billingKeys = {
  all: ['billing'] as const,
  plan: ['billing', 'plan'] as const,
  prices: ['billing', 'prices'] as const,
  history: ['billing', 'history'] as const,
  invoices: ['billing', 'invoices'] as const,
};

const fetchPlan = async () => unwrap(await apiRequest<PlanView>('GET', 'subscription/current')).plan;

/** GET subscription/current: the derived current plan (status null: never subscribed). */
export function usePlan(enabled = true) {
  return useQuery({
    queryKey: billingKeys.plan,
    queryFn: fetchPlan,
    staleTime: 0,
    enabled,
  });
}

const PLAN_POLL_MS = 1000;

/**
 * The plan, asked again every PLAN_POLL_MS until it is live: after the hosted checkout the
 * provider tells the server a moment later (a webhook), so the plan arrives after the person.
 */
export function usePlanUntilLive() {
  return useQuery({
    queryKey: billingKeys.plan,
    queryFn: fetchPlan,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && isLivePlan(query.state.data) ? false : PLAN_POLL_MS),
  });
}

/** POST payment/prices {}: unit prices by tier and product, in cents. */
export function usePrices() {
  return useQuery({
    queryKey: billingKeys.prices,
    queryFn: async () => unwrap(await apiRequest<PricesView>('POST', 'payment/prices', {})),
    staleTime: Infinity,
  });
}

/** POST user/subscriptionHistory {}: the entries, oldest first. */
export function useSubscriptionHistory() {
  return useQuery({
    queryKey: billingKeys.history,
    queryFn: async () => unwrap(await apiRequest<SubscriptionHistoryView>('POST', 'user/subscriptionHistory', {})),
    staleTime: 0,
  });
}

/** POST payment/invoices {}: the provider's invoices, newest first. */
export function useInvoices() {
  return useQuery({
    queryKey: billingKeys.invoices,
    queryFn: async () => unwrap(await apiRequest<InvoicesView>('POST', 'payment/invoices', {})).invoices,
    staleTime: 0,
  });
}

/**
 * POST payment/checkout {items}: the answer's url is the provider's hosted checkout. A refusal
 * may mean the plan changed since it was read ('You already have a plan…': bought in another
 * tab, or its payment just arrived): the plan is read again, so the page offers changing it.
 */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (items: PaidElement[]) => unwrap(await apiRequest<CheckoutView>('POST', 'payment/checkout', { items })),
    onError: () => void queryClient.invalidateQueries({ queryKey: billingKeys.plan }),
  });
}

export interface ChangeInput {
  new_items: PaidElement[];
  /**
   * Epoch seconds; the update sends the date the preview answered (the server's reading of the
   * one sent: never ahead of its clock, never before the period), so the charge is the preview's.
   */
  proration_date: number;
}

/** POST subscription/update/preview: the proration invoice (lines.data, amount_due). */
export const previewChange = async (input: ChangeInput) => unwrap(await apiRequest<UpdatePreviewView>('POST', 'subscription/update/preview', input));

export function usePreviewChange() {
  return useMutation({ mutationFn: previewChange });
}

const afterPlanChange = (queryClient: QueryClient, view: PlanView) => {
  queryClient.setQueryData(billingKeys.plan, view.plan);
  void queryClient.invalidateQueries({ queryKey: billingKeys.history });
  void queryClient.invalidateQueries({ queryKey: billingKeys.invoices });
  void queryClient.invalidateQueries({ queryKey: meQueryKey });
};

/** POST subscription/update {type, new_items, proration_date}: answers the success text and the plan. */
export function useUpdateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ChangeInput & { type: 'upgrade' | 'downgrade' }) => unwrap(await apiRequest<UpdateView>('POST', 'subscription/update', input)),
    onSuccess: (view) => afterPlanChange(queryClient, view),
  });
}

/** POST subscription/cancel {}: the plan ends at the end of the paid period. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await apiRequest<PlanView>('POST', 'subscription/cancel', {})),
    onSuccess: (view) => afterPlanChange(queryClient, view),
  });
}

/** POST subscription/undoCancel {}: the plan renews again. */
export function useUndoCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await apiRequest<PlanView>('POST', 'subscription/undoCancel', {})),
    onSuccess: (view) => afterPlanChange(queryClient, view),
  });
}

/** POST payment/portal {}: the provider's page for card details (the caller sends the person to url). */
export function useOpenPortal() {
  return useMutation({ mutationFn: async () => unwrap(await apiRequest<PortalView>('POST', 'payment/portal', {})) });
}

const PERMISSION_POLL_MS = 500;
const PERMISSION_WAIT_MS = 15_000;

/**
 * Refetches the signed-in user until every item is allowed (or the wait runs out), so menus
 * show the bought elements at once. Resolves true when they arrived.
 */
export async function awaitPermissions(queryClient: QueryClient, items: readonly PaidElement[], waitMs = PERMISSION_WAIT_MS): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const me = await queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 0 });
    if (items.every((item) => hasPermission(me.user.permissions ?? {}, item, new Date()))) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, PERMISSION_POLL_MS));
  }
}
