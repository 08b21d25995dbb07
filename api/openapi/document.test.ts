/**
 * The document is valid OpenAPI 3.1 (the official schema, via @seriousme/openapi-schema-validator),
 * and every example in it validates against the schema documented beside it.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './document';
import { OPERATIONS } from './operations';
import { compileResponseSchema } from './testing';

describe('OpenAPI document', () => {
  const doc = buildOpenApiDocument(OPERATIONS);

  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('refuses a broken document (the validator is not a no-op)', async () => {
    const broken = structuredClone(doc) as { paths: Record<string, Record<string, { parameters?: { in: string }[] }>> };
    broken.paths['/api/home-data']!.get!.parameters![0]!.in = 'body';
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('every example answer matches its documented schema', () => {
    const failures: string[] = [];
    for (const op of OPERATIONS) {
      for (const example of op.examples) {
        const response = op.responses[example.status]!;
        if (!response.schema) {
          if (example.value !== undefined) failures.push(`${op.method} ${op.path} '${example.name}': a body for a body-less answer`);
          continue;
        }
        const check = compileResponseSchema(response.schema);
        if (!check(example.value)) failures.push(`${op.method} ${op.path} '${example.name}': ${check.describeErrors()}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
