export { Button, ButtonLink, buttonClassName } from './button/button';
export type { ButtonProps, ButtonLinkProps, ButtonVariant, ButtonSize } from './button/button';
export { Spinner } from './spinner/spinner';
export type { SpinnerProps } from './spinner/spinner';
export { TextField } from './text-field/text-field';
export type { TextFieldProps } from './text-field/text-field';
export { TextArea } from './text-area/text-area';
export type { TextAreaProps } from './text-area/text-area';
export { Select } from './select/select';
export type { SelectProps, SelectOption } from './select/select';
export { RadioGroup } from './radio-group/radio-group';
export type { RadioGroupProps, RadioOption } from './radio-group/radio-group';
export { Switch } from './switch/switch';
export type { SwitchProps } from './switch/switch';
export { Card } from './card/card';
export type { CardProps } from './card/card';
export { Alert } from './alert/alert';
export { Dialog } from './dialog/dialog';
export type { DialogProps } from './dialog/dialog';
export type { AlertProps, AlertVariant } from './alert/alert';
export { ProgressSteps } from './progress-steps/progress-steps';
export type { ProgressStepsProps } from './progress-steps/progress-steps';
export { Toaster } from './toast/toaster';
export type { ToasterProps } from './toast/toaster';
export { toast, TOAST_EVENT, TOAST_DURATION_MS } from './toast/toast';
export type { ToastOptions, ToastVariant } from './toast/toast';
export { telHref } from './tel/tel-href';
export { trackEvent, trackPhoneClicks } from './analytics/phone-clicks';
export { AddressCombobox } from './address-suggest/address-combobox';
export type { AddressComboboxProps } from './address-suggest/address-combobox';
export { useAddressMode } from './address-suggest/use-address-mode';
export type { AddressMode } from './address-suggest/use-address-mode';
export { fetchPlacesKey, loadPlaces, attachPlaces, PLACES_READY_EVENT } from './address-suggest/places-loader';
export type { PlacePick } from './address-suggest/places-loader';
export {
  NSW_SUBURBS,
  findSuburb,
  suburbLabel,
  suggestAddresses,
} from './address-suggest/built-in-suggestions';
export type { BuiltInSuburb } from './address-suggest/built-in-suggestions';
export { NavigationProvider, useNavigation, useSearchParams, withNavigation } from './navigation/navigation-context';
export { AppLink, isPlainClick } from './navigation/app-link';
export type { AppLinkProps } from './navigation/app-link';
export { Redirect } from './navigation/redirect';
export { useBrowserNavigation } from './navigation/browser-navigation';
export { MemoryNavigation, useMemoryNavigation, resolvePath } from './navigation/memory-navigation';
export { useFormFields } from './form-fields/use-form-fields';
export { firstMessages, focusFirstInvalid, withoutMessage } from './form-fields/field-messages';
export type { FieldMessages } from './form-fields/field-messages';
