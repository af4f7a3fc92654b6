/**
 * Story parameters for a story the catalogue must draw once even when comparing brands and directions: a modal
 * dialog fills the window from the browser's top layer, so three drawings would cover one another.
 */
export const modalDialogParameters = { singleView: 'a modal dialog fills the whole window, so three would cover one another.' };
