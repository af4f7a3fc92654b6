export { LEGAL_PAGES, type LegalPage } from './legal-text';
export {
  LEGAL_CONTENT_UPDATED,
  legalDocument,
  type LegalDocument,
  type LegalDocumentBlock,
  type LegalDocumentOptions,
  type LegalDocumentSection,
} from './legal-document';
