import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { LoginType } from '@casino/shared-kernel/api-contract';
import { formatServerAmount, numberLocaleFor } from '@casino/shared-kernel/format';
import { languageAtom, lobbyInfoAtom, openDialog, siteSettingsAtom, useAtomValue } from '@casino/shared-kernel/state';
import { Button, CodeField, Input, useSendCode } from '@casino/shared-kernel/ui';
import { withAreaCode } from '@casino/shared-kernel/validation';
import { useRegistrationDepositLimit } from '../responsible-gaming/registration-deposit-limit.tsx';
import { failureText, googleSignIn, guestLogin, linkFacts, login, register, type Credentials, type RobotCheck } from './auth-api.ts';
import { CaptchaField, ChannelSwitch, EmailField, FormError, PasswordField, PhoneField } from './auth-fields.tsx';
import { useAuthText } from './auth-texts.ts';
import {
  channelModes,
  checkCodeField,
  checkEmailField,
  checkPasswordField,
  checkPhoneFor,
  clientType,
 
  googleEnabled,
  guestEnabled,
  loginMethods,
  needsCode,
  needsPassword,
  registerMode,
  robotCheckOn,
  type Channel,
  type FieldError,
  type VerifyMode,
} from './auth-rules.ts';
import { mountGoogleButton, robotCheckToken } from './google-identity.ts';
import { useSubmit } from './use-submit.ts';
import styles from './auth.module.css';

type FieldName = 'phone' | 'email' | 'password' | 'code' | 'captcha';
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, FieldError>>;

const EMPTY: Values = { phone: '', email: '', password: '', code: '', captcha: '' };

/** The brand facts every sign-in form needs, from the kernel's store. */
export function useAuthConfig() {
  const settings = useAtomValue(siteSettingsAtom);
  const lobby = useAtomValue(lobbyInfoAtom);
  // Stable while the lobby info is: effects (Google's button) depend on the list.
  const methods = useMemo(() => loginMethods(lobby), [lobby]);
  const modes = useMemo(() => channelModes(methods), [methods]);
  return {
    methods,
    modes,
    areaCode: settings.phoneArea,
    google: settings.google,
    banner: settings.loginAndRegisterBanner,
    registGift: lobby?.regist_gift ?? 0,
  };
}

/** The state of a credential form: the channel, its verify mode, the values and their errors. */
function useCredentialForm(kind: 'login' | 'register') {
  const config = useAuthConfig();
  const modesOf = useCallback(
    (channel: Channel): VerifyMode[] => {
      const modes = config.modes[channel];
      if (kind === 'register') {
        const mode = registerMode(modes);
        return mode ? [mode] : [];
      }
      // Login offers password and code; both at once only when the brand has nothing else.
      const simple = modes.filter((mode) => mode !== 'code-password');
      return simple.length > 0 ? simple : modes;
    },
    [config.modes, kind],
  );
  const channels = (['phone', 'email'] as const).filter((channel) => modesOf(channel).length > 0);
  const [channel, setChannel] = useState<Channel>(channels[0] ?? 'phone');
  const [modeChoice, setModeChoice] = useState<VerifyMode | undefined>(undefined);
  const modes = modesOf(channel);
  const mode = modeChoice && modes.includes(modeChoice) ? modeChoice : (modes[0] ?? 'password');
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const captchaKey = useRef('');
  const robotCheck = robotCheckOn(config.google);
  // Registering always proves the phone or address with the code sent there (the api-server
  // refuses a registration without it: nobody may hold an account on another's number).
  const codeNeeded = kind === 'register' || needsCode(mode);

  const set = (field: FieldName) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The player is fixing it: the old complaint goes until the next submit.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const checkIdentity = (): Errors =>
    channel === 'phone' ? { phone: checkPhoneFor(values.phone, config.areaCode) } : { email: checkEmailField(values.email) };
  const target = () => (channel === 'phone' ? withAreaCode(values.phone, config.areaCode) : values.email.trim());

  /** Every field's problem; sets them and returns whether the form may go. */
  const validate = (): boolean => {
    const found: Errors = {
      ...checkIdentity(),
      ...(needsPassword(mode) ? { password: checkPasswordField(values.password) } : {}),
      ...(codeNeeded ? { code: checkCodeField(values.code) } : {}),
      ...(robotCheck ? { captcha: checkCodeField(values.captcha) && 'auth_error_captcha' } : {}),
    };
    setErrors(found);
    return Object.values(found).every((problem) => !problem);
  };

  /** The payload's credentials for the current channel and mode. */
  const credentials = async (action: string): Promise<Credentials> => {
    const robot: RobotCheck = robotCheck
      ? { captcha_key: captchaKey.current, captcha: values.captcha.trim(), grecaptcha_token: await robotCheckToken(config.google.grecaptchaKey, action) }
      : {};
    return {
      client_type: clientType(channel, mode),
      ...(channel === 'phone' ? { mobile: target() } : { email: target() }),
      ...(needsPassword(mode) ? { password: values.password } : {}),
      ...(codeNeeded ? { verify_code: values.code.trim() } : {}),
      ...robot,
    };
  };

  return {
    config,
    channels,
    channel,
    setChannel: (next: Channel) => {
      setChannel(next);
      setErrors({});
    },
    modes,
    mode,
    codeNeeded,
    setMode: (next: VerifyMode) => {
      setModeChoice(next);
      setErrors({});
    },
    values,
    errors,
    setErrors,
    set,
    checkIdentity,
    target,
    validate,
    credentials,
    robotCheck,
    onCaptchaKey: useCallback((key: string) => {
      captchaKey.current = key;
    }, []),
  };
}

type CredentialForm = ReturnType<typeof useCredentialForm>;

/** Identity, password, code and captcha fields of a credential form. */
function CredentialFields({ form, isNew }: { form: CredentialForm; isNew: boolean }) {
  const t = useAuthText();
  const code = useSendCode(failureText);
  const { channel, mode, values, errors } = form;
  const sendCode = () => {
    const problems = form.checkIdentity();
    if (Object.values(problems).some(Boolean)) {
      form.setErrors((current) => ({ ...current, ...problems }));
      return;
    }
    void code.send(form.target());
  };
  return (
    <>
      <ChannelSwitch channels={form.channels} value={channel} onChange={form.setChannel} />
      {channel === 'phone' ? (
        <PhoneField value={values.phone} onChange={form.set('phone')} error={errors.phone} areaCode={form.config.areaCode} />
      ) : (
        <EmailField value={values.email} onChange={form.set('email')} error={errors.email} />
      )}
      {form.codeNeeded ? (
        <CodeField
          value={values.code}
          onChange={form.set('code')}
          error={errors.code ? t(errors.code) : code.error}
          onSend={sendCode}
          sending={code.sending}
          secondsLeft={code.secondsLeft}
          testIdPrefix="shell.auth-"
        />
      ) : null}
      {needsPassword(mode) ? <PasswordField value={values.password} onChange={form.set('password')} error={errors.password} isNew={isNew} /> : null}
      {form.robotCheck ? <CaptchaField value={values.captcha} onChange={form.set('captcha')} error={errors.captcha} onKey={form.onCaptchaKey} /> : null}
    </>
  );
}

/** Other ways in: guest and Google, when the brand offers them. */
function OtherWays({ methods, googleClientId, onError }: { methods: readonly LoginType[]; googleClientId: string | null; onError: (text: string) => void }) {
  const t = useAuthText();
  const guest = useSubmit();
  const language = useAtomValue(languageAtom);
  const googleBox = useRef<HTMLDivElement>(null);
  const google = useSubmit();
  const runGoogle = google.run;
  const failure = guest.error || google.error;
  useEffect(() => onError(failure), [failure, onError]);

  useEffect(() => {
    const box = googleBox.current;
    if (!box || !googleClientId) return;
    mountGoogleButton(box, googleClientId, (idToken) => void runGoogle(() => googleSignIn(idToken, methods)), language).catch(() =>
      onError(t('auth_google_unavailable')),
    );
  }, [googleClientId, language, methods, runGoogle, onError, t]);

  const showGuest = guestEnabled(methods);
  if (!showGuest && !googleClientId) return null;
  return (
    <div className={styles.otherWays}>
      <p className={styles.or}>{t('auth_or')}</p>
      {googleClientId ? <div ref={googleBox} className={styles.google} data-testid="shell.auth-google" aria-busy={google.busy || undefined} /> : null}
      {showGuest ? (
        <Button variant="ghost" block busy={guest.busy} onClick={() => void guest.run(() => guestLogin(methods))} data-testid="shell.auth-guest">
          {t('auth_guest')}
        </Button>
      ) : null}
    </div>
  );
}

export function LoginForm({ notice }: { notice?: string | undefined }) {
  const t = useAuthText();
  const form = useCredentialForm('login');
  const submit = useSubmit();
  const [otherError, setOtherError] = useState('');
  const { config } = form;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    void submit.run(async () => login(await form.credentials('login'), config.methods));
  };
  const otherMode = form.modes.find((mode) => mode !== form.mode);
  if (form.channels.length === 0) return <p>{t('auth_no_methods')}</p>;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="shell.auth-login-form">
      {notice ? (
        <p role="alert" className={styles.notice} data-testid="shell.auth-notice">
          {notice}
        </p>
      ) : null}
      <CredentialFields form={form} isNew={false} />
      <div className={styles.links}>
        {otherMode ? (
          <button type="button" className={styles.link} onClick={() => form.setMode(otherMode)} data-testid="shell.auth-mode">
            {t(otherMode === 'password' ? 'auth_use_password' : 'auth_use_code')}
          </button>
        ) : null}
        {needsPassword(form.mode) ? (
          <button type="button" className={styles.link} onClick={() => openDialog('shell.forgot-password')} data-testid="shell.auth-forgot">
            {t('auth_forgot')}
          </button>
        ) : null}
      </div>
      <FormError text={submit.error || otherError} />
      <Button type="submit" block busy={submit.busy} data-testid="shell.auth-submit">
        {t('auth_login_submit')}
      </Button>
      <OtherWays
        methods={config.methods}
        googleClientId={googleEnabled(config.methods, config.google) ? config.google.client_id : null}
        onError={setOtherError}
      />
    </form>
  );
}

export function RegisterForm() {
  const t = useAuthText();
  const form = useCredentialForm('register');
  const submit = useSubmit();
  const language = useAtomValue(languageAtom);
  const { currencySymbol } = useAtomValue(siteSettingsAtom);
  const [invitation, setInvitation] = useState(() => linkFacts().invitation_code ?? '');
  const [otherError, setOtherError] = useState('');
  const depositLimit = useRegistrationDepositLimit();
  const { config } = form;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const limit = depositLimit.check();
    if (!form.validate() || limit === false) return;
    const code = invitation.trim();
    void submit.run(async () => {
      await register({ ...(await form.credentials('register')), ...(code ? { invitation_code: code } : {}) }, config.methods);
      await depositLimit.apply(limit);
    });
  };
  if (form.channels.length === 0) return <p>{t('auth_no_methods')}</p>;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="shell.auth-register-form">
      <p className={styles.guide} data-testid="shell.auth-register-guide">
        {config.registGift > 0
          ? t('auth_register_guide_gift', { amount: `${currencySymbol}${formatServerAmount(config.registGift, { locale: numberLocaleFor(language) })}` })
          : t('auth_register_guide')}
      </p>
      <CredentialFields form={form} isNew />
      <Input
        label={t('auth_invitation')}
        value={invitation}
        autoComplete="off"
        onChange={(event) => setInvitation(event.target.value)}
        data-testid="shell.auth-invitation"
      />
      {depositLimit.field}
      <FormError text={submit.error || otherError} />
      <Button type="submit" block busy={submit.busy} data-testid="shell.auth-submit">
        {t('auth_register_submit')}
      </Button>
      <OtherWays
        methods={config.methods}
        googleClientId={googleEnabled(config.methods, config.google) ? config.google.client_id : null}
        onError={setOtherError}
      />
    </form>
  );
}
