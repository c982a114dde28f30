import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  apiClient,
  idempotencyHeaders,
  pipelinePageKey,
  pipelineSummaryKey,
  PURCHASED_LEADS_KEY,
  purchaseLookupKey,
  queryString,
  type EditLeadInput,
  type LeadDetails,
  type ManualLeadResponse,
  type DiscountApplyResponse,
  type DiscountValidateResponse,
  type PaymentConfig,
  type PaymentIntentResponse,
  type PipelinePage,
  type PipelinePageRequest,
  type PipelineSummary,
  type PurchasedLead,
  type PurchaseFormInput,
  type PurchaseResponse,
  type SalesStageUpdateInput,
  type Submission,
} from '@motohaul/contracts';
import { afterInvalidation, type MutationCallbacks } from './mutation-options';
import { SPEED_TO_CONTACT_KEY } from './speed-to-contact';

// The pipeline (GET /api/my-purchased-leads/summary and /page, ADR 0069), a lead's purchase, the pipeline's sales-stage
// updates and archiving, and the manual and edited leads that live in the pipeline. Every pipeline key starts with
// PURCHASED_LEADS_KEY (contracts), so one invalidation refreshes them all.

const pipelineUrl = (path: string, query: Record<string, string | number | undefined>) => `${path}${queryString(query)}`;

/** GET /api/my-purchased-leads/summary: every tab's count in `range` (null: all time), History's totals, the active count. */
export const pipelineSummaryQueryOptions = (range: PipelinePageRequest['range']) =>
  queryOptions({
    queryKey: pipelineSummaryKey(range),
    queryFn: ({ signal }) => apiClient.get<PipelineSummary>(pipelineUrl(API_PATHS.pipelineSummary, { from: range?.from, to: range?.to }), { signal }),
  });

/** The tabs' counts; the last range's stay shown while another range's are read (no badge blinks to nothing). */
export const usePipelineSummary = (range: PipelinePageRequest['range']) =>
  useQuery({ ...pipelineSummaryQueryOptions(range), placeholderData: keepPreviousData });

/** GET /api/my-purchased-leads/page, page by page ('Load more' asks for the next while the tab holds more). */
export const pipelinePageQueryOptions = (request: PipelinePageRequest) =>
  infiniteQueryOptions({
    queryKey: pipelinePageKey(request),
    queryFn: ({ pageParam, signal }) =>
      apiClient.get<PipelinePage>(
        pipelineUrl(API_PATHS.pipelinePage, {
          tab: request.tab,
          from: request.range?.from,
          to: request.range?.to,
          ...(request.tab === 'history' ? { sort: request.sort, direction: request.direction } : {}),
          page: pageParam,
        }),
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

/** A tab's pages; with `keepShown`, the pages shown stay while another order is read (Purchase History's sort). */
export const usePipelinePage = (request: PipelinePageRequest, keepShown = false) =>
  useInfiniteQuery({ ...pipelinePageQueryOptions(request), ...(keepShown ? { placeholderData: keepPreviousData } : {}) });

/**
 * The user's purchase of one lead (by id or job reference) wherever it is, or null (GET /api/my-purchased-leads/page?leadId=),
 * read when asked for (null `by`: none); re-read every `pollMs` when given (waiting for a payment's confirmation).
 */
export function usePurchaseLookup(by: { leadId: number } | { jobRef: string } | null, pollMs?: number) {
  const asked = by ?? { leadId: 0 };
  return useQuery({
    queryKey: purchaseLookupKey(asked),
    queryFn: async ({ signal }) => (await apiClient.get<PipelinePage>(pipelineUrl(API_PATHS.pipelinePage, asked), { signal })).items[0] ?? null,
    enabled: by !== null,
    ...(pollMs ? { refetchInterval: pollMs } : {}),
  });
}

/** Refreshes the available leads and the purchases after a purchase, an archive or a new manual lead. */
export function useRefreshLeads() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [API_PATHS.leads] }),
      queryClient.invalidateQueries({ queryKey: PURCHASED_LEADS_KEY }),
    ]);
}

/**
 * PATCH /api/lead-purchases/{id}/sales-stage; the purchase list refreshes whether it worked or not, and so does the
 * median time to first call (a move to Called stamps, a move back clears, the Called date: ADR 0029, 0034).
 */
export function useUpdatePurchaseMutation(purchaseId: number, options?: MutationCallbacks<PurchasedLead, SalesStageUpdateInput>) {
  const queryClient = useQueryClient();
  // The caller's callbacks are the mutation's own (not mutate()'s): a move to another stage takes the card, and the
  // component that started it, out of its tab as soon as the list refreshes, and a callback passed to mutate() would
  // then never run (its toast was lost when that refresh won the race).
  return useMutation({
    ...options,
    mutationFn: (input: SalesStageUpdateInput) =>
      apiClient.patch<PurchasedLead>(API_PATHS.salesStage(purchaseId), input),
    onSettled: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PURCHASED_LEADS_KEY }),
        queryClient.invalidateQueries({ queryKey: SPEED_TO_CONTACT_KEY }),
      ]);
      await options?.onSettled?.(...args);
    },
  });
}

/** POST /api/lead-purchases/{id}/unarchive (back to its stage tab), then the purchase list refreshes. */
export function useUnarchivePurchaseMutation(purchaseId: number, options?: MutationCallbacks<PurchasedLead, void>) {
  const queryClient = useQueryClient();
  // The caller's callbacks run after the refresh, as the mutation's own: the refreshed list takes the card away.
  return useMutation({
    ...afterInvalidation(() => queryClient.invalidateQueries({ queryKey: PURCHASED_LEADS_KEY }), options),
    mutationFn: () => apiClient.post<PurchasedLead>(API_PATHS.unarchivePurchase(purchaseId)),
  });
}

/** POST /api/lead-purchases/{id}/archive, then the purchase list refreshes. */
export function useArchivePurchaseMutation(purchaseId: number, options?: MutationCallbacks<PurchasedLead | null, void>) {
  const queryClient = useQueryClient();
  // The caller's callbacks run after the refresh, as the mutation's own: the refreshed list takes the card away.
  return useMutation({
    ...afterInvalidation(() => queryClient.invalidateQueries({ queryKey: PURCHASED_LEADS_KEY }), options),
    mutationFn: () => apiClient.post<PurchasedLead | null>(API_PATHS.archivePurchase(purchaseId)),
  });
}

/**
 * POST /api/leads/{id}/purchase (the 'Complete Purchase' path without cards), one submission of the buyer's details:
 * a retry after a lost answer reuses its Idempotency-Key, so it is answered as the sale was (ADR 0031), not refused
 * as 'already purchased'. The caller refreshes once done.
 */
export const purchaseLead = (leadId: number, submission: Submission<PurchaseFormInput>) =>
  apiClient.post<PurchaseResponse>(API_PATHS.purchaseLead(leadId), submission.payload, { headers: idempotencyHeaders(submission) });

/**
 * POST /api/leads/manual ('Add New Lead to CRM'), then the lists refresh. The body is the dialog's values once
 * form.check accepted them against manualLeadSchema (the API parses them again).
 */
export function useManualLeadMutation(options?: MutationCallbacks<ManualLeadResponse, unknown>) {
  const refreshLeads = useRefreshLeads();
  return useMutation({
    ...afterInvalidation(refreshLeads, options),
    mutationFn: (input: unknown) => apiClient.post<ManualLeadResponse>(API_PATHS.manualLead, input),
  });
}

/**
 * PATCH /api/leads/{id} ('Edit Lead Information' on a purchased lead) with only the fields the super admin changed
 * (a field left out is never written), then the lists refresh.
 */
export function useEditLeadMutation(leadId: number, options?: MutationCallbacks<LeadDetails, EditLeadInput>) {
  const refreshLeads = useRefreshLeads();
  return useMutation({
    ...afterInvalidation(refreshLeads, options),
    mutationFn: (input: EditLeadInput) => apiClient.patch<LeadDetails>(API_PATHS.lead(leadId), input),
  });
}

// GET /api/config/payments and POST /api/payments/create-intent (Stripe.js itself stays in the card form).

/** GET /api/config/payments: whether cards or the 'Complete Purchase' fallback are available. */
export const usePaymentConfig = (enabled = true) =>
  useQuery({ queryKey: [API_PATHS.paymentConfig], queryFn: ({ signal }) => apiClient.get<PaymentConfig>(API_PATHS.paymentConfig, { signal }), enabled });

/** The server computes the amount; the client's cents are only a cross-check. */
export async function createPaymentIntent(leadId: number, amountCents: number, discountCode: string | undefined) {
  const response = await apiClient.post<PaymentIntentResponse>(API_PATHS.createPaymentIntent, {
    leadId,
    amount: amountCents,
    ...(discountCode ? { discountCode } : {}),
  });
  if (!response?.clientSecret) throw new Error('No client secret received from server');
  return response;
}

// POST /api/discount-codes/validate and /apply, from the purchase dialog's discount code box (no cache entry).

export const validateDiscount = (code: string, leadId: number) =>
  apiClient.post<DiscountValidateResponse>(API_PATHS.validateDiscountCode, { code, leadId });

export const applyDiscount = (code: string, leadId: number) =>
  apiClient.post<DiscountApplyResponse>(API_PATHS.applyDiscountCode, { code, leadId });
