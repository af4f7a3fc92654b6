export { LEGAL_PAGES, type LegalPage } from './legal-text';
export { legalJurisdiction } from './legal-parties';
export { legalDocument, type LegalDocument, type LegalDocumentBlock } from './legal-document';
