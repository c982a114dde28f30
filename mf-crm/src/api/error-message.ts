import { ApiError } from '@motohaul/contracts';

/** The text to show for a failed request (the API's message when it sent one). */
export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The reason to show where no field can be marked (a toast about one box): the API's field messages when it sent
 * some ('Notes are at most 5000 characters'), else its message.
 */
export const fieldReason = (error: unknown) => {
  const messages = error instanceof ApiError ? Object.values(error.fieldErrors ?? {}).flat() : [];
  return messages.length > 0 ? messages.join(' ') : errorMessage(error);
};
