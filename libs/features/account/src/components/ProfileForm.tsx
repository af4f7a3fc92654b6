import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ApiRequestError, updateUserProfile, type ApiClientOptions, type CurrentUserReply, type UserProfile } from '@stays/api-client';
import { Button, TextField } from '@stays/ui';
import { profileFieldOfErrorCode, profileFieldProblems, type ProfileField } from '@stays/validation';
import { currentUserKey } from '../api/current-user';
import { FormMessage } from '../forms/FormMessage';
import { useAccountCall } from '../forms/use-account-call';
import { accountMessages } from '../messages';
import formStyles from '../forms/Forms.module.css';

type AddressField = Exclude<ProfileField, 'name' | 'email'>;

const addressOf = (user: UserProfile): Record<AddressField, string> => ({
  street_name: user.street ?? '',
  street_no: user.houseNumber ?? '',
  zip_code: user.postalCode ?? '',
  city: user.city ?? '',
});

const ADDRESS_FIELDS: { field: AddressField; label: MessageDescriptor; autoComplete: string }[] = [
  { field: 'street_name', label: accountMessages.streetLabel, autoComplete: 'address-line1' },
  { field: 'street_no', label: accountMessages.houseNumberLabel, autoComplete: 'address-line2' },
  { field: 'zip_code', label: accountMessages.postalCodeLabel, autoComplete: 'postal-code' },
  { field: 'city', label: accountMessages.cityLabel, autoComplete: 'address-level2' },
];

/**
 * The guest's details on the account page: name, e-mail, the phone (read only) and the address collected at
 * sign-up (street, house number, postal code, city), checked by the sign-up rules (accounts-commerce §5) here and
 * again by the API, each problem shown at its field. An address field emptied is cleared.
 */
export function ProfileForm({ api, current }: { api: ApiClientOptions; current: CurrentUserReply & { user: UserProfile } }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { user } = current;
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.emailId ?? '');
  const [address, setAddress] = useState(() => addressOf(user));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ProfileField, MessageDescriptor>>>({});
  const [saved, setSaved] = useState(false);
  // The address can change beside this form (the link step adds one): the field then shows the account's.
  const [accountEmail, setAccountEmail] = useState(user.emailId);
  if (user.emailId !== accountEmail) {
    setAccountEmail(user.emailId);
    setEmail(user.emailId ?? '');
  }
  const call = useAccountCall();

  const errorOf = (field: ProfileField) => (fieldErrors[field] ? intl.formatMessage(fieldErrors[field]) : null);
  const edit = (field: ProfileField) => {
    setSaved(false);
    setFieldErrors(({ [field]: _fixed, ...others }) => others);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const body = { name: name.trim(), ...(email.trim() ? { email: email.trim() } : {}), ...address };
    const problems = profileFieldProblems(body);
    setFieldErrors(Object.fromEntries(problems.map((problem) => [problem.field, problem.message])));
    if (problems.length > 0) return;
    const updated = await call.run(async () => {
      try {
        return await updateUserProfile(api, body, current.csrf_token);
      } catch (failure) {
        // A refusal naming a field (INVALID_CITY…) is shown at that field; any other under the form.
        const problem = failure instanceof ApiRequestError ? profileFieldOfErrorCode(failure.code) : null;
        if (!problem) throw failure;
        setFieldErrors({ [problem.field]: problem.message });
        return null;
      }
    });
    if (!updated) return;
    setSaved(true);
    setAddress(addressOf(updated));
    queryClient.setQueryData(currentUserKey, { ...current, user: updated });
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={intl.formatMessage(accountMessages.detailsForm)}>
      <TextField
        label={intl.formatMessage(accountMessages.nameLabel)}
        value={name}
        error={errorOf('name')}
        onChange={(event) => {
          edit('name');
          setName(event.target.value);
        }}
        autoComplete="name"
        name="name"
      />
      <TextField
        label={intl.formatMessage(accountMessages.emailLabel)}
        hint={
          user.emailId ? intl.formatMessage(user.verificationInfo.emailVerified ? accountMessages.emailVerified : accountMessages.emailUnverified) : undefined
        }
        value={email}
        error={errorOf('email')}
        onChange={(event) => {
          edit('email');
          setEmail(event.target.value);
        }}
        type="email"
        autoComplete="email"
        name="email"
      />
      <TextField
        label={intl.formatMessage(accountMessages.phoneLabel)}
        value={`${user.countryCode ?? ''} ${user.phoneNumber ?? ''}`.trim()}
        readOnly
        name="phone"
      />
      {ADDRESS_FIELDS.map(({ field, label, autoComplete }) => (
        <TextField
          key={field}
          label={intl.formatMessage(label)}
          value={address[field]}
          error={errorOf(field)}
          onChange={(event) => {
            edit(field);
            setAddress((current) => ({ ...current, [field]: event.target.value }));
          }}
          autoComplete={autoComplete}
          name={field}
        />
      ))}
      <FormMessage error={call.error} success={saved ? accountMessages.profileSaved : null} />
      <Button type="submit" disabled={call.pending}>
        {intl.formatMessage(accountMessages.saveProfile)}
      </Button>
    </form>
  );
}
