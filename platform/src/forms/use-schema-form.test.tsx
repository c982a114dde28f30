import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { ApiError, type PageNavigation } from '@motohaul/contracts';
import { NavigationProvider } from '../navigation/navigation-context';
import { useSchemaForm, type SchemaForm } from './use-schema-form';

const schema = v.object({
  username: v.pipe(v.string(), v.minLength(1, 'Username is required'), v.minLength(3, 'Too short')),
  company: v.pipe(v.string(), v.minLength(1, 'Company is required')),
});
type Values = { username: string; company: string };
let form: SchemaForm<typeof schema, Values>;

function Form({ guardUnsaved = false }: { guardUnsaved?: boolean }) {
  form = useSchemaForm(schema, { username: '', company: '' }, { guardUnsaved });
  return (
    <form ref={form.formRef}>
      {(['username', 'company'] as const).map((name) => {
        const props = form.field(name);
        return (
          <label key={name}>
            {name}
            <input name={props.name} value={props.value} onChange={props.onChange} aria-invalid={props.error ? true : undefined} />
            {props.error && <span>{props.error}</span>}
          </label>
        );
      })}
    </form>
  );
}

const renderForm = (setUnsavedChanges?: (unsaved: boolean) => void, guardUnsaved = false) => {
  const navigation: PageNavigation = { pathname: '/provider-signup', search: '', navigate: () => undefined, setUnsavedChanges };
  render(
    <NavigationProvider value={navigation}>
      <Form guardUnsaved={guardUnsaved} />
    </NavigationProvider>,
  );
  return userEvent.setup();
};

describe('useSchemaForm', () => {
  it('shows the first message of each invalid field, focuses the first, and clears a message when its field is edited', async () => {
    const user = renderForm();
    let output: unknown = 'unset';
    act(() => {
      output = form.check();
    });
    expect(output).toBeNull();
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.queryByText('Too short')).not.toBeInTheDocument();
    expect(screen.getByText('Company is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /username/ })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: /username/ }), 'pat');
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    expect(screen.getByText('Company is required')).toBeInTheDocument();
  });

  it('checks only some fields for a wizard step, and parses the whole input when valid', async () => {
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: /username/ }), 'pat');
    let stepValid = false;
    act(() => {
      stepValid = form.checkFields(['username']);
    });
    expect(stepValid).toBe(true);
    expect(screen.queryByText('Company is required')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /company/ }), 'Pat Moto');
    let output: unknown;
    act(() => {
      output = form.check();
    });
    expect(output).toEqual({ username: 'pat', company: 'Pat Moto' });
  });

  it("puts an API error's field errors on the fields, and ignores other errors", () => {
    renderForm();
    let shown = true;
    act(() => {
      shown = form.showServerErrors(new Error('network'));
    });
    expect(shown).toBe(false);
    act(() => {
      shown = form.showServerErrors(new ApiError(400, 'Please correct the highlighted fields.', { username: ['Username already taken'] }));
    });
    expect(shown).toBe(true);
    expect(screen.getByText('Username already taken')).toBeInTheDocument();
  });

  it('sets or clears one field\'s message with setMessage, leaving the other messages', () => {
    renderForm();
    act(() => {
      form.showErrors({ company: ['Company is required'] }, false);
      form.setMessage('username', 'Too short');
    });
    expect(screen.getByText('Too short')).toBeInTheDocument();
    expect(screen.getByText('Company is required')).toBeInTheDocument();
    act(() => form.setMessage('username', undefined));
    expect(screen.queryByText('Too short')).not.toBeInTheDocument();
    expect(screen.getByText('Company is required')).toBeInTheDocument();
  });

  it('with guardUnsaved, reports unsaved changes once a value changed, and not after saved()', async () => {
    const report = vi.fn();
    const user = renderForm(report, true);
    expect(report).not.toHaveBeenCalledWith(true);
    await user.type(screen.getByRole('textbox', { name: /company/ }), 'x');
    expect(form.dirty).toBe(true);
    expect(report).toHaveBeenLastCalledWith(true);
    act(() => form.saved());
    expect(report).toHaveBeenLastCalledWith(false);
  });
});
