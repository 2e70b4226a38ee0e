/** Writes schema/book.schema.json and schema/template.schema.json from the valibot schemas in src/config (npm run schema). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { BookConfig } from '../src/config/schema.ts';
import { TemplateYaml } from '../src/config/template.ts';

const REPO = fileURLToPath(new URL('../', import.meta.url));

/** The published JSON Schemas: file name → text. Pattern checks (`v.check`: "compiles as a RegExp") have no JSON Schema form. */
export function schemaFiles(): Record<string, string> {
  const one = (schema: GenericSchema, title: string, description: string) =>
    `${JSON.stringify({ title, description, ...toJsonSchema(schema, { errorMode: 'throw', ignoreActions: ['check'] }) }, null, 2)}\n`;
  return {
    'book.schema.json': one(BookConfig, 'shufang book.yaml', 'Metadata and settings of a book built by shufang; every key is optional.'),
    'template.schema.json': one(
      TemplateYaml,
      'shufang template.yaml',
      'A typographic template; a template without `extends:` must set every value but description.',
    ),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  mkdirSync(join(REPO, 'schema'), { recursive: true });
  for (const [name, text] of Object.entries(schemaFiles())) {
    writeFileSync(join(REPO, 'schema', name), text);
    process.stdout.write(`wrote schema/${name} (${text.length} bytes)\n`);
  }
}
