export { LEGAL_PAGES, type Jurisdiction, type LegalPage } from './legal-text';
export { legalJurisdiction } from './legal-parties';
export {
  LEGAL_CONTENT_UPDATED,
  legalDocument,
  type LegalDocument,
  type LegalDocumentBlock,
  type LegalDocumentOptions,
  type LegalDocumentSection,
} from './legal-document';
