// The design tokens and both brand themes load with the library (chosen by data-theme on <html>).
import './tokens/tokens.css';

export { Button } from './components/button/Button';
export { TextField } from './components/text-field/TextField';
export { DateField } from './components/date-field/DateField';
export { Stepper } from './components/stepper/Stepper';
export { Dialog } from './components/dialog/Dialog';
export { Card } from './components/card/Card';
export { Rating } from './components/rating/Rating';
export { Price } from './components/price/Price';
export { WizardPriceTag } from './components/member-price/WizardPriceTag';
export { MemberPricingProvider, useWizardDiscountPercent } from './components/member-price/member-pricing';
export { Image } from './components/image/Image';
export { Icon } from './components/icon/Icon';

export { Logo } from './components/logo/Logo';
export { SiteHeader } from './components/site-header/SiteHeader';
export { VisuallyHidden } from './components/visually-hidden/VisuallyHidden';
export { HeartToggle } from './components/heart-toggle/HeartToggle';
export { Spinner } from './components/spinner/Spinner';
export { PageBusyProvider, usePageBusy, useReportPageBusy } from './components/page-busy/page-busy';
export { FormError } from './components/form-error/FormError';
export { useValueTypedBeforeHydration } from './hydration/use-value-typed-before-hydration';
export { CancellationSteps } from './components/cancellation-steps/CancellationSteps';
export { AppIntlProvider } from './i18n/AppIntlProvider';
export { loadMessages, type Messages } from './i18n/load-messages';
export { StayKindProvider, useStayWords, wordsFor, type StayKind } from './i18n/stay-words';
export { amenityCode, amenityName } from './i18n/content/amenity-names';
export { roomCategoryName } from './i18n/content/room-category-names';
export { roomOneLiner } from './i18n/content/room-one-liners';
export { Snackbar } from './components/snackbar/Snackbar';
