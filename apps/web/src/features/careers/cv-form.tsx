import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../lib/language.ts';
import { httpStatusOf, useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { notify } from '../../ui/toast.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { CaptchaCheckbox, useCaptcha } from '../captcha/captcha-checkbox.tsx';
import { HoneypotField, honeypotValue } from '../captcha/honeypot-field.tsx';
import { captchaSolved, fieldErrorsOf } from '../requests/form-check.ts';
import { loadFormSchemas, useFormSchemas } from '../requests/form-schemas.ts';
import { cvFileLimits, CvDropzone } from './cv-dropzone.tsx';

const EMPTY = { first_name: '', last_name: '', email: '' };
type Field = keyof typeof EMPTY | 'files';

/** The application form of the careers page: names, e-mail, up to two CV files, the captcha. */
export function CvForm() {
  const trpc = useTRPC();
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const captcha = useCaptcha();
  const [values, setValues] = useState(EMPTY);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string | true>>>({});
  const send = useMutation(trpc.cv.create.mutationOptions());
  const { checking, schemasForSend } = useFormSchemas(
    t`Your application could not be sent. Please try again or write to us by e-mail.`,
  );

  const set = (field: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [field]: event.target.value });

  const submit = async (formElement: HTMLFormElement) => {
    const schemas = await schemasForSend();
    if (!schemas) return;
    const { cvApplicationFields } = schemas;
    const checked = cvApplicationFields.safeParse({ ...values, lang: language });
    const found = fieldErrorsOf<Field>(checked, values.email, t`Please enter a valid e-mail address`);
    if (files.length === 0) found.files = true;
    setErrors(found);
    if (
      !captchaSolved(captcha, t`It was not confirmed that you were not a Robot`) ||
      !checked.success ||
      files.length === 0
    )
      return;
    const form = new FormData();
    for (const [key, value] of Object.entries({
      ...checked.data,
      captcha_ticket: captcha.ticket!,
      homepage: honeypotValue(formElement),
    }))
      form.append(key, String(value));
    for (const file of files) form.append('files', file);
    send.mutate(form, {
      onSuccess: () => {
        notify.success(t`Thank you! Your application has been sent.`);
        setValues(EMPTY);
        setFiles([]);
        setErrors({});
        captcha.reset();
      },
      onError: (error) => {
        captcha.reset();
        const status = httpStatusOf(error);
        const { kinds, size } = cvFileLimits(i18n.locale);
        if (status === 415) notify.error(t`Only ${kinds} files can be sent.`);
        else if (status === 413) notify.error(t`The file is larger than ${size}.`);
        else if (status === 400) notify.error(t`Please check the highlighted fields.`);
        else if (status === 403) notify.error(t`It was not confirmed that you were not a Robot`);
        else notify.error(t`Your application could not be sent. Please try again or write to us by e-mail.`);
      },
    });
  };

  return (
    <form
      noValidate
      className="space-y-4"
      // The check is fetched as soon as the visitor starts on the form, so sending does not wait for it.
      onFocus={() => void loadFormSchemas()}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={<Trans>First name</Trans>}
          autoComplete="given-name"
          required
          value={values.first_name}
          onChange={set('first_name')}
          error={errors.first_name}
        />
        <TextField
          label={<Trans>Last name</Trans>}
          autoComplete="family-name"
          required
          value={values.last_name}
          onChange={set('last_name')}
          error={errors.last_name}
        />
      </div>
      <TextField
        label={<Trans>E-mail</Trans>}
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <CvDropzone
        files={files}
        onChange={(next) => {
          setFiles(next);
          setErrors({ ...errors, files: undefined });
        }}
        invalid={Boolean(errors.files)}
      />
      <HoneypotField />
      <CaptchaCheckbox captcha={captcha} />
      <Button type="submit" size="lg" busy={send.isPending || checking}>
        <Trans>Send CV</Trans>
      </Button>
    </form>
  );
}
