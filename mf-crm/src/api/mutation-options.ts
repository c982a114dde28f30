import type { UseMutationOptions } from '@tanstack/react-query';

/** What a component adds to a resource's mutation: its own toasts, form errors and closing, never the request. */
export type MutationCallbacks<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;

/**
 * The mutation's own invalidation runs first, then the component's onSuccess: a dialog closes on fresh lists.
 */
export function afterInvalidation<TData, TVariables>(
  invalidate: () => Promise<unknown>,
  options: MutationCallbacks<TData, TVariables> | undefined,
): MutationCallbacks<TData, TVariables> {
  return {
    ...options,
    onSuccess: async (data, variables, onMutateResult, context) => {
      await invalidate();
      await options?.onSuccess?.(data, variables, onMutateResult, context);
    },
  };
}
