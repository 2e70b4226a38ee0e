/** Site junk: the precise rules (junk-rules.ts) and the classifier that combines them with other evidence (junk-classify.ts). */
export { JUNK_RULES, type JunkRule } from './junk-rules.ts';
export { applyJunk, isAdContinuation, isJunkLine, type JunkCut, type JunkResult } from './junk-classify.ts';
