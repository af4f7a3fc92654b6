import fc from 'fast-check';
import { z } from 'zod';
import { MISSING, hostileValue } from './hostile-values';

/** The part of JSON Schema (as z.toJSONSchema writes it) the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
}

export interface Generation {
  /** Weight of a hostile value against 10 for a value of the contract at each field (0: only the contract's values). */
  hostility: number;
  /** Values worth trying for a field of this name (ids of the fixture, a real booking's invoice…), any type. */
  hints: Readonly<Record<string, readonly unknown[]>>;
}

/** The JSON Schema of a request part's zod contract (what it accepts, before coercion and transforms). */
export function requestJsonSchema(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/**
 * Values for one field: mostly what the contract describes (and fixture values named by `hints`), sometimes a
 * hostile value; objects leave fields out (required ones too) and arrays, strings and numbers go to their bounds.
 */
export function schemaArbitrary(schema: JsonSchema, generation: Generation, name = ''): fc.Arbitrary<unknown> {
  const choices: fc.WeightedArbitrary<unknown>[] = [{ weight: 10, arbitrary: contractArbitrary(schema, generation) }];
  const hinted = (generation.hints[name] ?? []).filter((value) => fitsType(schema, value));
  if (hinted.length > 0) choices.push({ weight: 10, arbitrary: fc.constantFrom(...hinted) });
  if (generation.hostility > 0) choices.push({ weight: generation.hostility, arbitrary: hostileValue });
  return choices.length === 1 ? contractArbitrary(schema, generation) : fc.oneof(...choices);
}

function contractArbitrary(schema: JsonSchema, generation: Generation): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map((alternative) => contractArbitrary(alternative, generation)));
  if (schema.allOf && schema.allOf[0]) return contractArbitrary(schema.allOf[0], generation);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => contractArbitrary({ ...schema, type }, generation)));
  switch (types[0]) {
    case 'object':
      return objectArbitrary(schema, generation);
    case 'array':
      return fc
        .array(schemaArbitrary(schema.items ?? {}, generation), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) })
        .map((items) => items.filter((item) => item !== MISSING));
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean());
  }
}

function objectArbitrary(schema: JsonSchema, generation: Generation): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const fields = properties.map(([name, property]) => {
    const value = schemaArbitrary(property, generation, name);
    // Optional fields come half of the time; a missing required field comes from the hostile values.
    return [name, required.has(name) ? value : fc.oneof(fc.constant(MISSING), value)] as const;
  });
  return fc.tuple(...fields.map(([, value]) => value)).map((values) => {
    const object: Record<string, unknown> = {};
    values.forEach((value, index) => {
      const name = fields[index]?.[0];
      if (name !== undefined && value !== MISSING) object[name] = value;
    });
    return object;
  });
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = schema.maxLength ?? 80;
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.pattern) {
    const matching = fc.stringMatching(new RegExp(schema.pattern)).map((text) => text.slice(0, maxLength));
    return fc.oneof({ weight: 4, arbitrary: matching }, { weight: 1, arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, 30) }) });
  }
  if (schema.format === 'uri') return fc.oneof(fc.webUrl(), fc.constantFrom('http://127.0.0.1:4200/login/gmail', 'javascript:alert(1)'));
  const lengths = { minLength, maxLength: Math.min(maxLength, 60) };
  return fc.oneof(
    { weight: 6, arbitrary: fc.string({ ...lengths, unit: 'grapheme-ascii' }) },
    { weight: 3, arbitrary: fc.string({ ...lengths, unit: 'grapheme' }) },
    { weight: 1, arbitrary: fc.constant('x'.repeat(maxLength)) },
    { weight: 1, arbitrary: fc.constant('x'.repeat(maxLength + 1)) },
  );
}

const INT32 = 2 ** 31;

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -Number.MAX_SAFE_INTEGER),
    -Number.MAX_SAFE_INTEGER,
  );
  const max = Math.min(
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : Number.MAX_SAFE_INTEGER),
    Number.MAX_SAFE_INTEGER,
  );
  if (min > max) return fc.constant(min);
  const small = fc.integer({ min: Math.max(min, -INT32), max: Math.min(max, INT32 - 1) });
  return fc.oneof({ weight: 6, arbitrary: small }, { weight: 1, arbitrary: fc.constantFrom(min, max) });
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e12;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e12;
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** A hint is tried only where its type fits (`id` names a hotel number in one route and a booking's invoice in another). */
function fitsType(schema: JsonSchema, value: unknown): boolean {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.some((alternative) => fitsType(alternative, value));
  if (schema.enum) return schema.enum.includes(value);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return true;
  return types.some((type) => (type === 'integer' ? Number.isInteger(value) : type === 'array' ? Array.isArray(value) : typeof value === type));
}
