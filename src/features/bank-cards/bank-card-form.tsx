import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { sendCardSms } from '../../api/bank-cards';
import { focusFirstInvalid } from '../../components/focus-first-invalid';
import { SmsButton } from '../../components/sms-button';
import { TextField } from '../../components/text-field';
import formStyles from '../../components/form.module.css';
import { BRANCH_MAX, bankCardFormSchema, type BankCardPatchValues } from '../../../domain/contracts/bank-cards';
import type { BankCard, BankType } from '../../../domain/contracts/replies/bank-cards';
import { useSaveBankCard, type SaveCard } from './use-bank-cards';
import styles from './bank-cards.module.css';

type FormSchema = ReturnType<typeof bankCardFormSchema>;
type FormInput = z.input<FormSchema>;

export interface BankCardFormProps {
  /** The card being edited; null binds a new one. */
  card: BankCard | null;
  /** The member's real name: the only holder the server accepts, so it is filled in and fixed. */
  realname: string;
  /** Whether the member has a withdrawal password: the form asks for it, else for a code texted to `phone`. */
  hasQkPwd: boolean;
  /** The member's phone, masked as the server shows it. */
  phone: string;
  banks: readonly BankType[];
  onDone(message: string): void;
}

/**
 * Binds or edits a card with the server's own rules, confirmed by the withdrawal password (or an SMS
 * code for a member without one, README "Bank cards"); the server's refusal shows above the button.
 */
export function BankCardForm({ card, realname, hasQkPwd, phone, banks, onDone }: BankCardFormProps) {
  const { t } = useTranslation();
  const save = useSaveBankCard();
  const bankId = useId();
  // Editing cannot show the stored number (the lobby never has it): left empty, it stays.
  const schema: z.ZodType<BankCardPatchValues, FormInput> = bankCardFormSchema(Boolean(card), hasQkPwd);
  const { register, handleSubmit, formState } = useForm<FormInput, unknown, BankCardPatchValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      bank_type_id: card ? String(card.bank_type_id) : '',
      card_no: '',
      owner_name: card?.owner_name ?? realname,
      branch: card?.branch ?? '',
      ...(hasQkPwd ? { qk_pwd: '' } : { sms_code: '' }),
    },
    shouldFocusError: false,
  });

  const submit = (values: BankCardPatchValues) => {
    const { card_no } = values;
    const request: SaveCard | null = card ? { id: card.id, values } : card_no === undefined ? null : { id: null, values: { ...values, card_no } };
    if (request) save.mutate(request, { onSuccess: (reply) => onDone(reply.message) });
  };

  const e = formState.errors;
  const bankError = e.bank_type_id?.message;
  const last4 = card?.card_no.slice(-4) ?? '';
  const fixedHolder = Boolean(realname);
  return (
    <form className={formStyles.form} onSubmit={handleSubmit(submit, focusFirstInvalid)} noValidate data-testid="bank-card-form">
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={bankId}>
          {t('bankCards.bank')}
        </label>
        <select
          id={bankId}
          className={formStyles.input}
          aria-invalid={bankError ? true : undefined}
          aria-describedby={bankError ? `${bankId}-error` : undefined}
          {...register('bank_type_id')}
        >
          <option value="">{t('bankCards.chooseBank')}</option>
          {banks.map((b) => (
            <option key={b.id} value={String(b.id)}>
              {b.name}
            </option>
          ))}
        </select>
        {bankError ? (
          <p id={`${bankId}-error`} className={formStyles.error} role="alert">
            {t(bankError)}
          </p>
        ) : null}
      </div>
      <TextField
        label={t('bankCards.cardNo')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={23}
        placeholder={card ? t('bankCards.keepNumber', { last4 }) : t('bankCards.cardNoPlaceholder')}
        hint={card ? t('bankCards.keepNumberHint', { last4 }) : t('bankCards.cardNoHint')}
        errorKey={e.card_no?.message}
        {...register('card_no')}
      />
      <TextField
        label={t('bankCards.owner')}
        autoComplete="name"
        readOnly={fixedHolder}
        aria-readonly={fixedHolder || undefined}
        className={fixedHolder ? `${formStyles.input} ${styles.fixed}` : formStyles.input}
        hint={t(fixedHolder ? 'bankCards.ownerFixedHint' : 'bankCards.ownerHint')}
        data-testid="card-owner"
        errorKey={e.owner_name?.message}
        {...register('owner_name')}
      />
      <TextField
        label={t('bankCards.branch')}
        maxLength={BRANCH_MAX}
        placeholder={t('bankCards.branchPlaceholder')}
        errorKey={e.branch?.message}
        {...register('branch')}
      />
      {hasQkPwd ? (
        <TextField
          label={t('bankCards.qkPwd')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          hint={t('bankCards.qkPwdHint')}
          errorKey={e.qk_pwd?.message}
          data-testid="card-qk-pwd"
          {...register('qk_pwd')}
        />
      ) : (
        <TextField
          label={t('bankCards.smsCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          hint={t('bankCards.smsHint', { phone })}
          errorKey={e.sms_code?.message}
          trailing={<SmsButton phone={phone} send={() => sendCardSms().then(() => true)} />}
          {...register('sms_code')}
        />
      )}
      {save.error ? (
        <p className={formStyles.error} role="alert" data-testid="bank-card-error">
          {save.error.message}
        </p>
      ) : null}
      <button type="submit" className={formStyles.submit} disabled={save.isPending}>
        {save.isPending ? t('bankCards.saving') : card ? t('bankCards.saveEdit') : t('bankCards.saveNew')}
      </button>
    </form>
  );
}
