/** A small schema checker for config files: unknown keys and wrong types are errors with file and line. */
import { ConfigError } from '../errors.ts';
import { lineOfKey } from './yaml.ts';

/** What a field may hold. */
export type FieldType =
  | { type: 'string' }
  | { type: 'number'; min?: number; max?: number }
  | { type: 'boolean' }
  | { type: 'enum'; values: readonly string[] }
  | { type: 'list'; of: FieldType }
  | { type: 'object'; fields: Schema }
  /** A value any of the alternatives accepts (e.g. a chapter entry: a path or `{ file, title }`). */
  | { type: 'either'; of: readonly FieldType[] };

export type Schema = Record<string, FieldType>;

/** Where the value being checked lives, for messages. */
interface Where {
  file: string;
  text: string;
}

/** Checks `value` against `schema`; throws ConfigError at the first problem. */
export function checkObject(value: unknown, schema: Schema, where: Where, path = ''): Record<string, unknown> {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new ConfigError(`${path || 'the file'} must be a mapping of keys to values, not ${describe(value)}`, {
      file: where.file,
      line: 1,
    });
  }
  const obj = value as Record<string, unknown>;
  for (const [key, v] of Object.entries(obj)) {
    const field = schema[key];
    const name = path ? `${path}.${key}` : key;
    if (!field) {
      throw new ConfigError(`unknown key \`${name}\` (known: ${Object.keys(schema).join(', ')})`, {
        file: where.file,
        line: lineOfKey(where.text, key),
      });
    }
    if (v !== null && v !== undefined) checkValue(v, field, where, name, key);
  }
  return obj;
}

function checkValue(v: unknown, field: FieldType, where: Where, name: string, key: string): void {
  const fail = (expected: string): never => {
    throw new ConfigError(`\`${name}\` must be ${expected}, not ${describe(v)}`, { file: where.file, line: lineOfKey(where.text, key) });
  };
  switch (field.type) {
    case 'string':
      if (typeof v !== 'string') fail('a string');
      return;
    case 'boolean':
      if (typeof v !== 'boolean') fail('true or false');
      return;
    case 'number':
      if (typeof v !== 'number' || !Number.isFinite(v)) fail('a number');
      if ((field.min !== undefined && (v as number) < field.min) || (field.max !== undefined && (v as number) > field.max)) {
        fail(`a number from ${field.min ?? '-∞'} to ${field.max ?? '∞'}`);
      }
      return;
    case 'enum':
      if (typeof v !== 'string' || !field.values.includes(v)) fail(`one of ${field.values.join(', ')}`);
      return;
    case 'list':
      if (!Array.isArray(v)) fail('a list');
      (v as unknown[]).forEach((item, i) => checkValue(item, field.of, where, `${name}[${i}]`, key));
      return;
    case 'object':
      checkObject(v, field.fields, where, name);
      return;
    case 'either': {
      for (const alt of field.of) {
        try {
          checkValue(v, alt, where, name, key);
          return;
        } catch {
          /* try the next alternative */
        }
      }
      fail(field.of.map((f) => f.type).join(' or '));
    }
  }
}

function describe(v: unknown): string {
  if (Array.isArray(v)) return 'a list';
  if (v === null) return 'null';
  if (typeof v === 'string') return `the string "${v.length > 30 ? v.slice(0, 30) + '…' : v}"`;
  return `${typeof v === 'object' ? 'a mapping' : `the ${typeof v} ${String(v)}`}`;
}
