// The design tokens and both brand themes load with the library (chosen by data-theme on <html>).
import './tokens/tokens.css';

export { Button, type ButtonProps } from './components/button/Button';
export { TextField, type TextFieldProps } from './components/text-field/TextField';
export { DateField, type DateFieldProps } from './components/date-field/DateField';
export { Stepper, type StepperProps } from './components/stepper/Stepper';
export { Dialog, type DialogProps } from './components/dialog/Dialog';
export { Card, type CardProps } from './components/card/Card';
export { Rating, type RatingProps } from './components/rating/Rating';
export { Price, type PriceProps } from './components/price/Price';
export { Image, type ImageProps } from './components/image/Image';
export { Logo, type LogoProps } from './components/logo/Logo';
export { SiteHeader, type SiteHeaderProps } from './components/site-header/SiteHeader';
export { VisuallyHidden } from './components/visually-hidden/VisuallyHidden';
export { HeartToggle, type HeartToggleProps } from './components/heart-toggle/HeartToggle';
export { Spinner } from './components/spinner/Spinner';
export { PageBusyProvider, usePageBusy, useReportPageBusy } from './components/page-busy/page-busy';
export { FormError, type FormErrorProps } from './components/form-error/FormError';
export { AppIntlProvider, type AppIntlProviderProps } from './i18n/AppIntlProvider';
export { loadMessages, type LoadedMessages, type Messages } from './i18n/load-messages';
