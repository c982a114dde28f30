/** The text to show for a failed request (the API's message when it sent one). */
export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
