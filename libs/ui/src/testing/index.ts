export { renderServerHtml, cleanUpServerHtml, typeIntoServerHtml, checkInServerHtml } from './server-html';
