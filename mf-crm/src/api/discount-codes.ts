import { API_PATHS, apiClient, type DiscountApplyResponse, type DiscountValidateResponse } from '@motohaul/contracts';

// POST /api/discount-codes/validate and /apply, from the purchase dialog's discount code box (no cache entry).

export const validateDiscount = (code: string, leadId: number) =>
  apiClient.post<DiscountValidateResponse>(API_PATHS.validateDiscountCode, { code, leadId });

export const applyDiscount = (code: string, leadId: number) =>
  apiClient.post<DiscountApplyResponse>(API_PATHS.applyDiscountCode, { code, leadId });
