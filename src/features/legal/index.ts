export { LegalDocument } from './LegalDocument.tsx';
export { useScrollToHash } from './useScrollToHash.ts';
