#!/usr/bin/env node
// Runs the compiled CLI in dist/ (`npm run compile`; `prepare` runs it on npm ci, npm install and npm pack). A
// checkout installed without scripts has no dist/: then src/ runs through tsx, a dev dependency of the checkout.
import { existsSync } from 'node:fs';

const compiled = new URL('../dist/cli.js', import.meta.url);
if (existsSync(compiled)) {
  await import(compiled.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli.ts');
}
