/** What a component adds to an admin mutation: its own toasts, form state and closing, never the request or the cache. */
export interface MutationReactions<TData> {
  onSuccess?: (data: TData) => void;
  onError?: (error: Error) => void;
}
