export { renderServerHtml, cleanUpServerHtml, typeIntoServerHtml, checkInServerHtml, type ServerHtmlPage } from './server-html';
