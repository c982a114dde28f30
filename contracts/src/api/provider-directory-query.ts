/**
 * The query key of the public provider directory for a search text ('' for all listed providers): the Find Providers
 * page's query, and the answer the API seeds it with when it renders that page (ADR 0049).
 */
export const providerDirectoryQueryKey = (query: string) => ['providers', 'directory', query] as const;

/** The search text of a Find Providers URL's query string (`?q=`), trimmed. */
export const providerDirectorySearchText = (search: URLSearchParams) => (search.get('q') ?? '').trim();
