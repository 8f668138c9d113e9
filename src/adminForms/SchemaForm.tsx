/**
 * An admin record form rendered from its entity's JSON Schema (issue 20: roles now, user details next) by RJSF with
 * the MUI theme, so it looks like the rest of the app. Validation uses the validators `npm run gen` precompiled
 * (schemas/forms/validators.gen.ts): RJSF's default validator compiles code in the browser, which the CSP forbids.
 * Labels come from the ui-schema the caller builds with react-intl; the schema's own rule messages are replaced by
 * adminForm.* texts. Only the admin screens import this file, so RJSF loads with them, never in the first paint.
 */
import { useMemo, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import Form from '@rjsf/mui';
import type { FieldProps, ObjectFieldTemplateProps, RegistryFieldsType, RJSFSchema, RJSFValidationError, TemplatesType, UiSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';

export type { FieldProps, ObjectFieldTemplateProps, UiSchema };

export interface SchemaFormProps<T> {
  /** The entity schema, exactly the one its validators were compiled from. */
  schema: object;
  validators: unknown;
  uiSchema: UiSchema;
  formData: T;
  /** Choices and other data the custom fields read (registry.formContext). */
  formContext?: object;
  fields?: RegistryFieldsType<T>;
  templates?: Partial<TemplatesType<T>>;
  disabled?: boolean;
  id: string;
  onChange(data: T): void;
  onSubmit(data: T): void;
  /** The form's buttons (a submit button submits it). */
  children: ReactNode;
}

/** The schema's refusals in the user's language. */
export function adminFormErrors(intl: IntlShape) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((e) => {
      const limit = (e.params as { limit?: number } | undefined)?.limit;
      const message =
        e.name === 'required' || (e.name === 'minLength' && limit === 1)
          ? intl.formatMessage({ id: 'adminForm.required' })
          : e.name === 'maxLength'
            ? intl.formatMessage({ id: 'adminForm.tooLong' }, { n: limit ?? 0 })
            : intl.formatMessage({ id: 'adminForm.invalid' });
      return { ...e, message };
    });
}

export function SchemaForm<T>({ schema, validators, uiSchema, formData, formContext, fields, templates, disabled, id, onChange, onSubmit, children }: SchemaFormProps<T>) {
  const intl = useIntl();
  const validator = useMemo(() => createPrecompiledValidator<T>(validators as ValidatorFunctions, schema as RJSFSchema), [validators, schema]);
  const transformErrors = useMemo(() => adminFormErrors(intl), [intl]);
  return (
    <Form
      id={id}
      schema={schema as RJSFSchema}
      uiSchema={uiSchema}
      validator={validator}
      formData={formData}
      formContext={formContext}
      fields={fields}
      templates={templates}
      disabled={disabled}
      noHtml5Validate
      showErrorList={false}
      transformErrors={transformErrors}
      onChange={(e) => onChange(e.formData as T)}
      onSubmit={(e) => onSubmit(e.formData as T)}
    >
      {children}
    </Form>
  );
}

/** A field that shows nothing (choices the form reads through formContext, ids). */
export function HiddenField() {
  return null;
}
