/**
 * Typed access to the precompiled validators in validators.gen.ts (ajv standalone code: no schema is
 * compiled at run time, so no `new Function`/eval is needed and a strict CSP holds).
 */
import * as generated from './validators.gen.ts';
import type { ComponentType } from './components/types.gen.ts';

/** One failed check: a JSON pointer into the validated value and ajv's message. */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  schemaPath: string;
  message?: string;
  params: Record<string, unknown>;
}

export interface Validator {
  (value: unknown): boolean;
  errors?: SchemaError[] | null;
}

const gen = generated as unknown as {
  validatePage: Validator;
  validateComponent: Validator;
  validateSurveyConfiguration: Validator;
  validateEngineUser: Validator;
  configValidators: Record<ComponentType, Validator>;
  dataValidators: Record<ComponentType, Validator>;
};

export const validatePage = gen.validatePage;
export const validateComponent = gen.validateComponent;
export const validateSurveyConfiguration = gen.validateSurveyConfiguration;
export const validateEngineUser = gen.validateEngineUser;

export function configValidator(type: string): Validator | undefined {
  return Object.hasOwn(gen.configValidators, type) ? gen.configValidators[type as ComponentType] : undefined;
}

export function dataValidator(type: string): Validator | undefined {
  return Object.hasOwn(gen.dataValidators, type) ? gen.dataValidators[type as ComponentType] : undefined;
}

/** Runs a validator and returns its errors (empty when valid), copied so later runs do not overwrite them. */
export function check(validator: Validator, value: unknown): SchemaError[] {
  return validator(value) ? [] : [...(validator.errors ?? [])];
}
