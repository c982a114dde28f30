import { useRef, useState } from 'react';
import type { FieldErrors, ValidationResult } from '@motohaul/contracts';
import { firstMessages, focusFirstInvalid, withoutMessage, type FieldMessages } from './field-messages';

/**
 * The text fields of a form (sign-in, sign-up, password reset, team member, admin login): their values, one
 * message per field, `field(name)` props for a TextField (editing a field clears its message), and `check`,
 * which takes a `validate` result and, on failure, shows the messages and focuses the first invalid control.
 */
export function useFormFields<F extends string>(fields: readonly F[], initial: Record<F, string>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<FieldMessages<F>>({});

  const showFieldErrors = (fieldErrors: FieldErrors | undefined, focus = true) => {
    setErrors(firstMessages(fieldErrors, fields));
    if (focus) requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  };

  /** The parsed input, or null after showing the field messages. */
  const check = <T,>(result: ValidationResult<T>): T | null => {
    if (!result.success) {
      showFieldErrors(result.fieldErrors);
      return null;
    }
    setErrors({});
    return result.output;
  };

  const field = (name: F) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => withoutMessage(current, name));
    },
  });

  return { formRef, values, setValues, errors, field, check, showFieldErrors };
}
