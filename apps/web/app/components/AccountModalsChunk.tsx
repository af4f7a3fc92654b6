// The account dialogs as their own chunk: SiteAccountModals loads this module only when a dialog is asked for.
export { AccountModals as default } from '@stays/feature-account';
