/** Runs Ace by DAISY (the EPUB accessibility checker) on EPUBs and reads its JSON reports; a missing Ace or Chromium fails with how to install it. */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

/** Where .ci/run installs Ace (a tools prefix, not a devDependency: it pulls puppeteer and electron). */
export const ACE_PREFIX = '/opt/ace';
export const ACE_VERSION = '1.4.6';
const INSTALL = `ELECTRON_SKIP_BINARY_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1 npm install --prefix ${ACE_PREFIX} --no-save --no-audit --no-fund @daisy/ace@${ACE_VERSION}`;

/** The ace-puppeteer executable (`$SHUFANG_ACE`, else the prefix's) and the Chromium it drives (`$PUPPETEER_EXECUTABLE_PATH`, else Debian's). */
export function aceTools(): { ace: string; chromium: string } {
  const ace = process.env.SHUFANG_ACE || join(ACE_PREFIX, 'node_modules/.bin/ace-puppeteer');
  const chromium = process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium';
  if (!existsSync(ace)) {
    throw new Error(
      `Ace by DAISY is not installed (${ace} missing): run \`${INSTALL}\`, or set SHUFANG_ACE to an ace-puppeteer executable`,
    );
  }
  if (!existsSync(chromium)) {
    throw new Error(
      `Chromium for Ace is missing (${chromium}): run \`apt-get update && apt-get install -y chromium\`, or set PUPPETEER_EXECUTABLE_PATH`,
    );
  }
  return { ace, chromium };
}

/** One finding of Ace: its rule, impact (`critical`, `serious`, `moderate`, `minor`), the file and the markup. */
export interface AceViolation {
  rule: string;
  impact: string;
  file: string;
  html: string;
}

export interface AceReport {
  epub: string;
  violations: AceViolation[];
  /** Ace's reading of the package's accessibility metadata: which properties are present and which missing. */
  metadata: { present: string[]; missing: string[] };
}

interface AceJson {
  assertions: {
    'earl:testSubject': { url: string };
    assertions: { 'earl:test': { 'earl:impact': string; 'dct:title': string }; 'earl:result': { html?: string } }[];
  }[];
  'a11y-metadata': { present: string[]; missing: string[] };
}

/** Runs Ace on one EPUB into a fresh folder and parses report.json. */
function aceOne(epub: string, tools: { ace: string; chromium: string }): Promise<AceReport> {
  const out = mkdtempSync(join(tmpdir(), `shufang-ace-${basename(epub)}-`));
  return new Promise((resolve, reject) => {
    const child = spawn(tools.ace, ['--force', '--silent', '--outdir', out, epub], {
      env: { ...process.env, PUPPETEER_EXECUTABLE_PATH: tools.chromium },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`ace ${epub} exited ${code}: ${output}`));
      const json = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as AceJson;
      const violations = json.assertions.flatMap((a) =>
        a.assertions.map((t) => ({
          rule: t['earl:test']['dct:title'],
          impact: t['earl:test']['earl:impact'],
          file: a['earl:testSubject'].url,
          html: t['earl:result'].html ?? '',
        })),
      );
      resolve({ epub, violations, metadata: json['a11y-metadata'] });
    });
  });
}

/** Runs Ace on every EPUB, `parallel` at a time (Ace checks one EPUB per run, each with its own Chromium). */
export async function runAce(epubs: string[], parallel = 2): Promise<AceReport[]> {
  const tools = aceTools();
  const reports: AceReport[] = new Array(epubs.length);
  let next = 0;
  const worker = async () => {
    while (next < epubs.length) {
      const i = next++;
      reports[i] = await aceOne(epubs[i], tools);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, epubs.length) }, worker));
  return reports;
}
