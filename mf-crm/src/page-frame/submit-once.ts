import type { FormEvent } from 'react';

/** A page form's submit: not again while the mutation runs, and only with the input its schema accepts (`check`). */
export const submitOnce =
  <Input>(check: () => Input | null, mutation: { isPending: boolean; mutate: (input: Input) => void }) =>
  (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const input = check();
    if (input) mutation.mutate(input);
  };
