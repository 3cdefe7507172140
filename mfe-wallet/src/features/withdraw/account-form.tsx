import { useId, useState, type FormEvent } from 'react';
import { casinoApi, isApiError } from '@casino/shared-kernel/api';
import { BIND_OK_MSG } from '@casino/shared-kernel/api-constants';
import type { WithdrawAccount } from '@casino/shared-kernel/api-contract';
import { toast } from '@casino/shared-kernel/state';
import { Button, Input } from '@casino/shared-kernel/ui';
import { useWalletText } from '../../i18n/wallet-texts.ts';
import styles from '../shared/wallet.module.css';
import { accountFields, accountPayload, checkAccountForm, EMPTY_ACCOUNT_FORM, formOf, type AccountField, type AccountForm, type AccountFormProblems } from './withdraw-rules.ts';

/** The id of the account the server bound (its answer is the account). */
const savedId = (data: unknown): number | null =>
  typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'number' ? data.id : null;

const FIELD_LABELS: Record<AccountField, string> = {
  name: 'field_name',
  ifscCode: 'field_ifsc',
  accountNumber: 'field_account_number',
  cpf: 'field_cpf',
  pixPhone: 'field_pix_phone',
  email: 'field_email',
  usdtAddress: 'field_usdt_address',
  clabe: 'field_clabe',
};

const FIELD_HINTS: Partial<Record<AccountField, string>> = {
  ifscCode: 'hint_ifsc',
  cpf: 'hint_cpf',
  pixPhone: 'hint_pix',
  usdtAddress: 'hint_usdt_address',
  clabe: 'hint_clabe',
};

/**
 * Binds a payout account by one of the brand's methods (or edits one, by its own method, where
 * `withdraw_account_edit` is 1): spec 5's checks per field before anything is sent; 'Bind Succ!' on
 * success, the server's message on a refusal. With several methods offered, a new account's method
 * is chosen first (the brand's default preselected); what was typed is kept when switching.
 */
export function AccountFormView({
  methods,
  accountType: initialType,
  account,
  onCancel,
  onSaved,
}: {
  /** The methods a new account may use, the default first; an edit keeps `accountType`. */
  methods: readonly number[];
  accountType: number;
  account: WithdrawAccount | null;
  onCancel?: (() => void) | undefined;
  onSaved: (accountId: number | null) => void;
}) {
  const t = useWalletText();
  const id = useId();
  const [accountType, setAccountType] = useState(initialType);
  const fields = accountFields(accountType);
  const [form, setForm] = useState<AccountForm>(() => (account ? formOf(account, accountType) : EMPTY_ACCOUNT_FORM));
  const [problems, setProblems] = useState<AccountFormProblems>({});
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState('');

  if (fields.length === 0) {
    return (
      <div className={styles.stack}>
        <p role="alert">{t('account_method_unavailable')}</p>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = checkAccountForm(form, accountType);
    setProblems(found);
    setRefusal('');
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const payload = accountPayload(form, accountType);
      const envelope = account
        ? await casinoApi.callEnvelope('updateWithdrawAccount', { ...payload, id: account.id }, { hideErrorMsg: true })
        : await casinoApi.callEnvelope('addWithdrawAccount', payload, { hideErrorMsg: true });
      // Spec 5: a bind is judged by its msg ('ok').
      if (envelope.msg !== BIND_OK_MSG) {
        setRefusal(envelope.msg || t('load_failed'));
        return;
      }
      toast('success', t('bind_success'));
      onSaved(savedId(envelope.data));
    } catch (error) {
      setRefusal(isApiError(error) && error.msg ? error.msg : t('load_failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.stack} onSubmit={(event) => void submit(event)} noValidate data-testid="wallet.account-form">
      <h3 className={styles.sectionTitle}>{t(account ? 'account_edit_title' : 'account_add_title')}</h3>
      {!account && methods.length > 1 ? (
        <fieldset className={styles.section} data-testid="wallet.account-form.methods">
          <legend className={styles.sectionTitle}>{t('payout_method')}</legend>
          <div className={styles.row}>
            {methods.map((method) => (
              <label key={method} className={styles.account}>
                <input
                  type="radio"
                  name={`${id}-method`}
                  value={method}
                  checked={method === accountType}
                  onChange={() => {
                    setAccountType(method);
                    setProblems({});
                    setRefusal('');
                  }}
                />
                <span>{t(`method_${method}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : account ? (
        <p className={styles.muted}>{t(`method_${accountType}`)}</p>
      ) : null}
      {fields.map((field) => (
        <Input
          key={field}
          label={t(FIELD_LABELS[field])}
          value={form[field]}
          autoComplete="off"
          inputMode={field === 'accountNumber' || field === 'pixPhone' || field === 'clabe' ? 'numeric' : field === 'email' ? 'email' : undefined}
          spellCheck={field === 'usdtAddress' ? false : undefined}
          onChange={(event) => {
            const value = event.target.value;
            setForm((current) => ({ ...current, [field]: value }));
            setProblems((current) => ({ ...current, [field]: undefined }));
          }}
          hint={FIELD_HINTS[field] ? t(FIELD_HINTS[field]) : undefined}
          error={problems[field] ? t(problems[field]) : undefined}
        />
      ))}
      {refusal ? (
        <p className={styles.error} role="alert" data-testid="wallet.account-form.refusal">
          {refusal}
        </p>
      ) : null}
      <div className={styles.row}>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('back')}
          </Button>
        ) : null}
        <Button type="submit" busy={sending} disabled={sending}>
          {t('account_save')}
        </Button>
      </div>
    </form>
  );
}
