// A request sent again after a failure (a lost answer, a dropped connection) must not act twice: each submission
// carries an Idempotency-Key, made once and sent again on a retry of the same body, so the API acts once and answers
// the retry as it answered the first try (ADR 0031). A changed body is a new submission with a new key.

/** One submission of a request body and its Idempotency-Key. */
export interface Submission<T> {
  key: string;
  payload: T;
}

const sameBody = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The submission to send now: the previous one again when the body is unchanged (a retry), else a new one. */
export const nextSubmission = <T>(payload: T, previous: Submission<T> | null): Submission<T> =>
  previous && sameBody(previous.payload, payload) ? previous : { key: crypto.randomUUID(), payload };

/** The request header of a submission. */
export const idempotencyHeaders = ({ key }: Pick<Submission<unknown>, 'key'>) => ({ 'Idempotency-Key': key });
