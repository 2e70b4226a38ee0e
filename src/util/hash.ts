/** Content hashes used for identifiers, reports and duplicate detection. */
import { createHash } from 'node:crypto';

export function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}
