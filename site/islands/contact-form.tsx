/**
 * The contact form (SPEC §2, §8): checks the fields in the browser with the same limits as the
 * server (`shared/schemas/contact.ts`, passed in as props so zod is not shipped), posts JSON to
 * `POST /api/contact`, and shows the spec's texts: success, error, connection error; field errors
 * next to their fields (from the browser check or from the server's `issues`). Nothing typed is
 * lost on an error. A hidden honeypot field (`website`) catches bots.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import type { Locale } from '../../shared/locales';

type Field = 'name' | 'email' | 'subject' | 'message';
type Values = Record<Field, string> & { website: string };
type Errors = Partial<Record<Field, string>>;

export interface ContactFormTexts {
  name: string; namePlaceholder: string; email: string; emailPlaceholder: string;
  subject: string; subjectPlaceholder: string; message: string; messagePlaceholder: string;
  optional: string; send: string; sending: string;
  successTitle: string; success: string; errorTitle: string; error: string; connectionError: string;
  tooManyRequests: string; fixFields: string; privacyNote: string;
  nameRequired: string; nameTooLong: string; emailRequired: string; emailInvalid: string; subjectTooLong: string;
  messageRequired: string; messageTooShort: string; messageTooLong: string;
}

export interface ContactFormProps {
  locale: Locale;
  limits: { name: number; email: number; subject: number; messageMin: number; messageMax: number };
  texts: ContactFormTexts;
}

const EMPTY: Values = { name: '', email: '', subject: '', message: '', website: '' };
// Deliberately simple: the server's check is the authority; this only catches typos early.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Browser-side check with the server's limits, in the visitor's language. */
export function validateContact(values: Values, limits: ContactFormProps['limits'], texts: ContactFormTexts): Errors {
  const errors: Errors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  if (!name) errors.name = texts.nameRequired;
  else if (name.length > limits.name) errors.name = texts.nameTooLong;
  if (!email) errors.email = texts.emailRequired;
  else if (email.length > limits.email || !EMAIL.test(email)) errors.email = texts.emailInvalid;
  if (values.subject.trim().length > limits.subject) errors.subject = texts.subjectTooLong;
  if (!message) errors.message = texts.messageRequired;
  else if (message.length < limits.messageMin) errors.message = texts.messageTooShort;
  else if (message.length > limits.messageMax) errors.message = texts.messageTooLong;
  return errors;
}

/** The visitor's-language text for a server issue on a field (the server speaks English). */
function serverIssueText(field: Field, message: string, texts: ContactFormTexts): string {
  const m = message.toLowerCase();
  if (field === 'name') return m.includes('long') ? texts.nameTooLong : texts.nameRequired;
  if (field === 'email') return m.includes('required') ? texts.emailRequired : texts.emailInvalid;
  if (field === 'subject') return texts.subjectTooLong;
  return m.includes('short') ? texts.messageTooShort : m.includes('long') ? texts.messageTooLong : texts.messageRequired;
}

const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];

export default function ContactForm({ locale, limits, texts }: ContactFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<{ kind: 'idle' | 'sending' | 'success' | 'error'; text?: string }>({ kind: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  const set = (field: keyof Values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (field !== 'website' && errors[field]) setErrors((er) => ({ ...er, [field]: undefined }));
  };

  const focusFirstError = (errs: Errors) => {
    const first = FIELDS.find((f) => errs[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const local = validateContact(values, limits, texts);
    setErrors(local);
    if (Object.keys(local).length > 0) {
      setStatus({ kind: 'error', text: texts.fixFields });
      focusFirstError(local);
      return;
    }
    setStatus({ kind: 'sending' });
    let res: Response;
    try {
      res = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        credentials: 'include',
        body: JSON.stringify({
          locale,
          name: values.name,
          email: values.email,
          subject: values.subject || undefined,
          message: values.message,
          website: values.website,
        }),
      });
    } catch {
      setStatus({ kind: 'error', text: texts.connectionError });
      return;
    }
    if (res.ok) {
      setValues(EMPTY);
      setErrors({});
      setStatus({ kind: 'success', text: texts.success });
      return;
    }
    if (res.status === 429) {
      setStatus({ kind: 'error', text: texts.tooManyRequests });
      return;
    }
    let issues: { path?: string; message?: string }[] = [];
    try {
      const body = (await res.json()) as { issues?: { path?: string; message?: string }[] };
      issues = Array.isArray(body.issues) ? body.issues : [];
    } catch {
      // not JSON: the generic error below
    }
    const fieldErrors: Errors = {};
    for (const issue of issues) {
      const field = FIELDS.find((f) => issue.path === f);
      if (field && !fieldErrors[field]) fieldErrors[field] = serverIssueText(field, issue.message ?? '', texts);
    }
    if (res.status === 400 && Object.keys(fieldErrors).length > 0) {
      setErrors(fieldErrors);
      setStatus({ kind: 'error', text: texts.fixFields });
      focusFirstError(fieldErrors);
    } else {
      setStatus({ kind: 'error', text: texts.error });
    }
  }

  const field = (name: Field, label: string, placeholder: string, options: { type?: string; multiline?: boolean; optional?: boolean; maxLength: number; autoComplete?: string }) => {
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    const common = {
      id: inputId,
      name,
      className: 'input',
      placeholder,
      value: values[name],
      onChange: set(name),
      maxLength: options.maxLength,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? errorId : undefined,
      'aria-required': options.optional ? undefined : true,
      autoComplete: options.autoComplete,
    };
    return (
      <div className="field">
        <label htmlFor={inputId}>
          {label}
          {options.optional && <span className="hint"> ({texts.optional})</span>}
        </label>
        {options.multiline ? <textarea {...common} rows={7} /> : <input {...common} type={options.type ?? 'text'} />}
        {errors[name] && (
          <p className="field-error" id={errorId} data-field-error={name}>
            {errors[name]}
          </p>
        )}
      </div>
    );
  };

  return (
    <form ref={formRef} className="contact-form" noValidate onSubmit={onSubmit} aria-busy={status.kind === 'sending'}>
      {status.kind === 'success' && (
        <div className="form-alert form-alert--success" role="status" data-contact-status="success">
          <strong>{texts.successTitle}</strong>
          <p>{status.text}</p>
        </div>
      )}
      {status.kind === 'error' && (
        <div className="form-alert form-alert--error" role="alert" data-contact-status="error">
          <strong>{texts.errorTitle}</strong>
          <p>{status.text}</p>
        </div>
      )}
      {field('name', texts.name, texts.namePlaceholder, { maxLength: limits.name, autoComplete: 'name' })}
      {field('email', texts.email, texts.emailPlaceholder, { type: 'email', maxLength: limits.email, autoComplete: 'email' })}
      {field('subject', texts.subject, texts.subjectPlaceholder, { optional: true, maxLength: limits.subject })}
      {field('message', texts.message, texts.messagePlaceholder, { multiline: true, maxLength: limits.messageMax })}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={set('website')} />
      </div>
      <p className="muted" style={{ fontSize: 'var(--text-sm)', margin: 0 }}>
        {texts.privacyNote}
      </p>
      <div>
        <button type="submit" className="btn btn-lg" disabled={status.kind === 'sending'}>
          {status.kind === 'sending' ? texts.sending : texts.send}
        </button>
      </div>
    </form>
  );
}
