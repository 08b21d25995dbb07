/** Test helper: a documented response schema as an ajv (JSON Schema 2020-12) validator. */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { z } from 'zod';
import { jsonSchemaOf } from './document';

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);

export interface BodyCheck {
  (value: unknown): boolean;
  describeErrors(): string;
}

/** Validates a body against `schema` as the document publishes it (output side, 2020-12). */
export function compileResponseSchema(schema: z.ZodType): BodyCheck {
  const validate = ajv.compile(jsonSchemaOf(schema, 'output'));
  const check = ((value: unknown) => validate(value)) as BodyCheck;
  check.describeErrors = () => ajv.errorsText(validate.errors, { dataVar: 'body' });
  return check;
}
