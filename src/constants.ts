/** Names and paths shared across modules. */
import { fileURLToPath } from 'node:url';

export const DEFAULT_TEMPLATE = 'classic';
export const DEFAULT_INPUT = 'seeds';
export const DEFAULT_OUT = 'out';
/** The content-addressed build cache, relative to the working directory. */
export const DEFAULT_CACHE = '.shufang-cache';
/** The package's own folder (templates/ and fonts/ live there). */
export const PACKAGE_ROOT = fileURLToPath(new URL('../', import.meta.url));
/** The output formats, in build order (book.yaml's `formats` and --formats name them). */
export const FORMATS = ['epub', 'pdf'] as const;
/** Millimetres to PDF points. */
export const MM = 72 / 25.4;
