/** Parses a YAML file into plain data, turning js-yaml's errors into ConfigErrors that name the file and line. */
import yaml from 'js-yaml';
import { ConfigError } from '../errors.ts';

/** Parses `text` (the contents of `file`); throws ConfigError with the file and 1-based line on a syntax error. */
export function parseYaml(text: string, file: string): unknown {
  try {
    // JSON_SCHEMA: no Date objects from `2024-01-01`, no octal from `010` (docs/libraries.md#gray-matter-and-js-yaml).
    return yaml.load(text.replace(/^\uFEFF/, ''), { filename: file, schema: yaml.JSON_SCHEMA });
  } catch (err) {
    const e = err as { mark?: { line: number }; reason?: string; message: string };
    throw new ConfigError(`invalid YAML: ${e.reason ?? e.message}`, {
      file,
      line: e.mark ? e.mark.line + 1 : undefined,
      cause: err,
    });
  }
}

/** 1-based line of the first `key:` in a YAML text (top level or nested), for error messages. */
export function lineOfKey(text: string, key: string): number | undefined {
  const re = new RegExp(`^[ \\t-]*["']?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:`, 'm');
  const m = re.exec(text);
  return m ? text.slice(0, m.index).split('\n').length : undefined;
}
