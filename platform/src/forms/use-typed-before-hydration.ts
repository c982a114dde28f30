import { useLayoutEffect, type RefObject } from 'react';

/**
 * A field the server drew (ADR 0037) keeps what the reader typed before the page hydrated. The browser's element holds
 * that text, React's state does not (the server drew the field empty): the form would act as if nothing was typed (a
 * submit button left disabled) until the next render put the state's empty value back. Once mounted, a value in the
 * element that differs from the state becomes the state: in a layout effect, in the commit that hydrates the field, so
 * no event (a submit sent as the page hydrates) comes between the two.
 */
export function useTypedBeforeHydration(ref: RefObject<HTMLInputElement | null>, value: string, setValue: (value: string) => void) {
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) setValue(typed);
    // Once, as the page hydrates: later the element and the state move together.
  }, []);
}
